import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, saveScreenshot } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * A room-like PNG larger than the 2048 px the browser downscales to, so the upload goes through the real
 * createImageBitmap + canvas path: a gradient wall, a darker floor and a window.
 */
function roomPhoto(width = 2400, height = 1600): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const window = x > width / 8 && x < width / 3 && y > height / 6 && y < height / 2;
      const floor = y > (height * 2) / 3;
      data[i] = window ? 200 : floor ? 140 : 190 - Math.round((x / width) * 40);
      data[i + 1] = window ? 225 : floor ? 100 : 175;
      data[i + 2] = window ? 245 : floor ? 70 : 150;
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

function headerBalance(page: Page, text: string): Locator {
  return page.getByRole('banner').getByText(text, { exact: true }).filter({ visible: true });
}

/** Registers a fresh user through the API in the page's context (so the browser has the session cookie) and claims the Starter Pack. */
async function signUpWithStarterPack(page: Page): Promise<void> {
  const username = `studio_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const registered = await page.request.post('/api/register', {
    headers: { Origin: baseUrl },
    data: { username, password: 'correct-horse-1', email: `${username}@example.com` },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const claimed = await page.request.post('/api/tokens/free', { headers: { Origin: baseUrl } });
  expect(claimed.status(), await claimed.text()).toBe(200);
}

async function balance(page: Page): Promise<number> {
  const response = await page.request.get('/api/user');
  return ((await response.json()) as { tokenBalance: number }).tokenBalance;
}

describe('the remix studio on the whole local stack', () => {
  it('uploads a photo, picks a style, follows the job and shows the local engine result; the balance drops by 1', async () => {
    const { context, page } = await newPage(browser);
    await signUpWithStarterPack(page);
    expect(await balance(page)).toBe(3);

    await page.goto('/');
    await page.getByRole('region', { name: 'Your Room' }).waitFor();
    await headerBalance(page, '3 tokens').waitFor();
    await page.getByText('No previous results found. Process some images to see them here!').waitFor();

    await page.getByTestId('Base image input').setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: await roomPhoto() });
    await page.getByText('1 image(s) selected').waitFor();
    await page.getByLabel('Room style').selectOption('scandinavian');
    const start = page.getByRole('button', { name: 'Start Remix · 1 token' });
    expect(await start.isEnabled()).toBe(true);
    await saveScreenshot(page, 'studio-ready-1280');
    await start.click();

    await page.getByText('Processing images...').waitFor();
    const result = page.getByRole('region', { name: 'Remix result' });
    await result.waitFor({ timeout: 60_000 });
    await result.getByText('Local engine', { exact: true }).waitFor();
    await result.getByRole('slider').waitFor();
    expect(await result.getByText(/^Structure score: \d+\/100$/).count()).toBe(1);
    const download = await result.getByRole('link', { name: 'Download' }).getAttribute('href');
    expect(download).toBeTruthy();
    const image = await page.request.get(new URL(download ?? '', baseUrl).toString());
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);

    await page.getByRole('status', { name: 'Success!' }).waitFor();
    await headerBalance(page, '2 tokens').waitFor({ timeout: 10_000 });
    expect(await balance(page)).toBe(2);
    await page.getByRole('region', { name: 'Your Previous Results' }).getByRole('img').first().waitFor();
    await saveScreenshot(page, 'studio-result-1280');

    await result.getByRole('button', { name: 'New Remix' }).click();
    await page.getByRole('status', { name: 'Ready for a new remix' }).waitFor();
    expect(await page.getByLabel('Room style').inputValue()).toBe('scandinavian');
    await context.close();
  });
});
