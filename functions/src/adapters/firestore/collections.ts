import type { LedgerReason, PackageSize, UserRole } from '@roomremix/contracts/enums';
import type {
  CollectionReference,
  DocumentData,
  Firestore,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  Timestamp,
} from 'firebase-admin/firestore';

/** `users/{uid}`: SPEC User without the password, which lives in Firebase Auth (DESIGN §3). */
export interface UserDoc {
  username: string;
  usernameLower: string;
  email: string | null;
  fullName: string | null;
  role: UserRole;
  tokenBalance: number;
  createdAt: Timestamp;
  stripeCustomerId: string | null;
  googleId: string | null;
  profileImage: string | null;
  hasClaimedFreeTokens: boolean;
}

/** `usernames/{usernameLower}`: makes usernames unique, written in the same transaction as the user. */
export interface UsernameDoc {
  uid: string;
}

/** `users/{uid}/ledger/{entryId}`: one balance change; the entry id is its idempotency key. */
export interface LedgerEntryDoc {
  delta: number;
  balanceAfter: number;
  reason: LedgerReason;
  /** What caused it: a job id, a payment intent id, a seed key. */
  ref: string;
  createdAt: Timestamp;
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

/** `coupons/{CODE}`: our own coupons (Stripe coupons do not apply to PaymentIntents, DESIGN §3). */
export interface CouponDoc {
  percentOff: number | null;
  amountOffCents: number | null;
  active: boolean;
  expiresAt: Timestamp | null;
  maxRedemptions: number | null;
  redemptions: number;
}

/**
 * `rateLimits/{key}`: one fixed-window attempt counter; the id is a hash of scope, kind and subject (IP or account),
 * the subject itself is not stored. `expiresAt` marks when the window ends (a TTL policy may delete it afterwards).
 */
export interface RateLimitDoc {
  scope: string;
  kind: string;
  count: number;
  windowStartedAt: Timestamp;
  expiresAt: Timestamp;
}

/** Passes documents through unchanged while giving them a type; the schema is enforced by the services writing them. */
function converter<T extends DocumentData>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (data) => data as DocumentData,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => snapshot.data() as T,
  };
}

function collection<T extends DocumentData>(db: Firestore, path: string): CollectionReference<T> {
  return db.collection(path).withConverter(converter<T>());
}

/** Typed references to every collection of DESIGN §3. */
export const collections = {
  users: (db: Firestore) => collection<UserDoc>(db, 'users'),
  usernames: (db: Firestore) => collection<UsernameDoc>(db, 'usernames'),
  ledger: (db: Firestore, uid: string) => collection<LedgerEntryDoc>(db, `users/${uid}/ledger`),
  tokenPackages: (db: Firestore) => collection<TokenPackageDoc>(db, 'tokenPackages'),
  coupons: (db: Firestore) => collection<CouponDoc>(db, 'coupons'),
  rateLimits: (db: Firestore) => collection<RateLimitDoc>(db, 'rateLimits'),
};
