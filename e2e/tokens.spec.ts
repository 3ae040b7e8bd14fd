import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerInTheBrowser } from './support/accounts';
import { launchBrowser, newPage } from './support/browser';
import { saveScreenshot } from './support/screenshots';

// The local stack runs with payments off (no Stripe keys): the Starter Pack is granted at once and only purchases a
// coupon makes free complete; the card dialog is covered by the component tests with a fake Stripe.js.

let browser: Browser;

// `npm test` seeds the stack as `npm start` does: the demo packages and coupons (WELCOME10, FREEPACK) are there.
beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function toast(page: Page, title: string): Locator {
  return page.getByRole('status', { name: title });
}

async function textOf(locator: Locator): Promise<string> {
  await locator.waitFor();
  return (await locator.textContent()) ?? '';
}

/** Registers a new account through the Register tab and dismisses its toast; the browser is on the home page. */
async function register(page: Page): Promise<void> {
  await registerInTheBrowser(page, 'tok');
  await dismiss(toast(page, 'Registration successful'));
}

/** Closes the toast on screen, so the next one (one shows at a time) appears at once. */
async function dismiss(toastLocator: Locator): Promise<void> {
  await toastLocator.getByRole('button', { name: /close/i }).click();
  await toastLocator.waitFor({ state: 'detached' });
}

describe('tokens on the whole local stack (payments off)', () => {
  it('lines the package cards up at 1280 px: in each row the same height, names and prices on one line', async () => {
    const { context, page } = await newPage(browser);
    await register(page);
    await page.goto('/account?tab=tokens');
    const cards = page.locator('button[aria-pressed]');
    await cards.first().waitFor();
    const boxes = await cards.evaluateAll((buttons) =>
      buttons.map((button) => {
        const lines = [...button.querySelectorAll('p')].map((line) => line.getBoundingClientRect());
        const box = button.getBoundingClientRect();
        return { top: box.top, height: box.height, name: lines[0]?.top, price: lines.at(-1)?.top };
      }),
    );
    // Other specs add packages (the admin console), so the grid may hold more than one row of four.
    const rows = new Map<number, typeof boxes>();
    for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box]);
    expect(rows.size).toBeGreaterThan(0);
    for (const row of rows.values()) {
      for (const card of row) expect(card).toEqual(row[0]);
    }
    expect(Math.max(...[...rows.values()].map((row) => row.length))).toBeGreaterThan(1);
    await saveScreenshot(page, 'tokens-packages-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'tokens-packages-390');
    await context.close();
  });

  it('claims the Starter Pack, checks coupons, completes a FREEPACK purchase and lists the purchases', async () => {
    const { context, page } = await newPage(browser);
    await register(page);

    await page.goto('/account?tab=history');
    expect(await textOf(page.getByText("You haven't purchased any tokens yet."))).toBeTruthy();
    await page.getByRole('button', { name: 'Go to Store' }).click();
    await page.waitForURL('**/account?tab=tokens');

    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByText('0 tokens available').waitFor();
    const starter = page.getByRole('region', { name: 'Starter Pack' });
    await starter.getByRole('button', { name: 'Get 3 tokens' }).click();
    await dismiss(toast(page, 'Starter Pack activated!'));
    await profile.getByText('3 tokens available').waitFor();
    await starter.getByText('Starter Pack Purchased').waitFor();
    expect(await textOf(starter)).toContain("You've already purchased the Starter Pack");
    expect(await starter.getByRole('button').count()).toBe(0);

    const purchase = page.getByRole('button', { name: /^(Purchase for|Select a package)/ });
    expect(await textOf(purchase)).toBe('Select a package');
    await page.getByRole('button', { name: /^Basic/ }).click();
    expect(await textOf(purchase)).toBe('Purchase for $9.99');

    const code = page.getByRole('textbox', { name: 'Coupon code' });
    await code.fill('NOT-A-REAL-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    expect(await textOf(toast(page, 'Coupon Error'))).toContain('Invalid coupon code');
    await dismiss(toast(page, 'Coupon Error'));

    await code.fill(' welcome10 ');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Coupon applied: 10% off').waitFor();
    expect(await code.isDisabled()).toBe(true);
    expect(await textOf(purchase)).toBe('Purchase for $8.99');
    await saveScreenshot(page, 'tokens-coupon-applied-1280');
    await page.getByRole('button', { name: 'Remove' }).click();
    expect(await code.inputValue()).toBe('');
    expect(await textOf(purchase)).toBe('Purchase for $9.99');

    await code.fill('FREEPACK');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Coupon applied: 100% off').waitFor();
    expect(await textOf(purchase)).toBe('Purchase for $0.00');
    await purchase.click();
    expect(await textOf(toast(page, 'Payment Successful'))).toContain('10 tokens added to your account');
    await profile.getByText('13 tokens available').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('tab', { name: 'Purchase History' }).click();
    const purchases = page.getByRole('table', { name: 'Purchases' });
    await purchases.waitFor();
    const rows = purchases.getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.nth(1).innerText()).toMatch(/Basic\s+10\s+Free/);
    expect(await rows.nth(2).innerText()).toMatch(/Starter Pack\s+3\s+Free/);
    const activity = page.getByRole('table', { name: 'Token activity' });
    await activity.waitFor();
    expect(await activity.getByRole('row').nth(1).innerText()).toMatch(/Free purchase \(coupon\)\s+\+10\s+13/);
    expect(await activity.getByRole('row').nth(2).innerText()).toMatch(/Starter Pack\s+\+3\s+3/);
    await saveScreenshot(page, 'tokens-history-1280');

    await context.close();
  });
});
