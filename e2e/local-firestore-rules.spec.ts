import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/browser';

/**
 * The local Firestore emulator enforces firestore.rules like production: its REST API is open to anyone who can
 * reach the port, so without rules any client could rewrite any balance. The Admin SDK (the functions, the seed)
 * still bypasses the rules, so the app keeps working.
 */

function emulatorHost(name: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST'): string {
  const host = process.env[name];
  if (!host) throw new Error(`${name} is not set: run the e2e tier through \`npm test\``);
  return host;
}

const project = process.env.GCLOUD_PROJECT ?? 'demo-roomremix';

function userDocumentUrl(uid: string): string {
  return `http://${emulatorHost('FIRESTORE_EMULATOR_HOST')}/v1/projects/${project}/databases/(default)/documents/users/${uid}`;
}

/** Writes tokenBalance straight through the emulator's REST API, as a client with `authorization` would. */
function writeBalance(uid: string, tokens: number, authorization?: string): Promise<Response> {
  return fetch(`${userDocumentUrl(uid)}?updateMask.fieldPaths=tokenBalance`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
    body: JSON.stringify({ fields: { tokenBalance: { integerValue: String(tokens) } } }),
  });
}

/** Registers through the app and returns the user's id, session cookie and a Firebase ID token for the same user. */
async function registerUser(): Promise<{ uid: string; cookie: string; idToken: string }> {
  const username = `rules_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const email = `${username}@example.com`;
  const password = 'correct-horse-1';
  const registered = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ username, password, email }),
  });
  expect(registered.status).toBe(201);
  const { id: uid } = (await registered.json()) as { id: string };
  const cookie =
    (registered.headers.getSetCookie().find((line) => line.startsWith('__session=')) ?? '').split(';')[0] ?? '';
  const signIn = await fetch(
    `http://${emulatorHost('FIREBASE_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  expect(signIn.status).toBe(200);
  const { idToken } = (await signIn.json()) as { idToken: string };
  return { uid, cookie, idToken };
}

async function balanceShownByTheApp(cookie: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/user`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { tokenBalance: number }).tokenBalance;
}

describe('the local Firestore emulator enforces firestore.rules', () => {
  it('refuses balance writes through its REST API, signed in or not, while the app and the owner read work', async () => {
    const { uid, cookie, idToken } = await registerUser();

    const anonymous = await writeBalance(uid, 1_000_000);
    expect(anonymous.status).toBe(403);
    const asTheUser = await writeBalance(uid, 1_000_000, `Bearer ${idToken}`);
    expect(asTheUser.status).toBe(403);

    // The rules still let the user read their own profile, so the 403s above are the rules, not a broken token.
    const ownRead = await fetch(userDocumentUrl(uid), { headers: { Authorization: `Bearer ${idToken}` } });
    expect(ownRead.status).toBe(200);
    expect(await balanceShownByTheApp(cookie)).toBe(0);
  });
});
