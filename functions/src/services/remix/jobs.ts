import type { ImageResult, RemixJob } from '@roomremix/contracts/remix';
import { RETRYABLE_FAILURE_MESSAGE } from '../../adapters/image-engine/image-engine';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import type { Logger } from '../../adapters/logging/logger';
import { type Clock, nowOf } from '../../domain/clock';
import { isValidJobId } from '../../domain/remix-job';
import {
  isStaleJob,
  type JobClock,
  type JobEvent,
  type JobLife,
  type RefundOwed,
  NEW_JOB,
  transition,
} from '../../domain/remix-job-lifecycle';
import type { RemixJobRecord } from '../../ports/remix-jobs';
import type { Repositories } from '../../ports/repositories';
import type { Tx } from '../../ports/transactions';
import { applyBalanceChange, UnknownUserError } from '../core';
import { deleteBlobs } from '../core';
import { resultIdsOf, toImageResult, toRemixJob } from './results';

/** The repositories the remix use-cases use. */
export type RemixRepositories = Pick<
  Repositories,
  | 'runTransaction'
  | 'remixJobs'
  | 'imageResults'
  | 'listings'
  | 'ledger'
  | 'users'
  | 'accountDeletions'
  | 'shares'
  | 'idempotencyKeys'
>;

/** What the job use-cases need. */
export interface RemixJobsDeps {
  repositories: RemixRepositories;
  blobStore: BlobStore;
  logger: Logger;
  now?: Clock | undefined;
}

/** How a failJob call ended. */
export type FailOutcome =
  /** This call marked the job failed (and refunded it, unless the user no longer exists). */
  | 'failed'
  /** The job had already finished (succeeded, or failed and refunded): nothing changed. */
  | 'already-finished'
  /** Another attempt holds the job now (or, with onlyIfQueued, one claimed it): nothing changed. */
  | 'superseded'
  | 'missing';

/** Options of failJob. */
export interface FailOptions {
  /** Fail only while this attempt's lease still holds the job (the worker's own failures). */
  leaseId?: string | undefined;
  /** Fail only a job still waiting in the queue (the submit's own enqueue failure): a claimed job runs on. */
  onlyIfQueued?: boolean | undefined;
  /**
   * Fail only a job that is still stale (isStaleJob) when the failing transaction reads it: a job a delivery claimed
   * or released since the caller found it stale runs on.
   */
  onlyIfStale?: boolean | undefined;
  /** A result image this attempt stored and that must go too. */
  extraBlobKeys?: readonly string[] | undefined;
  /** More writes of the failing transaction, made only when this call fails the job (an admin refund's audit entry). */
  alsoInTransaction?: ((tx: Tx, job: RemixJobRecord, refunded: boolean) => void) | undefined;
}

/** The job's status flags read through its clock fields, for the domain's claim and staleness rules. */
export function jobClock(job: RemixJobRecord): JobClock {
  return {
    status: job.status,
    leaseExpiresAtMs: job.leaseExpiresAt?.getTime() ?? null,
    updatedAtMs: job.updatedAt.getTime(),
  };
}

/** The job as its state machine sees it (domain/remix-job-lifecycle.ts). */
export function jobLife(id: string, job: RemixJobRecord): JobLife {
  return {
    ...jobClock(job),
    id,
    waitsFor: job.listing?.waitsFor ?? null,
    leaseId: job.leaseId,
    attempts: job.attempts,
    startedAt: job.startedAt,
    cost: job.cost,
    variants: job.variants ?? 1,
  };
}

/** A new job in its first state: queued, nothing attempted, nothing refunded. */
export function newQueuedJob(
  fields: Pick<RemixJobRecord, 'userId' | 'settings' | 'inputs' | 'cost' | 'variants'>,
  now: Date,
): RemixJobRecord {
  return {
    ...fields,
    ...NEW_JOB,
    resultId: null,
    notes: [],
    engine: null,
    resultDeleted: false,
    createdAt: now,
    updatedAt: now,
  };
}

/** Credits a refund the state machine found owed, in `tx`, under the job's one refund entry. */
export async function payRefundIn(
  repositories: Pick<Repositories, 'ledger'>,
  tx: Tx,
  uid: string,
  jobId: string,
  refund: RefundOwed,
) {
  await applyBalanceChange(repositories, tx, {
    uid,
    delta: refund.tokens,
    reason: 'refund',
    ref: jobId,
    entryId: refund.entryId,
  });
}

/** The failure event a failJob call stands for. */
function failEvent(options: FailOptions, error: string, ownerExists: boolean): JobEvent {
  if (options.leaseId !== undefined) return { type: 'fail-attempt', leaseId: options.leaseId, error, ownerExists };
  if (options.onlyIfQueued) return { type: 'enqueue-failed', error, ownerExists };
  if (options.onlyIfStale) return { type: 'give-up-stale', error, ownerExists };
  return { type: 'stop', error, ownerExists };
}

/**
 * Marks a job failed with a readable `message` and refunds its cost, in one transaction. The refund is exactly once:
 * a failed job is never failed again (the flag and the refund entry are written together), and the refund's ledger
 * entry id is keyed by the job, so even two failure paths racing each other refund once. Then the job's input
 * images are deleted (the user was refunded and will upload again); that cleanup is best effort and idempotent.
 */
export async function failJob(
  deps: RemixJobsDeps,
  jobId: string,
  message: string,
  options: FailOptions = {},
): Promise<FailOutcome> {
  const fail = (refund: boolean) =>
    deps.repositories.runTransaction(async (tx): Promise<{ outcome: FailOutcome; job?: RemixJobRecord }> => {
      const job = await deps.repositories.remixJobs.readIn(tx, jobId);
      if (!job) return { outcome: 'missing' };
      const failure = transition(jobLife(jobId, job), failEvent(options, message, refund), nowOf(deps));
      if (!failure.next) return { outcome: failure.refused === 'finished' ? 'already-finished' : 'superseded' };
      if (failure.refund) await payRefundIn(deps.repositories, tx, job.userId, jobId, failure.refund);
      deps.repositories.remixJobs.writeChangeIn(tx, jobId, failure.change);
      options.alsoInTransaction?.(tx, job, refund);
      return { outcome: 'failed', job };
    });

  let result: { outcome: FailOutcome; job?: RemixJobRecord };
  try {
    result = await fail(true);
  } catch (error) {
    if (!(error instanceof UnknownUserError)) throw error;
    // The account is gone: nobody to refund, but the job must still end.
    deps.logger.warn('Failing a job whose user no longer exists, without a refund', { jobId });
    result = await fail(false);
  }
  if (result.outcome === 'failed' && result.job) {
    deps.logger.info('Remix job failed and refunded', {
      jobId,
      uid: result.job.userId,
      cost: result.job.cost,
      message,
    });
    const { base, references, mask } = result.job.inputs;
    await deleteBlobs(deps, [
      base.key,
      ...references.flatMap((reference) => [reference.key, ...(reference.unmarkedKey ? [reference.unmarkedKey] : [])]),
      ...(mask ? [mask.key] : []),
      ...(options.extraBlobKeys ?? []),
    ]);
  }
  return result.outcome;
}

/**
 * Fails and refunds a job its caller found stale (isStaleJob: its task was lost, or its last attempt died), through
 * the same exactly-once path as the worker's failures, so the owner's read and the periodic sweep racing each other
 * (or a late delivery) refund it once.
 */
export async function giveUpStaleJob(deps: RemixJobsDeps, jobId: string, job: RemixJobRecord): Promise<FailOutcome> {
  deps.logger.warn('Giving up a stale remix job', { jobId, status: job.status, attempts: job.attempts });
  return failJob(deps, jobId, RETRYABLE_FAILURE_MESSAGE, { onlyIfStale: true });
}

/**
 * The user's job as the API answers it, or null when there is none or it is another user's (both answered 404).
 * A stale job is given up here when its owner looks at it before the periodic sweep found it, so the answer is final.
 */
export async function readOwnJob(deps: RemixJobsDeps, uid: string, id: string): Promise<RemixJob | null> {
  if (!isValidJobId(id)) return null;
  let job = await deps.repositories.remixJobs.read(id);
  if (!job || job.userId !== uid) return null;
  const now = nowOf(deps);
  if (isStaleJob(jobClock(job), now.getTime())) {
    await giveUpStaleJob(deps, id, job);
    job = (await deps.repositories.remixJobs.read(id)) ?? job;
  }
  const results = job.status === 'succeeded' ? await readJobResults(deps, job, now) : [];
  return toRemixJob(id, job, results);
}

/** The job's variants that still exist, in variant order, as the API answers them. */
async function readJobResults(deps: RemixJobsDeps, job: RemixJobRecord, now: Date): Promise<ImageResult[]> {
  const ids = resultIdsOf(job);
  if (ids.length === 0) return [];
  const results = await deps.repositories.imageResults.readMany(ids);
  return Promise.all(results.map(({ id, doc }) => toImageResult(deps.blobStore, id, doc, now)));
}
