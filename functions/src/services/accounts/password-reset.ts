import { IdentityError } from '../../adapters/identity/identity';
import { namedError } from '../../domain/named-error';
import type { RateLimitPolicies } from '../../domain/rate-limit';
import { readProfile } from './accounts';
import type { AuthDeps, SignedIn } from './auth-deps';
import { reserveAttempts } from '../core';
import { endUserSessions, startSession } from './sessions';

/** The account of a reset code or a change signs in only with Google: it has no password to set. */
export class NoPasswordError extends namedError('NoPasswordError') {}

/** The reset code is unknown, used, expired, or its account is gone. */
export class InvalidResetCodeError extends namedError('InvalidResetCodeError') {}

/** The policies that limit reset requests. */
export type PasswordResetRateLimits = Pick<RateLimitPolicies, 'passwordResetPerEmail' | 'passwordResetPerAddress'>;

/** A validated reset request (contracts passwordResetRequestSchema), the caller's address and where the link leads. */
export interface PasswordResetRequest {
  email: string;
  ip: string;
  /** The page Firebase's e-mail link continues to. */
  continueUrl: string;
}

/**
 * Has Firebase Auth e-mail a password-reset link, for any address: the caller learns nothing about which addresses
 * have accounts (an unknown or disabled one is only logged). Every request is counted, per e-mail and per address,
 * so nobody's inbox can be flooded. Throws TooManyAttemptsError.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  limits: PasswordResetRateLimits,
  request: PasswordResetRequest,
): Promise<void> {
  const email = request.email.toLowerCase();
  await reserveAttempts(deps, [
    { scope: 'password-reset', kind: 'ip', value: request.ip, policy: limits.passwordResetPerAddress },
    { scope: 'password-reset', kind: 'account', value: email, policy: limits.passwordResetPerEmail },
  ]);
  await deps.identity.sendPasswordResetEmail(email, request.continueUrl).catch((error: unknown) => {
    // Answering these differently would tell the caller whether the address has an account.
    if (error instanceof IdentityError) {
      deps.logger.info('No password-reset e-mail sent', { reason: error.reason });
      return;
    }
    throw error;
  });
}

/** A validated reset confirmation (contracts passwordResetConfirmSchema). */
export interface PasswordResetConfirmation {
  oobCode: string;
  newPassword: string;
}

/**
 * Sets the new password with the e-mail link's code, ends every earlier session of the user and signs this browser
 * in with the new password. An account that signs in only with Google is told so here, to whoever holds the link
 * sent to its address, and keeps its code and its Google sign-in. Throws InvalidResetCodeError, NoPasswordError or
 * IdentityError (weak_password).
 */
export async function confirmPasswordReset(deps: AuthDeps, confirmation: PasswordResetConfirmation): Promise<SignedIn> {
  const { identity, logger } = deps;
  const email = await identity.checkPasswordResetCode(confirmation.oobCode).catch(invalidCodeAsError);
  const account = await identity.findAccountByEmail(email);
  if (!account) throw new InvalidResetCodeError('The account of the reset code is gone');
  if (!account.hasPassword) throw new NoPasswordError(`Account ${account.uid} has no password`);

  await identity.confirmPasswordReset(confirmation.oobCode, confirmation.newPassword).catch(invalidCodeAsError);
  // Firebase revokes the account's tokens on a reset; the records go too, so no earlier session survives.
  await endUserSessions(deps, account.uid);

  const profile = await readProfile(deps, account.uid);
  if (!profile) {
    logger.warn('A password was reset for an Auth user without a profile', { uid: account.uid });
    throw new InvalidResetCodeError('No profile for the Auth user');
  }
  const credentials = await identity.signInWithPassword(email, confirmation.newPassword);
  const sessionCookie = await startSession(deps, account.uid, credentials.idToken);
  return { uid: account.uid, profile, sessionCookie };
}

function invalidCodeAsError(error: unknown): never {
  if (error instanceof IdentityError && error.reason === 'invalid_oob_code') {
    throw new InvalidResetCodeError(error.message);
  }
  throw error;
}
