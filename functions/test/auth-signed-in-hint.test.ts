import { SIGNED_IN_HINT_COOKIE } from '@roomremix/contracts/constants';
import { describe, expect, it } from 'vitest';
import { apiClient, cookieAttributes, sessionSetCookie } from './support/api-client';
import { newRegistration, PASSWORD, register, signUp } from './support/accounts';
import { newGoogleAccount, signInWithGoogleAtEmulator } from './support/auth-emulator';
import { useTestApp } from './support/test-app';

const app = useTestApp();

/** The response's Set-Cookie line for the signed-in hint, if any. */
function hintSetCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

/** Asserts the hint is set to 1, readable by scripts, with the session cookie's attributes and lifetime. */
function expectHintSetBesideSession(response: Response): void {
  const hint = hintSetCookie(response);
  expect(hint).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1;`));
  const { httponly: _httpOnly, ...sessionAttributes } = cookieAttributes(sessionSetCookie(response));
  expect(cookieAttributes(hint)).toEqual(sessionAttributes);
  expect(cookieAttributes(hint)).not.toHaveProperty('httponly');
  expect(cookieAttributes(hint)).toMatchObject({ path: '/', samesite: 'Lax', 'max-age': '1209600' });
}

/** Asserts the response clears the hint (empty value, expired). */
function expectHintCleared(response: Response): void {
  const cleared = hintSetCookie(response);
  expect(cleared).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=;`));
  expect(cookieAttributes(cleared)).toMatchObject({ path: '/' });
  expect(Date.parse(cookieAttributes(cleared).expires ?? '')).toBeLessThan(Date.now());
}

describe(`the ${SIGNED_IN_HINT_COOKIE} cookie`, () => {
  it('is set at registration, readable by scripts, with the attributes and 14 days of __session', async () => {
    const client = apiClient(app);
    const response = await client.post('/api/register', newRegistration());
    expect(response.status).toBe(201);
    expectHintSetBesideSession(response);
  });

  it('is set at login', async () => {
    const user = await register(apiClient(app));
    const response = await apiClient(app).post('/api/login', { username: user.username, password: PASSWORD });
    expect(response.status).toBe(200);
    expectHintSetBesideSession(response);
  });

  it('is set at Google sign-in', async () => {
    const { idToken } = await signInWithGoogleAtEmulator(newGoogleAccount());
    const response = await apiClient(app).post('/api/auth/google', {}, { Authorization: `Bearer ${idToken}` });
    expect(response.status).toBe(200);
    expectHintSetBesideSession(response);
  });

  it('is cleared at logout, with __session', async () => {
    const { client } = await signUp(app);
    const response = await client.post('/api/logout');
    expect(response.status).toBe(204);
    expectHintCleared(response);
    expect(sessionSetCookie(response)).toMatch(/^__session=;/);
  });

  it('is cleared by a 401: no session, a revoked one, and a failed login', async () => {
    expectHintCleared(await apiClient(app).get('/api/user'));

    const { client, user } = await signUp(app);
    const revoked = client.sessionCookie;
    await client.post('/api/logout');
    const stale = await apiClient(app).get('/api/user', { Cookie: `__session=${revoked}` });
    expect(stale.status).toBe(401);
    expectHintCleared(stale);

    const failed = await apiClient(app).post('/api/login', { username: user.username, password: 'wrong-horse' });
    expect(failed.status).toBe(401);
    expectHintCleared(failed);
  });

  it('is left alone by a failed login from a browser whose session is valid (a login form left open in a tab)', async () => {
    const { client, user } = await signUp(app);
    const failed = await client.post('/api/login', { username: user.username, password: 'wrong-horse' });
    expect(failed.status).toBe(401);
    expect(hintSetCookie(failed)).toBeUndefined();
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('is left alone by answers to a signed-in user', async () => {
    const { client } = await signUp(app);
    const response = await client.get('/api/user');
    expect(response.status).toBe(200);
    expect(hintSetCookie(response)).toBeUndefined();
  });
});
