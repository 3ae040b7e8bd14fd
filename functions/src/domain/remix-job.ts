import { isUsableDocumentId } from '@roomremix/contracts/document-id';
import type { JobStage } from '@roomremix/contracts/enums';
import { idempotentId, type IdempotentRequest } from './idempotency';

// Pure rules of a remix job's data: ids, blob keys, progress and signed URLs. Its states and transitions are
// remix-job-lifecycle.ts.

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
