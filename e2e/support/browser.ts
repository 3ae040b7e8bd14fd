import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { findChromium } from '../../scripts/lib/chromium';

/** Flags that keep Debian's Chromium from reaching for the network this machine does not have. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Base URL of the stack under test: `npm test` sets it; point it at `npm start` to run the specs by hand. */
export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';

/** Launches Debian's Chromium (or the browser findChromium finds) through playwright-core (no browser download). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
  });
}

/** A fresh context (no cookies) with one page, sized like a desktop or a phone. */
export async function newPage(
  browser: Browser,
  viewport: 'desktop' | 'mobile' = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: viewport === 'desktop' ? { width: 1280, height: 800 } : { width: 390, height: 844 },
  });
  return { context, page: await context.newPage() };
}
