import type { JobStage, JobStatus, RoomType } from '@roomremix/contracts/enums';
import type { Disclosure } from '@roomremix/contracts/listings';
import type { SavedRemixSettings } from '@roomremix/contracts/remix-settings';
import type { ImageEngine as ImageEngineName } from '@roomremix/contracts/system';
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
import type { LedgerEntry } from '../../ports/ledger';
import type { RefundedPaymentRecord, TokenPurchaseRecord } from '../../ports/purchases';
import type { RateLimitCounter } from '../../ports/rate-limits';
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

/** An uploaded image as stored after decodeUpload: its blob key and what it is. */
export interface StoredImageRef {
  key: string;
  width: number;
  height: number;
  bytes: number;
  /**
   * The same image without its disclosure mark (domain/listing.ts unmarkedBlobKey), which the engine is given instead:
   * only on the reference of a listing photo matched to a labelled staging. Never served.
   */
  unmarkedKey?: string;
}

/**
 * `remixJobs/{jobId}`: one remix, a state machine queued → processing → succeeded | failed. The id is an auto-id, or a
 * hash of the user and their Idempotency-Key; it is also the Cloud Tasks task id, and the debit and refund ledger
 * entries are keyed by it. Job documents are kept (the ledger refers to them); deleting the result clears the free
 * texts instead.
 */
export interface RemixJobDoc {
  userId: string;
  status: JobStatus;
  stage: JobStage;
  progress: number;
  /** As submitted (blank is null); read in today's spelling (stored-remix-settings.ts). */
  settings: SavedRemixSettings;
  /** `mask`: white marks the region to change (absent on jobs without one, and on jobs from before masks). */
  inputs: { base: StoredImageRef; references: StoredImageRef[]; mask?: StoredImageRef | null };
  /** Tokens debited at submit: the per-image cost times `variants`. */
  cost: number;
  /** Images asked for (absent on jobs from before variants: 1). */
  variants?: number;
  /** Attempts that claimed the job so far. */
  attempts: number;
  /** The claiming attempt's fencing token: later writes of an attempt that lost its lease are refused. */
  leaseId: string | null;
  leaseExpiresAt: Date | null;
  /** The first variant's imageResults id once succeeded (the job id); null before, and after it was deleted. */
  resultId: string | null;
  /**
   * The ids of the variants made and not deleted, in variant order (absent on jobs from before variants: `resultId`
   * alone). The inputs they share are deleted with the last one.
   */
  resultIds?: string[];
  /** Readable reason of a failed job; never a provider's raw error. */
  error: string | null;
  /** Whether the whole cost was refunded (the job failed); set in the same transaction as the refund entry. */
  refunded: boolean;
  /** Tokens refunded, whole or for the variants that could not be made (absent: `cost` if refunded, else 0). */
  refundedTokens?: number;
  notes: string[];
  /** The engine of the last attempt; null until one claimed the job. */
  engine: ImageEngineName | null;
  /** True once the user deleted the result: blobs and free texts are gone. */
  resultDeleted: boolean;
  /**
   * Set on an upscale (services/remix/upscale.ts): the result it makes Ultra and that result's image, read when the
   * job runs (a result deleted meanwhile fails the job, refunded). Its inputs are copies of that result's.
   */
  upscale?: { sourceResultId: string; sourceImageKey: string };
  /** Set on the staging of a listing photo (services/listings/stagings.ts); absent on every other job. */
  listing?: ListingStaging;
  createdAt: Date;
  updatedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** A remix job's place in a listing's staging batch. */
export interface ListingStaging {
  listingId: string;
  photoId: string;
  batchId: string;
  disclosure: Disclosure;
  /** The disclosure rule it follows (domain/disclosure-rules.ts); absent on older jobs: the plain rule `disclosure`. */
  disclosureRule?: string;
  /** The photo's place in the batch: a failed anchor's place goes to the first photo waiting for it. */
  position: number;
  /**
   * The job whose finished result this one is to match, while it waits for it (the job is queued but not enqueued);
   * null once it was handed to the queue.
   */
  waitsFor: string | null;
  /** The job whose result was given as the reference to match; null for the batch's (or group's) first photo. */
  styleAnchorJobId: string | null;
  /** The originals page a `label-link` disclosure points at (its QR code); absent for the other disclosures. */
  originalsUrl?: string;
}

/**
 * `imageResults/{id}`: a finished remix, with blob keys instead of URLs (the API signs URLs when it answers) and the
 * structure score. It keeps the settings its job was submitted with. The id is the job id, so completing a job twice
 * cannot create two results.
 */
export interface ImageResultDoc extends SavedRemixSettings {
  userId: string;
  jobId: string;
  baseImageKey: string;
  resultImageKey: string;
  referenceImageKeys: string[];
  /** The mask the result was made with; absent or null without one. */
  maskImageKey?: string | null;
  /**
   * Its preview (domain/remix-job.ts thumbnailBlobKey); absent on results stored before previews, until a listing of
   * results makes one (services/remix/result-thumbnails.ts).
   */
  thumbnailImageKey?: string;
  /** A listing photo's staged image without its disclosure mark (domain/listing.ts unmarkedBlobKey); never served. */
  unmarkedImageKey?: string | null;
  /** The unmarked copies of its references (StoredImageRef.unmarkedKey); never served, deleted with the inputs. */
  unmarkedReferenceKeys?: string[];
  /** The listing whose photo this is a take of: listed with the listing, not in My Results; absent elsewhere. */
  listingId?: string;
  /** The result this one upscaled to Ultra (services/remix/upscale.ts); absent on every remix. */
  upscaledFrom?: string;
  /** True on a staged listing photo whose structure score stayed below the listing-safe floor after a second take. */
  structureFlagged?: boolean;
  tokensUsed: number;
  /** Bytes of the result image. */
  fileSize: number;
  width: number;
  height: number;
  /** Edge-map similarity of base and result, 0–100; null when it could not be measured. */
  structureScore: number | null;
  /**
   * The same inside and outside the painted region; null without a mask, for a region too small or too plain to
   * judge, and on results from before masks (absent).
   */
  structureScoreInside?: number | null;
  structureScoreOutside?: number | null;
  engine: ImageEngineName;
  createdAt: Date;
  /** Which variant of its job this is (1-based) and how many the job asked for; absent on older results: 1 of 1. */
  variant?: number;
  variantCount?: number;
}

/** One photo of a listing, in the listing's order. */
export interface ListingPhotoEntry {
  id: string;
  /** The original as uploaded (decoded, upright, re-encoded). */
  image: StoredImageRef;
  /** Its preview for the listing page (adapters/image-codec/thumbnail.ts); absent on photos added before previews. */
  previewKey?: string;
  roomType: RoomType | null;
  sameRoomAs: string | null;
  /** The job of the take the photo shows: its latest staging, or the take of a look a staging chose again. */
  stagingJobId: string | null;
  /**
   * The jobs of every staging of the photo (its takes), newest first; absent on older photos, whose one take is
   * `stagingJobId`.
   */
  takeJobIds?: string[];
  /**
   * The image (as disclosed) of the photo's most recent successful staging, stored when it succeeds and cleared when
   * its result is deleted: what the originals page serves, so the page reads this one document. Absent on older photos.
   */
  stagedImageKey?: string | null;
  /** What that staging's disclosure says: its words (the label's, the export's file name) and its caption. */
  stagedDisclosure?: StagedDisclosure | null;
}

/** What a staged photo's disclosure says of it (domain/disclosure-words.ts). */
export interface StagedDisclosure {
  words: string;
  caption: string;
}

/**
 * `listingLinks/{id}`: a listing's originals page (`/l/<token>`), found by its token. Kept once turned off, so the
 * token then answers 410. Closed to clients.
 */
export interface ListingLinkDoc {
  userId: string;
  listingId: string;
  token: string;
  createdAt: Date;
  revokedAt: Date | null;
}

/** A listing's staging batch: its disclosure, its one debit, and each photo's job in the order they were planned. */
export interface ListingBatchDoc {
  id: string;
  disclosure: Disclosure;
  /** The disclosure rule it follows; absent on older batches: the plain rule `disclosure`. */
  disclosureRule?: string;
  cost: number;
  jobs: { photoId: string; jobId: string }[];
  createdAt: Date;
}

/** `listings/{listingId}`: a property's photos, staged together (docs/data-model.md#listings). Closed to clients. */
export interface ListingDoc {
  userId: string;
  title: string;
  photos: ListingPhotoEntry[];
  /** The latest staging batch. */
  batch: ListingBatchDoc | null;
  /** The disclosure rule of its latest staging, offered first next time; absent before one. */
  disclosureRule?: string;
  /** The live originals link (`listingLinks/{id}`) and its URL; null when none was made or it was turned off. */
  originalsLink: { id: string; url: string } | null;
  /** The live originals link's token, which the public page finds the listing by; absent on older listings. */
  originalsToken?: string | null;
  createdAt: Date;
  updatedAt: Date;
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
    collection<RemixJobDoc>(db, 'remixJobs', (job) => ({ ...job, settings: readStoredSettings(job.settings) })),
  imageResults: (db: Firestore) =>
    collection<ImageResultDoc>(db, 'imageResults', (result) => ({ ...result, ...readStoredSettings(result) })),
  shares: (db: Firestore) => collection<ShareRecord>(db, 'shares'),
  shareVisits: (db: Firestore) => collection<ShareVisit>(db, 'shareVisits'),
  adminAudit: (db: Firestore) => collection<AuditEntryRecord>(db, 'adminAudit'),
  listings: (db: Firestore) => collection<ListingDoc>(db, 'listings'),
  listingLinks: (db: Firestore) => collection<ListingLinkDoc>(db, 'listingLinks'),
  accountDeletions: (db: Firestore) => collection<AccountDeletion>(db, 'accountDeletions'),
  deletedAccounts: (db: Firestore) => collection<DeletedAccount>(db, 'deletedAccounts'),
  tombstoneLedger: (db: Firestore, tombstoneId: string) =>
    collection<TombstoneLedgerEntry>(db, `deletedAccounts/${tombstoneId}/ledger`),
};
