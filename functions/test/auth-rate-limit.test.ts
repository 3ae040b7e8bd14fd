import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, sessionSetCookie, uniqueUsername } from './support/api-client';
import { newRegistration, PASSWORD, register, usernameOwner } from './support/accounts';
import { expectRefusedWithoutSession } from './support/api-errors';
import { authUserByEmail } from './support/auth-emulator';
import { DEFAULT_RATE_LIMITS } from '../src/domain/rate-limit';
import { useTestApp } from './support/test-app';

const LIMIT = 10;
/** Long enough for ten failed logins to land inside one window, short enough to wait out in a test. */
const SHORT_WINDOW_MS = 5_000;

const shortPolicy = { maxAttempts: LIMIT, windowMs: SHORT_WINDOW_MS };
const app = useTestApp();
const shortWindowApp = useTestApp({
  rateLimits: { loginPerAccountAddress: shortPolicy, loginPerAddress: shortPolicy, register: shortPolicy },
});

function expectRateLimited(response: Response, message: string): Promise<void> {
  return expectRefusedWithoutSession(response, 429, { message, code: 'rate_limited' });
}

/** Logs in as `username` with a wrong password `LIMIT` times from the client, each answered 401. */
async function failLoginsUpToTheLimit(client: ApiClient, username: string): Promise<void> {
  for (let attempt = 0; attempt < LIMIT; attempt += 1) {
    expect((await client.post('/api/login', { username, password: 'wrong-password' })).status).toBe(401);
  }
}

describe('login rate limit', () => {
  it('never lets failures from other addresses stop the owner: the right password still gets in', async () => {
    const owner = await register(apiClient(app));
    for (let attempt = 0; attempt < 2 * LIMIT; attempt += 1) {
      // A new client (new address) each time: only an account-wide counter could add these up.
      const response = await apiClient(app).post('/api/login', {
        username: owner.username,
        password: 'wrong-password',
      });
      expect(response.status).toBe(401);
    }

    const response = await apiClient(app).post('/api/login', { username: owner.username, password: PASSWORD });
    expect(response.status).toBe(200);
    expect(sessionSetCookie(response)).toBeDefined();
  });

  it('stops one address guessing one account at the 11th attempt for 15 minutes, even with the right password', async () => {
    const guesser = apiClient(app);
    const user = await register(apiClient(app));
    await failLoginsUpToTheLimit(guesser, user.username);

    const response = await guesser.post('/api/login', { username: user.username, password: PASSWORD });
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(15 * 60 - 30);
    expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    await expectRateLimited(response, 'Too many attempts. Try again in 15 minutes.');
    // The owner, from their own address, is not affected.
    expect((await apiClient(app).post('/api/login', { username: user.username, password: PASSWORD })).status).toBe(200);
  });

  it('counts e-mail and username logins of one account from one address together', async () => {
    const guesser = apiClient(app);
    const user = await register(apiClient(app));
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      const loginName = attempt % 2 === 0 ? user.username : (user.email ?? '');
      expect((await guesser.post('/api/login', { username: loginName, password: 'wrong-password' })).status).toBe(401);
    }
    const response = await guesser.post('/api/login', { username: user.email, password: PASSWORD });
    await expectRateLimited(response, 'Too many attempts. Try again in 15 minutes.');
  });

  it(`stops one address after ${DEFAULT_RATE_LIMITS.loginPerAddress.maxAttempts} failures over any accounts`, async () => {
    const sprayer = apiClient(app);
    for (let attempt = 0; attempt < DEFAULT_RATE_LIMITS.loginPerAddress.maxAttempts; attempt += 1) {
      const response = await sprayer.post('/api/login', { username: uniqueUsername('ghost'), password: PASSWORD });
      expect(response.status).toBe(401);
    }
    const user = await register(apiClient(app));
    await expectRateLimited(
      await sprayer.post('/api/login', { username: user.username, password: PASSWORD }),
      'Too many attempts. Try again in 15 minutes.',
    );
    // Another address still gets in: the account itself is not blocked.
    expect((await apiClient(app).post('/api/login', { username: user.username, password: PASSWORD })).status).toBe(200);
  });

  it('does not count successful logins', async () => {
    const client = apiClient(app);
    const user = await register(apiClient(app));
    for (let attempt = 0; attempt <= LIMIT; attempt += 1) {
      expect((await client.post('/api/login', { username: user.username, password: PASSWORD })).status).toBe(200);
    }
  });

  it('lets the right password in again once the window has passed (no permanent lockout)', async () => {
    const client = apiClient(shortWindowApp);
    const user = await register(apiClient(shortWindowApp));
    await failLoginsUpToTheLimit(client, user.username);
    await expectRateLimited(
      await client.post('/api/login', { username: user.username, password: PASSWORD }),
      'Too many attempts. Try again in 1 minute.',
    );

    await sleep(SHORT_WINDOW_MS);
    const response = await client.post('/api/login', { username: user.username, password: PASSWORD });
    expect(response.status).toBe(200);
    expect(sessionSetCookie(response)).toBeDefined();
  });
});

describe('register rate limit', () => {
  it('refuses the 11th failed registration from one IP within 15 minutes, and creates nothing', async () => {
    const client = apiClient(app);
    const taken = await register(apiClient(app));
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      expect((await client.post('/api/register', newRegistration({ username: taken.username }))).status).toBe(409);
    }

    const fresh = newRegistration();
    await expectRateLimited(await client.post('/api/register', fresh), 'Too many attempts. Try again in 15 minutes.');
    expect(await usernameOwner(app, fresh.username)).toBeUndefined();
    expect(await authUserByEmail(fresh.email)).toBeNull();
  });

  it('refuses the 11th failed registration of one username, from any IP', async () => {
    const taken = await register(apiClient(app));
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      expect((await apiClient(app).post('/api/register', newRegistration({ username: taken.username }))).status).toBe(
        409,
      );
    }
    await expectRateLimited(
      await apiClient(app).post('/api/register', newRegistration({ username: taken.username })),
      'Too many attempts. Try again in 15 minutes.',
    );
  });
});
