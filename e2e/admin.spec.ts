import { USER_REFETCH_INTERVAL_MS } from '@roomremix/contracts/constants';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../scripts/seed-data';
import { headerBalance, signInAs, signUpWithStarterPack } from './support/accounts';
import { openPaymentLookup } from './support/admin';
import { launchBrowser, newPage } from './support/browser';
import { saveScreenshot } from './support/screenshots';

/**
 * The admin console (issue 17) on the whole local stack: the seeded admin signs in, finds a user, grants tokens with
 * a reason, and the user, signed in elsewhere, sees the new balance in the header by the next session refresh; a
 * user without the role gets the 404 page at /admin; every section at phone and desktop width.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The balance `GET /api/user` answers for the page's session. */
async function balanceOf(page: Page): Promise<number> {
  const response = await page.request.get('/api/user');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { tokenBalance: number }).tokenBalance;
}

/** Signs the seeded admin in through the login form and waits for the studio the app then shows at `/`. */
async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(DEMO_ADMIN.username);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1, name: 'Remix Studio' }).waitFor();
}

/**
 * Saves a screenshot of a section after checking that the page is no wider than the window (a wide table scrolls
 * inside its own box), measured as the full-page screenshot measures it: Chromium's content size.
 */
async function saveSection(page: Page, name: string, options?: { fullPage?: boolean }): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const { cssContentSize, cssLayoutViewport } = await cdp.send('Page.getLayoutMetrics');
  await cdp.detach();
  expect(cssContentSize.width, `${name}: the page is wider than the window`).toBeLessThanOrEqual(
    cssLayoutViewport.clientWidth,
  );
  await saveScreenshot(page, name, options);
}

const tokens = (count: number) => `${count} ${count === 1 ? 'token' : 'tokens'}`;

describe('the admin console on the local stack', () => {
  it("grants a user 5 tokens with a reason, and that user's header shows them by the next refresh", async () => {
    // The user, signed in in a browser of their own, watching their balance.
    const member = await newPage(browser);
    const username = await signUpWithStarterPack(member.page, 'granted');
    const before = await balanceOf(member.page);
    await member.page.goto('/account');
    await headerBalance(member.page, tokens(before)).waitFor();

    // The admin: the Admin link of the account menu, a search, the account, the adjustment.
    const admin = await newPage(browser);
    await signInAsAdmin(admin.page);
    await admin.page.getByRole('button', { name: 'Account menu' }).click();
    await admin.page.getByRole('menu').getByRole('menuitem', { name: 'Admin' }).click();
    await admin.page.waitForURL('**/admin/users');
    await admin.page.getByRole('heading', { level: 1, name: 'Admin' }).waitFor();
    await admin.page.getByRole('searchbox', { name: 'Search users' }).fill(username);
    await admin.page.getByRole('button', { name: 'Search' }).click();
    const found = admin.page.getByRole('table', { name: `Accounts matching “${username}”` });
    await found.getByRole('link', { name: username }).click();
    await admin.page.getByRole('heading', { level: 2, name: username }).waitFor();
    expect(await admin.page.getByLabel('Token balance').textContent()).toBe(tokens(before));

    const form = admin.page.getByRole('form', { name: 'Adjust tokens' });
    await form.getByLabel('Tokens').fill('5');
    await form.getByRole('button', { name: 'Apply adjustment' }).click();
    // The reason is required: nothing is sent without it.
    await form.getByText('Please give a reason').waitFor();
    await form.getByLabel('Reason').fill('Goodwill: e2e grant');
    await form.getByRole('button', { name: 'Apply adjustment' }).click();
    const done = admin.page.getByRole('status', { name: 'Tokens adjusted' });
    expect(await done.textContent()).toContain(`${username}: ${before} → ${before + 5} tokens`);
    // The user's header, refreshed by the session poll (no reload, no navigation) within one poll of the grant; waited
    // for from now, while the admin's page is checked.
    const memberRefreshed = headerBalance(member.page, tokens(before + 5))
      .waitFor({ timeout: USER_REFETCH_INTERVAL_MS + 2000 })
      .then(
        () => null,
        (error: unknown) => error,
      );

    await admin.page
      .getByLabel('Token balance')
      .filter({ hasText: tokens(before + 5) })
      .waitFor();
    const ledger = admin.page.getByRole('table', { name: 'Ledger' });
    const entry = ledger.getByRole('row').filter({ hasText: '“Goodwill: e2e grant”' });
    expect(await entry.textContent()).toContain('+5');
    expect(await entry.textContent()).toContain('admin');
    await saveScreenshot(admin.page, 'admin-user-1280', { fullPage: false });

    const refreshFailure = await memberRefreshed;
    if (refreshFailure) throw refreshFailure;
    expect(await balanceOf(member.page)).toBe(before + 5);

    // The audit log has it, by the admin, with the reason.
    await admin.page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    const audit = admin.page.getByRole('table', { name: 'Audit log' });
    const row = audit.getByRole('row').filter({ hasText: 'Goodwill: e2e grant' }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('tokens.adjust');
    expect(await row.textContent()).toContain(DEMO_ADMIN.username);

    await member.context.close();
    await admin.context.close();
  });

  it('shows a signed-in user without the admin role, and a visitor, the 404 page at /admin', async () => {
    const member = await newPage(browser);
    await signUpWithStarterPack(member.page, 'notadmin');
    const requests: string[] = [];
    member.page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await member.page.goto('/admin');
    await member.page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    await member.page.getByRole('button', { name: 'Account menu' }).click();
    await member.page.getByRole('menuitem', { name: 'My Account' }).waitFor();
    expect(await member.page.getByRole('menuitem', { name: 'Admin' }).count()).toBe(0);
    // Neither the console's code nor any admin call.
    expect(requests.filter((path) => /admin-console|^\/api\/admin/.test(path))).toEqual([]);
    expect(await member.page.request.get('/api/admin/users').then((answer) => answer.status())).toBe(403);
    await member.context.close();

    const visitor = await newPage(browser, 'mobile');
    await visitor.page.goto('/admin/users');
    await visitor.page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    await visitor.context.close();
  });

  it('shows every section at 1280 and 390 px', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const width = viewport === 'desktop' ? 1280 : 390;
      const { context, page } = await newPage(browser, viewport);
      await signInAs(page, DEMO_ADMIN.username, DEMO_ADMIN.password);

      await page.goto('/admin/users?q=demo');
      await page.getByRole('table', { name: 'Accounts matching “demo”' }).getByRole('link', { name: 'demo' }).waitFor();
      await saveSection(page, `admin-users-${width}`);
      await page.getByRole('link', { name: 'demo', exact: true }).click();
      await page.getByRole('form', { name: 'Adjust tokens' }).waitFor();
      await page.getByRole('table', { name: 'Ledger' }).waitFor();
      await saveSection(page, `admin-user-detail-${width}`);

      await page.goto('/admin/jobs?status=failed');
      const failed = page.getByRole('tabpanel', { name: 'Failed' });
      await failed.getByRole('table').or(failed.getByText('No failed jobs.')).waitFor();
      await saveSection(page, `admin-jobs-${width}`);

      await page.goto('/admin/coupons');
      await page.getByRole('table', { name: 'Coupons' }).getByRole('row', { name: 'WELCOME10' }).waitFor();
      await saveSection(page, `admin-coupons-${width}`);
      await page.getByRole('button', { name: 'Edit WELCOME10' }).click();
      await page.getByRole('form', { name: 'Edit coupon' }).waitFor();
      await saveSection(page, `admin-coupon-edit-${width}`, { fullPage: false });
      await page.getByRole('button', { name: 'Cancel' }).click();

      await page.goto('/admin/packages');
      await page.getByRole('table', { name: 'Token packages' }).getByRole('row', { name: 'Basic' }).waitFor();
      await saveSection(page, `admin-packages-${width}`);

      await openPaymentLookup(page, 'pi_e2e_unknown');
      await saveSection(page, `admin-payments-${width}`);

      await page.goto('/admin/audit');
      await page.getByRole('table', { name: 'Audit log' }).waitFor();
      await saveSection(page, `admin-audit-${width}`);
      await context.close();
    }
  });
});
