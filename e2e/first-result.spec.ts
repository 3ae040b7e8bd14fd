import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { headerBalance, registerInTheBrowser, signUp } from './support/accounts';
import { roomPhoto } from './support/room-photo';
import { saveScreenshot } from './support/screenshots';
import { browserForSpec } from './support/spec-browser';

// The local stack runs the local engine with payments off: the Starter Pack is granted at once, for free.
const { newPage } = browserForSpec();

const VIEWPORTS = [
  ['mobile', 390],
  ['desktop', 1280],
] as const;

/** The whole of `locator` lies inside the viewport as the page first shows, before any scroll. */
async function expectInFirstViewport(page: Page, locator: Locator): Promise<void> {
  await locator.waitFor();
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(box && viewport).toBeTruthy();
  if (!box || !viewport) return;
  expect(scrolled).toBe(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

/**
 * What a person does, one step at a time: a click, a tap on a select's option, a file picked in the browser's
 * chooser. Typing into the registration form is not counted: the steps start once the account exists.
 */
function stepCounter() {
  const steps: string[] = [];
  return {
    steps,
    async take(name: string, action: () => Promise<unknown>): Promise<void> {
      steps.push(name);
      await action();
    },
  };
}

describe('a first visit on the whole local stack (local engine)', () => {
  it.each(VIEWPORTS)(
    'says on the landing, Buy Tokens and the studio, within the first screen at %s width, that no AI runs here',
    async (viewport, width) => {
      const { context, page } = await newPage(viewport);
      const line = page.getByText(REMIX_MESSAGES.localEngineLine);

      await page.goto('/');
      await expectInFirstViewport(page, line);
      expect(await page.getByText('AI room redesign', { exact: true }).count()).toBe(0);
      await saveScreenshot(page, `first-visit-landing-${width}`, { fullPage: false });

      await signUp(page, 'honest');
      await page.goto('/account?tab=tokens');
      await page.getByRole('region', { name: 'Starter Pack' }).waitFor();
      await expectInFirstViewport(page, line);
      await saveScreenshot(page, `first-visit-buy-tokens-${width}`, { fullPage: false });

      await page.goto('/');
      await page.getByRole('region', { name: 'Your Room' }).waitFor();
      await expectInFirstViewport(page, line);
      await saveScreenshot(page, `first-visit-studio-${width}`, { fullPage: false });
      await context.close();
    },
    60_000,
  );

  it('takes a new account from registering to a first result in at most five steps, claiming the Starter Pack where it lands (390 px)', async () => {
    const { context, page } = await newPage('mobile');
    await registerInTheBrowser(page, 'first');
    const { steps, take } = stepCounter();
    const offer = page.getByRole('region', { name: 'Starter Pack' });
    await expectInFirstViewport(page, offer);
    await saveScreenshot(page, 'first-visit-claim-offer-390', { fullPage: false });

    await take('claim the Starter Pack', () => offer.getByRole('button', { name: 'Get 3 tokens' }).click());
    await headerBalance(page, '3 tokens').waitFor();
    const yourRoom = page.getByRole('region', { name: 'Your Room' });
    const photo = await roomPhoto();
    await take('pick a photo', async () => {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        yourRoom.getByRole('button', { name: 'Browse Files' }).click(),
      ]);
      await chooser.setFiles({ name: 'living-room.png', mimeType: 'image/png', buffer: photo });
    });
    await yourRoom.getByText('1 image(s) selected').waitFor();
    await take('choose a room style', () => page.getByLabel('Room style').selectOption('scandinavian'));
    await take('start the remix', () => page.getByRole('button', { name: 'Start Remix · 1 token' }).click());
    await page.getByRole('region', { name: 'Remix result' }).waitFor({ timeout: 90_000 });

    console.info(`steps from registering to a first result: ${steps.length} (${steps.join(', ')})`);
    expect(steps.length).toBeLessThanOrEqual(5);
    await headerBalance(page, '2 tokens').waitFor();
    await context.close();
  }, 120_000);

  it('keeps a picked photo when the Starter Pack is claimed in the studio', async () => {
    const { context, page } = await newPage('desktop');
    await signUp(page, 'keep');
    await page.goto('/');
    const yourRoom = page.getByRole('region', { name: 'Your Room' });
    await yourRoom.getByTestId('Base image input').setInputFiles({
      name: 'bedroom.png',
      mimeType: 'image/png',
      buffer: await roomPhoto(),
    });
    await yourRoom.getByText('1 image(s) selected').waitFor();
    await page.getByLabel('Room style').selectOption('modern');
    const start = page.getByRole('button', { name: 'Start Remix · 1 token' });
    expect(await start.isDisabled()).toBe(true);
    await saveScreenshot(page, 'first-visit-claim-offer-1280', { fullPage: false });

    await page.getByRole('region', { name: 'Starter Pack' }).getByRole('button', { name: 'Get 3 tokens' }).click();
    await headerBalance(page, '3 tokens').waitFor();
    expect(await yourRoom.getByText('1 image(s) selected').isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Starter Pack' }).count()).toBe(0);
    await expect.poll(() => start.isEnabled()).toBe(true);
    await context.close();
  }, 60_000);

  it('offers the way back to the studio once the Starter Pack is claimed on Buy Tokens', async () => {
    const { context, page } = await newPage('mobile');
    await signUp(page, 'back');
    await page.goto('/account?tab=tokens');
    const card = page.getByRole('region', { name: 'Starter Pack' });
    await card.getByRole('button', { name: 'Get 3 tokens' }).click();
    await card.getByText('Starter Pack Purchased').waitFor();
    await saveScreenshot(page, 'first-visit-claimed-buy-tokens-390', { fullPage: false });
    await card.getByRole('link', { name: 'Start a remix' }).click();
    await page.getByRole('region', { name: 'Your Room' }).waitFor();
    await headerBalance(page, '3 tokens').waitFor();
    await context.close();
  }, 60_000);
});
