import { describe, expect, it } from 'vitest';
import { apiClient, sessionSetCookie, uniqueUsername } from './support/api-client';
import { PASSWORD, readPublicUser, register } from './support/accounts';
import { expectRefusedWithoutSession, fieldRefusal } from './support/api-errors';
import { useTestApp } from './support/test-app';

// The form shows the refusal at the password field; the body does not say which of the two was wrong.
const INVALID_CREDENTIALS = fieldRefusal('password', 'Invalid username or password', 'unauthenticated');

const app = useTestApp();

describe('POST /api/login', () => {
  it.each([
    ['its username', (user: { username: string }) => user.username],
    ['its username in another case', (user: { username: string }) => user.username.toUpperCase()],
    ['its e-mail', (user: { email: string | null }) => user.email ?? ''],
    [
      'its e-mail in upper case, padded with spaces',
      (user: { email: string | null }) => `  ${(user.email ?? '').toUpperCase()} `,
    ],
  ])('signs an account in by %s', async (_case, loginName) => {
    const user = await register(apiClient(app), { username: uniqueUsername('Login') });
    const client = apiClient(app);
    const response = await client.post('/api/login', { username: loginName(user), password: PASSWORD });

    expect(response.status).toBe(200);
    expect(sessionSetCookie(response)).toBeDefined();
    const { password: _password, ...expected } = user;
    expect(await readPublicUser(response)).toEqual(expected);
    expect(await readPublicUser(await client.get('/api/user'))).toEqual(expected);
  });

  it('answers an unknown user and a wrong password with the same 401, and sets no cookie', async () => {
    const user = await register(apiClient(app));
    const unknown = await apiClient(app).post('/api/login', { username: uniqueUsername('nobody'), password: PASSWORD });
    const unknownEmail = await apiClient(app).post('/api/login', {
      username: 'nobody@example.test',
      password: PASSWORD,
    });
    const wrong = await apiClient(app).post('/api/login', { username: user.username, password: 'wrong-password' });

    for (const response of [unknown, unknownEmail, wrong]) {
      await expectRefusedWithoutSession(response, 401, INVALID_CREDENTIALS);
    }
  });

  it.each([
    [
      'a 2-character username',
      { username: 'ab', password: PASSWORD },
      'username',
      'Username must be at least 3 characters',
    ],
    [
      'a 5-character password',
      { username: 'someone', password: '12345' },
      'password',
      'Password must be at least 6 characters',
    ],
    ['no username', { password: PASSWORD }, 'username', 'Username must be at least 3 characters'],
  ])('answers 400 for %s', async (_case, body, path, message) => {
    await expectRefusedWithoutSession(await apiClient(app).post('/api/login', body), 400, fieldRefusal(path, message));
  });

  it('answers 400 with the field messages when there is no body at all', async () => {
    const response = await apiClient(app).post('/api/login');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Username must be at least 3 characters',
      code: 'validation_failed',
      issues: [
        { path: 'username', message: 'Username must be at least 3 characters' },
        { path: 'password', message: 'Password must be at least 6 characters' },
      ],
    });
  });
});
