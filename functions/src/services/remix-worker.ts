import { randomUUID } from 'node:crypto';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { BlobStore } from '../adapters/blob-store/blob-store';
import { collections, type ImageResultDoc, remixSettingsOf, type RemixJobDoc } from '../adapters/firestore/collections';
import { measureStructureScore } from '../adapters/image-codec/structure';
import {
  type ImageEngine,
  PermanentEngineError,
  PERMANENT_FAILURE_MESSAGES,
  RetryableEngineError,
  RETRYABLE_FAILURE_MESSAGE,
} from '../adapters/image-engine/image-engine';
import { keepOutsideMask } from '../adapters/image-engine/mask-composite';
import type { Logger } from '../adapters/logging/logger';
import type { TaskDelivery } from '../adapters/queue/remix-queue';
import { REMIX_QUEUE } from '../config';
import { type Clock, nowOf } from '../domain/clock';
import { buildRemixPrompt } from '../domain/prompt';
import { claimDecision, isValidJobId, resultBlobKey, STAGE_PROGRESS } from '../domain/remix-job';
import { deleteBlobs, failJob, jobClock } from './remix-jobs';

/** What the worker needs; index.ts wires the real adapters, tests the in-process queue and fakes. */
export interface RemixWorkerDeps {
  db: Firestore;
  blobStore: BlobStore;
  engine: ImageEngine;
  logger: Logger;
  /** Deliveries per task (the queue's retryConfig.maxAttempts). */
  maxAttempts?: number | undefined;
  /** How long a claim holds the job. */
  leaseSeconds?: number | undefined;
  /** How long the engine may take before it is aborted. */
  engineTimeoutMs?: number | undefined;
  now?: Clock | undefined;
}

/** How one delivery ended, when it did not throw for a retry. */
export type RemixTaskOutcome = 'succeeded' | 'failed' | 'finished' | 'superseded' | 'missing' | 'invalid';

/** A delivery found the job under another attempt's live lease; thrown so the queue tries again later. */
export class JobBusyError extends Error {
  override readonly name = 'JobBusyError';
}

const taskDataSchema = z.object({ jobId: z.string().refine(isValidJobId) });

/** A claimed job: the attempt's fencing token and the job as it was before the claim. */
interface Claim {
  leaseId: string;
  job: RemixJobDoc;
  attempts: number;
}

/** An input image that is gone from the blob store: retrying cannot bring it back. */
class MissingInputError extends Error {
  override readonly name = 'MissingInputError';
}

/**
 * One delivery of a remix task (docs/architecture.md#the-worker), shared by the `remixWorker` function and the
 * in-process queue. Claims the job (a finished job is acknowledged at once), runs the engine, stores the result,
 * measures its structure score and completes the job together with its ImageResult in one transaction. A failure that
 * may pass is thrown so the queue retries; a permanent one, or any failure on the last attempt, fails the job and
 * refunds it exactly once. Resolves to acknowledge the delivery, throws to have it retried.
 */
export async function runRemixTask(
  deps: RemixWorkerDeps,
  data: unknown,
  delivery: TaskDelivery,
): Promise<RemixTaskOutcome> {
  const parsed = taskDataSchema.safeParse(data);
  if (!parsed.success) {
    // Retrying a task that names no job cannot help.
    deps.logger.error('A remix task without a valid job id was acknowledged', parsed.error, {
      attempt: delivery.attempt,
    });
    return 'invalid';
  }
  const { jobId } = parsed.data;
  const logger = deps.logger.child({ jobId, attempt: delivery.attempt });
  const maxAttempts = deps.maxAttempts ?? REMIX_QUEUE.maxAttempts;

  const claim = await claimJob(deps, jobId);
  if (claim === 'missing') {
    logger.warn('A remix task names a job that does not exist');
    return 'missing';
  }
  if (claim === 'finished') return 'finished';
  if (claim === 'busy') {
    logger.warn('Another attempt holds this job; trying again later');
    throw new JobBusyError(`Job ${jobId} is held by another attempt`);
  }

  // The task's own count says when the queue gives up; the job's count covers deliveries lost before a claim.
  const lastAttempt = delivery.attempt >= maxAttempts || claim.attempts >= maxAttempts;
  const { job, leaseId } = claim;
  const resultKey = resultBlobKey(job.userId, jobId, leaseId);
  let storedResult = false;
  try {
    const [base, ...references] = await loadInputs(deps.blobStore, job);
    if (!base) throw new MissingInputError('The job has no base image');
    const { settings } = job;
    const labelled = references.map((buffer, index) => ({
      buffer,
      label: job.settings.referenceImageLabels[index] || undefined,
    }));
    const mask = job.inputs.mask ? (await deps.blobStore.get(job.inputs.mask.key))?.buffer : undefined;
    if (job.inputs.mask && !mask) throw new MissingInputError('The job’s mask is missing');
    const made = await deps.engine.generate({
      base,
      references: labelled,
      settings,
      prompt: buildRemixPrompt(settings, labelled),
      mask,
      endUserId: job.userId,
      signal: AbortSignal.timeout(
        deps.engineTimeoutMs ?? (REMIX_QUEUE.timeoutSeconds - REMIX_QUEUE.saveMarginSeconds) * 1000,
      ),
    });
    // Whatever the engine did, nothing outside the painted region changes.
    const generated = mask ? { ...made, image: await keepOutsideMask(made.image, base, mask) } : made;
    await advance(deps, jobId, leaseId, { stage: 'saving', progress: STAGE_PROGRESS.saving });
    await deps.blobStore.put(resultKey, generated.image, generated.contentType);
    storedResult = true;
    const structureScore = await measureStructureScore(base, generated.image).catch((error: unknown) => {
      logger.warn('Could not measure the structure score', {
        cause: error instanceof Error ? error.message : String(error),
      });
      return null;
    });
    const completed = await completeJob(
      deps,
      jobId,
      leaseId,
      {
        userId: job.userId,
        jobId,
        ...remixSettingsOf(job.settings),
        baseImageKey: job.inputs.base.key,
        resultImageKey: resultKey,
        referenceImageKeys: job.inputs.references.map((reference) => reference.key),
        maskImageKey: job.inputs.mask?.key ?? null,
        tokensUsed: job.cost,
        fileSize: generated.image.byteLength,
        width: generated.width,
        height: generated.height,
        structureScore,
        engine: generated.engine,
        createdAt: Timestamp.fromDate(nowOf(deps)),
      },
      generated.notes,
    );
    if (!completed) {
      logger.warn('The job changed hands before it completed; this attempt’s result is dropped');
      await deleteBlobs(deps, [resultKey]);
      return 'superseded';
    }
    logger.info('Remix job succeeded', { uid: job.userId, engine: generated.engine, structureScore });
    return 'succeeded';
  } catch (error) {
    const extraBlobKeys = storedResult ? [resultKey] : [];
    const permanentMessage = permanentFailureMessage(error);
    if (permanentMessage !== null || lastAttempt) {
      logger.error(
        permanentMessage !== null ? 'Remix job failed for good' : 'Remix job failed on its last attempt',
        error,
      );
      const message =
        permanentMessage ??
        (error instanceof RetryableEngineError ? RETRYABLE_FAILURE_MESSAGE : REMIX_MESSAGES.internalFailure);
      const outcome = await failJob(deps, jobId, message, { leaseId, extraBlobKeys });
      return outcome === 'failed' ? 'failed' : 'superseded';
    }
    logger.warn('Remix attempt failed; the queue will retry', {
      cause: error instanceof Error ? error.message : String(error),
    });
    await release(deps, jobId, leaseId);
    if (storedResult) await deleteBlobs(deps, [resultKey]);
    throw error;
  }
}

/** The user-facing message of a failure retrying cannot fix, or null when a retry may help. */
function permanentFailureMessage(error: unknown): string | null {
  if (error instanceof PermanentEngineError) return error.userMessage;
  if (error instanceof MissingInputError) return PERMANENT_FAILURE_MESSAGES.bad_input;
  return null;
}

/** Claims the job in a transaction: queued (or processing under an expired lease) → processing, attempts + 1. */
async function claimJob(deps: RemixWorkerDeps, jobId: string): Promise<Claim | 'missing' | 'finished' | 'busy'> {
  const ref = collections.remixJobs(deps.db).doc(jobId);
  return deps.db.runTransaction(async (tx) => {
    const job = (await tx.get(ref)).data();
    if (!job) return 'missing';
    const now = nowOf(deps);
    const decision = claimDecision(jobClock(job), now.getTime());
    if (decision !== 'claim') return decision;
    const leaseId = randomUUID().replaceAll('-', '');
    const attempts = job.attempts + 1;
    const at = Timestamp.fromDate(now);
    tx.update(ref, {
      status: 'processing',
      stage: 'generating',
      progress: STAGE_PROGRESS.generating,
      attempts,
      leaseId,
      leaseExpiresAt: Timestamp.fromMillis(now.getTime() + (deps.leaseSeconds ?? REMIX_QUEUE.leaseSeconds) * 1000),
      engine: deps.engine.name,
      startedAt: job.startedAt ?? at,
      updatedAt: at,
    });
    return { leaseId, job, attempts };
  });
}

/** The base image and the references, in order; a missing one is a permanent failure. */
async function loadInputs(blobStore: BlobStore, job: RemixJobDoc): Promise<Buffer[]> {
  const keys = [job.inputs.base.key, ...job.inputs.references.map((reference) => reference.key)];
  const blobs = await Promise.all(keys.map((key) => blobStore.get(key)));
  return blobs.map((blob, index) => {
    if (!blob) throw new MissingInputError(`Input image ${keys[index]} is missing`);
    return blob.buffer;
  });
}

/** Moves a job this attempt holds to the next stage; a lost lease is noticed at completion. */
async function advance(
  deps: RemixWorkerDeps,
  jobId: string,
  leaseId: string,
  change: Pick<RemixJobDoc, 'stage' | 'progress'>,
): Promise<void> {
  const ref = collections.remixJobs(deps.db).doc(jobId);
  await deps.db.runTransaction(async (tx) => {
    const job = (await tx.get(ref)).data();
    if (job?.status !== 'processing' || job.leaseId !== leaseId) return;
    tx.update(ref, { ...change, updatedAt: Timestamp.fromDate(nowOf(deps)) });
  });
}

/**
 * Creates the ImageResult and marks the job succeeded, in one transaction, only while this attempt still holds the
 * job. The result's id is the job id, so a second completion cannot create a second result.
 */
async function completeJob(
  deps: RemixWorkerDeps,
  jobId: string,
  leaseId: string,
  result: ImageResultDoc,
  notes: string[],
): Promise<boolean> {
  const jobRef = collections.remixJobs(deps.db).doc(jobId);
  const resultRef = collections.imageResults(deps.db).doc(jobId);
  return deps.db.runTransaction(async (tx) => {
    const job = (await tx.get(jobRef)).data();
    if (job?.status !== 'processing' || job.leaseId !== leaseId) return false;
    const at = Timestamp.fromDate(nowOf(deps));
    tx.create(resultRef, result);
    tx.update(jobRef, {
      status: 'succeeded',
      stage: 'done',
      progress: STAGE_PROGRESS.done,
      resultId: jobId,
      notes,
      engine: result.engine,
      leaseId: null,
      leaseExpiresAt: null,
      finishedAt: at,
      updatedAt: at,
    });
    return true;
  });
}

/** Puts a job this attempt holds back in the queue, so the retry can claim it at once. */
async function release(deps: RemixWorkerDeps, jobId: string, leaseId: string): Promise<void> {
  const ref = collections.remixJobs(deps.db).doc(jobId);
  await deps.db.runTransaction(async (tx) => {
    const job = (await tx.get(ref)).data();
    if (job?.status !== 'processing' || job.leaseId !== leaseId) return;
    tx.update(ref, {
      status: 'queued',
      stage: 'queued',
      progress: STAGE_PROGRESS.queued,
      leaseId: null,
      leaseExpiresAt: null,
      updatedAt: Timestamp.fromDate(nowOf(deps)),
    });
  });
}
