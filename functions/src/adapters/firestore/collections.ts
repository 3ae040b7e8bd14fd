import type { AuditAction, AuditActor, AuditTarget } from '@roomremix/contracts/admin';
import type { PackageSize, PurchaseKind } from '@roomremix/contracts/enums';
import {
  type CollectionReference,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  Timestamp,
} from 'firebase-admin/firestore';
import type { ReversalOutcome, ReversalState } from '../../domain/purchase-reversal';
import type { AccountDeletion, DeletedAccount, TombstoneLedgerEntry } from '../../ports/account-deletions';
import type { IdempotencyRecord } from '../../ports/idempotency-keys';
import type { ImageResultRecord } from '../../ports/image-results';
import type { LedgerEntry } from '../../ports/ledger';
import type { ListingLinkRecord, ListingRecord } from '../../ports/listings';
import type { RateLimitCounter } from '../../ports/rate-limits';
import type { RemixJobRecord } from '../../ports/remix-jobs';
import type { SessionRecord } from '../../ports/sessions';
import type { ShareRecord, ShareVisit } from '../../ports/shares';
import type { UserRecord } from '../../ports/users';
import { readStoredSettings } from './stored-remix-settings';

/** `usernames/{usernameLower}`: makes usernames unique, written in the same transaction as the user. */
export interface UsernameDoc {
  uid: string;
}

/** `tokenPackages/{id}`: a package on sale; price kept in cents and as the spec's decimal string. */
export interface TokenPackageDoc {
  name: string;
  size: PackageSize;
  description: string;
  tokenAmount: number;
  priceCents: number;
  price: string;
  isActive: boolean;
  stripePriceId: string | null;
}

/** `coupons/{CODE}`: our own coupons (Stripe coupons do not apply to PaymentIntents). */
export interface CouponDoc {
  percentOff: number | null;
  amountOffCents: number | null;
  active: boolean;
  expiresAt: Date | null;
  maxRedemptions: number | null;
  redemptions: number;
  /** Redemptions held by unpaid payment intents (absent on coupons written before reservations existed: 0). */
  reserved?: number;
  /** Purchases one user may make with it; absent or null means DEFAULT_MAX_PER_USER. */
  maxPerUser?: number | null;
}

/** `refundedPayments/{paymentIntentId}`: a payment refunded instead of credited, and why. */
export interface RefundedPaymentDoc {
  userId: string;
  amountCents: number;
  reason: 'starter_pack_claimed';
  /** Stripe's refund id, once the refund was made. */
  refundId: string | null;
  createdAt: Date;
}

/**
 * `couponUses/{CODE}:{uid}`: one user's uses of one coupon, checked and counted in the purchase's transaction. A paid
 * purchase holds a reservation from its payment intent's creation until it is paid (then `redeemed` counts it) or
 * its intent is cancelled.
 */
export interface CouponUseDoc {
  code: string;
  userId: string;
  redeemed: number;
  /** The reservation's request key (one per purchase attempt), or null when the user holds none. */
  pendingKey: string | null;
  /** The payment intent holding the reservation, once Stripe created it. */
  pendingIntentId: string | null;
  /** When the reservation was made; old ones are released by cancelling their intent. */
  pendingSince: Date | null;
}

/**
 * `tokenPurchases/{id}`: one completed purchase. The id is the Stripe payment intent id, or a generated id for a
 * purchase that cost nothing, so fulfilling the same payment twice finds the document and changes nothing.
 */
export interface TokenPurchaseDoc {
  userId: string;
  kind: PurchaseKind;
  /** The package id, or 'starter_pack'. */
  packageId: string;
  /** Null for the Starter Pack, which has no package size. */
  packageSize: PackageSize | null;
  packageName: string;
  tokenAmount: number;
  priceCents: number;
  /** The price paid as the spec's decimal string; '0.00' is shown as 'Free'. */
  price: string;
  couponCode: string | null;
  /** The payment intent id; null when nothing was charged. */
  stripePaymentId: string | null;
  createdAt: Date;
  /** Set once the payment was refunded or disputed: what was taken back (domain/purchase-reversal.ts). */
  reversal?: PurchaseReversalDoc;
}

/**
 * A purchase's refunds and disputes so far and the tokens they hold back; each amount only moves forward. Records
 * written before failed refunds and dispute stages were kept lack both (reversalStateOf reads them as none).
 */
export interface PurchaseReversalDoc
  extends
    Omit<ReversalState, 'failedRefunds' | 'disputeStage'>,
    Partial<Pick<ReversalState, 'failedRefunds' | 'disputeStage'>> {
  updatedAt: Date;
}

/** `stripeEvents/{eventId}`: a webhook event already handled, written in the same transaction as its effect. */
export interface StripeEventDoc {
  type: string;
  paymentIntentId: string | null;
  /**
   * fulfilled: this event credited the tokens; already_processed: the purchase call had done it; refunded: it paid a
   * second Starter Pack, refunded instead. For a refund, failed refund or dispute: a ReversalOutcome
   * (domain/purchase-reversal.ts).
   */
  outcome: 'fulfilled' | 'already_processed' | 'refunded' | ReversalOutcome;
  processedAt: Date;
}

/**
 * `adminAudit/{id}`: one admin action (docs/data-model.md#adminaudit), written in the transaction that made the change.
 * `before` and `after` hold the changed fields as JSON values (dates as ISO strings). Closed to clients.
 */
export interface AuditEntryDoc {
  action: AuditAction;
  actor: AuditActor;
  target: AuditTarget;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  createdAt: Date;
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
  tokenPackages: (db: Firestore) => collection<TokenPackageDoc>(db, 'tokenPackages'),
  coupons: (db: Firestore) => collection<CouponDoc>(db, 'coupons'),
  couponUses: (db: Firestore) => collection<CouponUseDoc>(db, 'couponUses'),
  refundedPayments: (db: Firestore) => collection<RefundedPaymentDoc>(db, 'refundedPayments'),
  tokenPurchases: (db: Firestore) => collection<TokenPurchaseDoc>(db, 'tokenPurchases'),
  stripeEvents: (db: Firestore) => collection<StripeEventDoc>(db, 'stripeEvents'),
  rateLimits: (db: Firestore) => collection<RateLimitCounter>(db, 'rateLimits'),
  sessions: (db: Firestore) => collection<SessionRecord>(db, 'sessions'),
  remixJobs: (db: Firestore) =>
    collection<RemixJobRecord>(db, 'remixJobs', (job) => ({ ...job, settings: readStoredSettings(job.settings) })),
  imageResults: (db: Firestore) =>
    collection<ImageResultRecord>(db, 'imageResults', (result) => ({ ...result, ...readStoredSettings(result) })),
  shares: (db: Firestore) => collection<ShareRecord>(db, 'shares'),
  shareVisits: (db: Firestore) => collection<ShareVisit>(db, 'shareVisits'),
  adminAudit: (db: Firestore) => collection<AuditEntryDoc>(db, 'adminAudit'),
  listings: (db: Firestore) => collection<ListingRecord>(db, 'listings'),
  listingLinks: (db: Firestore) => collection<ListingLinkRecord>(db, 'listingLinks'),
  accountDeletions: (db: Firestore) => collection<AccountDeletion>(db, 'accountDeletions'),
  deletedAccounts: (db: Firestore) => collection<DeletedAccount>(db, 'deletedAccounts'),
  tombstoneLedger: (db: Firestore, tombstoneId: string) =>
    collection<TombstoneLedgerEntry>(db, `deletedAccounts/${tombstoneId}/ledger`),
};
