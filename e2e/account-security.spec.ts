import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { postJson } from './support/accounts';
import { baseUrl } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { browserForSpec } from './support/spec-browser';

const browser = browserForSpec();
const PASSWORD = 'correct-horse-1';
const NEW_PASSWORD = 'battery-staple-2';
const project = process.env.GCLOUD_PROJECT ?? 'demo-roomremix';

function authEmulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the e2e tier through `npm test`');
  return host;
}

/**
 * The link of the newest reset e-mail the Auth emulator "sent" to `email`, as the app's `/auth/action` page gets it:
 * the emulator keeps the codes at /emulator/v1/projects/{project}/oobCodes instead of mailing them, and in production
 * the project's e-mail action URL (README "Deploying") puts the same query (mode, oobCode, ...) on our page.
 */
async function resetLinkFor(email: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(`http://${authEmulatorHost()}/emulator/v1/projects/${project}/oobCodes`);
    const { oobCodes } = (await response.json()) as {
      oobCodes: { email: string; oobLink: string; requestType: string }[];
    };
    const link = oobCodes.findLast((code) => code.requestType === 'PASSWORD_RESET' && code.email === email)?.oobLink;
    if (link) return `${baseUrl}/auth/action${new URL(link).search}`;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No reset e-mail for ${email}`);
}

function toast(page: Page, title: string): Locator {
  return page.getByRole('status', { name: title });
}

async function textOf(locator: Locator): Promise<string> {
  await locator.waitFor();
  return (await locator.textContent()) ?? '';
}

describe.each([
  ['mobile', 390],
  ['desktop', 1280],
] as const)('account security at %s width', (viewport, width) => {
  it('forgot password → e-mail link → new password → signed in, the earlier session ended; then the Security tab', async () => {
    const username = `reset_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
    const email = `${username}@example.com`;

    // The account, signed in on another device: that session must not survive the reset.
    const other = await browser.newPage(viewport);
    const registered = await postJson(other.page, '/api/register', { username, password: PASSWORD, email });
    expect(registered.status(), await registered.text()).toBe(201);

    const { context, page } = await browser.newPage(viewport);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await dialog.getByLabel('Email').fill(email);
    await saveScreenshot(page, `account-security-forgot-${width}`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    expect(await textOf(toast(page, 'Check your e-mail'))).toContain(email);
    await dialog.waitFor({ state: 'detached' });

    const link = await resetLinkFor(email);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await saveScreenshot(page, `account-security-reset-${width}`);
    await page.getByRole('button', { name: 'Set new password' }).click();

    expect(await textOf(toast(page, 'Password changed'))).toContain('You are signed in with your new password.');
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Remix Studio' }).waitFor();
    await saveScreenshot(page, `account-security-signed-in-${width}`);
    expect((await other.page.request.get('/api/user')).status()).toBe(401);

    // The link works once (the emulator forgets a used code, as Firebase does).
    await page.goto(link);
    await page.getByLabel('New password').fill('third-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    expect(await textOf(page.getByRole('alert'))).toContain('invalid, has expired or was already used');

    // Security tab: a wrong current password shows at its field.
    await page.goto('/account?tab=security');
    const change = page.getByRole('region', { name: 'Change password' });
    await change.getByLabel('Current password').fill('not-my-password');
    await change.getByLabel('New password').fill('another-password');
    await change.getByRole('button', { name: 'Change password' }).click();
    await toast(page, 'Could not change password').waitFor();
    expect(await change.getByLabel('Current password').getAttribute('aria-invalid')).toBe('true');
    await saveScreenshot(page, `account-security-tab-${width}`);

    // Sign out everywhere, confirmed, ends this session too.
    await page.getByRole('region', { name: 'Sign out everywhere' }).getByRole('button').click();
    const confirm = page.getByRole('alertdialog', { name: 'Sign out everywhere?' });
    await saveScreenshot(page, `account-security-sign-out-everywhere-${width}`, { fullPage: false });
    await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
    await toast(page, 'Signed out everywhere').waitFor();
    await page.waitForURL(`${baseUrl}/auth`);
    expect((await page.request.get('/api/user')).status()).toBe(401);
    await Promise.all([context.close(), other.context.close()]);
  });
});
