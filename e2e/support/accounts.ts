import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';

/** POSTs JSON (or nothing) with the page's cookies and our Origin, as the app's own calls are sent. */
export function postJson(page: Page, path: string, data?: object) {
  return page.request.post(path, { headers: { Origin: baseUrl }, ...(data ? { data } : {}) });
}

/** The header's balance as shown at the page's width: the pill on wide screens, the compact badge below md. */
export function headerBalance(page: Page, text: string): Locator {
  return page.getByRole('banner').getByText(text, { exact: true }).filter({ visible: true });
}

/** Signs the page's context in (the browser then has the session cookie). */
export async function signInAs(page: Page, username: string, password: string): Promise<void> {
  const response = await postJson(page, '/api/login', { username, password });
  expect(response.status(), await response.text()).toBe(200);
}

/** A username no earlier run has taken (the emulators keep their accounts between runs of one stack). */
function uniqueUsername(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

/** Registers a fresh user named `<prefix>_<unique>` in the page's context (no tokens yet); answers the username. */
export async function signUp(page: Page, prefix: string): Promise<string> {
  const username = uniqueUsername(prefix);
  const registered = await postJson(page, '/api/register', {
    username,
    password: 'correct-horse-1',
    email: `${username}@example.com`,
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return username;
}

/**
 * Registers a fresh user through the Register tab of /auth, as a person would; answers the username once the browser
 * has landed on the home page, signed in.
 */
export async function registerInTheBrowser(page: Page, prefix: string): Promise<string> {
  const username = uniqueUsername(prefix);
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill('correct-horse-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  return username;
}

/** Claims the Starter Pack for the page's signed-in user. */
export async function claimStarterPack(page: Page): Promise<void> {
  const claimed = await postJson(page, '/api/tokens/free');
  expect(claimed.status(), await claimed.text()).toBe(200);
}

/**
 * Registers a fresh user named `<prefix>_<unique>` in the page's context and claims the Starter Pack; answers the
 * username.
 */
export async function signUpWithStarterPack(page: Page, prefix: string): Promise<string> {
  const username = await signUp(page, prefix);
  await claimStarterPack(page);
  return username;
}
