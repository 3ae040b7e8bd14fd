import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { postJson } from './support/accounts';
import { waitForHydration } from './support/hydration';
import { saveScreenshot } from './support/screenshots';
import { browserForSpec } from './support/spec-browser';

/**
 * No letter typed is lost: on a phone-speed CPU (6× slowed), a visitor types into each field the moment it shows, a
 * letter every 60 ms, while the app's scripts are still loading and taking the page over; every letter is kept and
 * the app acts on all of them (the search filters by the whole word, the forms send what was typed).
 */

const browser = browserForSpec();

const CPU_SLOWDOWN = 6;
const LETTER_DELAY_MS = 60;
const PASSWORD = 'correct-horse-1';
const RUNS = [1, 2, 3];

/** A phone (390 × 844) whose CPU runs 6× slower, and a fresh context. */
async function slowPhone() {
  const { context, page } = await browser.newPage('mobile');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/** Types `text` into `field` as soon as it shows, a letter every 60 ms (pressSequentially focuses it first). */
async function typeOnceShown(field: Locator, text: string): Promise<void> {
  await field.waitFor();
  await field.pressSequentially(text, { delay: LETTER_DELAY_MS });
}

function toast(page: Page, title: string): Locator {
  return page.getByRole('status', { name: title });
}

describe('letters typed while the app loads, on a 6× slowed CPU', () => {
  it.each(RUNS)('the Help Center search keeps every letter and searches by them (run %i)', async () => {
    const { context, page } = await slowPhone();
    await page.goto('/help', { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: 'Search for help topics' });
    await typeOnceShown(search, 'refund');
    await waitForHydration(page);
    await page
      .getByText('1 question matches "refund"')
      .or(page.getByText(/questions match "refund"/))
      .waitFor();
    expect(await search.inputValue()).toBe('refund');
    await saveScreenshot(page, 'typed-input-help-390', { fullPage: false });
    await context.close();
  });

  it.each(RUNS)('the login form keeps every letter and signs in with them (run %i)', async () => {
    const { context, page } = await slowPhone();
    const username = `typed_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
    const registered = await postJson(page, '/api/register', {
      username,
      password: PASSWORD,
      email: `${username}@example.com`,
    });
    expect(registered.status(), await registered.text()).toBe(201);
    await postJson(page, '/api/logout');
    await context.clearCookies();

    await page.goto('/auth', { waitUntil: 'commit' });
    await typeOnceShown(page.getByLabel('Username'), username);
    await typeOnceShown(page.getByLabel('Password'), PASSWORD);
    await waitForHydration(page);
    expect(await page.getByLabel('Username').inputValue()).toBe(username);
    await saveScreenshot(page, 'typed-input-login-390', { fullPage: false });
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Remix Studio' }).waitFor();
    await context.close();
  });

  it.each(RUNS)('the register form keeps every letter and creates the account with them (run %i)', async () => {
    const { context, page } = await slowPhone();
    const username = `typed_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
    await page.goto('/auth', { waitUntil: 'commit' });
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.getByRole('tabpanel', { name: 'Register' });
    await typeOnceShown(form.getByLabel('Username'), username);
    await typeOnceShown(form.getByLabel('Email'), `${username}@example.com`);
    await typeOnceShown(form.getByLabel('Password'), PASSWORD);
    await typeOnceShown(form.getByLabel('Full name (optional)'), 'Ada Lovelace');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Remix Studio' }).waitFor();
    const profile = await page.request.get('/api/user');
    expect(await profile.json()).toMatchObject({
      username,
      email: `${username}@example.com`,
      fullName: 'Ada Lovelace',
    });
    await context.close();
  });

  it.each(RUNS)('the forgot-password form keeps every letter and asks for the link with them (run %i)', async () => {
    const { context, page } = await slowPhone();
    const email = `typed_${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;
    await page.goto('/auth', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await typeOnceShown(dialog.getByLabel('Email'), email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await toast(page, 'Check your e-mail').getByText(email).waitFor();
    await context.close();
  });
});
