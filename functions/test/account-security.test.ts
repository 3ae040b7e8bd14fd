import { setTimeout as sleep } from 'node:timers/promises';
import { PASSWORD_MESSAGES } from '@roomremix/contracts/messages';
import { describe, expect, it } from 'vitest';
import { collections } from '../src/adapters/firestore/collections';
import { sessionIdOf } from '../src/services/accounts/sessions';
import { type ApiClient, apiClient, sessionSetCookie, uniqueEmail } from './support/api-client';
import { PASSWORD, readPublicUser, signUp } from './support/accounts';
import { expectRefusedWithoutSession, fieldRefusal, NOT_SIGNED_IN } from './support/api-errors';
import {
  authUserById,
  newGoogleAccount,
  passwordResetCodesOf,
  signInWithGoogleAtEmulator,
  signInWithPasswordAtEmulator,
} from './support/auth-emulator';
import { type TestApp, useTestApp } from './support/test-app';

const NEW_PASSWORD = 'battery-staple';
const GOOGLE_ONLY = { message: PASSWORD_MESSAGES.googleOnlyAccount, code: 'bad_request' };
const RESET_LINK_INVALID = { message: PASSWORD_MESSAGES.resetLinkInvalid, code: 'bad_request' };

const app = useTestApp();
const limitedApp = useTestApp({
  rateLimits: {
    passwordResetPerEmail: { maxAttempts: 2, windowMs: 60_000 },
    passwordResetPerAddress: { maxAttempts: 3, windowMs: 60_000 },
    passwordChangePerUser: { maxAttempts: 2, windowMs: 60_000 },
  },
});

/** When Firebase's part of a `__session` value says its sign-in happened, in seconds. */
function authTimeOf(cookie: string | undefined): number {
  const payload = (cookie ?? '').split('.')[2] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { auth_time: number }).auth_time;
}

/**
 * Two more browsers of the user, both signed in within one second of Firebase's clock (the case Firebase's own
 * revocation, kept in whole seconds, cannot tell apart); retried when a slow login crossed a second's turn.
 */
async function twoSessionsInOneSecond(target: TestApp, username: string): Promise<[ApiClient, ApiClient]> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await sleep(1000 - (Date.now() % 1000) + 20);
    const browsers: [ApiClient, ApiClient] = [apiClient(target), apiClient(target)];
    const answers = await Promise.all(browsers.map((b) => b.post('/api/login', { username, password: PASSWORD })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    if (authTimeOf(browsers[0].sessionCookie) === authTimeOf(browsers[1].sessionCookie)) return browsers;
  }
  throw new Error('Could not sign in twice within one second');
}

async function expectSignedIn(client: ApiClient, uid: string): Promise<void> {
  const response = await client.get('/api/user');
  expect(response.status).toBe(200);
  expect((await readPublicUser(response)).id).toBe(uid);
}

async function expectSignedOut(client: ApiClient): Promise<void> {
  const response = await client.get('/api/user');
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual(NOT_SIGNED_IN);
}

async function sessionRecordsOf(target: TestApp, uid: string): Promise<number> {
  return (await collections.sessions(target.db).where('userId', '==', uid).get()).size;
}

/** A user signed in with Google only (no password), with a session of their own. */
async function googleOnlyUser(target: TestApp): Promise<{ client: ApiClient; uid: string; email: string }> {
  const google = newGoogleAccount();
  const { idToken, uid } = await signInWithGoogleAtEmulator(google);
  const client = apiClient(target);
  expect((await client.post('/api/auth/google', {}, { Authorization: `Bearer ${idToken}` })).status).toBe(200);
  return { client, uid, email: google.email ?? '' };
}

describe('session records', () => {
  it('when a user signs in, then a record of that session is kept, holding no part of the cookie, for 14 days', async () => {
    const { client, user } = await signUp(app);
    const id = sessionIdOf(client.sessionCookie ?? '');
    const record = (
      await collections
        .sessions(app.db)
        .doc(id ?? '-')
        .get()
    ).data();
    expect(record?.userId).toBe(user.id);
    expect((record?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(14 * 24 * 3600_000 - 60_000);
    expect(JSON.stringify(record)).not.toContain(client.sessionCookie?.split('.')[0]);
  });

  it('when a Firebase session cookie has no record (made before records), then it is signed out', async () => {
    const { user } = await signUp(app);
    const idToken = await signInWithPasswordAtEmulator(user.email ?? '', PASSWORD);
    const legacyCookie = await app.identity.createSessionCookie(idToken, 3600_000);
    await expectRefusedWithoutSession(
      await apiClient(app).get('/api/user', { Cookie: `__session=${legacyCookie}` }),
      401,
      NOT_SIGNED_IN,
    );
  });

  it("when a cookie's session key is swapped for another user's, then it is signed out", async () => {
    const { client: alice } = await signUp(app);
    const { client: bob } = await signUp(app);
    const [aliceKey] = (alice.sessionCookie ?? '').split('.');
    const bobFirebaseCookie = (bob.sessionCookie ?? '').split('.').slice(1).join('.');
    const forged = await apiClient(app).get('/api/user', { Cookie: `__session=${aliceKey}.${bobFirebaseCookie}` });
    expect(forged.status).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('when one of two browsers signed in within the same second logs out, then only that one is signed out', async () => {
    const { user } = await signUp(app);
    const [laptop, phone] = await twoSessionsInOneSecond(app, user.username);
    const laptopCookie = laptop.sessionCookie;

    expect((await laptop.post('/api/logout')).status).toBe(204);
    await expectSignedOut(withCookie(app, laptopCookie));
    await expectSignedIn(phone, user.id);
  });
});

/** A client that sends the given `__session` value. */
function withCookie(target: TestApp, cookie: string | undefined): ApiClient {
  const client = apiClient(target);
  client.sessionCookie = cookie;
  return client;
}

describe('POST /api/sessions/revoke-all', () => {
  it('when asked, then every session of the user ends, two made in the same second included, and a new login works', async () => {
    const { client: first, user } = await signUp(app);
    const [laptop, phone] = await twoSessionsInOneSecond(app, user.username);
    const { client: someoneElse, user: other } = await signUp(app);
    const laptopCookie = laptop.sessionCookie;

    const response = await laptop.post('/api/sessions/revoke-all');
    expect(response.status).toBe(204);
    expect(sessionSetCookie(response)).toMatch(/^__session=;/);
    for (const browser of [withCookie(app, laptopCookie), phone, first]) await expectSignedOut(browser);
    expect(await sessionRecordsOf(app, user.id)).toBe(0);
    await expectSignedIn(someoneElse, other.id);

    const again = apiClient(app);
    expect((await again.post('/api/login', { username: user.username, password: PASSWORD })).status).toBe(200);
    await expectSignedIn(again, user.id);
  });

  it('when nobody is signed in, then it answers 401', async () => {
    await expectRefusedWithoutSession(await apiClient(app).post('/api/sessions/revoke-all'), 401, NOT_SIGNED_IN);
  });
});

describe('POST /api/account/password', () => {
  it('when the current password is right, then it changes, this browser stays signed in and the others end', async () => {
    const { client, user } = await signUp(app);
    const [laptop, phone] = await twoSessionsInOneSecond(app, user.username);

    const response = await laptop.post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(204);
    expect(sessionSetCookie(response)).toMatch(/^__session=[\w.-]+;/);
    await expectSignedIn(laptop, user.id);
    await expectSignedOut(phone);
    await expectSignedOut(client);
    expect(await sessionRecordsOf(app, user.id)).toBe(1);

    expect((await apiClient(app).post('/api/login', { username: user.username, password: PASSWORD })).status).toBe(401);
    const login = await apiClient(app).post('/api/login', { username: user.username, password: NEW_PASSWORD });
    expect(login.status).toBe(200);
  });

  it('when the current password is wrong, then 400 names the currentPassword field and nothing changes', async () => {
    const { client, user } = await signUp(app);
    const other = apiClient(app);
    expect((await other.post('/api/login', { username: user.username, password: PASSWORD })).status).toBe(200);

    const response = await client.post('/api/account/password', {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(fieldRefusal('currentPassword', PASSWORD_MESSAGES.wrongCurrentPassword));
    await expectSignedIn(client, user.id);
    await expectSignedIn(other, user.id);
    expect((await apiClient(app).post('/api/login', { username: user.username, password: PASSWORD })).status).toBe(200);
  });

  it('when the new password breaks the register rules, then 400 names the newPassword field', async () => {
    const { client } = await signUp(app);
    const response = await client.post('/api/account/password', { currentPassword: PASSWORD, newPassword: 'short' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation_failed',
      issues: [{ path: 'newPassword', message: 'Password must be at least 6 characters' }],
    });
  });

  it('when nobody is signed in, then it answers 401', async () => {
    const response = await apiClient(app).post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    await expectRefusedWithoutSession(response, 401, NOT_SIGNED_IN);
  });

  it('when the account signs in only with Google, then 400 says to use Google', async () => {
    const { client, uid } = await googleOnlyUser(app);
    const response = await client.post('/api/account/password', {
      currentPassword: 'anything',
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(GOOGLE_ONLY);
    await expectSignedIn(client, uid);
  });

  it('when the current password was wrong too often, then 429 until the window ends, even with the right one', async () => {
    const { client } = await signUp(limitedApp);
    const wrong = { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD };
    expect((await client.post('/api/account/password', wrong)).status).toBe(400);
    expect((await client.post('/api/account/password', wrong)).status).toBe(400);
    const limited = await client.post('/api/account/password', { ...wrong, currentPassword: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.json()).toEqual({
      message: 'Too many attempts. Try again in 1 minute.',
      code: 'rate_limited',
    });
  });
});

describe('POST /api/password-reset', () => {
  it('when the e-mail has an account, then 202 and Firebase Auth sends a reset link that continues to /auth', async () => {
    const { user } = await signUp(app);
    const response = await apiClient(app).post('/api/password-reset', { email: user.email?.toUpperCase() });
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('');

    const [code, ...more] = await passwordResetCodesOf(user.email ?? '');
    expect(more).toEqual([]);
    const link = new URL(code?.oobLink ?? '');
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    expect(link.searchParams.get('oobCode')).toBe(code?.oobCode);
    expect(link.searchParams.get('continueUrl')).toBe(`${app.config.allowedOrigins[0]}/auth`);
  });

  it('when the e-mail has no account, then the same 202 and nothing is sent', async () => {
    const email = uniqueEmail('nobody');
    const response = await apiClient(app).post('/api/password-reset', { email });
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('');
    expect(await passwordResetCodesOf(email)).toEqual([]);
  });

  it('when the e-mail is not one, then 400 names the email field', async () => {
    const response = await apiClient(app).post('/api/password-reset', { email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(fieldRefusal('email', 'Please enter a valid email address'));
  });

  it('when one e-mail was asked for too often, then 429, for it and any caller, whether it has an account or not', async () => {
    const { user } = await signUp(limitedApp);
    for (const email of [user.email ?? '', uniqueEmail('nobody')]) {
      expect((await apiClient(limitedApp).post('/api/password-reset', { email })).status).toBe(202);
      expect((await apiClient(limitedApp).post('/api/password-reset', { email })).status).toBe(202);
      const limited = await apiClient(limitedApp).post('/api/password-reset', { email });
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({
        message: 'Too many attempts. Try again in 1 minute.',
        code: 'rate_limited',
      });
    }
    expect(await passwordResetCodesOf(user.email ?? '')).toHaveLength(2);
  });

  it('when one address asked too often, then 429 for any further e-mail from it', async () => {
    const caller = apiClient(limitedApp);
    for (let request = 0; request < 3; request += 1) {
      expect((await caller.post('/api/password-reset', { email: uniqueEmail('nobody') })).status).toBe(202);
    }
    expect((await caller.post('/api/password-reset', { email: uniqueEmail('nobody') })).status).toBe(429);
    expect((await apiClient(limitedApp).post('/api/password-reset', { email: uniqueEmail() })).status).toBe(202);
  });
});

describe('POST /api/password-reset/confirm', () => {
  async function resetCodeOf(email: string): Promise<string> {
    expect((await apiClient(app).post('/api/password-reset', { email })).status).toBe(202);
    const codes = await passwordResetCodesOf(email);
    return codes.at(-1)?.oobCode ?? '';
  }

  it('when the code is fresh, then the password is set, every earlier session ends and this browser is signed in', async () => {
    const { client: earlier, user } = await signUp(app);
    const oobCode = await resetCodeOf(user.email ?? '');

    const browser = apiClient(app);
    const response = await browser.post('/api/password-reset/confirm', { oobCode, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().some((line) => line.startsWith('rr_signed_in=1'))).toBe(true);
    await expectSignedIn(browser, user.id);
    await expectSignedOut(earlier);
    expect(await sessionRecordsOf(app, user.id)).toBe(1);

    expect((await apiClient(app).post('/api/login', { username: user.username, password: PASSWORD })).status).toBe(401);
    const login = await apiClient(app).post('/api/login', { username: user.username, password: NEW_PASSWORD });
    expect(login.status).toBe(200);

    const reused = await apiClient(app).post('/api/password-reset/confirm', { oobCode, newPassword: 'third-password' });
    await expectRefusedWithoutSession(reused, 400, RESET_LINK_INVALID);
  });

  it('when the code is unknown, then 400 with the message the page shows', async () => {
    const response = await apiClient(app).post('/api/password-reset/confirm', {
      oobCode: 'no-such-code',
      newPassword: NEW_PASSWORD,
    });
    await expectRefusedWithoutSession(response, 400, RESET_LINK_INVALID);
  });

  it('when the new password breaks the register rules, then 400 names newPassword and the code still works', async () => {
    const { user } = await signUp(app);
    const oobCode = await resetCodeOf(user.email ?? '');
    const refused = await apiClient(app).post('/api/password-reset/confirm', { oobCode, newPassword: 'short' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ issues: [{ path: 'newPassword' }] });
    const accepted = await apiClient(app).post('/api/password-reset/confirm', { oobCode, newPassword: NEW_PASSWORD });
    expect(accepted.status).toBe(204);
  });

  it('when the account signs in only with Google, then 400 says to use Google, and Google stays its sign-in', async () => {
    const { client, uid, email } = await googleOnlyUser(app);
    const oobCode = await resetCodeOf(email);
    expect(oobCode).not.toBe('');

    const response = await apiClient(app).post('/api/password-reset/confirm', { oobCode, newPassword: NEW_PASSWORD });
    await expectRefusedWithoutSession(response, 400, GOOGLE_ONLY);
    const providers = (await authUserById(uid))?.providerData.map((provider) => provider.providerId);
    expect(providers).toEqual(['google.com']);
    await expectSignedIn(client, uid);
  });
});
