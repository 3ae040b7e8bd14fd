import type { ImageResult, RemixJob } from '@roomremix/contracts/remix';
import { pickRemixSettings } from '@roomremix/contracts/remix-settings';
import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import { collections, type ImageResultDoc, type RemixJobDoc } from '../../adapters/firestore/collections';
import type { Logger } from '../../adapters/logging/logger';
import { type Clock, nowOf } from '../../domain/clock';
import { isValidJobId, signedUrlLifetimeSeconds } from '../../domain/remix-job';
import { revokeSharesOfResult } from '../shares';

/** What reading and deleting results needs. */
export interface ResultsDeps {
  db: Firestore;
  blobStore: BlobStore;
  logger: Logger;
  now?: Clock;
}

/** Most results one `GET /api/results` answers (newest first); every one costs a dozen URL signatures. */
export const MAX_RESULTS_LISTED = 200;

/**
 * A stored result as the API answers it (docs/architecture.md#results-and-signed-urls): blob keys become signed,
 * expiring URLs. All URLs of one answer share one expiry (see signedUrlLifetimeSeconds), so a list signed twice within
 * minutes is identical.
 */
export async function toImageResult(
  blobStore: BlobStore,
  id: string,
  doc: ImageResultDoc,
  now: Date,
): Promise<ImageResult> {
  const lifetime = signedUrlLifetimeSeconds(now.getTime());
  const sign = (key: string) => blobStore.signedUrl(key, lifetime);
  const [baseImageUrl, resultImageUrl, referenceImageUrls, maskImageUrl] = await Promise.all([
    sign(doc.baseImageKey),
    sign(doc.resultImageKey),
    Promise.all(doc.referenceImageKeys.map(sign)),
    doc.maskImageKey ? sign(doc.maskImageKey) : null,
  ]);
  return {
    id,
    userId: doc.userId,
    ...pickRemixSettings(doc),
    baseImageUrl,
    resultImageUrl,
    referenceImageUrls,
    maskImageUrl,
    tokensUsed: doc.tokensUsed,
    createdAt: doc.createdAt.toDate().toISOString(),
    fileSize: doc.fileSize,
    structureScore: doc.structureScore,
    structureScoreInside: doc.structureScoreInside ?? null,
    structureScoreOutside: doc.structureScoreOutside ?? null,
    engine: doc.engine,
    variant: doc.variant ?? 1,
    variantCount: doc.variantCount ?? 1,
  };
}

/** A job as the API answers it (`POST /api/process`, `GET /api/jobs/:id`), with the variants it made that remain. */
export function toRemixJob(id: string, doc: RemixJobDoc, results: ImageResult[]): RemixJob {
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
    createdAt: doc.createdAt.toDate().toISOString(),
  };
}

/** The ids of the job's variants not deleted yet, in variant order (jobs from before variants had one `resultId`). */
export function resultIdsOf(job: RemixJobDoc): string[] {
  return job.resultIds ?? (job.resultId ? [job.resultId] : []);
}

/** The user's result `id`, or null when there is none or it is another user's (the API answers both with 404). */
export async function readOwnResult(deps: ResultsDeps, uid: string, id: string): Promise<ImageResult | null> {
  if (!isValidJobId(id)) return null;
  const doc = (await collections.imageResults(deps.db).doc(id).get()).data();
  if (!doc || doc.userId !== uid) return null;
  return toImageResult(deps.blobStore, id, doc, nowOf(deps));
}

/** The user's results, newest first, at most `limit`. */
export async function listOwnResults(
  deps: ResultsDeps,
  uid: string,
  limit = MAX_RESULTS_LISTED,
): Promise<ImageResult[]> {
  const snapshot = await collections
    .imageResults(deps.db)
    .where('userId', '==', uid)
    .orderBy('createdAt', 'desc')
    .limit(Math.min(Math.max(1, limit), MAX_RESULTS_LISTED))
    .get();
  const now = nowOf(deps);
  return Promise.all(snapshot.docs.map((doc) => toImageResult(deps.blobStore, doc.id, doc.data(), now)));
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
  const resultRef = collections.imageResults(deps.db).doc(id);
  const doc = (await resultRef.get()).data();
  if (!doc || doc.userId !== uid) return false;

  const jobRef = collections.remixJobs(deps.db).doc(doc.jobId);
  const inputKeys = [doc.baseImageKey, ...doc.referenceImageKeys, ...(doc.maskImageKey ? [doc.maskImageKey] : [])];
  const deleteAll = (keys: readonly string[]) => Promise.all(keys.map((key) => deps.blobStore.delete(key)));
  const job = (await jobRef.get()).data();
  const lastBefore = !job || otherVariants(job, id).length === 0;
  await deleteAll([doc.resultImageKey, ...(lastBefore ? inputKeys : [])]);
  const last = await deps.db.runTransaction(async (tx) => {
    const current = (await tx.get(jobRef)).data();
    tx.delete(resultRef);
    if (!current) return true;
    const remaining = otherVariants(current, id);
    tx.update(jobRef, {
      resultId: remaining[0] ?? null,
      resultIds: remaining,
      ...(remaining.length === 0 ? FREE_TEXTS_CLEARED : {}),
      updatedAt: Timestamp.fromDate(nowOf(deps)),
    });
    return remaining.length === 0;
  });
  if (last && !lastBefore) await deleteAll(inputKeys);
  await revokeSharesOfResult(deps, id);
  deps.logger.info('Result deleted', { resultId: id, uid, inputsDeleted: last });
  return true;
}

/** The job's variants other than `id` that are not deleted yet. */
function otherVariants(job: RemixJobDoc, id: string): string[] {
  return resultIdsOf(job).filter((other) => other !== id);
}

/** What a job keeps of the user's words once none of its results remains: nothing. */
const FREE_TEXTS_CLEARED = {
  resultDeleted: true,
  'settings.title': '',
  'settings.textPrompt': null,
  'settings.customStyle': null,
  'settings.colorScheme': null,
  'settings.referenceImageLabels': [],
  notes: [],
} as const;
