import {
  type CollectionReference,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  Timestamp,
} from 'firebase-admin/firestore';
import type { AuditEntryRecord } from '../../ports/admin-audit';
import type { AccountDeletion, DeletedAccount, TombstoneLedgerEntry } from '../../ports/account-deletions';
import type { CouponRecord, CouponUseRecord } from '../../ports/coupons';
import type { IdempotencyRecord } from '../../ports/idempotency-keys';
import type { ImageResultRecord } from '../../ports/image-results';
import type { LedgerEntry } from '../../ports/ledger';
import type { ListingLinkRecord, ListingRecord } from '../../ports/listings';
import type { RefundedPaymentRecord, TokenPurchaseRecord } from '../../ports/purchases';
import type { RateLimitCounter } from '../../ports/rate-limits';
import type { RemixJobRecord } from '../../ports/remix-jobs';
import type { SessionRecord } from '../../ports/sessions';
import type { ShareRecord, ShareVisit } from '../../ports/shares';
import type { StripeEventRecord } from '../../ports/stripe-events';
import type { TokenPackageRecord } from '../../ports/token-packages';
import type { UserRecord } from '../../ports/users';
import { readStoredSettings } from './stored-remix-settings';

/** `usernames/{usernameLower}`: makes usernames unique, written in the same transaction as the user. */
export interface UsernameDoc {
  uid: string;
}

/**
 * Every stored instant read back as a Date, so nothing past the repositories meets Firestore's Timestamp; a Date
 * written is stored as a Timestamp by the SDK itself. Only plain objects and arrays are walked.
 */
function withDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(withDates);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, withDates(field)]));
  }
  return value;
}

/**
 * Gives documents a type, instants as Dates (withDates); the schema is enforced by the services writing them.
 * `read` brings a document stored in an older spelling to today's.
 */
function converter<T extends DocumentData>(read: (stored: T) => T = (stored) => stored): FirestoreDataConverter<T> {
  return {
    toFirestore: (data) => data as DocumentData,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => read(withDates(snapshot.data()) as T),
  };
}

function collection<T extends DocumentData>(
  db: Firestore,
  path: string,
  read?: (stored: T) => T,
): CollectionReference<T> {
  return db.collection(path).withConverter(converter<T>(read));
}

/** Typed references to every collection (docs/data-model.md). */
export const collections = {
  users: (db: Firestore) => collection<UserRecord>(db, 'users'),
  usernames: (db: Firestore) => collection<UsernameDoc>(db, 'usernames'),
  ledger: (db: Firestore, uid: string) => collection<LedgerEntry>(db, `users/${uid}/ledger`),
  idempotencyKeys: (db: Firestore) => collection<IdempotencyRecord>(db, 'idempotencyKeys'),
  tokenPackages: (db: Firestore) => collection<TokenPackageRecord>(db, 'tokenPackages'),
  coupons: (db: Firestore) => collection<CouponRecord>(db, 'coupons'),
  couponUses: (db: Firestore) => collection<CouponUseRecord>(db, 'couponUses'),
  refundedPayments: (db: Firestore) => collection<RefundedPaymentRecord>(db, 'refundedPayments'),
  tokenPurchases: (db: Firestore) => collection<TokenPurchaseRecord>(db, 'tokenPurchases'),
  stripeEvents: (db: Firestore) => collection<StripeEventRecord>(db, 'stripeEvents'),
  rateLimits: (db: Firestore) => collection<RateLimitCounter>(db, 'rateLimits'),
  sessions: (db: Firestore) => collection<SessionRecord>(db, 'sessions'),
  remixJobs: (db: Firestore) =>
    collection<RemixJobRecord>(db, 'remixJobs', (job) => ({ ...job, settings: readStoredSettings(job.settings) })),
  imageResults: (db: Firestore) =>
    collection<ImageResultRecord>(db, 'imageResults', (result) => ({ ...result, ...readStoredSettings(result) })),
  shares: (db: Firestore) => collection<ShareRecord>(db, 'shares'),
  shareVisits: (db: Firestore) => collection<ShareVisit>(db, 'shareVisits'),
  adminAudit: (db: Firestore) => collection<AuditEntryRecord>(db, 'adminAudit'),
  listings: (db: Firestore) => collection<ListingRecord>(db, 'listings'),
  listingLinks: (db: Firestore) => collection<ListingLinkRecord>(db, 'listingLinks'),
  accountDeletions: (db: Firestore) => collection<AccountDeletion>(db, 'accountDeletions'),
  deletedAccounts: (db: Firestore) => collection<DeletedAccount>(db, 'deletedAccounts'),
  tombstoneLedger: (db: Firestore, tombstoneId: string) =>
    collection<TombstoneLedgerEntry>(db, `deletedAccounts/${tombstoneId}/ledger`),
};
