import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { waitForAnimations } from './animations';

const SCREENSHOTS = join(process.env.ROOMREMIX_ARTIFACTS_DIR ?? 'artifacts', 'screenshots');

/**
 * Saves a screenshot under artifacts/screenshots for a person to look at: the full page, or only the viewport when
 * a dialog is open (a full-page shot would cut its overlay off at the viewport's height).
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await waitForAnimations(page);
  // A sticky header would otherwise sit wherever the page was scrolled to, in the middle of a full-page shot.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage });
}
