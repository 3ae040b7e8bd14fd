/* eslint-disable max-lines -- being split by capability (issue 28); the limit holds once the split lands */
import { randomUUID } from 'node:crypto';
import { remixCost } from '@roomremix/contracts/constants';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { defaultResultTitle, type RemixJob } from '@roomremix/contracts/remix';
import { pickRemixSettings, type ProcessFields } from '@roomremix/contracts/remix-settings';
import type { Firestore } from 'firebase-admin/firestore';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import { collections, type RemixJobDoc, type StoredImageRef } from '../../adapters/firestore/collections';
import { decodeUpload, type DecodedImage } from '../../adapters/image-codec/image-codec';
import { decodeMask, type DecodedMask, InvalidMaskError } from '../../adapters/image-codec/mask';
import type { Logger } from '../../adapters/logging/logger';
import type { RemixQueue } from '../../adapters/queue/remix-queue';
import { type Clock, nowOf } from '../../domain/clock';
import { namedError } from '../../domain/named-error';
import type { RateLimitPolicies } from '../../domain/rate-limit';
import { alignReferenceLabels, debitEntryId, idempotentJobId, inputBlobKeys } from '../../domain/remix-job';
import { withBalanceLock } from '../core';
import { applyBalanceChange, InsufficientTokensError, UnknownUserError } from '../core';
import { reserveAttempts } from '../core';
import { deleteBlobs } from '../core';
import { failJob, newQueuedJob } from './jobs';
import { toRemixJob } from './results';

/** What submitting a remix needs. */
export interface SubmitDeps {
  db: Firestore;
  blobStore: BlobStore;
  queue: RemixQueue;
  logger: Logger;
  now?: Clock | undefined;
}

/** One `POST /api/process`, parsed: the raw image bytes and the validated text fields. */
export interface RemixSubmission {
  uid: string;
  /** The caller's Idempotency-Key, if it sent one. */
  idempotencyKey?: string | undefined;
  base: Buffer;
  references: readonly Buffer[];
  /** A PNG the size of the upright base: white marks the region to change. */
  mask?: Buffer | undefined;
  /**
   * Set when the engine does the mode only inside a painted region that it fills from the rest of the photo: a mask
   * of the whole photo is then refused with this message instead of being dropped.
   */
  wholeMaskRefusal?: string | undefined;
  fields: ProcessFields;
}

/** The policies that limit remix submits. */
export type SubmitRateLimits = Pick<RateLimitPolicies, 'remixPerUser' | 'remixPerAddress'>;

/**
 * Counts one submit against the user's and the address's limits, accepted or not: it runs before the upload is
 * read, so a flood costs one transaction per request and no upload, decode or debit.
 * Throws TooManyAttemptsError (counting nothing) when either limit is used up.
 */
export async function countSubmit(
  db: Firestore,
  limits: SubmitRateLimits,
  caller: { uid: string; ip: string },
): Promise<void> {
  await reserveAttempts(db, [
    { scope: 'remix', kind: 'user', value: caller.uid, policy: limits.remixPerUser },
    { scope: 'remix', kind: 'ip', value: caller.ip, policy: limits.remixPerAddress },
  ]);
}

/** What a submit answered: the job, and whether this call created it (false: a replay of an earlier submit). */
export interface SubmitOutcome {
  job: RemixJob;
  created: boolean;
}

/** The job was created and refunded, but could not be queued; the caller answers 503. */
export class EnqueueFailedError extends namedError('EnqueueFailedError') {}

/** Uploads decoded at once: sharp runs on libuv's 4 threads, and a 50 MP image can take ~150 MB while it does. */
const DECODE_CONCURRENCY = 3;

/** The job an earlier submit with this Idempotency-Key created, as the API answers it, or null. */
export async function findIdempotentJob(
  deps: Pick<SubmitDeps, 'db'>,
  uid: string,
  idempotencyKey: string,
): Promise<RemixJob | null> {
  const jobId = idempotentJobId(uid, idempotencyKey);
  const job = (await collections.remixJobs(deps.db).doc(jobId).get()).data();
  return job && job.userId === uid ? toRemixJob(jobId, job, []) : null;
}

/**
 * Submits a remix (docs/architecture.md#upload-and-submit): decodes every image (content decides the type; rotated,
 * stripped, re-encoded), checks the balance, stores the inputs under server-made keys, then debits, writes the ledger
 * entry and creates the queued job in one transaction, and enqueues the job with its id as task id. Every failure
 * before the transaction leaves nothing behind (stored inputs are deleted again); an enqueue failure refunds and throws
 * EnqueueFailedError. With an Idempotency-Key the job id is derived from it: a retried submit, even a concurrent one,
 * finds the first job in the transaction and answers it without a second debit.
 */
export async function submitRemix(deps: SubmitDeps, submission: RemixSubmission): Promise<SubmitOutcome> {
  const { uid, fields } = submission;
  const cost = remixCost(fields.quality, fields.variants);
  const buffers = [submission.base, ...submission.references];
  const keys = inputBlobKeys(uid, randomUUID().replaceAll('-', ''), submission.references.length);
  const allKeys = [keys.base, ...keys.references];
  // A cheap read, run beside the first decodes; nothing is stored before it passed, so most refusals for lack of
  // tokens store nothing. The transaction checks the balance again.
  const balanceChecked = checkBalance(deps, uid, cost);
  const stored = await decodeAndStore(deps, buffers, allKeys, balanceChecked);
  const mask = submission.mask
    ? await checkAndStoreMask(
        deps,
        { upload: submission.mask, wholeRefusal: submission.wholeMaskRefusal },
        stored,
        keys.mask,
      )
    : null;
  if (mask) allKeys.push(mask.key);
  const jobId = submission.idempotencyKey
    ? idempotentJobId(uid, submission.idempotencyKey)
    : collections.remixJobs(deps.db).doc().id;

  const now = nowOf(deps);
  const doc = newQueuedJob(
    {
      userId: uid,
      cost,
      variants: fields.variants,
      settings: pickRemixSettings({
        ...fields,
        title: fields.title ?? defaultResultTitle(now, 'en-US'),
        referenceImageLabels: alignReferenceLabels(fields.referenceImageLabels, submission.references.length),
      }),
      inputs: { base: stored[0] as StoredImageRef, references: stored.slice(1), mask },
    },
    now,
  );

  let created: { kind: 'created' } | { kind: 'existing'; job: RemixJobDoc };
  try {
    created = await createJob(deps, jobId, doc);
  } catch (error) {
    await deleteBlobs(deps, allKeys);
    throw error;
  }

  if (created.kind === 'existing') {
    // A duplicate of an earlier submit: its inputs are already stored, ours are not needed.
    await deleteBlobs(deps, allKeys);
    if (created.job.status === 'queued') await requeue(deps, jobId);
    return { job: toRemixJob(jobId, created.job, []), created: false };
  }

  deps.logger.info('Remix job queued', {
    jobId,
    uid,
    cost,
    references: submission.references.length,
    variants: fields.variants,
    idempotent: Boolean(submission.idempotencyKey),
  });
  try {
    await deps.queue.enqueue(jobId);
  } catch (error) {
    deps.logger.error('Could not enqueue a remix job; refunding it', error, { jobId });
    const outcome = await failJob(deps, jobId, REMIX_MESSAGES.enqueueFailed, { onlyIfQueued: true });
    // 'superseded': the task was created after all and a worker has claimed the job; it runs on.
    if (outcome === 'failed') throw new EnqueueFailedError(`Enqueueing job ${jobId} failed`, { cause: error });
    const current = (await collections.remixJobs(deps.db).doc(jobId).get()).data() ?? doc;
    return { job: toRemixJob(jobId, current, []), created: true };
  }
  return { job: toRemixJob(jobId, doc, []), created: true };
}

/** Debit, ledger entry and queued job in one transaction; an existing job with this id is answered instead. */
function createJob(
  deps: SubmitDeps,
  jobId: string,
  doc: RemixJobDoc,
): Promise<{ kind: 'created' } | { kind: 'existing'; job: RemixJobDoc }> {
  const ref = collections.remixJobs(deps.db).doc(jobId);
  return withBalanceLock(doc.userId, () =>
    deps.db.runTransaction(async (tx) => {
      const existing = (await tx.get(ref)).data();
      if (existing) {
        // An idempotent id is a hash of uid and key, so another user's job here would be a bug, never a replay.
        if (existing.userId !== doc.userId) throw new Error(`Job ${jobId} belongs to another user`);
        return { kind: 'existing' as const, job: existing };
      }
      await applyBalanceChange(deps.db, tx, {
        uid: doc.userId,
        delta: -doc.cost,
        reason: 'remix',
        ref: jobId,
        entryId: debitEntryId(jobId),
      });
      tx.create(ref, doc);
      return { kind: 'created' as const };
    }),
  );
}

/**
 * Enqueues a job a replay found still queued: if the first submit died between its transaction and its enqueue,
 * this delivers the job after all; otherwise the task exists already, which counts as success.
 */
async function requeue(deps: SubmitDeps, jobId: string): Promise<void> {
  try {
    await deps.queue.enqueue(jobId);
  } catch (error) {
    deps.logger.warn('Could not re-enqueue a replayed job', {
      jobId,
      cause: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Rejects with InsufficientTokensError when the balance is below the cost (UnknownUserError without a user). */
async function checkBalance(deps: SubmitDeps, uid: string, cost: number): Promise<void> {
  const user = (await collections.users(deps.db).doc(uid).get()).data();
  if (!user) throw new UnknownUserError(`No user ${uid}`);
  if (user.tokenBalance < cost) throw new InsufficientTokensError(user.tokenBalance, cost);
}

/**
 * Checks the mask against the stored base and stores it; a refused mask deletes the stored images again. A mask that
 * marks the whole photo asks for nothing the prompt does not, so it is not kept, unless the mode needs part of the
 * photo left unpainted (`wholeRefusal`): then it is refused.
 */
async function checkAndStoreMask(
  deps: SubmitDeps,
  { upload, wholeRefusal }: { upload: Buffer; wholeRefusal: string | undefined },
  stored: readonly StoredImageRef[],
  key: string,
): Promise<StoredImageRef | null> {
  const base = stored[0] as StoredImageRef;
  let mask: DecodedMask;
  try {
    mask = await decodeMask(upload, base);
    if (mask.whole && wholeRefusal !== undefined) throw new InvalidMaskError(wholeRefusal);
  } catch (error) {
    await deleteBlobs(
      deps,
      stored.map((image) => image.key),
    );
    throw error;
  }
  if (mask.whole) return null;
  await deps.blobStore.put(key, mask.buffer, 'image/png');
  return { key, width: base.width, height: base.height, bytes: mask.buffer.byteLength };
}

/**
 * Decodes the uploads a few at a time and stores each one as soon as it is decoded and the balance check passed,
 * so decoding, the balance read and the writes overlap. The first failure (a refused image, too few tokens, a
 * write) stops the rest, and whatever was stored is deleted again before it is rethrown.
 */
async function decodeAndStore(
  deps: SubmitDeps,
  buffers: readonly Buffer[],
  keys: readonly string[],
  balanceChecked: Promise<void>,
): Promise<StoredImageRef[]> {
  // Observed here so a refusal that no worker reaches (an image failed first) is not an unhandled rejection.
  balanceChecked.catch(() => undefined);
  const stored: StoredImageRef[] = new Array<StoredImageRef>(buffers.length);
  const written: string[] = [];
  let failure: { error: unknown } | undefined;
  let next = 0;
  const worker = async () => {
    while (!failure && next < buffers.length) {
      const index = next++;
      try {
        const image: DecodedImage = await decodeUpload(buffers[index] as Buffer);
        await balanceChecked;
        if (failure) return;
        const key = keys[index] as string;
        written.push(key);
        await deps.blobStore.put(key, image.buffer, image.contentType);
        stored[index] = { key, width: image.width, height: image.height, bytes: image.byteLength };
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(DECODE_CONCURRENCY, buffers.length) }, worker));
  if (failure) {
    await deleteBlobs(deps, written);
    throw failure.error;
  }
  return stored;
}
