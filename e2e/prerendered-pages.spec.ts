import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { postJson } from './support/accounts';
import { baseUrl } from './support/browser';
import { waitForHydration } from './support/hydration';
import { saveScreenshot } from './support/screenshots';
import { browserForSpec } from './support/spec-browser';

/**
 * The public pages as HTML built ahead (web/prerender): each one's own HTML carries its heading and its styles before
 * any script runs, the app takes it over without a hydration warning and without asking a visitor's session, a
 * signed-in user's first paint is the spinner and then the studio (never the landing page), and every other path
 * still gets the app shell.
 */

const browser = browserForSpec();

const LANDING_HEADING = 'Remake Your Space With a Click';

/** What a visitor sees of an element's styling, as computed styles. */
const LOOK_PROPERTIES = [
  'display',
  'position',
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'padding',
  'border-width',
  'border-color',
  'border-radius',
  'gap',
];

const PUBLIC_PAGES = [
  ['/', LANDING_HEADING],
  ['/coming-soon', LANDING_HEADING],
  ['/terms-of-service', 'Terms of Service'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/refund-policy', 'Refund Policy'],
  ['/help', 'Help Center'],
] as const;

/**
 * Holds every request for the app's scripts until `release` is called, so a test sees the page as HTML alone; or,
 * with `pattern`, only those scripts (`start-app-*.js`: the app, with the page's small entry running).
 */
async function holdScripts(page: Page, pattern = '**/assets/*.js'): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  await page.route(pattern, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

describe('the prerendered public pages', () => {
  it.each(PUBLIC_PAGES)('%s is answered as HTML with its heading and its inlined styles', async (path, heading) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    // Chakra's global styles (tokens, reset) and the page's own rules, as emotion's style tags.
    expect(html).toMatch(/<style data-emotion="css-global [\w-]+">@layer/);
    expect(html).toMatch(/<style data-emotion="css [\w\s-]+">\.css-/);
  });

  it.each(PUBLIC_PAGES)('%s carries in its HTML the title and description the page sets once running', async (path) => {
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]);
    const descriptions = [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map((match) => match[1]);
    const { context, page } = await browser.newPage('desktop');
    await page.goto(path);
    await waitForHydration(page);
    const running = await page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    }));
    await context.close();
    const unescape = (text = '') => text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");
    expect(titles.map(unescape)).toEqual([running.title]);
    expect(descriptions.map(unescape)).toEqual([running.description]);
  });

  it('answers every other path, and a share page through the api function, with the app shell', async () => {
    for (const path of ['/app', '/no-such-page', '/s/no-such-share-token']) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain(LANDING_HEADING);
    }
  });

  it.each(PUBLIC_PAGES)('%s hydrates without a warning, and asks a visitor no session', async (path, heading) => {
    const { context, page } = await browser.newPage('mobile');
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    page.on('pageerror', (error) => messages.push(error.message));
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    // The heading the HTML arrived with: hydration keeps it, a client render after a mismatch would replace it.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading =
          document.querySelector('main h1');
      });
    });

    await page.goto(path);
    await waitForHydration(page);
    expect(await page.locator('main h1').first().textContent()).toBe(heading);
    const kept = await page.evaluate(
      () =>
        document.querySelector('main h1') ===
        (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading,
    );
    expect(kept).toBe(true);
    expect(messages).toEqual([]);
    expect(apiCalls.filter((url) => url.includes('/api/user'))).toEqual([]);
    await context.close();
  });

  it('shows a visitor the landing page before any script has run', async () => {
    const { context, page } = await browser.newPage('mobile');
    const scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: LANDING_HEADING }).waitFor();
    expect(await page.getByRole('status', { name: 'Loading' }).isVisible()).toBe(false);
    await saveScreenshot(page, 'prerendered-first-paint-visitor-390', { fullPage: false });
    await scripts.release();
    await context.close();
  });

  it('keeps what a visitor typed into the Help Center search before the scripts ran, and filters by it', async () => {
    const { context, page } = await browser.newPage('desktop');
    const scripts = await holdScripts(page);
    await page.goto('/help', { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: 'Search for help topics' });
    await search.pressSequentially('refund');
    await scripts.release();
    await waitForHydration(page);
    await page.getByText(/question(s)? match(es)? "refund"/).waitFor();
    expect(await search.inputValue()).toBe('refund');
    expect(await page.getByRole('button', { name: 'Can I get a refund?' }).isVisible()).toBe(true);
    await context.close();
  });

  it.each([
    ['the app', '**/assets/start-app-*.js'],
    ["the Help Center's own code", '**/assets/help-page-*.js'],
  ])('presses again a tab pressed before %s loaded, once it has', async (_code, held) => {
    const { context, page } = await browser.newPage('mobile');
    const scripts = await holdScripts(page, held);
    await page.goto('/help');
    const tutorials = page.getByRole('tab', { name: 'Tutorials' });
    await tutorials.click();
    expect(await tutorials.getAttribute('aria-selected')).toBe('false');
    await scripts.release();
    await expect.poll(() => tutorials.getAttribute('aria-selected'), { timeout: 15_000 }).toBe('true');
    await page.getByRole('button', { name: 'Watch Tutorial: Getting Started' }).waitFor();
    await saveScreenshot(page, 'prerendered-tab-pressed-before-app-390', { fullPage: false });
    await context.close();
  });

  it.each(['/', '/help'])(
    '%s keeps its look as the app takes it over, with each of its style rules written once',
    async (path) => {
      const { context, page } = await browser.newPage('desktop');
      const scripts = await holdScripts(page);
      await page.goto(path, { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // How the page's elements look (colours, type, spacing, borders: nothing an image's loading changes) and which
      // of the page's style rules the document holds.
      const look = () =>
        page.evaluate((properties) => {
          // The page itself: the signed-in first paint beside it is hidden, and gone once the app has taken over.
          const elements = [...document.querySelectorAll('#root *')];
          const styles = elements.map((element) => {
            const computed = getComputedStyle(element);
            // Where it sits across the page stands for its margins: Chromium reads an auto margin as 0px on a page
            // whose scripts are held though the box is centred, and an image's loading moves boxes only downwards.
            const { left, width } = element.getBoundingClientRect();
            const box = `x ${Math.round(left)} w ${Math.round(width)}`;
            return [...properties.map((property) => computed.getPropertyValue(property)), box].join(';');
          });
          const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
          const pageRules = rules.filter((rule) => /^\.css-[\w-]+/.test(rule));
          return { styles, pageRules: pageRules.length, distinctPageRules: new Set(pageRules).size };
        }, LOOK_PROPERTIES);
      const before = await look();
      expect(before.pageRules).toBeGreaterThan(10);
      await scripts.release();
      await waitForHydration(page);
      await page.waitForTimeout(500);
      const after = await look();
      expect(after.styles).toEqual(before.styles);
      expect(after.pageRules).toBe(after.distinctPageRules);
      await context.close();
    },
  );

  it("shows a signed-in user's first paint as the spinner, then the studio, and never the landing page", async () => {
    const { context, page } = await browser.newPage('mobile');
    const username = `hint_${Date.now().toString(36)}`;
    const registered = await postJson(page, '/api/register', {
      username,
      password: 'correct-horse-1',
      email: `${username}@example.com`,
    });
    expect(registered.status(), await registered.text()).toBe(201);
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('rr_signed_in');
    // Every frame from the first on: was the landing page's heading on screen?
    await context.addInitScript(() => {
      const seen = { landing: false };
      (window as unknown as { landingSeen: typeof seen }).landingSeen = seen;
      const look = () => {
        const heading = [...document.querySelectorAll('h1')].find((h1) => h1.textContent?.includes('Remake Your'));
        if (heading?.checkVisibility()) seen.landing = true;
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    const landingSeen = () =>
      page.evaluate(() => (window as unknown as { landingSeen: { landing: boolean } }).landingSeen.landing);

    const scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('status', { name: 'Loading' }).waitFor();
    await saveScreenshot(page, 'prerendered-first-paint-signed-in-390', { fullPage: false });
    expect(await landingSeen()).toBe(false);

    await scripts.release();
    await page.getByRole('heading', { level: 1, name: 'Remix Studio' }).waitFor();
    await saveScreenshot(page, 'prerendered-signed-in-studio-390', { fullPage: false });
    expect(await landingSeen()).toBe(false);
    await context.close();
  });
});
