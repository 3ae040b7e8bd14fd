/* eslint-disable max-lines -- being split by capability (issue 28); the limit holds once the split lands */
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { pickRemixSettings } from '@roomremix/contracts/remix-settings';
import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import type { ImageResultDoc, RemixJobDoc } from '../../adapters/firestore/collections';
import { measureStructureScores } from '../../adapters/image-codec/structure';
import {
  type GeneratedImage,
  type ImageEngine,
  PermanentEngineError,
  PERMANENT_FAILURE_MESSAGES,
  RetryableEngineError,
  RETRYABLE_FAILURE_MESSAGE,
  type ReferenceImage,
} from '../../adapters/image-engine/image-engine';
import { featherOf, keepOutsideMask } from '../../adapters/image-engine/mask-composite';
import { generateVariants, type VariantOutcome } from '../../adapters/image-engine/variants';
import type { Logger } from '../../adapters/logging/logger';
import type { TaskDelivery } from '../../adapters/queue/remix-queue';
import { REMIX_QUEUE } from '../../config';
import { type Clock, nowOf } from '../../domain/clock';
import { namedError } from '../../domain/named-error';
import { buildRemixPrompt } from '../../domain/prompt';
import { isValidJobId, resultBlobKey, STAGE_PROGRESS, variantResultId } from '../../domain/remix-job';
import { advance, claimJob, completeJob, release } from './job-lease';
import { deleteBlobs } from '../core';
import { failJob } from './jobs';
import { keepDeliverable, type MadeVariant, UndeliverableResultError } from './result-check';

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
export class JobBusyError extends namedError('JobBusyError') {}

const taskDataSchema = z.object({ jobId: z.string().refine(isValidJobId) });

/** An input image that is gone from the blob store: retrying cannot bring it back. */
class MissingInputError extends namedError('MissingInputError') {}

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
  const storedKeys: string[] = [];
  try {
    const inputs = await loadInputs(deps.blobStore, job);
    const asked = job.variants ?? 1;
    const engineInput = {
      ...inputs,
      settings: job.settings,
      prompt: buildRemixPrompt(job.settings, inputs.references),
      endUserId: job.userId,
      signal: AbortSignal.timeout(
        deps.engineTimeoutMs ?? (REMIX_QUEUE.timeoutSeconds - REMIX_QUEUE.saveMarginSeconds) * 1000,
      ),
    };
    const outcomes = await generateVariants(deps.engine, engineInput, asked);
    const engineMade = madeVariants(outcomes, logger);
    const delivered = (image: GeneratedImage) => deliveredImage(image, inputs, job.settings.mode);
    const checked = await keepDeliverable(deps.engine, engineInput, engineMade, asked, logger, delivered);
    const made = checked.deliverable;
    if (made.length === 0) throw new UndeliverableResultError(checked.dropped[0] ?? 'unchanged');
    await advance(deps, jobId, leaseId, { stage: 'saving', progress: STAGE_PROGRESS.saving });
    const results: { id: string; doc: ImageResultDoc }[] = [];
    for (const { variant, image, delivered: shown } of made) {
      const key = resultBlobKey(job.userId, jobId, leaseId, variant);
      storedKeys.push(key);
      const doc = await saveVariant(deps, logger, { job, jobId, key, variant, image, shown, inputs });
      results.push({ id: variantResultId(jobId, variant), doc });
    }
    const failed = asked - made.length;
    const refund = (failed * job.cost) / asked;
    const notes = [...new Set(made.flatMap(({ image }) => image.notes))];
    const notMade = asked - engineMade.length;
    if (notMade > 0) notes.push(REMIX_MESSAGES.variantsRefunded(notMade, asked, (notMade * job.cost) / asked));
    const dropped = checked.dropped.length;
    if (dropped > 0) notes.push(REMIX_MESSAGES.variantsUndeliverable(dropped, asked, (dropped * job.cost) / asked));
    const completed = await completeJob(deps, jobId, leaseId, { results, refund, notes });
    if (!completed) {
      logger.warn('The job changed hands before it completed; this attempt’s result is dropped');
      await deleteBlobs(deps, storedKeys);
      return 'superseded';
    }
    logger.info('Remix job succeeded', {
      uid: job.userId,
      engine: deps.engine.name,
      variants: made.length,
      failedVariants: failed,
      structureScores: results.map(({ doc }) => doc.structureScore),
    });
    return 'succeeded';
  } catch (error) {
    const permanentMessage = permanentFailureMessage(error);
    if (permanentMessage !== null || lastAttempt) {
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
}

/** The job's inputs as the engine takes them. */
interface EngineInputs {
  base: Buffer;
  references: ReferenceImage[];
  mask: Buffer | undefined;
}

/**
 * The variants that were made, numbered from 1 in the order asked. When none was, the failure the job acts on is
 * thrown: a retryable one if any (another attempt may make them all), else the first.
 */
function madeVariants(outcomes: VariantOutcome[], logger: Logger): MadeVariant[] {
  const made = outcomes.flatMap((outcome, index) =>
    outcome.status === 'fulfilled' ? [{ variant: index + 1, image: outcome.value }] : [],
  );
  const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
  if (made.length === 0) throw failures.find((error) => error instanceof RetryableEngineError) ?? failures[0];
  for (const error of failures) {
    logger.warn('A variant could not be made; it is refunded', {
      cause: error instanceof Error ? error.message : String(error),
    });
  }
  return made;
}

/**
 * Stores the variant's image as delivered (`shown`: with a mask, the photo already put back outside it) under `key`
 * and measures its structure score; answers the variant's result document.
 */
async function saveVariant(
  deps: RemixWorkerDeps,
  logger: Logger,
  variant: {
    job: RemixJobDoc;
    jobId: string;
    key: string;
    variant: number;
    image: GeneratedImage;
    shown: Buffer;
    inputs: EngineInputs;
  },
): Promise<ImageResultDoc> {
  const { job, inputs, shown: image } = variant;
  await deps.blobStore.put(variant.key, image, variant.image.contentType);
  // Measured on the image as saved: outside the mask it shows the kept area was kept, inside what the remix changed.
  const scores = await measureStructureScores(inputs.base, image, inputs.mask).catch((error: unknown) => {
    logger.warn('Could not measure the structure score', {
      cause: error instanceof Error ? error.message : String(error),
    });
    return null;
  });
  const asked = job.variants ?? 1;
  return {
    userId: job.userId,
    jobId: variant.jobId,
    ...pickRemixSettings(job.settings),
    baseImageKey: job.inputs.base.key,
    resultImageKey: variant.key,
    referenceImageKeys: job.inputs.references.map((reference) => reference.key),
    maskImageKey: job.inputs.mask?.key ?? null,
    tokensUsed: job.cost / asked,
    fileSize: image.byteLength,
    width: variant.image.width,
    height: variant.image.height,
    structureScore: scores?.whole ?? null,
    structureScoreInside: scores?.inside ?? null,
    structureScoreOutside: scores?.outside ?? null,
    engine: variant.image.engine,
    createdAt: Timestamp.fromDate(nowOf(deps)),
    variant: variant.variant,
    variantCount: asked,
  };
}

/** What the user gets of an engine's image: with a mask, the photo put back outside the painted region. */
function deliveredImage(image: GeneratedImage, inputs: EngineInputs, mode: RemixJobDoc['settings']['mode']) {
  return inputs.mask
    ? keepOutsideMask(image.image, inputs.base, inputs.mask, featherOf(mode))
    : Promise.resolve(image.image);
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

/** The base image, the labelled references in order and the mask; a missing one is a permanent failure. */
async function loadInputs(blobStore: BlobStore, job: RemixJobDoc): Promise<EngineInputs> {
  const { base, references, mask } = job.inputs;
  const keys = [base.key, ...references.map((reference) => reference.key), ...(mask ? [mask.key] : [])];
  const blobs = await Promise.all(keys.map((key) => blobStore.get(key)));
  const buffers = blobs.map((blob, index) => {
    if (!blob) throw new MissingInputError(`Input image ${keys[index]} is missing`);
    return blob.buffer;
  });
  return {
    base: buffers[0] as Buffer,
    references: references.map((_, index) => ({
      buffer: buffers[index + 1] as Buffer,
      label: job.settings.referenceImageLabels[index] || undefined,
    })),
    mask: mask ? buffers[references.length + 1] : undefined,
  };
}
