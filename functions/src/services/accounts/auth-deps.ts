import type { Firestore } from 'firebase-admin/firestore';
import type { Identity } from '../../adapters/identity/identity';
import type { Logger } from '../../adapters/logging/logger';
import type { RateLimitStore } from '../core';
import type { UserRecord } from '../../ports/users';

/** What the sign-in use-cases need: Firestore with the key of its rate-limit ids, Firebase Auth, the request's logger. */
export interface AuthDeps extends RateLimitStore {
  db: Firestore;
  identity: Identity;
  logger: Logger;
}

/** The outcome of every successful sign-in: the account, its profile and a new session cookie. */
export interface SignedIn {
  uid: string;
  profile: UserRecord;
  sessionCookie: string;
}
