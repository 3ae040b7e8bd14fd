import type { ImageResult, RemixJob } from '@roomremix/contracts/remix';
import { pickRemixSettings } from '@roomremix/contracts/remix-settings';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import type { ImageResultRecord, StoredResult } from '../../ports/image-results';
import type { RemixJobRecord } from '../../ports/remix-jobs';
import type { Logger } from '../../adapters/logging/logger';
import { type Clock, nowOf } from '../../domain/clock';
import { withoutStagedImage } from '../../domain/listing';
import { isValidJobId, signedUrlExpiry, thumbnailBlobKey } from '../../domain/remix-job';
import type { Repositories } from '../../ports/repositories';
import { revokeSharesOfResult } from '../shares';
import { withThumbnails } from './result-thumbnails';

/** What reading and deleting results needs. */
export interface ResultsDeps {
  repositories: Pick<Repositories, 'runTransaction' | 'remixJobs' | 'imageResults' | 'listings' | 'shares'>;
  blobStore: BlobStore;
  logger: Logger;
  now?: Clock;
}

/** Most results one `GET /api/results` answers (newest first); every one costs a dozen URL signatures. */
export const MAX_RESULTS_LISTED = 200;

/**
 * A stored result as the API answers it (docs/architecture.md#results-and-signed-urls): blob keys become signed,
 * expiring URLs. All URLs of one answer share one expiry (see signedUrlExpiry), so a list signed twice within
 * minutes is identical.
 */
export async function toImageResult(
  blobStore: BlobStore,
  id: string,
  doc: ImageResultRecord,
  now: Date,
): Promise<ImageResult> {
  const expiresAt = signedUrlExpiry(now.getTime());
  const sign = (key: string) => blobStore.signedUrl(key, expiresAt);
  const [baseImageUrl, resultImageUrl, thumbnailUrl, referenceImageUrls, maskImageUrl] = await Promise.all([
    sign(doc.baseImageKey),
    sign(doc.resultImageKey),
    doc.thumbnailImageKey ? sign(doc.thumbnailImageKey) : null,
    Promise.all(doc.referenceImageKeys.map(sign)),
    doc.maskImageKey ? sign(doc.maskImageKey) : null,
  ]);
  return {
    id,
    userId: doc.userId,
    ...pickRemixSettings(doc),
    baseImageUrl,
    resultImageUrl,
    thumbnailUrl,
    referenceImageUrls,
    maskImageUrl,
    tokensUsed: doc.tokensUsed,
    createdAt: doc.createdAt.toISOString(),
    fileSize: doc.fileSize,
    width: doc.width || null,
    height: doc.height || null,
    upscaledFrom: doc.upscaledFrom ?? null,
    structureScore: doc.structureScore,
    structureScoreInside: doc.structureScoreInside ?? null,
    structureScoreOutside: doc.structureScoreOutside ?? null,
    engine: doc.engine,
    variant: doc.variant ?? 1,
    variantCount: doc.variantCount ?? 1,
  };
}

/** A job as the API answers it (`POST /api/process`, `GET /api/jobs/:id`), with the variants it made that remain. */
export function toRemixJob(id: string, doc: RemixJobRecord, results: ImageResult[]): RemixJob {
  return {
    id,
    status: doc.status,
    stage: doc.stage,
    progress: doc.progress,
    cost: doc.cost,
    variants: doc.variants ?? 1,
    refunded: doc.refunded,
    refundedTokens: doc.refundedTokens ?? (doc.refunded ? doc.cost : 0),
    error: doc.error,
    notes: doc.notes,
    result: results[0] ?? null,
    results,
    createdAt: doc.createdAt.toISOString(),
  };
}

/** The ids of the job's variants not deleted yet, in variant order (jobs from before variants had one `resultId`). */
export function resultIdsOf(job: RemixJobRecord): string[] {
  return job.resultIds ?? (job.resultId ? [job.resultId] : []);
}

/**
 * The job's first variant, the one a listing photo shows and a later photo of the same look is matched to; undefined
 * when the job has none left or it is gone.
 */
export async function firstResultOf(
  deps: { repositories: Pick<Repositories, 'imageResults'> },
  job: RemixJobRecord,
): Promise<StoredResult | undefined> {
  const [id] = resultIdsOf(job);
  const doc = id === undefined ? undefined : await deps.repositories.imageResults.read(id);
  return id !== undefined && doc ? { id, doc } : undefined;
}

/** The user's result `id`, or null when there is none or it is another user's (the API answers both with 404). */
export async function readOwnResult(deps: ResultsDeps, uid: string, id: string): Promise<ImageResult | null> {
  if (!isValidJobId(id)) return null;
  const doc = await deps.repositories.imageResults.read(id);
  if (!doc || doc.userId !== uid) return null;
  const [withPreview] = await withThumbnails(deps, [{ id, doc }]);
  return toImageResult(deps.blobStore, id, withPreview?.doc ?? doc, nowOf(deps));
}

/**
 * The user's results, newest first, of the latest `limit`: a listing photo's takes are not among them, since they are
 * shown (and deleted) with their listing; the first few without a preview get one (withThumbnails).
 */
export async function listOwnResults(
  deps: ResultsDeps,
  uid: string,
  limit = MAX_RESULTS_LISTED,
): Promise<ImageResult[]> {
  const stored = await deps.repositories.imageResults.latestOf(uid, Math.min(Math.max(1, limit), MAX_RESULTS_LISTED));
  const remixes = await withThumbnails(
    deps,
    stored.filter(({ doc }) => doc.listingId === undefined),
  );
  const now = nowOf(deps);
  return Promise.all(remixes.map(({ id, doc }) => toImageResult(deps.blobStore, id, doc, now)));
}

/**
 * Deletes the user's result (docs/architecture.md#results-and-signed-urls). Its image goes first, then the document;
 * the inputs it shares with the other variants of its job (base, references, mask) go with the last of them, which
 * also clears the job's free texts. Blobs go before documents so a failure half-way leaves a result the user can
 * delete again, never images nobody points at; two variants deleted at once each see the other, so whichever
 * transaction finds itself the last deletes the inputs afterwards. The job document stays, because the ledger's debit
 * and refund entries refer to it; the result's share links are turned off. Returns false when there is no such result
 * of this user.
 */
export async function deleteOwnResult(deps: ResultsDeps, uid: string, id: string): Promise<boolean> {
  if (!isValidJobId(id)) return false;
  const { runTransaction, remixJobs, imageResults, listings } = deps.repositories;
  const doc = await imageResults.read(id);
  if (!doc || doc.userId !== uid) return false;

  const inputKeys = [
    doc.baseImageKey,
    ...doc.referenceImageKeys,
    ...(doc.unmarkedReferenceKeys ?? []),
    ...(doc.maskImageKey ? [doc.maskImageKey] : []),
  ];
  const deleteAll = (keys: readonly string[]) => Promise.all(keys.map((key) => deps.blobStore.delete(key)));
  const job = await remixJobs.read(doc.jobId);
  const lastBefore = !job || otherVariants(job, id).length === 0;
  // The preview by its derived key, so one stored by a listing that had not recorded it yet goes too.
  const resultKeys = [
    doc.resultImageKey,
    thumbnailBlobKey(doc.resultImageKey),
    ...(doc.unmarkedImageKey ? [doc.unmarkedImageKey] : []),
  ];
  await deleteAll([...resultKeys, ...(lastBefore ? inputKeys : [])]);
  const last = await runTransaction(async (tx) => {
    const current = await remixJobs.readIn(tx, doc.jobId);
    // A staged listing photo's image goes from its listing's originals page too.
    const listingId = current?.listing?.listingId;
    const listing = listingId && (await listings.readIn(tx, listingId));
    const photos = listing ? withoutStagedImage(listing.photos, doc.resultImageKey) : null;
    if (listingId && photos) listings.updateIn(tx, listingId, { photos, updatedAt: nowOf(deps) });
    imageResults.deleteIn(tx, id);
    if (!current) return true;
    // The last variant gone, the job keeps none of the user's words (setRemainingResultsIn).
    const remaining = otherVariants(current, id);
    remixJobs.setRemainingResultsIn(tx, doc.jobId, remaining, nowOf(deps));
    return remaining.length === 0;
  });
  if (last && !lastBefore) await deleteAll(inputKeys);
  await revokeSharesOfResult(deps, id);
  deps.logger.info('Result deleted', { resultId: id, uid, inputsDeleted: last });
  return true;
}

/** The job's variants other than `id` that are not deleted yet. */
function otherVariants(job: RemixJobRecord, id: string): string[] {
  return resultIdsOf(job).filter((other) => other !== id);
}
