import type { Page } from 'playwright-core';

/**
 * Waits until React owns every element of the page's <main>: a prerendered page has hydrated, its lazy parts
 * included, and answers clicks (before that its links work as plain links and its buttons do nothing).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const elements = [...document.querySelectorAll('main, main *')];
    return (
      elements.length > 0 &&
      elements.every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))
    );
  });
}
