import type { RateLimitPolicy } from '../../domain/rate-limit';
import { createProfile, isUsernameTaken, UsernameTakenError } from './accounts';
import type { AuthDeps, SignedIn } from './auth-deps';
import { reserveAttempts } from '../core';
import { startSession } from './sessions';

/** A validated registration (contracts registerRequestSchema) and the caller's IP. */
export interface Registration {
  username: string;
  password: string;
  email: string;
  fullName?: string | undefined;
  ip: string;
}

/**
 * Registers an account: credentials in Firebase Auth, then profile and username in one transaction, then a session.
 * Rate limited per IP and per username; a taken username or e-mail counts as a failure.
 * Throws UsernameTakenError, IdentityError (email_exists, invalid_email, weak_password) or TooManyAttemptsError.
 */
export async function registerAccount(
  deps: AuthDeps,
  policy: RateLimitPolicy,
  registration: Registration,
): Promise<SignedIn> {
  const { identity, logger } = deps;
  const reservation = await reserveAttempts(deps, [
    { scope: 'register', kind: 'ip', value: registration.ip, policy },
    { scope: 'register', kind: 'account', value: registration.username.toLowerCase(), policy },
  ]);
  // Checked first so the common case answers without creating (and then deleting) an Auth user.
  if (await isUsernameTaken(deps, registration.username)) {
    throw new UsernameTakenError(`Username ${registration.username} is taken`);
  }

  const credentials = await identity.signUp(registration.email, registration.password);
  const profile = await createProfile(deps, {
    uid: credentials.uid,
    username: registration.username,
    email: credentials.email,
    fullName: registration.fullName ?? null,
  }).catch(async (error: unknown) => {
    // The username was claimed between the check and the transaction (or Firestore failed): the Auth user just
    // created has no profile and would block its e-mail forever, so it goes.
    await identity.deleteUser(credentials.uid).catch((cleanupError: unknown) => {
      logger.error('Could not delete the Auth user of a failed registration', cleanupError, { uid: credentials.uid });
    });
    throw error;
  });

  const sessionCookie = await startSession(deps, credentials.uid, credentials.idToken);
  await reservation.release().catch((releaseError: unknown) => {
    logger.warn('Could not release a registration rate-limit reservation', { cause: String(releaseError) });
  });
  return { uid: credentials.uid, profile, sessionCookie };
}
