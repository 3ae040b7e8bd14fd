import type { AccountDataRepository } from './account-data';
import type { AdminAuditRepository } from './admin-audit';
import type { AccountDeletionsRepository } from './account-deletions';
import type { CouponsRepository } from './coupons';
import type { IdempotencyKeysRepository } from './idempotency-keys';
import type { ImageResultsRepository } from './image-results';
import type { LedgerRepository } from './ledger';
import type { ListingsRepository } from './listings';
import type { PurchasesRepository } from './purchases';
import type { RateLimitsRepository } from './rate-limits';
import type { RemixJobsRepository } from './remix-jobs';
import type { SessionsRepository } from './sessions';
import type { SharesRepository } from './shares';
import type { StripeEventsRepository } from './stripe-events';
import type { TokenPackagesRepository } from './token-packages';
import type { RunTransaction } from './transactions';
import type { UsersRepository } from './users';

/**
 * Every repository the services use, and the transaction they share: the Firestore ones on the emulators and in
 * production (adapters/firestore/repositories.ts), in-memory ones in the use-cases' unit tests (functions/test/memory).
 * A service names the part it needs: `Pick<Repositories, 'runTransaction' | 'ledger'>`.
 */
export interface Repositories {
  runTransaction: RunTransaction;
  ledger: LedgerRepository;
  idempotencyKeys: IdempotencyKeysRepository;
  rateLimits: RateLimitsRepository;
  users: UsersRepository;
  sessions: SessionsRepository;
  accountDeletions: AccountDeletionsRepository;
  accountData: AccountDataRepository;
  shares: SharesRepository;
  remixJobs: RemixJobsRepository;
  imageResults: ImageResultsRepository;
  listings: ListingsRepository;
  coupons: CouponsRepository;
  purchases: PurchasesRepository;
  stripeEvents: StripeEventsRepository;
  tokenPackages: TokenPackagesRepository;
  adminAudit: AdminAuditRepository;
}
