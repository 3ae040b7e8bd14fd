import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, signUpWithStarterPack } from './support/accounts';
import { baseUrl, launchBrowser, newPage } from './support/browser';
import { saveScreenshot } from './support/screenshots';

// Issue 25: "Download my data" and "Delete account" in the Security tab, at phone and desktop widths.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function openSecurityTab(page: Page): Promise<void> {
  await page.goto('/account?tab=security');
  await page.getByRole('region', { name: 'Delete account' }).waitFor();
}

describe('deleting an account on the whole local stack', () => {
  for (const [viewport, width] of [
    ['mobile', 390],
    ['desktop', 1280],
  ] as const) {
    it(`at ${width} px: downloads the data, deletes the account naming its 3 tokens, signs out, and the username can be registered again`, async () => {
      const { context, page } = await newPage(browser, viewport);
      const username = await signUpWithStarterPack(page, `del${width}`);
      await openSecurityTab(page);
      await saveScreenshot(page, `account-data-security-${width}`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download my data' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^roomremix-export-${username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
      );

      const section = page.getByRole('region', { name: 'Delete account' });
      await section.getByLabel(/Type your username/).fill(username);
      await section.getByLabel('Password').fill('wrong-password');
      await section.getByRole('button', { name: 'Delete account' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
      expect(await dialog.textContent()).toContain('Your 3 tokens will be forfeited.');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await page.getByRole('status', { name: 'Could not delete the account' }).waitFor();
      expect(await section.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
      await saveScreenshot(page, `account-data-wrong-password-${width}`);

      await section.getByLabel('Password').fill('correct-horse-1');
      await section.getByRole('button', { name: 'Delete account' }).click();
      await saveScreenshot(page, `account-data-confirm-${width}`, { fullPage: false });
      await dialog.getByRole('button', { name: 'Delete my account' }).click();

      await page.getByRole('status', { name: 'Account deleted' }).waitFor();
      await page.waitForURL(`${baseUrl}/`);
      await saveScreenshot(page, `account-data-deleted-${width}`, { fullPage: false });
      expect((await page.request.get('/api/user')).status()).toBe(401);

      const again = await postJson(page, '/api/register', {
        username,
        password: 'correct-horse-2',
        email: `${username}@example.com`,
      });
      expect(again.status(), await again.text()).toBe(201);
      await context.close();
    });
  }
});
