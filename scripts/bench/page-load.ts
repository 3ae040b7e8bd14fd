import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { networkConditions, type ThrottlingProfile } from './throttling';

/** The phone every page-load bench opens pages on: 390 × 844 CSS px at 3×, touch. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/** What one cold load of a page measured; times in ms from navigation start. */
export interface PageLoad {
  fcpMs: number;
  lcpMs: number;
  /** Cumulative Layout Shift (web-vitals: the largest session window of unexpected shifts). */
  cls: number;
  /** Total Blocking Time: each long task's time beyond 50 ms, between FCP and the end of the load. */
  tbtMs: number;
}

// web-vitals' UMD build: in a page, with no module system, it defines the global `webVitals`.
const WEB_VITALS_SCRIPT = createRequire(import.meta.url).resolve('web-vitals');

// Runs in the page before any of its scripts, after web-vitals has defined `webVitals`: records the metrics as
// the browser reports them, and every long task with its start and end.
const OBSERVE_LOAD = `
  window.__load = { fcp: 0, lcp: 0, cls: 0, longTasks: [] };
  webVitals.onFCP((metric) => { window.__load.fcp = metric.value; });
  webVitals.onLCP((metric) => { window.__load.lcp = metric.value; }, { reportAllChanges: true });
  webVitals.onCLS((metric) => { window.__load.cls = metric.value; }, { reportAllChanges: true });
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) window.__load.longTasks.push([task.startTime, task.startTime + task.duration]);
  }).observe({ type: 'longtask', buffered: true });
`;

interface ObservedLoad {
  fcp: number;
  lcp: number;
  cls: number;
  longTasks: [number, number][];
}

const LONG_TASK_MS = 50;

/**
 * The load counts as over once, for this long, neither the largest paint nor a long task has come and at most two
 * requests were in flight: the quiet window of Lighthouse's Time to Interactive, up to which TBT is counted.
 */
const QUIET_MS = 5000;
const QUIET_REQUESTS = 2;
const POLL_MS = 250;
const TIMEOUT_MS = 90_000;

/** Lighthouse's TBT: the part beyond 50 ms of each long task, counting only its time after FCP. */
function totalBlockingTime({ fcp, longTasks }: ObservedLoad): number {
  return longTasks.reduce((sum, [start, end]) => {
    const afterFcp = end - Math.max(start, fcp);
    return afterFcp > LONG_TASK_MS ? sum + afterFcp - LONG_TASK_MS : sum;
  }, 0);
}

/**
 * Loads `url` once in a fresh context (cold cache) on a 390 × 844 phone screen with `profile` applied through the
 * DevTools protocol, waits until `readySelector` is visible and the page has been quiet for 5 s (QUIET_MS), and
 * returns what it measured.
 */
export async function measurePageLoad(
  browser: Browser,
  url: string,
  readySelector: string,
  profile: ThrottlingProfile,
): Promise<PageLoad> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', networkConditions(profile));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    await page.addInitScript({ path: WEB_VITALS_SCRIPT });
    await page.addInitScript(OBSERVE_LOAD);
    let inFlight = 0;
    page.on('request', () => (inFlight += 1));
    page.on('requestfinished', () => (inFlight -= 1));
    page.on('requestfailed', () => (inFlight -= 1));
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    await page.locator(readySelector).first().waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    const read = () => page.evaluate(() => (globalThis as unknown as { __load: ObservedLoad }).__load);
    let load = await read();
    let changedAt = Date.now();
    while (Date.now() - changedAt < QUIET_MS) {
      if (Date.now() - started > TIMEOUT_MS) throw new Error(`${url} kept painting or running long tasks`);
      await page.waitForTimeout(POLL_MS);
      const next = await read();
      const busy = inFlight > QUIET_REQUESTS;
      if (busy || next.lcp !== load.lcp || next.longTasks.length !== load.longTasks.length) changedAt = Date.now();
      load = next;
    }
    if (!load.lcp) throw new Error(`Chromium reported no largest contentful paint for ${url}`);
    return { fcpMs: load.fcp, lcpMs: load.lcp, cls: load.cls, tbtMs: totalBlockingTime(load) };
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
