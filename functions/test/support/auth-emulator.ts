import { randomBytes } from 'node:crypto';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { getFirebaseApp } from '../../src/adapters/firebase-app';
import { DEFAULT_PROJECT_ID } from '../../src/config';

/** Fails the suite with a clear sentence when the Auth emulator env is missing, instead of reaching Google. */
export function requireAuthEmulator(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is not set: run the api tests through `npm test` (it starts the emulators), ' +
        'or start the Auth emulator and export FIREBASE_AUTH_EMULATOR_HOST and GCLOUD_PROJECT=demo-roomremix.',
    );
  }
  return host;
}

/** Claims of a fake Google account, as a Google id_token carries them. */
export interface GoogleClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

/** A Google account with unique sub and e-mail, verified, with a name and a picture. */
export function newGoogleAccount(overrides: Partial<GoogleClaims> = {}): GoogleClaims {
  const id = randomBytes(6).toString('hex');
  return {
    sub: `google-${id}`,
    email: `g.${id}@gmail.test`,
    email_verified: true,
    name: `Grace ${id}`,
    picture: `https://lh3.googleusercontent.test/${id}.png`,
    ...overrides,
  };
}

/**
 * An unsigned Google id_token (`header.payload.`): the Auth emulator accepts it for accounts:signInWithIdp, which
 * lets the tests sign in with Google offline.
 */
export function fakeGoogleIdToken(claims: GoogleClaims): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = { iss: 'https://accounts.google.com', aud: 'roomremix-test', iat: now, exp: now + 3600, ...claims };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}

/** Signs in to the Auth emulator with a fake Google account, as the web SDK would; returns the Firebase ID token. */
export async function signInWithGoogleAtEmulator(claims: GoogleClaims): Promise<{ idToken: string; uid: string }> {
  const response = await fetch(
    `http://${requireAuthEmulator()}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=test-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${fakeGoogleIdToken(claims)}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnIdpCredential: true,
        returnSecureToken: true,
      }),
    },
  );
  const body = (await response.json()) as { idToken?: string; localId?: string };
  if (!response.ok || !body.idToken || !body.localId) throw new Error(`signInWithIdp failed: ${JSON.stringify(body)}`);
  return { idToken: body.idToken, uid: body.localId };
}

/** Signs in to the Auth emulator with e-mail and password; returns the Firebase ID token. */
export async function signInWithPasswordAtEmulator(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${requireAuthEmulator()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=test-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!response.ok || !body.idToken) throw new Error(`signInWithPassword failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** The Auth emulator's user with this e-mail, or null. */
export async function authUserByEmail(email: string): Promise<UserRecord | null> {
  return getAdminAuth().getUserByEmail(email).catch(nullWhenNotFound);
}

/** The Auth emulator's user with this uid, or null. */
export async function authUserById(uid: string): Promise<UserRecord | null> {
  return getAdminAuth().getUser(uid).catch(nullWhenNotFound);
}

function getAdminAuth() {
  return getAuth(getFirebaseApp(process.env.GCLOUD_PROJECT ?? DEFAULT_PROJECT_ID));
}

function nullWhenNotFound(error: { code?: string }): null {
  if (error.code === 'auth/user-not-found') return null;
  throw error;
}

/** One code the Auth emulator recorded instead of sending its e-mail. */
export interface EmulatorOobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: string;
}

/**
 * The password-reset codes the Auth emulator "sent" to this e-mail, oldest first: the emulator sends no mail and
 * lists every code at `/emulator/v1/projects/{project}/oobCodes` instead.
 */
export async function passwordResetCodesOf(email: string): Promise<EmulatorOobCode[]> {
  const project = process.env.GCLOUD_PROJECT ?? DEFAULT_PROJECT_ID;
  const response = await fetch(`http://${requireAuthEmulator()}/emulator/v1/projects/${project}/oobCodes`);
  if (!response.ok) throw new Error(`oobCodes failed with ${response.status}`);
  const { oobCodes } = (await response.json()) as { oobCodes: EmulatorOobCode[] };
  return oobCodes.filter((code) => code.requestType === 'PASSWORD_RESET' && code.email === email.toLowerCase());
}
