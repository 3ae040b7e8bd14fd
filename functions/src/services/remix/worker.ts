import { LISTING_MESSAGES, REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { z } from 'zod';
import type { ImageResultRecord } from '../../ports/image-results';
import type { RemixJobRecord } from '../../ports/remix-jobs';
import {
  PermanentEngineError,
  PERMANENT_FAILURE_MESSAGES,
  RetryableEngineError,
  RETRYABLE_FAILURE_MESSAGE,
} from '../../adapters/image-engine/image-engine';
import { keepingSizePromise } from '../../adapters/image-engine/size-promise';
import type { Logger } from '../../adapters/logging/logger';
import type { TaskDelivery } from '../../adapters/queue/remix-queue';
import { REMIX_QUEUE } from '../../config';
import { namedError } from '../../domain/named-error';
import { unmarkedBlobKey } from '../../domain/listing';
import { isValidJobId, resultBlobKey, thumbnailBlobKey, variantResultId } from '../../domain/remix-job';
import { afterFailedAttempt, type AttemptCounts } from '../../domain/remix-job-lifecycle';
import { advanceToSaving, claimJob, completeJob, release } from './job-lease';
import type { RemixWorkerDeps } from './worker-deps';

export type { RemixWorkerDeps } from './worker-deps';
import { deleteBlobs } from '../core';
import { failJob } from './jobs';
import { dispatchWaitingJobs } from './waiting-jobs';
import { UndeliverableResultError } from './result-check';
import { type EngineInputs, loadInputs, MissingInputError, saveVariant } from './variant-images';
import { type MadeVariants, remixVariants, upscaleOf } from './make-images';

/** How one delivery ended, when it did not throw for a retry. */
export type RemixTaskOutcome = 'succeeded' | 'failed' | 'finished' | 'superseded' | 'missing' | 'invalid';

/** A delivery found the job under another attempt's live lease; thrown so the queue tries again later. */
export class JobBusyError extends namedError('JobBusyError') {}

const taskDataSchema = z.object({ jobId: z.string().refine(isValidJobId) });

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

  const attempt: Attempt = { jobId, job: claim.job, leaseId: claim.leaseId, logger, storedKeys: [] };
  const counts = { deliveryAttempt: delivery.attempt, jobAttempts: claim.attempts, maxAttempts };
  let outcome: RemixTaskOutcome;
  try {
    outcome = await remix(deps, attempt);
  } catch (error) {
    outcome = await failOrRetry(deps, attempt, counts, error);
  }
  if (outcome === 'succeeded' || outcome === 'failed') await startWaitingJobs(deps, jobId, logger);
  return outcome;
}

/**
 * Starts the jobs waiting for this one (a listing batch's other photos). The job is finished whatever happens here,
 * so a failure is logged, not retried: the jobs left waiting go stale and are refunded (isStaleJob).
 */
async function startWaitingJobs(deps: RemixWorkerDeps, jobId: string, logger: Logger): Promise<void> {
  try {
    await dispatchWaitingJobs(deps, jobId);
  } catch (error) {
    logger.error('Could not start the jobs waiting for this one', error);
  }
}

/** One claimed attempt at a job, and the result images it stored so far (deleted again if it does not complete). */
interface Attempt {
  jobId: string;
  job: RemixJobRecord;
  leaseId: string;
  logger: Logger;
  storedKeys: string[];
}

/**
 * Makes the variants, keeps the deliverable ones, stores them and completes the job with them; an upscale makes its
 * one image instead. Every image keeps the size its quality promises (keepingSizePromise).
 */
async function remix(deps: RemixWorkerDeps, attempt: Attempt): Promise<'succeeded' | 'superseded'> {
  const { job } = attempt;
  const inputs = await loadInputs(deps.blobStore, job);
  const engine = keepingSizePromise(deps.engine);
  const made = job.upscale
    ? await upscaleOf({ ...deps, engine }, job, inputs)
    : await remixVariants({ ...deps, engine }, attempt, inputs);
  return complete(deps, attempt, inputs, made);
}

/** Stores what was made and completes the job with it, refunding the variants not made or dropped. */
async function complete(
  deps: RemixWorkerDeps,
  attempt: Attempt,
  inputs: EngineInputs,
  { made, notMade, dropped }: MadeVariants,
): Promise<'succeeded' | 'superseded'> {
  const { jobId, job, leaseId, logger } = attempt;
  const asked = job.variants ?? 1;
  await advanceToSaving(deps, jobId, leaseId);
  const results: { id: string; doc: ImageResultRecord }[] = [];
  for (const { variant, image, delivered: shown, flagged } of made) {
    const key = resultBlobKey(job.userId, jobId, leaseId, variant);
    attempt.storedKeys.push(key, thumbnailBlobKey(key), ...(job.listing ? [unmarkedBlobKey(key)] : []));
    const doc = await saveVariant(deps, logger, { job, jobId, key, variant, image, shown, inputs, flagged });
    results.push({ id: variantResultId(jobId, variant), doc });
  }
  const notes = [...new Set(made.flatMap(({ image }) => image.notes))];
  if (notMade > 0) notes.push(REMIX_MESSAGES.variantsRefunded(notMade, asked, (notMade * job.cost) / asked));
  if (made.some(({ flagged }) => flagged)) notes.push(LISTING_MESSAGES.structureFlagged);
  if (dropped > 0) notes.push(REMIX_MESSAGES.variantsUndeliverable(dropped, asked, (dropped * job.cost) / asked));

  if (!(await completeJob(deps, jobId, leaseId, { results, notes }))) {
    logger.warn('The job changed hands before it completed; this attempt’s result is dropped');
    await deleteBlobs(deps, attempt.storedKeys);
    return 'superseded';
  }
  logger.info('Remix job succeeded', {
    uid: job.userId,
    engine: deps.engine.name,
    variants: made.length,
    failedVariants: asked - made.length,
    structureScores: results.map(({ doc }) => doc.structureScore),
  });
  return 'succeeded';
}

/**
 * After a failed attempt: a permanent failure, or any on the last attempt, fails the job and refunds it (exactly once,
 * failJob); any other lets the job go back to the queue and is thrown, so the queue retries it.
 */
async function failOrRetry(
  deps: RemixWorkerDeps,
  { jobId, leaseId, logger, storedKeys }: Attempt,
  counts: AttemptCounts,
  error: unknown,
): Promise<'failed' | 'superseded'> {
  const permanentMessage = permanentFailureMessage(error);
  if (afterFailedAttempt(counts, permanentMessage !== null) === 'fail') {
    logger.error(
      permanentMessage !== null ? 'Remix job failed for good' : 'Remix job failed on its last attempt',
      error,
    );
    const message =
      permanentMessage ??
      (error instanceof RetryableEngineError ? RETRYABLE_FAILURE_MESSAGE : REMIX_MESSAGES.internalFailure);
    const outcome = await failJob(deps, jobId, message, { leaseId, extraBlobKeys: storedKeys });
    return outcome === 'failed' ? 'failed' : 'superseded';
  }
  logger.warn('Remix attempt failed; the queue will retry', {
    cause: error instanceof Error ? error.message : String(error),
  });
  await release(deps, jobId, leaseId);
  await deleteBlobs(deps, storedKeys);
  throw error;
}

/** The user-facing message of a failure retrying cannot fix, or null when a retry may help. */
function permanentFailureMessage(error: unknown): string | null {
  if (error instanceof PermanentEngineError) return error.userMessage;
  if (error instanceof MissingInputError) return PERMANENT_FAILURE_MESSAGES.bad_input;
  if (error instanceof UndeliverableResultError) {
    return error.verdict === 'unchanged' ? REMIX_MESSAGES.noVisibleChange : REMIX_MESSAGES.brokenResult;
  }
  return null;
}
