import type { Firestore } from 'firebase-admin/firestore';
import type { Repositories } from '../../ports/repositories';
import { firestoreIdempotencyKeys } from './idempotency-keys-repository';
import { firestoreLedger } from './ledger-repository';
import { firestoreRateLimits } from './rate-limits-repository';
import { firestoreRunTransaction } from './transactions';
import { firestoreUsers } from './users-repository';

const built = new WeakMap<Firestore, Repositories>();

/** Every repository on one Firestore client, built once per client. */
export function firestoreRepositories(db: Firestore): Repositories {
  let repositories = built.get(db);
  if (!repositories) {
    repositories = {
      runTransaction: firestoreRunTransaction(db),
      ledger: firestoreLedger(db),
      idempotencyKeys: firestoreIdempotencyKeys(db),
      rateLimits: firestoreRateLimits(db),
      users: firestoreUsers(db),
    };
    built.set(db, repositories);
  }
  return repositories;
}
