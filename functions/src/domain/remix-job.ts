import { isUsableDocumentId } from '@roomremix/contracts/document-id';
import type { JobStage, JobStatus } from '@roomremix/contracts/enums';
import { idempotentId, type IdempotentRequest } from './idempotency';

// Pure rules of the remix job state machine: ids, blob keys, progress, leases and staleness.

/** Percent done shown for each stage the server knows; 'uploading' exists only in the browser. */
export const STAGE_PROGRESS = {
  queued: 0,
  generating: 10,
  saving: 85,
  done: 100,
} as const satisfies Partial<Record<JobStage, number>>;

/** Job and result ids: Firestore auto-ids (20 characters) or idempotent ids (40 hex); also valid Cloud Tasks task ids. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Whether `id` can be a job or result id (the ids the server makes: auto-ids and hashes, never reserved ones such as
 * `__x__`); anything else is answered 404 without touching Firestore.
 */
export function isValidJobId(id: unknown): id is string {
  return typeof id === 'string' && ID_PATTERN.test(id) && isUsableDocumentId(id);
}

/**
 * The job id of a submit or upscale with an Idempotency-Key: a hash of the caller, the key and the request
 * (domain/idempotency.ts), so a retry finds the job its first attempt created and no other request can name it.
 */
export function idempotentJobId(request: IdempotentRequest): string {
  return idempotentId('remix-job', request);
}

/** Ledger entry id of a job's debit: applying it twice debits once. */
export function debitEntryId(jobId: string): string {
  return `remix-${jobId}`;
}

/** Ledger entry id of a job's refund: however often the failure path runs, the refund is applied once. */
export function refundEntryId(jobId: string): string {
  return `refund-${jobId}`;
}

/** Blob keys of one submit's inputs; `uploadId` is new per request, so a losing duplicate never touches the winner's. */
export function inputBlobKeys(
  uid: string,
  uploadId: string,
  referenceCount: number,
): { base: string; references: string[]; mask: string } {
  const folder = `users/${uid}/uploads/${uploadId}`;
  return {
    base: `${folder}/base.jpg`,
    mask: `${folder}/mask.png`,
    references: Array.from({ length: referenceCount }, (_, index) => `${folder}/reference-${index + 1}.jpg`),
  };
}

/**
 * Blob key of a result variant (1-based), per claim: a stale attempt that lost its lease never overwrites the
 * winner's image.
 */
export function resultBlobKey(uid: string, jobId: string, leaseId: string, variant = 1): string {
  return `users/${uid}/results/${jobId}/${leaseId}${variant === 1 ? '' : `-${variant}`}.jpg`;
}

/** Blob key of a result's preview (adapters/image-codec/thumbnail.ts), beside its image. */
export function thumbnailBlobKey(resultKey: string): string {
  return resultKey.replace(/\.jpg$/, '-thumb.webp');
}

/**
 * The result id of a job's variant (1-based): the job id for the first, so a job of one image keeps the id it always
 * had, and `<jobId>-<n>` for the others. Completing a job twice cannot create a variant twice.
 */
export function variantResultId(jobId: string, variant: number): string {
  return variant === 1 ? jobId : `${jobId}-${variant}`;
}

/**
 * Reference labels lined up with the uploaded references: one label per image, extra labels dropped, missing ones
 * empty. The form keeps labels across remixes, so a stale extra label is a leftover, not an error.
 */
export function alignReferenceLabels(labels: readonly string[], referenceCount: number): string[] {
  return Array.from({ length: referenceCount }, (_, index) => labels[index] ?? '');
}

/** What a job looks like to the claim and staleness rules. */
export interface JobClock {
  status: JobStatus;
  /** When the current attempt's lease ends (processing), in ms since the epoch; null when nobody holds it. */
  leaseExpiresAtMs: number | null;
  /** Last change of the job, in ms since the epoch. */
  updatedAtMs: number;
}

/** What a task delivery may do with a job. */
export type ClaimDecision = 'claim' | 'finished' | 'busy';

/**
 * A delivery claims a queued job, or a processing one whose lease has run out (its attempt crashed or timed out);
 * a finished job is acknowledged at once; a processing job under a live lease belongs to another attempt.
 */
export function claimDecision(job: JobClock, nowMs: number): ClaimDecision {
  if (job.status === 'succeeded' || job.status === 'failed') return 'finished';
  if (job.status === 'processing' && job.leaseExpiresAtMs !== null && job.leaseExpiresAtMs > nowMs) return 'busy';
  return 'claim';
}

/** How long a job may wait in the queue without any attempt before it is given up (and refunded). */
export const QUEUED_STALE_MS = 30 * 60 * 1000;
/** How long after its lease ran out a processing job may wait for a retry before it is given up. */
export const LEASE_STALE_GRACE_MS = 5 * 60 * 1000;

/** The instants before which a job is stale at `nowMs`, for isStaleJob and for queries that look for stale jobs. */
export interface StaleJobCutoffs {
  /** A queued job last changed before this, in ms since the epoch, is stale. */
  queuedUpdatedBeforeMs: number;
  /** A processing job whose lease ran out before this, in ms since the epoch, is stale. */
  leaseExpiredBeforeMs: number;
}

/** The cut-offs of the staleness rule at `nowMs`. */
export function staleJobCutoffs(nowMs: number): StaleJobCutoffs {
  return { queuedUpdatedBeforeMs: nowMs - QUEUED_STALE_MS, leaseExpiredBeforeMs: nowMs - LEASE_STALE_GRACE_MS };
}

/**
 * Whether nobody will finish the job any more: queued for 30 minutes without progress (its task was lost, or the
 * worker cannot start), or processing with a lease that ran out 5 minutes ago (the last attempt died). Such a job is
 * failed and refunded, by the periodic sweep or when its owner looks at it, whichever comes first; a late delivery
 * then finds it finished and does nothing.
 */
export function isStaleJob(job: JobClock, nowMs: number): boolean {
  const cutoffs = staleJobCutoffs(nowMs);
  if (job.status === 'queued') return job.updatedAtMs < cutoffs.queuedUpdatedBeforeMs;
  if (job.status === 'processing') {
    return job.leaseExpiresAtMs === null || job.leaseExpiresAtMs < cutoffs.leaseExpiredBeforeMs;
  }
  return false;
}

/** Signed image URLs live at least 60 minutes, and expire on a 15-minute boundary. */
const SIGNED_URL_MIN_LIFETIME_MS = 60 * 60 * 1000;
const SIGNED_URL_WINDOW_MS = 15 * 60 * 1000;
/**
 * The longest a URL expiring at signedUrlExpiry lives (75 minutes, never quite reached):
 * adapters/blob-store/gcs-blob-store.ts dates such URLs this long before their expiry, an instant then never after the
 * signing.
 */
export const SIGNED_URL_MAX_LIFETIME_MS = SIGNED_URL_MIN_LIFETIME_MS + SIGNED_URL_WINDOW_MS;

/**
 * When a signed URL made at `nowMs` should expire: the first 15-minute boundary at least 60 minutes ahead. Every
 * moment of a 15-minute window gets the same instant, and the blob stores sign that instant as it is, so repeated
 * listings within the window sign the same URLs and the browser's cache serves repeated views.
 */
export function signedUrlExpiry(nowMs: number): Date {
  return new Date(Math.ceil((nowMs + SIGNED_URL_MIN_LIFETIME_MS) / SIGNED_URL_WINDOW_MS) * SIGNED_URL_WINDOW_MS);
}
