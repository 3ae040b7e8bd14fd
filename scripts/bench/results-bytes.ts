/**
 * What a phone downloads to show My Results: 12 Ultra results made through the real app and worker (local engine,
 * 3840 px, from a 4000 × 3000 photo with a photo's detail), then `/account?tab=results` opened cold in Chromium on a
 * 390 × 844 screen at 3× as web/dist is served with `/api/` passed to that app, as Hosting's rewrite does. Counts the
 * bytes on the wire (CDP encodedDataLength) of images and of everything, once the page is quiet after opening and
 * again after scrolling to the last card (the cards' images load lazily). BENCH_WEB_DIST serves another build of the
 * web app instead of web/dist, such as one from before previews, to compare.
 */
import { SIGNED_IN_HINT_COOKIE } from '@roomremix/contracts/constants';
import type { Browser, CDPSession, Page } from 'playwright-core';
import sharp from 'sharp';
import { roomPixels } from '../../functions/test/support/test-images';
import { launchBrowser } from '../../e2e/support/browser';
import { type BenchApp, closeBenchFirestore, startBenchApp } from './bench-app';
import { row } from './bench-format';
import { WEB_DIST } from './bundle';
import { awaitResult, remixForm, submit } from './remix-bench';
import { startStaticServer } from './static-server';
import { PHONE } from './page-load';

const RESULTS = Number(process.env.BENCH_RESULTS ?? 12);
const QUIET_MS = 1500;

interface Bytes {
  images: number;
  total: number;
  imageCount: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/**
 * A 4000 × 3000 photo with detail at every scale, as a real room's textures, edges and sensor grain have: the synthetic
 * room with its grain, blended with a blurred random texture. Its Ultra result is a JPEG of about 2.8 MB, within the
 * 1–3 MB real Ultra results weigh; the room alone, smooth but for its grain, makes previews unrealistically small.
 */
async function detailedPhoto(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const raw = { width, height, channels: 3 } as const;
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * 255;
  const texture = await sharp(Uint8Array.from({ length: 640 * 480 * 3 }, random), {
    raw: { width: 640, height: 480, channels: 3 },
  })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const room = roomPixels(width, height);
  const blended = room.map((value, index) => Math.round(value * 0.6 + (texture[index] ?? 0) * 0.4));
  return sharp(blended, { raw }).jpeg({ quality: 92 }).toBuffer();
}

/** Makes RESULTS Ultra results one after another, each from the same photo. */
async function makeUltraResults(app: BenchApp): Promise<void> {
  const photo = await detailedPhoto();
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
  const context = await browser.newContext(PHONE);
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
    const server = await startStaticServer(process.env.BENCH_WEB_DIST ?? WEB_DIST, app.baseUrl);
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
