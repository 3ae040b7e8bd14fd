import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerBalance, signInAs, signUpWithStarterPack } from './support/accounts';
import { baseUrl, launchBrowser, newPage } from './support/browser';
import { recordRemixJobs, waitForRemixResult } from './support/remix-jobs';
import { saveScreenshot } from './support/screenshots';

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
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A photo of a material: coloured noise, which PNG cannot compress, so the upload has bytes to report progress on. */
function materialPhoto(red: number, green: number, blue: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 700,
      height: 700,
      channels: 3,
      background: { r: red, g: green, b: blue },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
}

/** Signs the page's context in as the seeded demo user (README: demo / demo1234). */
function signInAsDemo(page: Page): Promise<void> {
  return signInAs(page, 'demo', 'demo1234');
}

async function balance(page: Page): Promise<number> {
  const response = await page.request.get('/api/user');
  return ((await response.json()) as { tokenBalance: number }).tokenBalance;
}

async function resultCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/results');
  return ((await response.json()) as unknown[]).length;
}

/** The pixel sizes of the newest result's stored images: the base first, then the references. */
async function newestResultImageSizes(page: Page): Promise<string[]> {
  const [newest] = (await (await page.request.get('/api/results')).json()) as {
    baseImageUrl: string;
    referenceImageUrls: string[];
  }[];
  const urls = newest ? [newest.baseImageUrl, ...newest.referenceImageUrls] : [];
  return Promise.all(
    urls.map(async (url) => {
      const { width, height } = await sharp(await (await page.request.get(url)).body()).metadata();
      return `${width}x${height}`;
    }),
  );
}

/** Slows the page's uploads to `bytesPerSecond` (Chromium's network emulation), so upload progress is visible. */
async function throttleUploads(context: BrowserContext, page: Page, bytesPerSecond: number): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/** Starts recording every progress line the studio shows ('Uploading images: 40%', ...), in order. */
async function recordProgressLines(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { progressLines: seen });
    new MutationObserver(() => {
      for (const line of document.querySelectorAll('section[aria-label="Remix progress"] p')) {
        const text = line.textContent ?? '';
        if (/: \d+%$/.test(text) && seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressLines: string[] }).progressLines);
}

async function pickImage(page: Page, zone: string, name: string, buffer: Buffer): Promise<void> {
  await page.getByTestId(`${zone} input`).setInputFiles({ name, mimeType: 'image/png', buffer });
}

/** A text file named like a photo is refused on pick, by name, before anything is uploaded. */
async function expectNotAnImageRefused(page: Page, screenshot: string): Promise<void> {
  await page.getByTestId('Base image input').setInputFiles({
    name: 'floor-plan.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('Living room 4.2 m x 3.8 m, window on the north wall'),
  });
  await page
    .getByRole('alert')
    .filter({ hasText: 'Invalid file "floor-plan.jpg": File is not a complete PNG, JPG or WEBP image' })
    .waitFor();
  await saveScreenshot(page, screenshot);
}

async function labelReference(page: Page, name: string, material: string, description: string): Promise<void> {
  await page.getByLabel(`Material of ${name}`).selectOption(material);
  await page.getByLabel(`Description of ${name}`).fill(description);
}

/** The link points at the image, and a click saves it as roomremix-<title>-<date>.jpg with the image's bytes. */
async function expectImageDownload(page: Page, link: Locator): Promise<void> {
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  const image = await page.request.get(new URL(href ?? '', baseUrl).toString());
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^roomremix-result-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.jpg$/);
  const saved = await download.path();
  expect((await sharp(saved).metadata()).format).toBe('jpeg');
}

/** Size of the thumbnails whose pixels are compared. */
/** Shows the brush over the base photo at its large size; answers the painting surface, scrolled into view. */
async function openLargeBrush(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Change only part of the photo' }).click();
  await page.getByLabel('Brush size').selectOption('large');
  const canvas = page.getByTestId('mask-canvas');
  await canvas.scrollIntoViewIfNeeded();
  return canvas;
}

/** Paints one stroke per row (shares of the height) from `fromX` to `toX` (shares of the width). */
async function paintRows(page: Page, canvas: Locator, rows: number[], fromX: number, toX: number): Promise<void> {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The painting surface is not on screen');
  for (const row of rows) {
    await page.mouse.move(box.x + box.width * fromX, box.y + box.height * row);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * toX, box.y + box.height * row, { steps: 6 });
    await page.mouse.up();
  }
}

const THUMBNAIL = { width: 120, height: 80 };

/** The RGB pixels of the image at `url`, squeezed to THUMBNAIL. */
async function thumbnailPixels(page: Page, url: string): Promise<Buffer> {
  const image = Buffer.from(await (await page.request.get(url)).body());
  return sharp(image).resize(THUMBNAIL.width, THUMBNAIL.height, { fit: 'fill' }).removeAlpha().raw().toBuffer();
}

/** Mean absolute difference of two THUMBNAIL pixel buffers over the columns from `fromX` up to `toX`, 0–255. */
function meanDifference(a: Buffer, b: Buffer, fromX: number, toX: number): number {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < THUMBNAIL.height; y++)
    for (let x = fromX; x < toX; x++)
      for (let channel = 0; channel < 3; channel++) {
        const at = (y * THUMBNAIL.width + x) * 3 + channel;
        sum += Math.abs((a[at] ?? 0) - (b[at] ?? 0));
        count++;
      }
  return sum / count;
}

describe('the remix studio on the whole local stack', () => {
  it('remixes a photo with two labelled references in HD, then remixes the result, and manages it in My Results', async () => {
    const { context, page } = await newPage(browser);
    const jobs = recordRemixJobs(page);
    await signInAsDemo(page);
    const tokensBefore = await balance(page);
    const resultsBefore = await resultCount(page);
    expect(tokensBefore).toBeGreaterThanOrEqual(3);

    await page.goto('/');
    await page.getByRole('region', { name: 'Your Room' }).waitFor();
    await headerBalance(page, `${tokensBefore} tokens`).waitFor();
    await expectNotAnImageRefused(page, 'studio-upload-error-1280');
    await pickImage(page, 'Base image', 'living-room.png', await roomPhoto());
    // A look at the brush; hidden again, the remix takes in the whole photo.
    await page.getByRole('button', { name: 'Change only part of the photo' }).click();
    const canvas = page.getByTestId('mask-canvas');
    const box = await canvas.boundingBox();
    if (box) {
      await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.3);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.5, { steps: 5 });
      await page.mouse.up();
    }
    expect(await canvas.getAttribute('aria-label')).toBe('Painted region: 1 stroke');
    await saveScreenshot(page, 'studio-brush-1280');
    await page.getByRole('button', { name: 'Hide the brush' }).click();
    await pickImage(page, 'Reference images', 'oak.png', await materialPhoto(150, 100, 60));
    await pickImage(page, 'Reference images', 'marble.png', await materialPhoto(200, 200, 205));
    await page.getByText('2 image(s) selected').waitFor();
    await page.getByRole('button', { name: 'Label reference images' }).click();
    await labelReference(page, 'oak.png', 'wood', 'oak planks');
    await labelReference(page, 'marble.png', 'stone', 'grey marble');
    await page.getByLabel('Room type').selectOption('living-room');
    await page.getByLabel('Room style').selectOption('scandinavian');
    await page.getByRole('button', { name: 'Advanced options' }).click();
    await page.getByLabel('Quality').selectOption('hd');
    await saveScreenshot(page, 'studio-ready-1280');

    await throttleUploads(context, page, 1_000_000);
    const progressLines = await recordProgressLines(page);
    await page.getByRole('button', { name: 'Start Remix · 2 tokens' }).click();
    await page.getByText('Processing images...').waitFor();
    const result = page.getByRole('region', { name: 'Remix result' });
    await waitForRemixResult(jobs, result, 90_000);
    await throttleUploads(context, page, -1);

    const lines = await progressLines();
    const uploading = lines.filter((line) => line.startsWith('Uploading images: '));
    expect(
      uploading.some((line) => !/ (0|100)%$/.test(line)),
      lines.join(' | '),
    ).toBe(true);
    const firstJobLine = lines.findIndex((line) =>
      /^(Waiting in the queue|Generating your design|Saving the result): /.test(line),
    );
    expect(firstJobLine, lines.join(' | ')).toBeGreaterThan(lines.indexOf(uploading[0] ?? ''));

    await page.getByRole('status', { name: 'Success!' }).waitFor();
    await result.getByText('Local engine', { exact: true }).waitFor();
    await result.getByRole('slider').waitFor();
    // Across the page, the comparison is as wide as its 3:2 photo allows at 70 % of the window's height (800 px).
    const shown = await result.getByRole('img', { name: /, after$/ }).boundingBox();
    expect(shown?.width).toBeCloseTo(0.7 * 800 * (2048 / 1365), -1);
    expect(await result.getByText(/^Structure score: \d+\/100$/).count()).toBe(1);
    await expectImageDownload(page, result.getByRole('link', { name: 'Download' }));
    // The photo is stored at the 2048 px the browser scales it to; the 700 px references as they were picked.
    expect(await newestResultImageSizes(page)).toEqual(['2048x1365', '700x700', '700x700']);
    await headerBalance(page, `${tokensBefore - 2} tokens`).waitFor({ timeout: 10_000 });
    expect(await balance(page)).toBe(tokensBefore - 2);
    const previousCards = page.getByRole('region', { name: 'Your Previous Results' }).getByRole('article');
    await expect.poll(() => previousCards.count(), { timeout: 10_000 }).toBe(Math.min(4, resultsBefore + 1));
    await previousCards.first().getByText('HD', { exact: true }).waitFor();
    await saveScreenshot(page, 'studio-result-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'studio-result-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    await result.getByRole('button', { name: 'Remix this result' }).click();
    await page.getByRole('status', { name: 'Ready for a new remix' }).waitFor();
    const yourRoom = page.getByRole('region', { name: 'Your Room' });
    await yourRoom.getByText('1 image(s) selected').waitFor();
    expect(await page.getByText('2 image(s) selected').count()).toBe(1);
    await page.getByLabel('Quality').selectOption('standard');
    // Another style: the same grade again would leave the result as it is, and that remix would be refunded.
    await page.getByLabel('Room style').selectOption('industrial');
    await page.getByRole('button', { name: 'Start Remix · 1 token' }).click();
    await waitForRemixResult(jobs, result, 90_000);
    await headerBalance(page, `${tokensBefore - 3} tokens`).waitFor({ timeout: 10_000 });
    expect(await resultCount(page)).toBe(resultsBefore + 2);

    await page.goto('/account?tab=results');
    await page.getByText(`Showing all ${resultsBefore + 2} image result(s)`).waitFor();
    const hdCard = page
      .getByRole('article')
      .filter({ has: page.getByText('HD', { exact: true }) })
      .first();
    await hdCard.getByText('2 refs').hover();
    await page.getByText('This remix used 2 reference images and cost 2 tokens').waitFor();
    await saveScreenshot(page, 'my-results-1280');
    // A dialog opens with the focus on a safe control: Enter right after opening closes it, and deletes nothing.
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
    await hdCard.getByRole('button', { name: 'Details' }).click();
    await expect.poll(focusedLabel).toBe('Close details');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await hdCard.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog');
    for (const text of [
      'Quality: HD',
      'Room: Living room',
      'Style: Scandinavian',
      'Intensity: Moderate',
      'Structure preserved',
      'wood: oak planks',
      'stone: grey marble',
    ]) {
      await details.getByText(text, { exact: true }).first().waitFor();
    }
    await expectImageDownload(page, details.getByRole('link', { name: 'Download' }));
    await saveScreenshot(page, 'result-details-1280', { fullPage: false });
    await details.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? null)).toBe('Cancel');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`Showing all ${resultsBefore + 1} image result(s)`).waitFor();
    expect(await resultCount(page)).toBe(resultsBefore + 1);
    await context.close();
  }, 240_000);

  it('says before any upload that HD needs more than the 1 token left, offering Buy Tokens, and keeps the settings across a reload (390 px)', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await signUpWithStarterPack(page, 'studio');
    // Spend 2 of the Starter Pack's 3 tokens through the API, so the studio starts with 1.
    const spent = await page.request.post('/api/process', {
      headers: { Origin: baseUrl, 'Idempotency-Key': randomBytes(8).toString('hex') },
      multipart: {
        baseImage: { name: 'room.png', mimeType: 'image/png', buffer: await roomPhoto(640, 480) },
        roomStyle: 'modern',
        quality: 'hd',
      },
    });
    expect(spent.status(), await spent.text()).toBe(202);
    expect(await balance(page)).toBe(1);

    await page.goto('/');
    await page.getByRole('region', { name: 'Your Room' }).waitFor();
    await expectNotAnImageRefused(page, 'studio-upload-error-390');
    await pickImage(page, 'Base image', 'bedroom.png', await roomPhoto(1200, 800));
    await page.getByLabel('Custom instructions').fill('Warm lighting and a reading corner');
    await page.getByLabel('Room style').selectOption('bohemian');
    await page.getByLabel('Style intensity').selectOption('dramatic');
    await page.getByLabel('Color scheme').fill('terracotta and cream');
    await page.getByRole('button', { name: 'Advanced options' }).click();
    await page.getByLabel('Quality').selectOption('hd');
    const refusal = page.getByRole('alert').filter({ hasText: 'Not enough tokens' });
    await refusal.waitFor();
    await saveScreenshot(page, 'studio-ready-390');
    expect(await page.getByRole('button', { name: 'Start Remix · 2 tokens' }).isDisabled()).toBe(true);
    expect(await refusal.getByRole('link', { name: 'Buy Tokens' }).getAttribute('href')).toBe('/account?tab=tokens');
    expect(await balance(page)).toBe(1);

    await page.reload();
    await page.getByRole('region', { name: 'Your Room' }).waitFor();
    expect(await page.getByLabel('Custom instructions').inputValue()).toBe('Warm lighting and a reading corner');
    expect(await page.getByLabel('Room style').inputValue()).toBe('bohemian');
    expect(await page.getByLabel('Style intensity').inputValue()).toBe('dramatic');
    expect(await page.getByLabel('Color scheme').inputValue()).toBe('terracotta and cream');
    expect(await page.getByLabel('Quality').inputValue()).toBe('hd');

    await pickImage(page, 'Base image', 'bedroom.png', await roomPhoto(1200, 800));
    await refusal.getByRole('link', { name: 'Buy Tokens' }).click();
    await page.waitForURL('**/account?tab=tokens');
    await page.getByRole('tab', { name: 'Buy Tokens', selected: true }).waitFor();
    await context.close();
  }, 120_000);

  it('changes only the part of the photo painted with the brush, in each of two variants side by side: the rest stays the photo', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await signUpWithStarterPack(page, 'studio');
    const tokensBefore = await balance(page);
    await page.goto('/');
    await page.getByRole('region', { name: 'Your Room' }).waitFor();
    await pickImage(page, 'Base image', 'loft.png', await roomPhoto(1200, 800));
    await page.getByLabel('Room style').selectOption('industrial');
    const canvas = await openLargeBrush(page);
    // Paint the right part of the photo, row by row.
    await paintRows(page, canvas, [0.05, 0.15, 0.25, 0.35, 0.45, 0.55, 0.65, 0.75, 0.85, 0.95], 0.62, 0.99);
    expect(await canvas.getAttribute('aria-label')).toBe('Painted region: 10 strokes');
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await canvas.getAttribute('aria-label')).toBe('Painted region: 9 strokes');
    await paintRows(page, canvas, [0.95], 0.62, 0.99);
    await page.getByRole('button', { name: 'More variants' }).click();
    expect(await page.getByRole('spinbutton', { name: 'Variants' }).inputValue()).toBe('2');
    await saveScreenshot(page, 'studio-brush-390');

    await page.getByRole('button', { name: 'Start Remix · 2 tokens' }).click();
    const result = page.getByRole('region', { name: 'Remix result' });
    await result.waitFor({ timeout: 90_000 });
    const variants = result.getByRole('article');
    await expect.poll(() => variants.count(), { timeout: 10_000 }).toBe(2);
    for (const [index, variant] of (await variants.all()).entries()) {
      await variant.getByRole('heading', { name: `Variant ${index + 1} of 2` }).waitFor();
      await variant.getByRole('slider').waitFor();
      await variant.getByRole('link', { name: 'Download' }).waitFor();
      await variant.getByRole('button', { name: 'Remix this result' }).waitFor();
    }
    const boxes = async () => Promise.all([variants.nth(0).boundingBox(), variants.nth(1).boundingBox()]);
    // One column on a phone: the second variant below the first.
    const [first390, second390] = await boxes();
    expect(second390?.y ?? 0).toBeGreaterThanOrEqual((first390?.y ?? 0) + (first390?.height ?? 0));
    await saveScreenshot(page, 'studio-painted-variants-390');
    // Two columns on a laptop: side by side, level.
    await page.setViewportSize({ width: 1280, height: 800 });
    const [first1280, second1280] = await boxes();
    expect(second1280?.y).toBeCloseTo(first1280?.y ?? 0, 0);
    expect(second1280?.x ?? 0).toBeGreaterThanOrEqual((first1280?.x ?? 0) + (first1280?.width ?? 0));
    await saveScreenshot(page, 'studio-painted-variants-1280');
    expect(await balance(page)).toBe(tokensBefore - 2);

    const made = (await (await page.request.get('/api/results')).json()) as {
      baseImageUrl: string;
      resultImageUrl: string;
      maskImageUrl: string | null;
      variant: number;
      variantCount: number;
    }[];
    expect(made.map(({ variant, variantCount }) => `${variant} of ${variantCount}`).sort()).toEqual([
      '1 of 2',
      '2 of 2',
    ]);
    for (const variant of made) {
      expect(variant.maskImageUrl).toBeTruthy();
      const [base, remixed] = await Promise.all([
        thumbnailPixels(page, variant.baseImageUrl),
        thumbnailPixels(page, variant.resultImageUrl),
      ]);
      // Left of the painted part each variant is the photo, within JPEG noise; inside it the style was applied.
      expect(meanDifference(remixed, base, 0, 48), `variant ${variant.variant}`).toBeLessThan(4);
      expect(meanDifference(remixed, base, 84, 114), `variant ${variant.variant}`).toBeGreaterThan(8);
    }
    await context.close();
  }, 120_000);

  it('removes what was painted, offline: Declutter with the local engine fills the window from the wall around it', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await signUpWithStarterPack(page, 'studio');
    await page.goto('/');
    await page.getByRole('region', { name: 'Your Room' }).waitFor();
    await pickImage(page, 'Base image', 'room.png', await roomPhoto(1200, 800));
    const mode = page.getByLabel('Mode');
    await mode.selectOption('declutter');
    // Nothing painted yet: the local engine would not know what to remove.
    await expect.poll(() => page.getByRole('button', { name: /^Start Remix/ }).isDisabled()).toBe(true);
    const canvas = await openLargeBrush(page);
    // Painting most of the room: the studio warns, before paying, that the local fill smudges an area that large.
    const warning = page.getByRole('status').filter({ hasText: /^You painted \d+ % of the photo\./ });
    await paintRows(page, canvas, [0.2, 0.35, 0.5, 0.65, 0.8], 0.05, 0.95);
    await warning.waitFor();
    await saveScreenshot(page, 'studio-large-fill-warning-1280');
    await page.getByRole('button', { name: 'Clear' }).click();
    // Paint over the window (an eighth to a third across, a sixth to a half down), with a margin: no warning.
    await paintRows(page, canvas, [0.12, 0.17, 0.22, 0.27, 0.32, 0.37, 0.42, 0.47, 0.52], 0.09, 0.37);
    expect(await warning.count()).toBe(0);
    await saveScreenshot(page, 'studio-declutter-painted-1280');
    await page.getByRole('button', { name: 'Start Remix · 1 token' }).click();
    const result = page.getByRole('region', { name: 'Remix result' });
    await result.waitFor({ timeout: 90_000 });
    await result.getByText(/filled from its surroundings \(classical inpainting, not AI\)/).waitFor();
    await saveScreenshot(page, 'studio-declutter-result-1280');

    expect(await page.getByTestId('keyboard-brush').count()).toBe(0);
    await expectWindowRemoved(page);
    await context.close();
  }, 120_000);

  it('paints from the keyboard alone: arrow keys move the brush, Space paints, and Declutter removes what it covered', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await signUpWithStarterPack(page, 'studio');
    await page.goto('/');
    await page.getByRole('region', { name: 'Your Room' }).waitFor();
    await pickImage(page, 'Base image', 'room.png', await roomPhoto(1200, 800));
    await page.getByLabel('Mode').selectOption('declutter');
    const canvas = await openLargeBrush(page);
    await page.getByRole('button', { name: 'Hide the brush' }).focus();
    await page.keyboard.press('Tab');
    expect(await canvas.evaluate((surface) => surface === document.activeElement)).toBe(true);
    await page
      .getByRole('status')
      .filter({ hasText: 'Brush at 50% across, 50% down. Space starts painting.' })
      .waitFor();
    await page.getByTestId('keyboard-brush').waitFor();
    // To the window's top left corner (16% across, 20% down), then zigzag over it, row by row, in one stroke.
    await pressKeys(page, ['Shift+ArrowLeft', 'Shift+ArrowLeft', 'Shift+ArrowLeft', 'ArrowLeft', 'ArrowLeft']);
    await pressKeys(page, ['Shift+ArrowUp', 'Shift+ArrowUp', 'Shift+ArrowUp', 'Space']);
    const across = (key: string) => Array.from({ length: 7 }, () => key);
    await pressKeys(page, [...across('ArrowRight'), 'Shift+ArrowDown', ...across('ArrowLeft'), 'Shift+ArrowDown']);
    await pressKeys(page, [...across('ArrowRight'), 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown']);
    await pressKeys(page, across('ArrowLeft'));
    await page.getByRole('status').filter({ hasText: 'Painting at 16% across, 48% down.' }).waitFor();
    await saveScreenshot(page, 'studio-keyboard-brush-1280');
    await page.keyboard.press('Space');
    expect(await canvas.getAttribute('aria-label')).toBe('Painted region: 1 stroke');
    await page.setViewportSize({ width: 390, height: 844 });
    await canvas.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'studio-keyboard-brush-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Start Remix · 1 token' }).click();
    await page.getByRole('region', { name: 'Remix result' }).waitFor({ timeout: 90_000 });
    await expectWindowRemoved(page);
    await context.close();
  }, 120_000);
});

async function pressKeys(page: Page, keys: string[]): Promise<void> {
  for (const key of keys) await page.keyboard.press(key);
}

/** The newest result decluttered the room photo's window: its middle is wall now, the right of the room the photo. */
async function expectWindowRemoved(page: Page): Promise<void> {
  const [made] = (await (await page.request.get('/api/results')).json()) as {
    baseImageUrl: string;
    resultImageUrl: string;
    mode: string;
  }[];
  expect(made?.mode).toBe('declutter');
  const [base, remixed] = await Promise.all([
    thumbnailPixels(page, made?.baseImageUrl ?? ''),
    thumbnailPixels(page, made?.resultImageUrl ?? ''),
  ]);
  // The window's middle (blue 245) is wall now (blue about 150).
  expect(meanBlue(base, 20, 36, 18, 36)).toBeGreaterThan(235);
  expect(meanBlue(remixed, 20, 36, 18, 36)).toBeLessThan(175);
  expect(meanDifference(remixed, base, 60, 120)).toBeLessThan(4);
}

/** Mean blue of a THUMBNAIL pixel buffer over columns [fromX, toX) and rows [fromY, toY). */
function meanBlue(pixels: Buffer, fromX: number, toX: number, fromY: number, toY: number): number {
  let sum = 0;
  for (let y = fromY; y < toY; y++)
    for (let x = fromX; x < toX; x++) sum += pixels[(y * THUMBNAIL.width + x) * 3 + 2] ?? 0;
  return sum / ((toX - fromX) * (toY - fromY));
}
