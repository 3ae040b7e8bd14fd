import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './support/browser';
import { saveScreenshot } from './support/screenshots';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the app shell on the whole local stack', () => {
  it('serves the landing page at / to a visitor', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Remake Your Space With a Click' }).waitFor();
    await saveScreenshot(page, 'landing-1280');
    expect(await page.getByRole('link', { name: 'Sign In' }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('shows "404 Page Not Found" for an unknown path', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await page.getByText('404 Page Not Found').waitFor();
    await context.close();
  });

  it('sends a visitor who opens /account to /auth', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/account');
    await page.waitForURL('**/auth');
    expect(new URL(page.url()).pathname).toBe('/auth');
    await context.close();
  });

  it('answers GET /api/health through the Hosting rewrite, never cached', async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(await response.json()).toEqual({ status: 'ok', firestore: 'reachable' });
  });

  it('answers an unknown API route with a JSON 404, not the SPA', async () => {
    const response = await fetch(`${baseUrl}/api/no-such-route`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });
});
