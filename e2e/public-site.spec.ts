import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { baseUrl } from './support/browser';
import { waitForHydration } from './support/hydration';
import { saveScreenshot } from './support/screenshots';
import { browserForSpec } from './support/spec-browser';

const browser = browserForSpec();

const NOT_FOUND = '404 Page Not Found';

/** Opens `path` in a fresh visitor context and waits for the page's main heading and for the app to own it. */
async function open(path: string, viewport: 'desktop' | 'mobile' = 'desktop') {
  const { context, page } = await browser.newPage(viewport);
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  await waitForHydration(page);
  return { context, page };
}

async function headline(page: Page): Promise<string> {
  return ((await page.locator('main h1').first().textContent()) ?? '').trim();
}

/** Scrolls through the whole page so lazy sections and lazy images load, then waits for every image. */
async function loadWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0));
}

describe('the public site', () => {
  it.each([
    ['/', 'Remake Your Space With a Click'],
    ['/coming-soon', 'Remake Your Space With a Click'],
    ['/terms-of-service', 'Terms of Service'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/refund-policy', 'Refund Policy'],
    ['/help', 'Help Center'],
    ['/help?tab=tutorials', 'Help Center'],
    ['/help?tab=contact', 'Help Center'],
  ])('%s renders "%s"', async (path, expected) => {
    const { context, page } = await open(path);
    expect(await headline(page)).toBe(expected);
    await context.close();
  });

  it('/auth renders its sign-in page, and an unknown path the 404 page', async () => {
    const auth = await open('/auth');
    expect(await headline(auth.page)).not.toBe(NOT_FOUND);
    await auth.context.close();

    const missing = await open('/no-such-page');
    expect(await headline(missing.page)).toBe(NOT_FOUND);
    await missing.context.close();
  });

  it('resolves every footer link and every link of the Help Center and the legal pages', async () => {
    const { context, page } = await open('/help');
    const hrefs = new Set<string>();
    for (const path of [
      '/help',
      '/help?tab=tutorials',
      '/help?tab=contact',
      '/terms-of-service',
      '/privacy-policy',
      '/refund-policy',
      '/coming-soon',
    ]) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      for (const href of await page
        .locator('footer a[href], main a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
        hrefs.add(href);
      }
    }
    const mailtos = [...hrefs].filter((href) => href.startsWith('mailto:'));
    const internal = [...hrefs].filter((href) => href.startsWith('/'));
    expect(mailtos.length).toBeGreaterThan(0);
    for (const href of mailtos) expect(href).toMatch(/^mailto:support@roomremix\.app(\?subject=.+)?$/);
    expect(internal).toEqual(
      expect.arrayContaining(['/help?tab=tutorials', '/#material-transfer', '/refund-policy', '/']),
    );
    expect([...hrefs].filter((href) => !href.startsWith('/') && !href.startsWith('mailto:'))).toEqual([]);

    for (const href of internal) {
      await page.goto(href);
      await page.locator('main h1').first().waitFor();
      expect(await headline(page), href).not.toBe(NOT_FOUND);
      const anchor = new URL(href, baseUrl).hash.slice(1);
      if (anchor) await page.locator(`[id="${anchor}"]`).waitFor();
    }
    await context.close();
  });

  it('a footer link opens the next page at its top', async () => {
    const { context, page } = await open('/terms-of-service');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
    await context.close();
  });

  it("the footer's feature links scroll to the matching example on the landing page", async () => {
    const { context, page } = await open('/help');
    for (const [name, anchor] of [
      ['Material Transfer', 'material-transfer'],
      ['Object Placement', 'object-placement'],
    ] as const) {
      await page.getByRole('contentinfo').getByRole('link', { name }).click();
      await page.waitForURL(`${baseUrl}/#${anchor}`);
      const example = page.locator(`[id="${anchor}"]`);
      await example.waitFor();
      await page.waitForFunction((id) => {
        const top = document.getElementById(id)?.getBoundingClientRect().top ?? -1;
        return top >= 0 && top < window.innerHeight / 2;
      }, anchor);
    }
    await context.close();
  });

  it('"See Examples" jumps to the examples, whose images load and whose sliders answer keys and drags', async () => {
    const { context, page } = await open('/');
    await page.getByRole('link', { name: 'See Examples' }).click();
    await page.waitForURL(`${baseUrl}/#examples`);
    await page.waitForFunction(() => {
      const top = document.getElementById('examples')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight / 2;
    });
    await loadWholePage(page);

    const sources = await page
      .locator('#examples img')
      .evaluateAll((images) =>
        images.flatMap((image) => [
          (image as HTMLImageElement).src,
          ...(image.getAttribute('srcset') ?? '').split(',').map((candidate) => candidate.trim().split(' ')[0] ?? ''),
        ]),
      );
    expect(sources.length).toBe(8 * 3);
    for (const source of new Set(sources)) {
      const response = await page.request.get(new URL(source, baseUrl).toString());
      expect(response.status(), source).toBe(200);
      expect(response.headers()['content-type'], source).toContain('image/webp');
    }

    const slider = page.getByRole('slider', { name: 'Compare before and after: Kitchen Style Update' });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    expect(await slider.getAttribute('aria-valuenow')).toBe('55');
    await page.keyboard.press('Home');
    expect(await slider.getAttribute('aria-valuenow')).toBe('0');

    const frame = slider.locator('..');
    const box = await frame.boundingBox();
    if (!box) throw new Error('The comparison frame has no box');
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(Number(await slider.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(73);
    expect(Number(await slider.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(77);
    await context.close();
  });

  it.each(['/', '/auth', '/help', '/terms-of-service'])(
    'axe finds no serious or critical violation on %s',
    async (path) => {
      const { context, page } = await open(path);
      if (path === '/') await loadWholePage(page);
      if (path === '/help') await page.getByRole('button', { name: 'How do tokens work?' }).click();
      expect(await axeViolations(page, { impacts: ['serious', 'critical'] })).toEqual([]);
      await context.close();
    },
  );

  it('axe finds no serious or critical violation in an open tutorial', async () => {
    for (const [viewport, width] of [
      ['desktop', 1280],
      ['mobile', 390],
    ] as const) {
      const { context, page } = await open('/help?tab=tutorials', viewport);
      await page.getByRole('button', { name: 'Watch Tutorial: Getting Started' }).click();
      await page.getByRole('dialog', { name: 'Getting Started' }).waitFor();
      await page.waitForTimeout(300);
      expect(await axeViolations(page, { impacts: ['serious', 'critical'] })).toEqual([]);
      await saveScreenshot(page, `public-help-tutorial-dialog-${width}`);
      await context.close();
    }
  });

  it.each([
    ['landing', '/'],
    ['coming-soon', '/coming-soon'],
    ['help-faq', '/help'],
    ['help-tutorials', '/help?tab=tutorials'],
    ['help-contact', '/help?tab=contact'],
    ['terms', '/terms-of-service'],
    ['privacy', '/privacy-policy'],
    ['refund', '/refund-policy'],
  ])('saves screenshots of %s at 1280 px and 390 px', async (name, path) => {
    for (const [viewport, width] of [
      ['desktop', 1280],
      ['mobile', 390],
    ] as const) {
      const { context, page } = await open(path, viewport);
      await loadWholePage(page);
      if (name === 'help-faq') await page.getByRole('button', { name: 'What is the Starter Pack?' }).click();
      await page.waitForTimeout(300);
      await saveScreenshot(page, `public-${name}-${width}`);
      await context.close();
    }
  });
});
