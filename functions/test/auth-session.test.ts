import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { apiClient, cookieAttributes, sessionSetCookie } from './support/api-client';
import { NOT_SIGNED_IN } from './support/api-errors';
import { newRegistration, PASSWORD, readPublicUser, register, signUp, usernameOwner } from './support/accounts';
import { authUserByEmail } from './support/auth-emulator';
import { useTestApp } from './support/test-app';

const FOREIGN_ORIGIN = { message: 'Requests from this origin are not allowed', code: 'forbidden' };
const FOURTEEN_DAYS_S = 14 * 24 * 60 * 60;

const app = useTestApp();

/** POSTs a login with chosen headers, Host included (fetch cannot set it), and returns the session Set-Cookie line. */
function loginSetCookieWithHeaders(headers: Record<string, string>, body: object): Promise<string | undefined> {
  const url = new URL('/api/login', app.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' } }, (res) => {
      res.resume();
      resolve((res.headers['set-cookie'] ?? []).find((line) => line.startsWith('__session=')));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('the __session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and lasts 14 days; not Secure on a local host', async () => {
    const { user } = await signUp(app);
    const response = await apiClient(app).post('/api/login', { username: user.username, password: PASSWORD });
    const setCookie = sessionSetCookie(response);

    expect(setCookie).toMatch(/^__session=[\w.-]+;/);
    const attributes = cookieAttributes(setCookie);
    expect(attributes).toMatchObject({ 'max-age': String(FOURTEEN_DAYS_S), path: '/', httponly: '', samesite: 'Lax' });
    expect(Date.parse(attributes.expires ?? '') - Date.now()).toBeGreaterThan((FOURTEEN_DAYS_S - 60) * 1000);
    expect(attributes).not.toHaveProperty('secure');
  });

  it('is Secure when the request reaches a non-local host (production behind Hosting)', async () => {
    const user = await register(apiClient(app));
    const setCookie = await loginSetCookieWithHeaders(
      { Host: 'us-central1-roomremix.cloudfunctions.net' },
      { username: user.username, password: PASSWORD },
    );
    expect(cookieAttributes(setCookie)).toHaveProperty('secure', '');
  });

  it('stays Secure when a forged X-Forwarded-Host claims localhost', async () => {
    const user = await register(apiClient(app));
    const setCookie = await loginSetCookieWithHeaders(
      { Host: 'us-central1-roomremix.cloudfunctions.net', 'X-Forwarded-Host': 'localhost:5000' },
      { username: user.username, password: PASSWORD },
    );
    expect(cookieAttributes(setCookie)).toHaveProperty('secure', '');
  });
});

describe('GET /api/user', () => {
  it('answers the signed-in user, without internal fields', async () => {
    const client = apiClient(app);
    const { password: _password, ...user } = await register(client);
    const response = await client.get('/api/user');
    expect(response.status).toBe(200);
    expect(await readPublicUser(response)).toEqual(user);
  });

  it('answers 401 "Not signed in" without a cookie', async () => {
    const response = await apiClient(app).get('/api/user');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(NOT_SIGNED_IN);
  });

  it.each(['garbage', 'a.b.c', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'])(
    'answers 401 for a forged cookie %s',
    async (cookie) => {
      const response = await apiClient(app).get('/api/user', { Cookie: `__session=${cookie}` });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(NOT_SIGNED_IN);
    },
  );
});

describe('POST /api/logout', () => {
  it('answers 204, clears the cookie and ends the session, so the old cookie then gets 401', async () => {
    const { client } = await signUp(app);
    const oldCookie = client.sessionCookie;

    const response = await client.post('/api/logout');
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const cleared = sessionSetCookie(response);
    expect(cleared).toMatch(/^__session=;/);
    expect(cookieAttributes(cleared)).toMatchObject({ path: '/', httponly: '', samesite: 'Lax' });
    expect(Date.parse(cookieAttributes(cleared).expires ?? '')).toBeLessThan(Date.now());
    expect(client.sessionCookie).toBeUndefined();

    const replayed = await apiClient(app).get('/api/user', { Cookie: `__session=${oldCookie}` });
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toEqual(NOT_SIGNED_IN);
  });

  it("ends only this browser's session: the user's other session stays, and a new login right after works", async () => {
    const { client: laptop, user } = await signUp(app);
    const phone = apiClient(app);
    expect((await phone.post('/api/login', { username: user.username, password: PASSWORD })).status).toBe(200);

    expect((await laptop.post('/api/logout')).status).toBe(204);
    expect((await phone.get('/api/user')).status).toBe(200);

    expect((await laptop.post('/api/login', { username: user.username, password: PASSWORD })).status).toBe(200);
    expect((await laptop.get('/api/user')).status).toBe(200);
  });

  it('answers 204 and clears the cookie even when nobody is signed in', async () => {
    const response = await apiClient(app).post('/api/logout', undefined, { Cookie: '__session=stale' });
    expect(response.status).toBe(204);
    expect(sessionSetCookie(response)).toMatch(/^__session=;/);
  });
});

describe('state-changing requests from another origin', () => {
  const evil = 'https://evil.example';

  it('are refused with 403 and change nothing (register)', async () => {
    const body = newRegistration();
    const response = await apiClient(app, { origin: evil }).post('/api/register', body);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(FOREIGN_ORIGIN);
    expect(sessionSetCookie(response)).toBeUndefined();
    expect(await usernameOwner(app, body.username)).toBeUndefined();
    expect(await authUserByEmail(body.email)).toBeNull();
  });

  it('are refused with 403 and change nothing (logout keeps the session)', async () => {
    const { client } = await signUp(app);
    const response = await client.post('/api/logout', undefined, { Origin: evil });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(FOREIGN_ORIGIN);
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('are refused for a look-alike origin and for "null"', async () => {
    for (const origin of [`${app.config.allowedOrigins[0]}.evil.example`, 'null']) {
      const response = await apiClient(app, { origin }).post('/api/login', { username: 'someone', password: PASSWORD });
      expect(response.status).toBe(403);
    }
  });

  it('pass from every allowed origin', async () => {
    for (const origin of app.config.allowedOrigins) {
      const user = await register(apiClient(app));
      const response = await apiClient(app, { origin }).post('/api/login', {
        username: user.username,
        password: PASSWORD,
      });
      expect(response.status).toBe(200);
    }
  });

  it('pass without an Origin header (server-to-server callers such as the Stripe webhook)', async () => {
    const user = await register(apiClient(app));
    const response = await apiClient(app, { origin: null }).post('/api/login', {
      username: user.username,
      password: PASSWORD,
    });
    expect(response.status).toBe(200);
  });

  it('do not include reads: a GET with a foreign Origin is answered', async () => {
    const { client } = await signUp(app);
    expect((await client.get('/api/user', { Origin: evil })).status).toBe(200);
  });
});
