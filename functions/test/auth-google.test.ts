import { describe, expect, it } from 'vitest';
import { firestoreRepositories } from '../src/adapters/firestore/repositories';
import { collections } from '../src/adapters/firestore/collections';
import { createProfile } from '../src/services/accounts/accounts';
import { type ApiClient, apiClient, sessionSetCookie, uniqueEmail, uniqueUsername } from './support/api-client';
import { PASSWORD, readPublicUser, register, storedProfile, usernameOwner } from './support/accounts';
import { expectRefusedWithoutSession } from './support/api-errors';
import {
  authUserById,
  fakeGoogleIdToken,
  newGoogleAccount,
  signInWithGoogleAtEmulator,
  signInWithPasswordAtEmulator,
} from './support/auth-emulator';
import { useTestApp } from './support/test-app';

const INVALID_GOOGLE = { message: 'Google sign-in could not be verified. Please try again.', code: 'unauthenticated' };

const app = useTestApp();

function postGoogle(client: ApiClient, idToken: string | null, body: object = {}): Promise<Response> {
  return client.post('/api/auth/google', body, idToken ? { Authorization: `Bearer ${idToken}` } : {});
}

/** Asserts the Google sign-in of `uid` left neither a profile nor the Auth user it created. */
async function expectNoAccountOf(uid: string): Promise<void> {
  expect(await storedProfile(app, uid)).toBeUndefined();
  expect(await authUserById(uid)).toBeNull();
}

describe('POST /api/auth/google', () => {
  it('creates an account from a Firebase ID token, with googleId, picture, name and a username from the e-mail', async () => {
    const google = newGoogleAccount();
    const { idToken, uid } = await signInWithGoogleAtEmulator(google);
    const client = apiClient(app);
    const response = await postGoogle(client, idToken);

    expect(response.status).toBe(200);
    expect(sessionSetCookie(response)).toBeDefined();
    const localPart = (google.email ?? '').split('@')[0] ?? '';
    const user = await readPublicUser(response);
    expect(user).toEqual({
      id: uid,
      username: localPart,
      email: google.email,
      fullName: google.name,
      role: 'user',
      tokenBalance: 0,
      createdAt: expect.any(String) as string,
      profileImage: google.picture,
      hasClaimedFreeTokens: false,
    });
    expect(await storedProfile(app, uid)).toMatchObject({
      googleId: google.sub,
      profileImage: google.picture,
      usernameLower: localPart.toLowerCase(),
      stripeCustomerId: null,
    });
    expect(await usernameOwner(app, localPart)).toBe(uid);
    expect(await readPublicUser(await client.get('/api/user'))).toEqual(user);
  });

  it('signs the same Google account into the same profile the second time, without creating another', async () => {
    const google = newGoogleAccount();
    const first = await readPublicUser(
      await postGoogle(apiClient(app), (await signInWithGoogleAtEmulator(google)).idToken),
    );
    const secondResponse = await postGoogle(apiClient(app), (await signInWithGoogleAtEmulator(google)).idToken);

    expect(secondResponse.status).toBe(200);
    expect(await readPublicUser(secondResponse)).toEqual(first);
    const sameEmail = await collections.users(app.db).where('email', '==', google.email).get();
    expect(sameEmail.docs.map((doc) => doc.id)).toEqual([first.id]);
  });

  it('adds a number to the derived username when the plain one is taken', async () => {
    const google = newGoogleAccount();
    const localPart = (google.email ?? '').split('@')[0] ?? '';
    await register(apiClient(app), { username: localPart.toUpperCase() });

    const user = await readPublicUser(
      await postGoogle(apiClient(app), (await signInWithGoogleAtEmulator(google)).idToken),
    );
    expect(user.username).toMatch(new RegExp(`^${localPart.replace('.', '\\.')}\\d{4,5}$`));
    expect(await usernameOwner(app, user.username)).toBe(user.id);
  });

  it('links Google to an account registered with the same e-mail (Firebase keeps the uid)', async () => {
    const registered = await register(apiClient(app), { email: uniqueEmail('linked'), fullName: undefined });
    const google = newGoogleAccount({ email: registered.email ?? '' });
    const { idToken, uid } = await signInWithGoogleAtEmulator(google);
    expect(uid).toBe(registered.id);

    const response = await postGoogle(apiClient(app), idToken);
    expect(response.status).toBe(200);
    const { password: _password, ...before } = registered;
    expect(await readPublicUser(response)).toEqual({ ...before, fullName: google.name, profileImage: google.picture });
    expect(await storedProfile(app, registered.id)).toMatchObject({
      googleId: google.sub,
      username: registered.username,
    });
  });

  it('ends every session of the account issued before a Google sign-in takes it over: an attacker who registered the e-mail is signed out', async () => {
    // The attacker registers the victim's e-mail with their own password (e-mails are not verified) and keeps the cookie.
    const attacker = apiClient(app);
    const registered = await register(attacker, { email: uniqueEmail('victim'), fullName: undefined });
    expect((await attacker.get('/api/user')).status).toBe(200);

    // The victim signs in with Google: Firebase merges the accounts under the same uid.
    const { idToken, uid } = await signInWithGoogleAtEmulator(newGoogleAccount({ email: registered.email ?? '' }));
    expect(uid).toBe(registered.id);
    const victim = apiClient(app);
    expect((await postGoogle(victim, idToken)).status).toBe(200);

    expect((await attacker.get('/api/user')).status).toBe(401);
    const own = await victim.get('/api/user');
    expect(own.status).toBe(200);
    expect(await readPublicUser(own)).toMatchObject({ id: registered.id, email: registered.email });
  });

  it('keeps the other sessions of a Google account when it signs in with Google again (a second device stays signed in)', async () => {
    const google = newGoogleAccount();
    const firstDevice = apiClient(app);
    expect((await postGoogle(firstDevice, (await signInWithGoogleAtEmulator(google)).idToken)).status).toBe(200);
    const secondDevice = apiClient(app);
    expect((await postGoogle(secondDevice, (await signInWithGoogleAtEmulator(google)).idToken)).status).toBe(200);

    expect((await firstDevice.get('/api/user')).status).toBe(200);
    expect((await secondDevice.get('/api/user')).status).toBe(200);
  });

  it("refuses with 409 when another account's profile holds the e-mail, and removes the Auth user it created", async () => {
    // A separate Auth account with the same e-mail exists when the project allows several accounts per e-mail.
    const email = uniqueEmail('separate');
    await createProfile(
      { repositories: firestoreRepositories(app.db) },
      {
        uid: `separate-${uniqueUsername()}`,
        username: uniqueUsername('separate'),
        email,
        fullName: null,
      },
    );
    const { idToken, uid } = await signInWithGoogleAtEmulator(newGoogleAccount({ email }));

    const response = await postGoogle(apiClient(app), idToken);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      message: 'An account with this email already exists',
      code: 'conflict',
    });
    expect(sessionSetCookie(response)).toBeUndefined();
    await expectNoAccountOf(uid);
  });

  it('exchanges a Google access token (the /auth/google-callback path) through signInWithIdp', async () => {
    const google = newGoogleAccount();
    // The Auth emulator reads a fake access token's claims the way it reads a fake id_token's.
    const response = await apiClient(app).post('/api/auth/google', { accessToken: fakeGoogleIdToken(google) });

    expect(response.status).toBe(200);
    const user = await readPublicUser(response);
    expect(user).toMatchObject({ email: google.email, fullName: google.name, profileImage: google.picture });
    expect((await authUserById(user.id))?.providerData.map((provider) => provider.providerId)).toEqual(['google.com']);
  });

  it('takes identity only from the token, never from the body', async () => {
    const victim = await register(apiClient(app));
    const google = newGoogleAccount();
    const { idToken, uid } = await signInWithGoogleAtEmulator(google);
    const response = await postGoogle(apiClient(app), idToken, {
      uid: victim.id,
      email: victim.email,
      displayName: 'Someone Else',
      photoURL: 'https://evil.example/x.png',
    });

    expect(response.status).toBe(200);
    expect(await readPublicUser(response)).toMatchObject({ id: uid, email: google.email, fullName: google.name });
    expect((await storedProfile(app, victim.id))?.googleId).toBeNull();
  });

  it('answers 400 "Google account must have an email address" and leaves no account behind', async () => {
    const google = newGoogleAccount({ email: undefined, email_verified: false });
    const { idToken, uid } = await signInWithGoogleAtEmulator(google);
    const response = await postGoogle(apiClient(app), idToken);

    await expectRefusedWithoutSession(response, 400, {
      message: 'Google account must have an email address',
      code: 'bad_request',
    });
    await expectNoAccountOf(uid);
  });

  it('answers 401 for a token that is not a valid Firebase ID token', async () => {
    await expectRefusedWithoutSession(await postGoogle(apiClient(app), 'not-a-token'), 401, INVALID_GOOGLE);
  });

  it('answers 401 for a Google access token nobody issued (the /auth/google-callback path), creating no account', async () => {
    const response = await apiClient(app).post('/api/auth/google', { accessToken: 'ya29.not-a-real-access-token' });
    await expectRefusedWithoutSession(response, 401, INVALID_GOOGLE);
  });

  it('answers 401 for the ID token of a password sign-in', async () => {
    const user = await register(apiClient(app));
    const idToken = await signInWithPasswordAtEmulator(user.email ?? '', PASSWORD);
    await expectRefusedWithoutSession(await postGoogle(apiClient(app), idToken), 401, INVALID_GOOGLE);
    expect((await storedProfile(app, user.id))?.googleId).toBeNull();
  });

  it('answers 401 when neither a Bearer token nor an access token is sent', async () => {
    const response = await postGoogle(apiClient(app), null, { email: 'someone@example.test', uid: 'abc' });
    await expectRefusedWithoutSession(response, 401, {
      message: 'Google sign-in did not provide a token',
      code: 'unauthenticated',
    });
  });

  it('answers 400 for an empty access token', async () => {
    const response = await apiClient(app).post('/api/auth/google', { accessToken: '' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed', issues: [{ path: 'accessToken' }] });
  });
});
