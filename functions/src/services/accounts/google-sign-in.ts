import type { VerifiedIdToken } from '../../adapters/identity/identity';
import { type Clock, systemClock } from '../../domain/clock';
import { namedError } from '../../domain/named-error';
import { isRecentSignIn } from '../../domain/session';
import {
  createProfileWithDerivedUsername,
  EmailTakenError,
  findUidByEmail,
  linkGoogleIdentity,
  type ProfileStore,
  readProfile,
} from './accounts';
import type { AuthDeps, SignedIn } from './auth-deps';
import { startOnlySession, startSession } from './sessions';
import type { UserRecord } from '../../ports/users';

/** The credential the browser sent: a Firebase ID token (popup, redirect) or a Google access token (callback). */
export type GoogleCredential = { idToken: string } | { accessToken: string };

/** Why a verified token cannot sign in with Google. */
export type GoogleSignInFailure = 'missing_email' | 'not_google' | 'sign_in_too_old';

/** The token was valid but does not make a Google sign-in this app accepts; no account was created. */
export class GoogleSignInError extends namedError('GoogleSignInError') {
  constructor(readonly reason: GoogleSignInFailure) {
    super(`Google sign-in refused: ${reason}`);
  }
}

/**
 * Signs in with Google: identity comes only from the verified token, never from the request body. Links the
 * profile of the token's uid, or creates one with a username derived from the e-mail; answers with a session.
 * Throws GoogleSignInError, EmailTakenError or IdentityError (invalid_token, needs_confirmation).
 */
export async function signInWithGoogle(
  deps: AuthDeps,
  credential: GoogleCredential,
  now: Clock = systemClock,
): Promise<SignedIn & { created: boolean }> {
  const { identity } = deps;
  const idToken =
    'idToken' in credential ? credential.idToken : await identity.signInWithGoogleAccessToken(credential.accessToken);
  const token = await identity.verifyIdToken(idToken);
  if (token.signInProvider !== 'google.com' || !token.googleId) throw new GoogleSignInError('not_google');
  // A stolen ID token lives an hour; only a sign-in of the last minutes may become a 14-day session.
  if (!isRecentSignIn(token.authTimeSec, now().getTime())) throw new GoogleSignInError('sign_in_too_old');

  const existing = await readProfile(deps, token.uid);
  if (!token.email) {
    // Firebase Auth created the user during the Google sign-in; without a profile it must not stay behind.
    if (!existing) await identity.deleteUser(token.uid);
    throw new GoogleSignInError('missing_email');
  }

  const profile = existing
    ? await linkGoogleIdentity(deps, token.uid, {
        googleId: token.googleId,
        profileImage: token.picture,
        fullName: token.name,
      })
    : await createGoogleProfile(deps, { ...token, email: token.email, googleId: token.googleId }).catch(
        async (error: unknown) => {
          // Refused: the Auth user this sign-in created has no profile and must not stay behind.
          if (error instanceof EmailTakenError) await identity.deleteUser(token.uid);
          throw error;
        },
      );

  // An account that never signed in with Google was registered with a password and an e-mail nobody verified:
  // whoever registered it may not be its owner, so no session of theirs survives the owner's Google sign-in.
  const takesOverPasswordAccount = existing !== null && existing.googleId === null;
  const sessionCookie = takesOverPasswordAccount
    ? await startOnlySession(deps, { uid: token.uid, authTimeSec: token.authTimeSec })
    : await startSession(deps, token.uid, idToken);
  return { uid: token.uid, profile, sessionCookie, created: !existing };
}

/** A new profile for a Google account, unless another account's profile already holds its e-mail. */
async function createGoogleProfile(
  store: ProfileStore,
  token: VerifiedIdToken & { email: string; googleId: string },
): Promise<UserRecord> {
  // Firebase Auth merges a Google sign-in into the account holding the same e-mail (same uid: linked above).
  // A profile under another uid means a separate Auth account: linking it here would trust an e-mail match that
  // Firebase did not, so it is refused.
  const owner = await findUidByEmail(store, token.email);
  if (owner !== null && owner !== token.uid) throw new EmailTakenError(`E-mail of ${token.uid} belongs to ${owner}`);
  return createProfileWithDerivedUsername(store, {
    uid: token.uid,
    email: token.email,
    fullName: token.name,
    googleId: token.googleId,
    profileImage: token.picture,
  });
}
