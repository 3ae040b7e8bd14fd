import type { Firestore } from 'firebase-admin/firestore';
import type { Repositories } from '../../ports/repositories';
import { firestoreAccountData } from './account-data-repository';
import { firestoreAdminAudit } from './admin-audit-repository';
import { firestoreAccountDeletions } from './account-deletions-repository';
import { firestoreCoupons } from './coupons-repository';
import { firestoreIdempotencyKeys } from './idempotency-keys-repository';
import { firestoreImageResults } from './image-results-repository';
import { firestoreLedger } from './ledger-repository';
import { firestoreListings } from './listings-repository';
import { firestorePurchases } from './purchases-repository';
import { firestoreRateLimits } from './rate-limits-repository';
import { firestoreRemixJobs } from './remix-jobs-repository';
import { firestoreSessions } from './sessions-repository';
import { firestoreShares } from './shares-repository';
import { firestoreStripeEvents } from './stripe-events-repository';
import { firestoreTokenPackages } from './token-packages-repository';
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
      sessions: firestoreSessions(db),
      accountDeletions: firestoreAccountDeletions(db),
      accountData: firestoreAccountData(db),
      shares: firestoreShares(db),
      remixJobs: firestoreRemixJobs(db),
      imageResults: firestoreImageResults(db),
      listings: firestoreListings(db),
      coupons: firestoreCoupons(db),
      purchases: firestorePurchases(db),
      stripeEvents: firestoreStripeEvents(db),
      tokenPackages: firestoreTokenPackages(db),
      adminAudit: firestoreAdminAudit(db),
    };
    built.set(db, repositories);
  }
  return repositories;
}
