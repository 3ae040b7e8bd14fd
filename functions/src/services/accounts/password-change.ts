import { IdentityError } from '../../adapters/identity/identity';
import { namedError } from '../../domain/named-error';
import type { RateLimitPolicy } from '../../domain/rate-limit';
import type { AuthDeps } from './auth-deps';
import { NoPasswordError } from './password-reset';
import { reserveAttempts } from '../core';
import { endUserSessions, sessionIdOf, startSession } from './sessions';

/** The current password given at "Change password" is not the account's. */
export class WrongCurrentPasswordError extends namedError('WrongCurrentPasswordError') {}

/** A validated change (contracts changePasswordRequestSchema) of the signed-in user, in the session it came from. */
export interface PasswordChange {
  uid: string;
  currentPassword: string;
  newPassword: string;
}

/**
 * Changes the signed-in user's password after checking the current one (wrong ones are counted per user, released on
 * success), ends every other session of the user and returns a new cookie for this browser: Firebase revokes the
 * tokens issued before a password change, the current cookie's included. Throws WrongCurrentPasswordError,
 * NoPasswordError (a Google-only account), TooManyAttemptsError or IdentityError (weak_password).
 */
export async function changePassword(deps: AuthDeps, policy: RateLimitPolicy, change: PasswordChange): Promise<string> {
  const { identity, logger } = deps;
  const account = await identity.findAccount(change.uid);
  if (!account?.email || !account.hasPassword) throw new NoPasswordError(`Account ${change.uid} has no password`);
  const email = account.email;

  const reservation = await reserveAttempts(deps, [
    { scope: 'password-change', kind: 'user', value: change.uid, policy },
  ]);
  await identity.signInWithPassword(email, change.currentPassword).catch((error: unknown) => {
    if (error instanceof IdentityError && error.reason === 'invalid_credentials') {
      throw new WrongCurrentPasswordError(error.message);
    }
    throw error;
  });

  await identity.setPassword(change.uid, change.newPassword);
  const credentials = await identity.signInWithPassword(email, change.newPassword);
  const sessionCookie = await startSession(deps, change.uid, credentials.idToken);
  await endUserSessions(deps, change.uid, sessionIdOf(sessionCookie));
  await reservation.release().catch((releaseError: unknown) => {
    logger.warn('Could not release a password-change rate-limit reservation', { cause: String(releaseError) });
  });
  return sessionCookie;
}
