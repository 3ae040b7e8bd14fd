import type { Firestore } from 'firebase-admin/firestore';
import type { UserDoc } from '../../adapters/firestore/collections';
import type { Identity } from '../../adapters/identity/identity';
import type { Logger } from '../../adapters/logging/logger';

/** What the sign-in use-cases need: Firestore, Firebase Auth, and the request's logger. */
export interface AuthDeps {
  db: Firestore;
  identity: Identity;
  logger: Logger;
}

/** The outcome of every successful sign-in: the account, its profile and a new session cookie. */
export interface SignedIn {
  uid: string;
  profile: UserDoc;
  sessionCookie: string;
}
