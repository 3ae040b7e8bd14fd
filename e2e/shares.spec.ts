import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithStarterPack } from './support/accounts';
import { baseUrl, launchBrowser, newPage } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { roomPhoto } from './support/room-photo';

/**
 * Share links on the whole local stack: a remix shared from the studio and from a card, the link opened in a fresh
 * context without cookies, the raw HTML of `/s/:token` with its preview tags, the list of links on the account page,
 * and a link turned off there, which its page then says.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
const SHARE_URL = /\/s\/[A-Za-z0-9_-]{32}$/;

/** A context of the owner at phone width, signed in with the same session cookie as `owner`. */
async function ownerOnPhone(owner: BrowserContext): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: PHONE,
    storageState: await owner.storageState(),
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  return { context, page: await context.newPage() };
}

/**
 * Clicks a Share button and resolves with the link it made: read from the clipboard after 'Link copied', or from the
 * dialog that shows it when the browser refused the clipboard.
 */
async function shareLink(page: Page, click: () => Promise<void>): Promise<string> {
  await click();
  const copied = page.getByRole('status', { name: 'Link copied' });
  const shown = page.getByRole('dialog', { name: 'Share link' });
  await copied.or(shown).first().waitFor();
  const url = (await copied.isVisible())
    ? await page.evaluate(() => navigator.clipboard.readText())
    : await shown.getByRole('textbox').inputValue();
  expect(url).toMatch(SHARE_URL);
  return url;
}

/** The `content` of the `<meta>` whose `property` or `name` is `key` in raw HTML, or null. */
function metaContent(html: string, key: string): string | null {
  const tag = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return tag?.[1] ?? null;
}

/** Scripts the page loaded, as paths. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  return scripts;
}

/** Waits until every image on the page has loaded or failed, and resolves with the `src` of those that failed. */
async function brokenImages(page: Page): Promise<string[]> {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  return page.evaluate(() =>
    [...document.images].filter((image) => image.naturalWidth === 0).map((image) => image.src),
  );
}

describe('share links on the whole local stack', () => {
  it('shares a remix, opens the link without a session, carries the preview tags, and turns the link off', async () => {
    const { context, page } = await newPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await signUpWithStarterPack(page, 'share');

    // A remix in the studio, shared from the result view.
    await page.goto('/');
    await page.getByRole('region', { name: 'Your Room' }).waitFor();
    await page.getByTestId('Base image input').setInputFiles({
      name: 'living-room.png',
      mimeType: 'image/png',
      buffer: await roomPhoto(),
    });
    await page.getByLabel('Room style').selectOption('scandinavian');
    await page.getByRole('button', { name: 'Start Remix · 1 token' }).click();
    const result = page.getByRole('region', { name: 'Remix result' });
    await result.waitFor({ timeout: 90_000 });
    await page.getByRole('status', { name: 'Success!' }).getByRole('button', { name: 'Close notification' }).click();
    const title = (await result.getByRole('heading', { level: 2 }).textContent()) ?? '';
    expect(title).not.toBe('');
    // The first Share asks what becomes public: looked at on a phone (then cancelled), and agreed to on the desktop.
    const consent = page.getByRole('dialog', { name: 'Share this remix publicly?' });
    await page.setViewportSize({ width: 390, height: 844 });
    await result.getByRole('button', { name: 'Share' }).click();
    await consent.getByRole('img', { name: /original photo \(public\)$/ }).waitFor();
    await saveScreenshot(page, 'share-consent-390', { fullPage: false });
    await consent.getByRole('button', { name: 'Cancel' }).click();
    await consent.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 800 });
    const url = await shareLink(page, async () => {
      await result.getByRole('button', { name: 'Share' }).click();
      await consent.getByRole('img', { name: /remixed \(public\)$/ }).waitFor();
      await saveScreenshot(page, 'share-consent-1280', { fullPage: false });
      await consent.getByRole('button', { name: 'Create link' }).click();
    });
    expect(await brokenImages(page)).toEqual([]);
    await saveScreenshot(page, 'share-copied-1280', { fullPage: false });

    // Sharing again, from the card in Previous Results on a phone, gives the same link: a result has one.
    const phone = await ownerOnPhone(context);
    await phone.page.goto('/');
    const card = phone.page.getByRole('region', { name: 'Your Previous Results' }).getByRole('article').first();
    await card.waitFor();
    const again = await shareLink(phone.page, () => card.getByRole('button', { name: `Share: ${title}` }).click());
    expect(again).toBe(url);
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(phone.page, 'share-card-390', { fullPage: false });
    await card.getByRole('button', { name: `Details: ${title}` }).click();
    const details = phone.page.getByRole('dialog', { name: title });
    await details.getByRole('button', { name: 'Share' }).waitFor();
    // Taller than a small phone's screen, the dialog still starts on it: its title and close button can be reached.
    await phone.page.setViewportSize({ width: 390, height: 600 });
    const box = await details.boundingBox();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect(await details.getByRole('button', { name: 'Close details' }).isVisible()).toBe(true);
    await saveScreenshot(phone.page, 'result-details-share-390', { fullPage: false });
    await details.getByRole('button', { name: 'Close details' }).click();
    await phone.page.setViewportSize({ width: 390, height: 844 });

    // The link, opened by someone without a session: the slider, the title and the call to action, no studio code.
    for (const viewport of ['desktop', 'mobile'] as const) {
      const visitor = await newPage(browser, viewport);
      expect(await visitor.context.cookies()).toEqual([]);
      const scripts = recordScripts(visitor.page);
      const response = await visitor.page.goto(url);
      expect(response?.status()).toBe(200);
      await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor();
      await visitor.page.getByRole('slider', { name: `Compare before and after: ${title}` }).waitFor();
      await visitor.page.getByRole('heading', { name: 'Made with RoomRemix' }).waitFor();
      const callToAction = visitor.page.getByRole('link', { name: 'Remix your own room' });
      expect(await callToAction.getAttribute('href')).toBe('/auth');
      await visitor.page.getByText('Style: Scandinavian', { exact: true }).waitFor();
      expect(await brokenImages(visitor.page)).toEqual([]);
      expect(await visitor.page.title()).toBe(`${title} · RoomRemix`);
      expect(scripts.filter((script) => /\/assets\/(studio|remix-studio)-/.test(script))).toEqual([]);
      await saveScreenshot(visitor.page, `share-page-${viewport === 'desktop' ? 1280 : 390}`);
      await visitor.context.close();
    }

    // The raw HTML of the link, as a messenger's crawler reads it: Open Graph and Twitter tags, noindex.
    const raw = await fetch(url);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toMatch(/^text\/html/);
    expect(raw.headers.get('x-robots-tag')).toBe('noindex');
    const html = await raw.text();
    expect(metaContent(html, 'og:title')).toBe(title);
    expect(metaContent(html, 'og:url')).toBe(url);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'robots')).toBe('noindex');
    const image = metaContent(html, 'og:image') ?? '';
    expect(image).toMatch(/^https?:\/\/[^/]+\/.*\/preview\.jpg$/);
    const preview = await fetch(image);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    const { width, height } = await sharp(Buffer.from(await preview.arrayBuffer())).metadata();
    expect(`${width}x${height}`).toBe('1200x630');

    // The account's Shared links: the one link, turned off there.
    await phone.page.goto('/account?tab=shares');
    const phoneList = phone.page.getByRole('list', { name: 'Shared links' });
    await phoneList.waitFor();
    expect(await phoneList.getByRole('listitem').count()).toBe(1);
    // Every account tab is in sight on a phone, the chosen one included: they wrap rather than scroll away.
    const tabs = phone.page.getByRole('tab');
    expect(await tabs.count()).toBe(5);
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox();
      expect(
        (box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE.width,
        (await tab.textContent()) ?? '',
      ).toBe(true);
    }
    await phone.page.getByRole('tab', { name: 'Shared links', selected: true }).waitFor();
    expect(await brokenImages(phone.page)).toEqual([]);
    await saveScreenshot(phone.page, 'shared-links-390');
    await phone.context.close();

    await page.goto('/account?tab=shares');
    const links = page.getByRole('list', { name: 'Shared links' });
    // The visits above: the desktop and the phone view of the link, from one address on one day, count once.
    await links.getByText(/ · 1 view$/).waitFor();
    expect(await links.getByRole('textbox').inputValue()).toBe(url);
    expect(await brokenImages(page)).toEqual([]);
    await saveScreenshot(page, 'shared-links-1280');
    await links.getByRole('button', { name: `Turn off link: ${title}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Turn off this link?' })
      .getByRole('button', { name: 'Turn off' })
      .click();
    await page.getByRole('status', { name: 'Share link turned off' }).waitFor();
    await expect.poll(() => links.getByRole('listitem').count()).toBe(0);
    await context.close();

    // The turned-off link says so, its HTML answers 410 with no preview of the result, and its images are gone.
    const visitor = await newPage(browser, 'mobile');
    await visitor.page.goto(url);
    await visitor.page
      .getByRole('heading', { level: 1, name: 'This share link was turned off by its owner' })
      .waitFor();
    await visitor.page.getByRole('link', { name: 'Go to RoomRemix' }).waitFor();
    expect(await visitor.page.getByRole('slider').count()).toBe(0);
    await saveScreenshot(visitor.page, 'share-revoked-390');
    await visitor.context.close();
    const gone = await fetch(url);
    expect(gone.status).toBe(410);
    const goneHtml = await gone.text();
    expect(metaContent(goneHtml, 'og:title')).toBe('RoomRemix');
    expect(metaContent(goneHtml, 'og:image')).toBeNull();
    expect((await fetch(image)).status).toBe(410);
  }, 240_000);
});
