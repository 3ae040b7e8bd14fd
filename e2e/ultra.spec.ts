import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { QUALITY_LONG_EDGE, STARTER_PACK, TOKEN_COST, upscaleCost } from '@roomremix/contracts/constants';
import type { ImageResult } from '@roomremix/contracts/remix';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { headerBalance, signInAs, signUpWithStarterPack } from './support/accounts';
import { waitForAnimations } from './support/animations';
import { axeViolations } from './support/axe';
import { baseUrl } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { browserForSpec } from './support/spec-browser';
import { roomPhoto } from './support/room-photo';

/**
 * Ultra 4K on the whole local stack (issue 30): a new user (Starter Pack, topped up by the admin to pay for both
 * halves) makes an Ultra remix with the local engine, looks at it at 100 % and downloads a JPEG of 3840 px; then makes
 * a standard remix and upscales it from its card. Each screen is shot at 1280 and 390 px and checked with axe.
 */

const browser = browserForSpec();

const ULTRA_EDGE = QUALITY_LONG_EDGE.ultra;
/** What the two halves cost: an Ultra remix, a standard one, and the standard one's upscale. */
const NEEDED = TOKEN_COST.ultra + TOKEN_COST.standard + upscaleCost('standard');

const tokens = (count: number) => `${count} ${count === 1 ? 'token' : 'tokens'}`;

async function currentUser(page: Page): Promise<{ id: string; tokenBalance: number }> {
  return (await (await page.request.get('/api/user')).json()) as { id: string; tokenBalance: number };
}

async function results(page: Page): Promise<ImageResult[]> {
  return (await (await page.request.get('/api/results')).json()) as ImageResult[];
}

/** The admin grants `delta` tokens to the user `uid` through the admin API, from a context of its own. */
async function grantTokens(uid: string, delta: number): Promise<void> {
  const { context, page } = await browser.newPage();
  await signInAs(page, 'admin', 'admin1234');
  const granted = await page.request.post(`/api/admin/users/${uid}/token-adjustments`, {
    headers: { Origin: baseUrl, 'Idempotency-Key': randomUUID() },
    data: { delta, reason: 'e2e: Ultra 4K' },
  });
  expect(granted.status(), await granted.text()).toBe(201);
  await context.close();
}

/** The long edge of a JPEG, read by sharp (not by the app's code). */
async function jpegLongEdge(bytes: Buffer | string): Promise<number> {
  const { format, width = 0, height = 0 } = await sharp(bytes).metadata();
  expect(format).toBe('jpeg');
  return Math.max(width, height);
}

/**
 * Swipes a finger from `from` by `distance` px along both axes (negative: up and to the left, which scrolls right and
 * down), through the DevTools protocol with touch emulated, as a phone's touch screen sends it.
 */
async function swipe(page: Page, from: { x: number; y: number }, distance: number): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  const at = (share: number) => [{ x: from.x + share * distance, y: from.y + share * distance }];
  await devtools.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= 10; step++) {
    await devtools.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step / 10) });
  }
  await devtools.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await devtools.send('Emulation.setTouchEmulationEnabled', { enabled: false });
  await devtools.detach();
}

/**
 * Checks the page with axe (no violation of any impact) and shoots it at 1280 and at 390 px, the whole page or only
 * the window, scrolled to `show` when given.
 */
async function lookAt(
  page: Page,
  name: string,
  { fullPage = true, show }: { fullPage?: boolean; show?: Locator } = {},
): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await show?.scrollIntoViewIfNeeded();
    await waitForAnimations(page);
    expect(await axeViolations(page), `axe on ${name} at ${width} px`).toEqual([]);
    await saveScreenshot(page, `${name}-${width}`, { fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await waitForAnimations(page);
}

async function startRemix(page: Page, quality: 'ultra' | 'standard', cost: number): Promise<Locator> {
  await page.getByTestId('Base image input').setInputFiles({
    name: 'room.jpg',
    mimeType: 'image/jpeg',
    buffer: await roomPhoto({ width: 1500, height: 1000, format: 'jpeg' }),
  });
  await page.getByText('1 image(s) selected').waitFor();
  await page.getByLabel('Quality').selectOption(quality);
  await page.getByRole('button', { name: `Start Remix · ${tokens(cost)}` }).click();
  const result = page.getByRole('region', { name: 'Remix result' });
  await result.waitFor({ timeout: 120_000 });
  return result;
}

describe('Ultra 4K on the whole local stack', () => {
  it('makes an Ultra remix, shows it at 100 % and downloads it at 3840 px; upscales a standard remix from its card', async () => {
    const { context, page } = await browser.newPage();
    await signUpWithStarterPack(page, 'ultra');
    const user = await currentUser(page);
    await grantTokens(user.id, NEEDED - STARTER_PACK.tokenAmount);
    let balance = NEEDED;

    // The quality choice: Ultra with its cost, and the local engine's plain word that it is enlarged from HD.
    await page.goto('/');
    await page.getByRole('region', { name: 'Your Room' }).waitFor();
    await headerBalance(page, tokens(balance)).waitFor();
    await page.getByLabel('Room style').selectOption('scandinavian');
    await page.getByRole('button', { name: 'Advanced options' }).click();
    await page.getByRole('option', { name: `Ultra 4K (${tokens(TOKEN_COST.ultra)})` }).waitFor({ state: 'attached' });
    await page.getByLabel('Quality').selectOption('ultra');
    const enlargedNote = page.getByText(/^Ultra 4K here is the HD image enlarged to 3840 px by the local engine/);
    await enlargedNote.waitFor();
    await lookAt(page, 'ultra-studio-quality', { fullPage: false, show: enlargedNote });

    // The Ultra remix.
    const result = await startRemix(page, 'ultra', TOKEN_COST.ultra);
    balance -= TOKEN_COST.ultra;
    await headerBalance(page, tokens(balance)).waitFor({ timeout: 10_000 });
    const [ultra] = await results(page);
    expect(ultra?.quality).toBe('ultra');
    expect(Math.max(ultra?.width ?? 0, ultra?.height ?? 0)).toBeGreaterThanOrEqual(ULTRA_EDGE);

    // The viewer: whole at Fit, then 100 %, the image at its own pixels, panned with the keyboard.
    await result.getByRole('button', { name: 'Full screen' }).click();
    const viewer = page.getByRole('dialog');
    const fit = viewer.getByRole('button', { name: 'Fit to screen' });
    expect(await fit.getAttribute('aria-pressed')).toBe('true');
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await lookAt(page, 'ultra-viewer-fit', { fullPage: false });
    await viewer.getByRole('button', { name: '100 % (actual pixels)' }).click();
    const pane = viewer.getByRole('region', { name: /at 100 %$/ });
    const image = pane.getByRole('img');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 })
      .toBeGreaterThan(0);
    const sizes = await image.evaluate((img: HTMLImageElement) => ({
      natural: img.naturalWidth,
      shown: img.getBoundingClientRect().width,
    }));
    expect(sizes.natural).toBe(ultra?.width);
    expect(sizes.shown).toBeCloseTo(sizes.natural, 0);
    const scrollLeft = () => pane.evaluate((box) => box.scrollLeft);
    // Opened on the image's centre.
    expect(await scrollLeft()).toBeGreaterThan(0);
    const centred = await scrollLeft();
    await pane.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(scrollLeft).toBeGreaterThan(centred);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(scrollLeft).toBeCloseTo(centred, 0);
    const box = await pane.boundingBox();
    if (!box) throw new Error('The 100 % view has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(scrollLeft).toBeGreaterThan(centred + 150);
    await lookAt(page, 'ultra-viewer-100', { fullPage: false });

    // On a phone, a finger's swipe pans it too (the browser's own scrolling, as a touch screen drives it).
    await page.setViewportSize({ width: 390, height: 844 });
    const phoneBox = await pane.boundingBox();
    if (!phoneBox) throw new Error('The 100 % view has no box');
    const beforeSwipe = { left: await scrollLeft(), top: await pane.evaluate((element) => element.scrollTop) };
    await swipe(page, { x: phoneBox.x + phoneBox.width / 2, y: phoneBox.y + phoneBox.height / 2 }, -150);
    await expect.poll(scrollLeft).toBeGreaterThan(beforeSwipe.left + 50);
    expect(await pane.evaluate((element) => element.scrollTop)).toBeGreaterThan(beforeSwipe.top + 50);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The download is the stored JPEG at full size.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      viewer.getByRole('link', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.jpg$/);
    expect(await jpegLongEdge(await download.path())).toBeGreaterThanOrEqual(ULTRA_EDGE);
    await viewer.getByRole('button', { name: 'Close image' }).click();
    await viewer.waitFor({ state: 'detached' });

    // A standard remix, upscaled from its card in Your Previous Results.
    await page.getByRole('button', { name: 'New Remix' }).click();
    await startRemix(page, 'standard', TOKEN_COST.standard);
    balance -= TOKEN_COST.standard;
    await headerBalance(page, tokens(balance)).waitFor({ timeout: 10_000 });
    const [standard] = await results(page);
    expect(standard?.quality).toBe('standard');
    const cards = page.getByRole('region', { name: 'Your Previous Results' }).getByRole('article');
    const standardCard = cards.filter({ has: page.getByText('Standard', { exact: true }) });
    await standardCard.getByRole('button', { name: /^Upscale to 4K/ }).click();
    const confirmation = page.getByRole('dialog', { name: 'Upscale this result to 4K?' });
    const cost = upscaleCost('standard');
    await confirmation.getByText(`It costs ${tokens(cost)}; you have ${tokens(balance)}.`).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? null)).toBe('Cancel');
    await lookAt(page, 'ultra-upscale-confirmation', { fullPage: false });
    await confirmation.getByRole('button', { name: `Upscale · ${tokens(cost)}` }).click();
    const ready = page.getByRole('status', { name: 'Your Ultra 4K image is ready' });
    await ready.waitFor({ timeout: 120_000 });
    await ready.getByRole('button', { name: 'Close notification' }).click();
    balance -= cost;
    await headerBalance(page, tokens(balance)).waitFor({ timeout: 10_000 });
    expect((await currentUser(page)).tokenBalance).toBe(balance);

    const [upscaled] = await results(page);
    expect(upscaled).toMatchObject({ quality: 'ultra', upscaledFrom: standard?.id, title: standard?.title });
    expect(Math.max(upscaled?.width ?? 0, upscaled?.height ?? 0)).toBeGreaterThanOrEqual(ULTRA_EDGE);
    const stored = await page.request.get(upscaled?.resultImageUrl ?? '');
    expect(await jpegLongEdge(await stored.body())).toBeGreaterThanOrEqual(ULTRA_EDGE);
    const upscaledCard = cards.filter({ has: page.getByText(`Upscaled from ${standard?.title}`, { exact: true }) });
    await upscaledCard.getByText('Ultra 4K', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Your Previous Results' }).scrollIntoViewIfNeeded();
    await lookAt(page, 'ultra-studio-cards');

    // Its details: the pixel size and what it was upscaled from.
    await upscaledCard.getByRole('button', { name: /^Details/ }).click();
    const size = page.getByRole('dialog').getByRole('region', { name: 'Size' });
    await size.getByText(`${upscaled?.width} × ${upscaled?.height} px`).waitFor();
    await size.getByText(`Upscaled from ${standard?.title}`).waitFor();
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await lookAt(page, 'ultra-details', { fullPage: false });
    await context.close();
  }, 360_000);
});
