import { describe, expect, it } from 'vitest';
import { firestoreRepositories } from '../src/adapters/firestore/repositories';
import { createProfile } from '../src/services/accounts/accounts';
import { apiClient, sessionSetCookie, uniqueEmail, uniqueUsername } from './support/api-client';
import { newRegistration, PASSWORD, readPublicUser, register, storedProfile, usernameOwner } from './support/accounts';
import { expectRefusedWithoutSession, fieldRefusal } from './support/api-errors';
import { authUserByEmail } from './support/auth-emulator';
import { startTestApp, useTestApp } from './support/test-app';

const app = useTestApp();

describe('POST /api/register', () => {
  it('creates the Auth user, the profile and the username together, and signs in', async () => {
    const client = apiClient(app);
    const body = newRegistration({
      username: uniqueUsername('Ada.Lovelace'),
      email: uniqueEmail('Ada.Lovelace').toUpperCase(),
    });
    const response = await client.post('/api/register', body);

    expect(response.status).toBe(201);
    expect(sessionSetCookie(response)).toBeDefined();
    const user = await readPublicUser(response);
    expect(user).toEqual({
      id: expect.any(String) as string,
      username: body.username,
      email: body.email.toLowerCase(),
      fullName: 'Ada Lovelace',
      role: 'user',
      tokenBalance: 0,
      createdAt: expect.any(String) as string,
      profileImage: null,
      hasClaimedFreeTokens: false,
    });
    expect(Date.now() - Date.parse(user.createdAt)).toBeLessThan(60_000);

    expect(await storedProfile(app, user.id)).toMatchObject({
      username: body.username,
      usernameLower: body.username.toLowerCase(),
      email: body.email.toLowerCase(),
      fullName: 'Ada Lovelace',
      role: 'user',
      tokenBalance: 0,
      stripeCustomerId: null,
      googleId: null,
      profileImage: null,
      hasClaimedFreeTokens: false,
    });
    expect(await usernameOwner(app, body.username)).toBe(user.id);
    expect((await authUserByEmail(body.email))?.uid).toBe(user.id);

    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(await readPublicUser(me)).toEqual(user);
  });

  it('stores a blank or missing full name as null', async () => {
    const blank = await register(apiClient(app), { fullName: '   ' });
    const missing = await register(apiClient(app), { fullName: undefined });
    expect([blank.fullName, missing.fullName]).toEqual([null, null]);
    expect((await storedProfile(app, blank.id))?.fullName).toBeNull();
  });

  it.each([
    ['a 2-character username', { username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    ['a 31-character username', { username: 'a'.repeat(31) }, 'username', 'Username must be at most 30 characters'],
    [
      'a username with a space',
      { username: 'ada lovelace' },
      'username',
      'Username may only contain letters, digits, _ . and -',
    ],
    [
      'a username with an @',
      { username: 'ada@home' },
      'username',
      'Username may only contain letters, digits, _ . and -',
    ],
    ['a 5-character password', { password: '12345' }, 'password', 'Password must be at least 6 characters'],
    ['an invalid e-mail', { email: 'ada@' }, 'email', 'Please enter a valid email address'],
    ['a missing e-mail', { email: undefined }, 'email', 'Please enter a valid email address'],
  ])('answers 400 for %s and creates nothing', async (_case, change, path, message) => {
    const body = newRegistration(change);
    const response = await apiClient(app).post('/api/register', body);

    await expectRefusedWithoutSession(response, 400, fieldRefusal(path, message));
    if (typeof body.email === 'string' && body.email.includes('.'))
      expect(await authUserByEmail(body.email)).toBeNull();
    if (typeof body.username === 'string') expect(await usernameOwner(app, body.username)).toBeUndefined();
  });

  it('answers 409 "Username already taken" for a username taken in another case, and creates nothing', async () => {
    const first = await register(apiClient(app), { username: uniqueUsername('Taken') });
    const second = newRegistration({ username: first.username.toUpperCase() });
    const response = await apiClient(app).post('/api/register', second);

    await expectRefusedWithoutSession(response, 409, fieldRefusal('username', 'Username already taken', 'conflict'));
    expect(await authUserByEmail(second.email)).toBeNull();
    expect(await usernameOwner(app, first.username)).toBe(first.id);
  });

  it('answers 409 "An account with this email already exists" for a taken e-mail, in any case, and creates nothing', async () => {
    const first = await register(apiClient(app));
    const second = newRegistration({ email: (first.email ?? '').toUpperCase() });
    const response = await apiClient(app).post('/api/register', second);

    await expectRefusedWithoutSession(
      response,
      409,
      fieldRefusal('email', 'An account with this email already exists', 'conflict'),
    );
    expect(await usernameOwner(app, second.username)).toBeUndefined();
    expect((await authUserByEmail(first.email ?? ''))?.uid).toBe(first.id);
  });

  it('lets exactly one of two concurrent registrations of one username win, and leaves no orphan Auth user', async () => {
    const username = uniqueUsername('race');
    const bodies = [newRegistration({ username }), newRegistration({ username: username.toUpperCase() })];
    const responses = await Promise.all(bodies.map((body) => apiClient(app).post('/api/register', body)));

    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const winnerIndex = responses.findIndex((response) => response.status === 201);
    const winner = await readPublicUser(responses[winnerIndex] as Response);
    const loser = responses[1 - winnerIndex] as Response;
    expect(await loser.json()).toMatchObject({ message: 'Username already taken', code: 'conflict' });

    expect(await usernameOwner(app, username)).toBe(winner.id);
    expect((await authUserByEmail((bodies[winnerIndex] as { email: string }).email))?.uid).toBe(winner.id);
    expect(await authUserByEmail((bodies[1 - winnerIndex] as { email: string }).email)).toBeNull();
  });

  it('deletes the new Auth user when the username is claimed between the check and the profile transaction', async () => {
    const username = uniqueUsername('late');
    const racedApp = await startTestApp({
      // A rival registration claims the name right after this one created its Auth user.
      wrapIdentity: (identity, db) => ({
        ...identity,
        async signUp(email, password) {
          const created = await identity.signUp(email, password);
          await createProfile(
            { repositories: firestoreRepositories(db) },
            { uid: `rival-${username}`, username, email: null, fullName: null },
          );
          return created;
        },
      }),
    });
    try {
      const body = newRegistration({ username });
      const response = await apiClient(racedApp).post('/api/register', body);

      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ message: 'Username already taken', code: 'conflict' });
      expect(sessionSetCookie(response)).toBeUndefined();
      expect(await authUserByEmail(body.email)).toBeNull();
      expect(await usernameOwner(app, username)).toBe(`rival-${username}`);
    } finally {
      await racedApp.close();
    }
  });

  it('signs the new account in with a session that GET /api/user accepts, and a password that login accepts', async () => {
    const user = await register(apiClient(app));
    const response = await apiClient(app).post('/api/login', { username: user.username, password: PASSWORD });
    expect(response.status).toBe(200);
    expect((await readPublicUser(response)).id).toBe(user.id);
  });
});
