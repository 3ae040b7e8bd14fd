import { assertQualityOffered } from '../../domain/remix-request';
import { randomUUID } from 'node:crypto';
import { upscaleCost } from '@roomremix/contracts/constants';
import { pickRemixSettings } from '@roomremix/contracts/remix-settings';
import type { ImageResultRecord } from '../../ports/image-results';
import type { RemixJobRecord, StoredImageRef } from '../../ports/remix-jobs';
import { nowOf } from '../../domain/clock';
import type { IdempotentRequest } from '../../domain/idempotency';
import { namedError } from '../../domain/named-error';
import { idempotentJobId, inputBlobKeys, isValidJobId } from '../../domain/remix-job';
import { deleteBlobs, InsufficientTokensError } from '../core';
import { newQueuedJob } from './jobs';
import { checkBalance, startJob, type SubmitDeps, type SubmitOutcome } from './submit';

/** One `POST /api/results/:id/upscale`. */
export interface UpscaleRequest {
  uid: string;
  resultId: string;
  /** The caller's Idempotency-Key with this request's fingerprint. */
  idempotency: IdempotentRequest;
}

/** The result is Ultra already: there is nothing to upscale (409). */
export class AlreadyUltraError extends namedError('AlreadyUltraError') {}

/** The balance does not cover the upscale: InsufficientTokensError, told as an upscale's rather than a remix's (402). */
export class UpscaleNotAffordableError extends namedError('UpscaleNotAffordableError') {
  constructor(
    readonly balance: number,
    readonly required: number,
  ) {
    super(`Balance ${balance} is below the ${required} tokens an upscale requires`);
  }
}

/**
 * Upscales one of the user's results to Ultra (docs/api.md#post-apiresultsidupscale): a job of one image that keeps
 * the result's settings and title with quality Ultra, costs what Ultra costs beyond the result's quality
 * (upscaleCost), and makes the result's image Ultra when it runs (the worker's upscaleOf). The job gets copies of the
 * result's inputs (photo, references, mask), so each result keeps its own whichever is deleted first. The
 * Idempotency-Key works as the submit's (findIdempotentJob): a retry answers the first job, debited once, and a
 * different request with the key is refused. Null when the result is not the user's; AlreadyUltraError, UpscaleNotAffordableError or EnqueueFailedError
 * otherwise.
 */
export async function submitUpscale(deps: SubmitDeps, request: UpscaleRequest): Promise<SubmitOutcome | null> {
  assertQualityOffered(deps.engine, 'ultra');
  const { uid, resultId } = request;
  const { idempotency } = request;
  const jobId = idempotentJobId(idempotency);
  const result = isValidJobId(resultId) ? await deps.repositories.imageResults.read(resultId) : undefined;
  if (!result || result.userId !== uid) return null;
  if (result.quality === 'ultra') throw new AlreadyUltraError(`Result ${resultId} is Ultra already`);
  const cost = upscaleCost(result.quality);
  await checkBalance(deps, uid, cost).catch(asUpscaleRefusal);

  const { inputs, storedKeys } = await copyInputs(deps, uid, result);
  const doc: RemixJobRecord = {
    ...newQueuedJob(
      { userId: uid, cost, variants: 1, settings: { ...pickRemixSettings(result), quality: 'ultra' }, inputs },
      nowOf(deps),
    ),
    upscale: { sourceResultId: resultId, sourceImageKey: result.resultImageKey },
  };
  return startJob(deps, { jobId, doc, reason: 'upscale', storedKeys, idempotency }, () =>
    deps.logger.info('Upscale job queued', { jobId, uid, cost, resultId }),
  ).catch(asUpscaleRefusal);
}

/** The debit's refusal (the first check's, or the transaction's when the balance fell meanwhile) as an upscale's. */
function asUpscaleRefusal(error: unknown): never {
  if (error instanceof InsufficientTokensError) throw new UpscaleNotAffordableError(error.balance, error.required);
  throw error;
}

/**
 * Copies of the result's photo, references and mask under a new upload folder, described as its job describes them.
 * A failure deletes what was copied and rethrows.
 */
async function copyInputs(
  deps: SubmitDeps,
  uid: string,
  result: ImageResultRecord,
): Promise<{ inputs: RemixJobRecord['inputs']; storedKeys: string[] }> {
  const job = await deps.repositories.remixJobs.read(result.jobId);
  if (!job) throw new Error(`The job ${result.jobId} of a stored result is missing`);
  const keys = inputBlobKeys(uid, randomUUID().replaceAll('-', ''), job.inputs.references.length);
  const storedKeys: string[] = [];
  // What the owner was served of each input, without an unmarked copy: an upscale works from the result's image.
  const copy = async ({ unmarkedKey: _unmarked, ...from }: StoredImageRef, key: string): Promise<StoredImageRef> => {
    const blob = await deps.blobStore.get(from.key);
    if (!blob) throw new Error(`The input ${from.key} of a stored result is missing`);
    storedKeys.push(key);
    await deps.blobStore.put(key, blob.buffer, blob.contentType);
    return { ...from, key };
  };
  try {
    const { base, references, mask } = job.inputs;
    const inputs = {
      base: await copy(base, keys.base),
      references: await Promise.all(
        references.map((reference, index) => copy(reference, keys.references[index] as string)),
      ),
      mask: mask ? await copy(mask, keys.mask) : null,
    };
    return { inputs, storedKeys };
  } catch (error) {
    await deleteBlobs(deps, storedKeys);
    throw error;
  }
}
