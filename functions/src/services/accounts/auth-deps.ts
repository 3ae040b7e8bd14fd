import type { Identity } from '../../adapters/identity/identity';
import type { Logger } from '../../adapters/logging/logger';
import type { RateLimitStore } from '../core';
import type { Repositories } from '../../ports/repositories';
import type { UserRecord } from '../../ports/users';

/** What the sign-in use-cases need: the repositories with the key of the rate-limit ids, Firebase Auth, the logger. */
export interface AuthDeps extends RateLimitStore {
  repositories: Pick<Repositories, 'runTransaction' | 'rateLimits' | 'users' | 'sessions'>;
  identity: Identity;
  logger: Logger;
}

/** The outcome of every successful sign-in: the account, its profile and a new session cookie. */
export interface SignedIn {
  uid: string;
  profile: UserRecord;
  sessionCookie: string;
}
