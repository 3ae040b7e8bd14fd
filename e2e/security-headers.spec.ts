import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './support/browser';
import { roomPhoto } from './support/room-photo';

/**
 * The HTML carries the security headers of firebase.json, and the app breaks none of its Content-Security-Policy on
 * any page: every route for a visitor (a live share's page too, which the api function answers through a Hosting
 * rewrite), the studio and account tabs for the demo user, and a Google sign-in through the Auth emulator (whose
 * origin the local stack adds to the policy). Payments are off locally, so the Buy button shows the Configuration
 * Error instead of Stripe's dialog.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface PolicyBreaches {
  /** `securitypolicyviolation` events and the console's CSP and Permissions-Policy complaints, as lines. */
  lines: string[];
}

/** A context that records every breach of the page's policies, on every page and navigation it loads. */
async function watchedPage(): Promise<{ context: BrowserContext; page: Page; breaches: PolicyBreaches }> {
  const { context, page } = await newPage(browser);
  const breaches: PolicyBreaches = { lines: [] };
  await context.exposeBinding('reportPolicyViolation', (_source, line: string) => breaches.lines.push(line));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (line: string) => void }).reportPolicyViolation;
      void report(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy|Permissions.Policy|Refused to/i.test(message.text()))
      breaches.lines.push(`console: ${message.text()}`);
  });
  return { context, page, breaches };
}

/** The headers every HTML response must carry. */
function expectSecurityHeaders(response: Response | null, path: string): void {
  expect(response, path).not.toBeNull();
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, `${path}: Content-Security-Policy`).toContain("frame-ancestors 'none'");
  expect(csp, `${path}: Content-Security-Policy`).toMatch(
    /script-src 'self' 'sha256-[\w+/=]+' https:\/\/js\.stripe\.com/,
  );
  expect(headers['x-content-type-options'], path).toBe('nosniff');
  expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], path).toContain('camera=()');
  expect(headers['cache-control'], path).toBe('no-cache');
}

/** Opens `path`, checks its headers and waits until the page has loaded everything it shows. */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expectSecurityHeaders(response, path);
  await page.getByRole('heading').first().waitFor();
  // Below-the-fold sections and example images load as they scroll into view.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await imagesSettled(page);
}

/** Waits until every image on the page has loaded or failed, so a blocked one has been reported. */
async function imagesSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

const VISITOR_PATHS = [
  '/',
  '/auth',
  '/terms-of-service',
  '/privacy-policy',
  '/refund-policy',
  '/help',
  '/coming-soon',
  '/no-such-page',
];

/** The page of a live share of a fresh user's remix, made through the API: `/s/<token>`. */
async function liveSharePath(): Promise<string> {
  const { context, page } = await newPage(browser);
  const post = (path: string, options: Parameters<Page['request']['post']>[1] = {}) =>
    page.request.post(path, { ...options, headers: { Origin: baseUrl, ...options.headers } });
  const username = `csp_share_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const registered = await post('/api/register', {
    data: { username, password: 'correct-horse-1', email: `${username}@example.com` },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  expect((await post('/api/tokens/free')).status()).toBe(200);

  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#a07050', noise: { type: 'gaussian', sigma: 30 } },
  })
    .png()
    .toBuffer();
  const submitted = await post('/api/process', {
    headers: { 'Idempotency-Key': randomBytes(8).toString('hex') },
    multipart: { baseImage: { name: 'room.png', mimeType: 'image/png', buffer: photo }, roomStyle: 'modern' },
  });
  expect(submitted.status(), await submitted.text()).toBe(202);
  const { job } = (await submitted.json()) as { job: { id: string } };
  let resultId = '';
  await expect
    .poll(
      async () => {
        const polled = (await (await page.request.get(`/api/jobs/${job.id}`)).json()) as {
          status: string;
          results: { id: string }[];
        };
        resultId = polled.results[0]?.id ?? '';
        return polled.status;
      },
      { timeout: 90_000, interval: 1000 },
    )
    .toBe('succeeded');

  const shared = await post(`/api/results/${encodeURIComponent(resultId)}/shares`);
  expect(shared.status(), await shared.text()).toBe(201);
  const { url } = (await shared.json()) as { url: string };
  await context.close();
  return new URL(url).pathname;
}

describe('security headers and the Content-Security-Policy', () => {
  it('serve hashed assets immutable and leave the API its own caching and policy', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${baseUrl}${script}`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');

    const api = await fetch(`${baseUrl}/api/config`);
    expect(api.status).toBe(200);
    expect(api.headers.get('cache-control')).not.toBe('no-cache');
    expect(api.headers.get('content-security-policy') ?? '').not.toContain("frame-ancestors 'none'");
  });

  it('is enforced: a resource from an origin it does not list is blocked and reported', async () => {
    const { context, page, breaches } = await watchedPage();
    await visit(page, '/');
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'https://untrusted.example/pixel.png';
      document.body.append(image);
    });
    await expect.poll(() => breaches.lines.join('\n')).toContain('img-src blocked https://untrusted.example/pixel.png');
    await context.close();
  });

  it("holds on every page a visitor can open, a live share's page included", async () => {
    const sharePath = await liveSharePath();
    const { context, page, breaches } = await watchedPage();
    for (const path of [...VISITOR_PATHS, sharePath]) await visit(page, path);
    expect(breaches.lines).toEqual([]);
    await context.close();
  }, 120_000);

  it('holds for the demo user in the studio and on every account tab, buying included', async () => {
    const { context, page, breaches } = await watchedPage();
    await visit(page, '/auth');
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${baseUrl}/`);

    await visit(page, '/app');
    const photo = await roomPhoto({ width: 64, height: 48 });
    await page
      .getByTestId('Base image input')
      .setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: photo });
    // The preview is a blob: URL of the picked file.
    await page.locator('img[src^="blob:"]').first().waitFor();

    for (const tab of ['tokens', 'history', 'results']) await visit(page, `/account?tab=${tab}`);
    await visit(page, '/account?tab=tokens');
    await page.getByRole('button', { name: /^Basic/ }).click();
    await page.getByRole('button', { name: /^Purchase for/ }).click();
    await page.getByRole('alert').filter({ hasText: 'Configuration Error' }).waitFor();

    expect(breaches.lines).toEqual([]);
    await context.close();
  });

  it('holds through a Google sign-in with the Auth emulator', async () => {
    const { context, page, breaches } = await watchedPage();
    const local = `csp_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
    const fakeIdToken = JSON.stringify({
      sub: `sub-${local}`,
      email: `${local}@gmail.example`,
      email_verified: true,
      name: 'Cass Policy',
    });
    const response = await page.goto(`/auth?emulatorGoogleIdToken=${encodeURIComponent(fakeIdToken)}`);
    expectSecurityHeaders(response, '/auth');
    await page.getByRole('status', { name: 'Google Login Successful' }).waitFor();
    await page.waitForURL(`${baseUrl}/`);
    await imagesSettled(page);

    expect(breaches.lines).toEqual([]);
    await context.close();
  });
});
