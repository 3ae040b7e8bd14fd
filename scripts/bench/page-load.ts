import type { Browser } from 'playwright-core';

/** The throttling of every measurement: a mid-range phone on a slow mobile link. */
export const THROTTLING = {
  cpuSlowdown: 4,
  downloadKbps: 400,
  uploadKbps: 400,
  latencyMs: 400,
} as const;

/** First and largest contentful paint of one page load, in milliseconds from navigation start. */
export interface PaintTimes {
  fcpMs: number;
  lcpMs: number;
}

// Runs in the page before any of its scripts: records paints as the browser reports them.
const OBSERVE_PAINTS = `
  window.__paints = { fcp: 0, lcp: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__paints.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__paints.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
`;

/** LCP counts as final once it has not changed for this long (a later, larger paint would replace it). */
const STABLE_MS = 2500;
const POLL_MS = 250;
const TIMEOUT_MS = 60_000;

/**
 * Loads `url` once in a fresh context (cold cache) on a 390 × 844 phone screen with THROTTLING applied through the
 * DevTools protocol, waits until `readySelector` is visible and the largest paint has stopped changing, and returns
 * the paint times. (Not "network idle": the session check leaves its 401 body unread, which Playwright counts as a
 * request in flight.)
 */
export async function measurePaints(browser: Browser, url: string, readySelector: string): Promise<PaintTimes> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: (THROTTLING.downloadKbps * 1000) / 8,
      uploadThroughput: (THROTTLING.uploadKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
    await page.addInitScript(OBSERVE_PAINTS);
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    await page.locator(readySelector).first().waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    const readPaints = () =>
      page.evaluate(() => (globalThis as unknown as { __paints: { fcp: number; lcp: number } }).__paints);
    let paints = await readPaints();
    let changedAt = Date.now();
    while (Date.now() - changedAt < STABLE_MS) {
      if (Date.now() - started > TIMEOUT_MS) throw new Error(`The largest contentful paint of ${url} kept changing`);
      await page.waitForTimeout(POLL_MS);
      const next = await readPaints();
      if (next.lcp !== paints.lcp) changedAt = Date.now();
      paints = next;
    }
    if (!paints.lcp) throw new Error(`Chromium reported no largest contentful paint for ${url}`);
    return { fcpMs: paints.fcp, lcpMs: paints.lcp };
  } finally {
    await context.close();
  }
}

/** The median of some numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
