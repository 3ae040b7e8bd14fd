import { type Auth, type DecodedIdToken, getAuth, type UserRecord } from 'firebase-admin/auth';
import { getFirebaseApp } from '../firebase-app';
import { type AuthAccount, IdentityError, type Identity, type VerifiedIdToken } from './identity';
import { identityToolkit, type IdentityToolkitOptions } from './identity-toolkit';

/** What the Firebase Auth adapter needs from the app config. */
export interface FirebaseIdentityOptions extends IdentityToolkitOptions {
  projectId: string;
}

/**
 * Identity on Firebase Auth: password and Google token exchange through the Identity Toolkit REST API, everything
 * else through the Admin SDK. FIREBASE_AUTH_EMULATOR_HOST points the Admin SDK at the emulator, which issues
 * unsigned tokens the SDK then accepts; in production it checks Google's signatures.
 */
export function createFirebaseIdentity(options: FirebaseIdentityOptions): Identity {
  const toolkit = identityToolkit(options);
  let auth: Auth | undefined;
  // Created on first use, like the Firestore client, so building the app costs nothing at cold start.
  const admin = () => (auth ??= getAuth(getFirebaseApp(options.projectId)));

  return {
    ...toolkit,
    async verifyIdToken(idToken) {
      try {
        return toVerifiedIdToken(await admin().verifyIdToken(idToken, true));
      } catch (error) {
        if (isRejectedCredential(error))
          throw new IdentityError('invalid_token', `ID token rejected: ${authCode(error)}`);
        throw error;
      }
    },
    createSessionCookie: (idToken, expiresInMs) => admin().createSessionCookie(idToken, { expiresIn: expiresInMs }),
    async verifySessionCookie(cookie) {
      try {
        // checkRevoked: a cookie issued before the user's last logout (tokensValidAfterTime) is refused.
        const decoded = await admin().verifySessionCookie(cookie, true);
        return { uid: decoded.uid, authTimeSec: decoded.auth_time };
      } catch (error) {
        if (isRejectedCredential(error)) return null;
        throw error;
      }
    },
    revokeSessions: (uid) => admin().revokeRefreshTokens(uid),
    // Signing a custom token in production needs the function's service account to hold Service Account Token
    // Creator on itself (README "Deploying"); the emulator accepts unsigned ones.
    signInNow: async (uid) => toolkit.signInWithCustomToken(await admin().createCustomToken(uid)),
    findAccount: async (uid) => toAuthAccount(await admin().getUser(uid).catch(nullWhenNotFound)),
    findAccountByEmail: async (email) => toAuthAccount(await admin().getUserByEmail(email).catch(nullWhenNotFound)),
    async setPassword(uid, password) {
      await admin().updateUser(uid, { password });
    },
    async deleteUser(uid) {
      try {
        await admin().deleteUser(uid);
      } catch (error) {
        if (authCode(error) !== 'auth/user-not-found') throw error;
      }
    },
  };
}

function toVerifiedIdToken(decoded: DecodedIdToken): VerifiedIdToken {
  const googleIds: unknown = decoded.firebase.identities['google.com'];
  return {
    uid: decoded.uid,
    authTimeSec: decoded.auth_time,
    signInProvider: decoded.firebase.sign_in_provider,
    email: decoded.email ?? null,
    name: typeof decoded.name === 'string' ? decoded.name : null,
    picture: decoded.picture ?? null,
    googleId: Array.isArray(googleIds) && typeof googleIds[0] === 'string' ? googleIds[0] : null,
  };
}

function toAuthAccount(user: UserRecord | null): AuthAccount | null {
  if (!user) return null;
  const hasPassword = user.providerData.some((provider) => provider.providerId === 'password');
  return { uid: user.uid, email: user.email ?? null, hasPassword };
}

function nullWhenNotFound(error: unknown): null {
  if (authCode(error) === 'auth/user-not-found') return null;
  throw error;
}

function authCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * An `auth/...` error says the token or cookie itself is bad (malformed, expired, revoked, user disabled or gone);
 * `auth/internal-error` and non-auth codes (network, key fetch) are faults to report, not a signed-out user.
 */
function isRejectedCredential(error: unknown): boolean {
  const code = authCode(error);
  return code !== undefined && code.startsWith('auth/') && code !== 'auth/internal-error';
}
