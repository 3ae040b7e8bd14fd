import type { Page } from 'playwright-core';

/**
 * Waits until every finite animation of the page has finished: opening dialogs, sliding toasts and closing tooltips
 * (spinners and skeletons loop forever and are not waited for).
 */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}
