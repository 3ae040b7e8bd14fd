import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, newPage } from './browser';

/**
 * The Chromium of the spec file that calls this at its top level: launched before the file's tests, closed after
 * them. Its `newPage` is browser.ts's, in that browser.
 */
export function browserForSpec() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    newPage: (viewport?: 'desktop' | 'mobile') => {
      if (!browser) throw new Error('The browser starts in beforeAll: open pages inside the tests');
      return newPage(browser, viewport);
    },
  };
}
