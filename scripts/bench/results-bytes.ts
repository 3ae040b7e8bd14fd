/**
 * What a phone downloads to show My Results: 12 Ultra results made through the real app and worker (local engine,
 * 3840 px, from a 4000 × 3000 photo with a photo's grain), then `/account?tab=results` opened cold in Chromium on a
 * 390 × 844 screen at 3× as web/dist is served with `/api/` passed to that app, as Hosting's rewrite does. Counts the
 * bytes on the wire (CDP encodedDataLength) of images and of everything, once the page is quiet after opening and
 * again after scrolling to the last card (the cards' images load lazily).
 */
import { SIGNED_IN_HINT_COOKIE } from '@roomremix/contracts/constants';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { roomPhoto } from '../../functions/test/support/test-images';
import { launchBrowser } from '../../e2e/support/browser';
import { type BenchApp, closeBenchFirestore, startBenchApp } from './bench-app';
import { row } from './bench-format';
import { WEB_DIST } from './bundle';
import { awaitResult, remixForm, submit } from './remix-bench';
import { startStaticServer } from './static-server';

const RESULTS = Number(process.env.BENCH_RESULTS ?? 12);
const QUIET_MS = 1500;

interface Bytes {
  images: number;
  total: number;
  imageCount: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** Makes RESULTS Ultra results one after another, each from the same photo. */
async function makeUltraResults(app: BenchApp): Promise<void> {
  const photo = await roomPhoto(4000, 3000);
  for (let made = 0; made < RESULTS; made += 1) {
    const form = remixForm(photo, []);
    form.append('quality', 'ultra');
    await awaitResult(app, await submit(app, form));
  }
}

/** Sums what every finished response carried on the wire, images apart, from when it starts listening. */
async function countBytes(cdp: CDPSession): Promise<() => Bytes> {
  const types = new Map<string, string>();
  const bytes: Bytes = { images: 0, total: 0, imageCount: 0 };
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    bytes.total += event.encodedDataLength;
    if (types.get(event.requestId) !== 'Image') return;
    bytes.images += event.encodedDataLength;
    bytes.imageCount += 1;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return () => ({ ...bytes });
}

/** Waits until no request has started or finished for QUIET_MS. */
async function quiet(page: Page): Promise<void> {
  let last = Date.now();
  const touch = () => void (last = Date.now());
  page.on('request', touch);
  page.on('requestfinished', touch);
  page.on('requestfailed', touch);
  while (Date.now() - last < QUIET_MS) await page.waitForTimeout(250);
  page.off('request', touch);
  page.off('requestfinished', touch);
  page.off('requestfailed', touch);
}

/** Opens My Results cold on a phone; answers the bytes after opening and after scrolling to the last card. */
async function phoneLoad(browser: Browser, url: string, cookie: string): Promise<{ opened: Bytes; scrolled: Bytes }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const [name, value] = cookie.split('=') as [string, string];
    // The session, and the hint that tells the app's first paint someone is signed in (session-cookie.ts).
    await context.addCookies([
      { name, value, url },
      { name: SIGNED_IN_HINT_COOKIE, value: '1', url },
    ]);
    const page = await context.newPage();
    const bytes = await countBytes(await context.newCDPSession(page));
    await page.goto(`${url}/account?tab=results`);
    const cards = page.locator('article');
    await cards.nth(RESULTS - 1).waitFor({ state: 'attached', timeout: 60_000 });
    await quiet(page);
    const opened = bytes();
    for (let index = 0; index < RESULTS; index += 1) await cards.nth(index).scrollIntoViewIfNeeded();
    await quiet(page);
    return { opened, scrolled: bytes() };
  } finally {
    await context.close();
  }
}

/** Answers the lines of the My Results bytes benchmark (the emulators must be up and web/dist built). */
export async function resultsPageBytes(): Promise<string[]> {
  const app = await startBenchApp({ tokens: RESULTS * 4, withWorker: true });
  try {
    await makeUltraResults(app);
    const server = await startStaticServer(WEB_DIST, app.baseUrl);
    const browser = await launchBrowser();
    try {
      const { opened, scrolled } = await phoneLoad(browser, server.url, app.cookie);
      const line = (label: string, { images, total, imageCount }: Bytes) =>
        row(label, kb(images), `images (${imageCount}); ${kb(total)} in all`);
      return [
        `My Results with ${RESULTS} Ultra results, a 390 × 844 phone at 3×, cold cache, bytes on the wire`,
        line('on opening', opened),
        line('after scrolling to the last card', scrolled),
      ];
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    await app.close();
  }
}

/** Runs it alone (`npx tsx scripts/bench/results-bytes.ts`), against the emulators the environment points at. */
if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    for (const line of await resultsPageBytes()) console.log(line);
  } finally {
    await closeBenchFirestore();
  }
}
