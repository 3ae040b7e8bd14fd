import { IdentityError } from '../../adapters/identity/identity';
import { namedError } from '../../domain/named-error';
import type { RateLimitPolicies } from '../../domain/rate-limit';
import { findLoginAccount, readProfile } from './accounts';
import type { AuthDeps, SignedIn } from './auth-deps';
import { reserveAttempts } from '../core';
import { startSession } from './sessions';

/** Unknown login name or wrong password: deliberately one error, so a login does not reveal which accounts exist. */
export class InvalidCredentialsError extends namedError('InvalidCredentialsError') {}

/** A validated login (contracts loginRequestSchema): a username or an e-mail, the password, and the caller's IP. */
export interface PasswordLogin {
  loginName: string;
  password: string;
  ip: string;
}

/** The policies that limit password logins. */
export type LoginRateLimits = Pick<RateLimitPolicies, 'loginPerAccountAddress' | 'loginPerAddress'>;

/**
 * Signs in with a username or e-mail and a password, checked by Firebase Auth. Rate limited per address and per
 * (account, address), the account being its uid when the name resolves, else the name itself; counted before the
 * check, released on success. There is no account-wide limit: failures from elsewhere must never lock the owner out.
 * Throws InvalidCredentialsError or TooManyAttemptsError (or IdentityError too_many_attempts, Firebase's own limit).
 */
export async function loginWithPassword(
  deps: AuthDeps,
  limits: LoginRateLimits,
  login: PasswordLogin,
): Promise<SignedIn> {
  const { identity, logger } = deps;
  const account = await findLoginAccount(deps, login.loginName);
  const accountKey = account?.uid ?? login.loginName.toLowerCase();
  const reservation = await reserveAttempts(deps, [
    { scope: 'login', kind: 'ip', value: login.ip, policy: limits.loginPerAddress },
    { scope: 'login', kind: 'account-ip', value: `${accountKey}\n${login.ip}`, policy: limits.loginPerAccountAddress },
  ]);
  if (!account) throw new InvalidCredentialsError('No account with that login name');

  const credentials = await identity.signInWithPassword(account.email, login.password).catch((error: unknown) => {
    if (
      error instanceof IdentityError &&
      (error.reason === 'invalid_credentials' || error.reason === 'user_disabled')
    ) {
      throw new InvalidCredentialsError(error.message);
    }
    throw error;
  });
  const profile = await readProfile(deps, credentials.uid);
  if (!profile) {
    logger.warn('A password matched an Auth user without a profile', { uid: credentials.uid });
    throw new InvalidCredentialsError('No profile for the Auth user');
  }

  const sessionCookie = await startSession(deps, credentials.uid, credentials.idToken);
  await reservation.release().catch((releaseError: unknown) => {
    logger.warn('Could not release a login rate-limit reservation', { cause: String(releaseError) });
  });
  return { uid: credentials.uid, profile, sessionCookie };
}
