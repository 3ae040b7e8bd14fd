import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerBalance } from './support/accounts';
import { baseUrl, launchBrowser, newPage } from './support/browser';
import { saveScreenshot } from './support/screenshots';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A username no earlier run has taken: the emulators keep their accounts between runs of one stack. */
function uniqueUsername(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

const PASSWORD = 'correct-horse-1';

function banner(page: Page): Locator {
  return page.getByRole('banner');
}

function toast(page: Page, title: string): Locator {
  return page.getByRole('status', { name: title });
}

/**
 * A wrong password is refused in a toast and at the Password field, which takes the focus; the toast stays clear of
 * the form's button and of the header (below the header on phones, at the bottom corner on wide screens).
 */
async function expectWrongPasswordShown(page: Page, screenshot: string): Promise<void> {
  const refusal = toast(page, 'Login failed');
  expect(await textOf(refusal)).toContain('Invalid username or password');
  const password = page.getByLabel('Password');
  expect(await password.getAttribute('aria-invalid')).toBe('true');
  expect(await password.evaluate((input) => input === document.activeElement)).toBe(true);
  // Nor does it cover the header, with the balance and the menu.
  for (const covered of [page.getByRole('button', { name: 'Log in' }), banner(page)]) {
    expect(await overlap(refusal, covered)).toBe(false);
  }
  await saveScreenshot(page, screenshot);
}

/** Whether two elements' boxes on screen overlap, once both have come to rest (a toast slides in). */
async function overlap(first: Locator, second: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([restingBox(first), restingBox(second)]);
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The element's box once two readings 100 ms apart agree. */
async function restingBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let previous = await locator.boundingBox();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const box = await locator.boundingBox();
    if (!box) throw new Error('An element to compare is not on screen');
    if (JSON.stringify(box) === JSON.stringify(previous)) return box;
    previous = box;
  }
}

async function textOf(locator: Locator): Promise<string> {
  await locator.waitFor();
  return (await locator.textContent()) ?? '';
}

describe('accounts on the whole local stack', () => {
  it('registers, keeps the session over a reload, logs out and back in, and shows the profile', async () => {
    const { context, page } = await newPage(browser);
    const username = uniqueUsername('e2e');
    const email = `${username}@example.com`;

    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Full name (optional)').fill('Erin Example');
    await saveScreenshot(page, 'accounts-register-1280');
    await page.getByRole('button', { name: 'Create account' }).click();

    expect(await textOf(toast(page, 'Registration successful'))).toContain(`Welcome, ${username}!`);
    await page.waitForURL(`${baseUrl}/`);
    await headerBalance(page, '0 tokens').waitFor();
    await saveScreenshot(page, 'accounts-signed-in-1280');

    await page.reload();
    await headerBalance(page, '0 tokens').waitFor();
    await banner(page).getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    expect(await textOf(menu)).toContain(email);
    await menu.getByRole('menuitem', { name: 'Log out' }).click();

    expect(await textOf(toast(page, 'Logged out'))).toContain('You have been successfully logged out');
    await page.waitForURL('**/auth');
    await banner(page).getByRole('link', { name: 'Sign In' }).waitFor();

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectWrongPasswordShown(page, 'accounts-login-error-1280');

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    expect(await textOf(toast(page, 'Login successful'))).toContain(`Welcome back, ${username}!`);
    // The welcome took the place of the refusal instead of waiting under it.
    expect(await toast(page, 'Login failed').count()).toBe(0);
    await page.waitForURL(`${baseUrl}/`);

    await banner(page).getByRole('link', { name: 'My Account' }).click();
    await page.waitForURL('**/account');
    const profile = page.getByRole('region', { name: 'Profile' });
    const profileText = await textOf(profile);
    expect(profileText).toContain('Erin Example');
    expect(profileText).toContain(email);
    expect(profileText).toContain('0 tokens available');
    await saveScreenshot(page, 'accounts-account-1280');
    await context.close();
  });

  it('creates an account with a Google sign-in through the Auth emulator', async () => {
    const { context, page } = await newPage(browser);
    const local = uniqueUsername('google');
    const email = `${local}@gmail.example`;
    // The emulator accepts an unsigned Google ID token written as JSON; Google itself is offline here.
    const fakeIdToken = JSON.stringify({ sub: `sub-${local}`, email, email_verified: true, name: 'Gina Google' });

    await page.goto(`/auth?emulatorGoogleIdToken=${encodeURIComponent(fakeIdToken)}`);

    expect(await textOf(toast(page, 'Google Login Successful'))).toContain('Welcome, Gina Google!');
    await page.waitForURL(`${baseUrl}/`);
    await headerBalance(page, '0 tokens').waitFor();

    const me = await context.request.get(`${baseUrl}/api/user`);
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email, fullName: 'Gina Google', tokenBalance: 0 });

    await page.goto('/account');
    const profileText = await textOf(page.getByRole('region', { name: 'Profile' }));
    expect(profileText).toContain('Gina Google');
    expect(profileText).toContain(email);
    await context.close();
  });

  it.each(['desktop', 'mobile'] as const)('shows on %s where the keyboard focus is, in teal', async (viewport) => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/auth');
    const username = page.getByLabel('Username');
    await username.waitFor();
    // Keyboard focus, as :focus-visible needs: from the tab above the form to its first field.
    await page.getByRole('tab', { name: 'Login' }).focus();
    while (!(await username.evaluate((field) => field === document.activeElement))) await page.keyboard.press('Tab');
    const ring = await username.evaluate((field) => {
      const style = getComputedStyle(field);
      return { outline: style.outlineColor, width: style.outlineWidth, border: style.borderTopColor };
    });
    expect(ring).toEqual({ outline: 'rgb(13, 148, 136)', width: '2px', border: 'rgb(13, 148, 136)' });
    await saveScreenshot(page, `accounts-focus-ring-${viewport === 'desktop' ? 1280 : 390}`, { fullPage: false });
    await context.close();
  });

  it.each(['desktop', 'mobile'] as const)(
    'signs in on %s with the Google button as a test account the Auth emulator stands in for (offline)',
    async (viewport) => {
      const { context, page } = await newPage(browser, viewport);
      const email = `${uniqueUsername('button')}@gmail.example`;
      await page.goto('/auth');
      await page.getByRole('button', { name: 'Sign in with Google' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign in with a test Google account' });
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Name').fill('Button Google');
      await saveScreenshot(page, `google-emulator-account-${viewport === 'desktop' ? 1280 : 390}`, { fullPage: false });
      await dialog.getByRole('button', { name: 'Sign in' }).click();

      expect(await textOf(toast(page, 'Google Login Successful'))).toContain('Welcome, Button Google!');
      await page.waitForURL(`${baseUrl}/`);
      const me = await context.request.get(`${baseUrl}/api/user`);
      expect(await me.json()).toMatchObject({ email, fullName: 'Button Google' });
      await context.close();
    },
  );

  it('answers a Google callback whose access token nobody issued with Authentication Failed, and goes to /auth', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/auth/google-callback#access_token=ya29.not-a-real-access-token&token_type=Bearer');
    expect(await textOf(toast(page, 'Authentication Failed'))).toContain(
      'Google sign-in could not be verified. Please try again.',
    );
    await page.waitForURL('**/auth');
    expect((await context.request.get(`${baseUrl}/api/user`)).status()).toBe(401);
    await context.close();
  });

  it('works the small-screen panel at 390 px: balance badge, links, the user, Log out', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    const username = uniqueUsername('phone');
    const email = `${username}@example.com`;
    const registered = await context.request.post(`${baseUrl}/api/register`, {
      data: { username, email, password: PASSWORD },
    });
    expect(registered.status()).toBe(201);

    await page.goto('/help');
    await headerBalance(page, '0 tokens').waitFor();
    expect(await banner(page).getByRole('button', { name: 'Account menu' }).isVisible()).toBe(false);
    await banner(page).getByRole('button', { name: 'Open menu' }).click();

    const panel = page.getByRole('dialog', { name: 'Menu' });
    await panel.waitFor();
    expect(await panel.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(await panel.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/account');
    expect(await panel.getByRole('link', { name: 'Buy Tokens 0 tokens' }).getAttribute('href')).toBe(
      '/account?tab=tokens',
    );
    expect(await textOf(panel)).toContain(email);
    // The panel slides in; the screenshot waits for it to settle.
    await panel.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    await saveScreenshot(page, 'accounts-drawer-390');

    await panel.getByRole('button', { name: 'Log out' }).click();
    await toast(page, 'Logged out').waitFor();
    await page.waitForURL('**/auth');
    await banner(page).getByRole('link', { name: 'Sign In' }).waitFor();
    expect((await context.request.get(`${baseUrl}/api/user`)).status()).toBe(401);

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectWrongPasswordShown(page, 'accounts-login-error-390');
    const toastTop = (await toast(page, 'Login failed').boundingBox())?.y ?? Infinity;
    expect(toastTop).toBeLessThan(100);
    await context.close();
  });
});
