import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { collections, type ImageResultDoc, type RemixJobDoc } from '../../adapters/firestore/collections';
import { REMIX_QUEUE } from '../../config';
import { nowOf } from '../../domain/clock';
import { claimDecision, refundEntryId, STAGE_PROGRESS } from '../../domain/remix-job';
import { applyBalanceChange } from '../core';
import { jobClock } from './jobs';
import type { RemixWorkerDeps } from './worker';

// The transactions of one worker attempt's lease on a job: claim, advance, complete, release. Every write after the
// claim happens only while the job still carries this attempt's leaseId (its fencing token).

/** A claimed job: the attempt's fencing token and the job as it was before the claim. */
export interface Claim {
  leaseId: string;
  job: RemixJobDoc;
  attempts: number;
}

/** Claims the job in a transaction: queued (or processing under an expired lease) → processing, attempts + 1. */
export async function claimJob(deps: RemixWorkerDeps, jobId: string): Promise<Claim | 'missing' | 'finished' | 'busy'> {
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

/** Moves a job this attempt holds to the next stage; a lost lease is noticed at completion. */
export async function advance(
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

/** What completing a job writes: its variants' results, the tokens of the variants that failed, and the notes. */
export interface Completion {
  results: { id: string; doc: ImageResultDoc }[];
  refund: number;
  notes: string[];
}

/**
 * Creates the variants' ImageResults, refunds the variants that could not be made and marks the job succeeded, in one
 * transaction, only while this attempt still holds the job. Result ids come from the job id and the variant, and the
 * refund's ledger entry from the job id, so a second completion can create no second result and refund nothing twice.
 */
export async function completeJob(
  deps: RemixWorkerDeps,
  jobId: string,
  leaseId: string,
  { results, refund, notes }: Completion,
): Promise<boolean> {
  const jobRef = collections.remixJobs(deps.db).doc(jobId);
  return deps.db.runTransaction(async (tx) => {
    const job = (await tx.get(jobRef)).data();
    if (job?.status !== 'processing' || job.leaseId !== leaseId) return false;
    // An account being deleted stores nothing more: read in this transaction, so a deletion recorded meanwhile
    // makes it retry and refuse (the worker then deletes the images it wrote).
    if ((await tx.get(collections.accountDeletions(deps.db).doc(job.userId))).exists) return false;
    if (refund > 0) {
      await applyBalanceChange(deps.db, tx, {
        uid: job.userId,
        delta: refund,
        reason: 'refund',
        ref: jobId,
        entryId: refundEntryId(jobId),
      });
    }
    const at = Timestamp.fromDate(nowOf(deps));
    for (const { id, doc } of results) tx.create(collections.imageResults(deps.db).doc(id), doc);
    tx.update(jobRef, {
      status: 'succeeded',
      stage: 'done',
      progress: STAGE_PROGRESS.done,
      resultId: results[0]?.id ?? null,
      resultIds: results.map(({ id }) => id),
      refundedTokens: refund,
      notes,
      engine: results[0]?.doc.engine ?? job.engine,
      leaseId: null,
      leaseExpiresAt: null,
      finishedAt: at,
      updatedAt: at,
    });
    return true;
  });
}

/** Puts a job this attempt holds back in the queue, so the retry can claim it at once. */
export async function release(deps: RemixWorkerDeps, jobId: string, leaseId: string): Promise<void> {
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
