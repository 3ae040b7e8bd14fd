import type { JobStage, JobStatus } from '@roomremix/contracts/enums';
import type { Disclosure } from '@roomremix/contracts/listings';
import type { SavedRemixSettings } from '@roomremix/contracts/remix-settings';
import type { ImageEngine as ImageEngineName } from '@roomremix/contracts/system';
import type { JobChange, StaleJobCutoffs } from '../domain/remix-job-lifecycle';
import type { Tx } from './transactions';

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
export interface RemixJobRecord {
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

/** A stored job and its id. */
export interface StoredJob {
  id: string;
  job: RemixJobRecord;
}

/**
 * `remixJobs/{jobId}`. Which change a job may undergo, and what it changes, is decided by its state machine
 * (domain/remix-job-lifecycle.ts); the repository stores the change it decided.
 */
export interface RemixJobsRepository {
  /** A new job id (an auto-id). */
  newId(): string;
  read(id: string): Promise<RemixJobRecord | undefined>;
  readIn(tx: Tx, id: string): Promise<RemixJobRecord | undefined>;
  /** Creates the job; the transaction fails if it exists. */
  createIn(tx: Tx, id: string, job: RemixJobRecord): void;
  /** Stores a change the state machine decided: the first result beside the list, the wait inside `listing`. */
  writeChangeIn(tx: Tx, id: string, change: JobChange): void;
  /**
   * Ends a queued job's wait with the change its state machine decided, its reference to match (the take it waited
   * for, or none) its one reference.
   */
  endWaitIn(tx: Tx, id: string, change: JobChange, match: { reference: StoredImageRef | null; label: string }): void;
  /**
   * Stores which of the job's variants remain after a deletion; with none left (`remaining` empty) the job keeps none
   * of the user's words either (its title, prompts, reference labels and notes are cleared).
   */
  setRemainingResultsIn(tx: Tx, id: string, remaining: string[], at: Date): void;
  /** Gives a listing photo's take its new disclosure (a re-mark: services/listings/re-mark.ts). */
  setListingDisclosureIn(tx: Tx, id: string, listing: ListingStaging, at: Date): void;
  /** The queued jobs that wait for `jobId` to finish (a listing batch's photos and their anchor), in batch order. */
  findWaitingFor(jobId: string): Promise<StoredJob[]>;
  /** The jobs of one listing staging batch, in batch order. */
  batchJobs(batchId: string): Promise<StoredJob[]>;
  /**
   * Up to `limit` stale jobs of each kind (domain/remix-job-lifecycle.ts staleJobCutoffs): queued jobs last changed
   * before the cutoff, and processing jobs whose lease ended before it, each in `order` of those times.
   */
  staleBefore(cutoffs: StaleJobCutoffs, order: 'asc' | 'desc', limit: number): Promise<[StoredJob[], StoredJob[]]>;
  /** Up to `limit` failed jobs across users, newest first (the admin's list). */
  latestFailed(limit: number): Promise<StoredJob[]>;
  /** The user's newest `limit` jobs, newest first (the admin's user detail). */
  latestOf(uid: string, limit: number): Promise<StoredJob[]>;
  /** The staging batch of each of the user's jobs that belongs to one, by job id (the ledger reconciliation's read). */
  batchesOf(uid: string): Promise<Map<string, string>>;
}
