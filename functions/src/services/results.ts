import type { ImageResult, RemixJob } from '@roomremix/contracts/remix';
import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { BlobStore } from '../adapters/blob-store/blob-store';
import { collections, type ImageResultDoc, remixSettingsOf, type RemixJobDoc } from '../adapters/firestore/collections';
import type { Logger } from '../adapters/logging/logger';
import { type Clock, nowOf } from '../domain/clock';
import { isValidJobId, signedUrlLifetimeSeconds } from '../domain/remix-job';

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
    ...remixSettingsOf(doc),
    baseImageUrl,
    resultImageUrl,
    referenceImageUrls,
    maskImageUrl,
    tokensUsed: doc.tokensUsed,
    createdAt: doc.createdAt.toDate().toISOString(),
    fileSize: doc.fileSize,
    structureScore: doc.structureScore,
    engine: doc.engine,
  };
}

/** A job as the API answers it (`POST /api/process`, `GET /api/jobs/:id`), with its result when there is one. */
export function toRemixJob(id: string, doc: RemixJobDoc, result: ImageResult | null): RemixJob {
  return {
    id,
    status: doc.status,
    stage: doc.stage,
    progress: doc.progress,
    cost: doc.cost,
    refunded: doc.refunded,
    error: doc.error,
    notes: doc.notes,
    result,
    createdAt: doc.createdAt.toDate().toISOString(),
  };
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
 * Deletes the user's result: its images (base, references, result) first, then the document, and clears the job's
 * free texts. Blobs go first so a failure half-way leaves a result the user can delete again, never images nobody
 * points at. The job document stays, because the ledger's debit and refund entries refer to it. Returns false
 * when there is no such result of this user.
 */
export async function deleteOwnResult(deps: ResultsDeps, uid: string, id: string): Promise<boolean> {
  if (!isValidJobId(id)) return false;
  const resultRef = collections.imageResults(deps.db).doc(id);
  const doc = (await resultRef.get()).data();
  if (!doc || doc.userId !== uid) return false;

  const keys = [
    doc.resultImageKey,
    doc.baseImageKey,
    ...doc.referenceImageKeys,
    ...(doc.maskImageKey ? [doc.maskImageKey] : []),
  ];
  await Promise.all(keys.map((key) => deps.blobStore.delete(key)));
  const jobRef = collections.remixJobs(deps.db).doc(doc.jobId);
  await deps.db.runTransaction(async (tx) => {
    const job = await tx.get(jobRef);
    tx.delete(resultRef);
    if (job.exists) {
      tx.update(jobRef, {
        resultId: null,
        resultDeleted: true,
        'settings.title': '',
        'settings.textPrompt': null,
        'settings.customStyle': null,
        'settings.colorScheme': null,
        'settings.referenceImageLabels': [],
        notes: [],
        updatedAt: Timestamp.fromDate(nowOf(deps)),
      });
    }
  });
  deps.logger.info('Result deleted', { resultId: id, uid, blobs: keys.length });
  return true;
}
