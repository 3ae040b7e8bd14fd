import { randomUUID } from 'node:crypto';
import type { ImageResultRecord } from '../../ports/image-results';
import type { RemixJobRecord } from '../../ports/remix-jobs';
import { REMIX_QUEUE } from '../../config';
import { nowOf } from '../../domain/clock';
import { withStagedImage } from '../../domain/listing';
import { type JobEvent, transition } from '../../domain/remix-job-lifecycle';
import { takeDisclosureOf } from './take-disclosure';
import { jobLife, payRefundIn } from './jobs';
import type { RemixWorkerDeps } from './worker-deps';

// The transactions of one worker attempt's lease on a job: claim, advance, complete, release. Each asks the job's
// state machine (domain/remix-job-lifecycle.ts), which lets only the attempt whose leaseId (its fencing token) the
// job carries move it on after the claim.

/** A claimed job: the attempt's fencing token and the job as it was before the claim. */
export interface Claim {
  leaseId: string;
  job: RemixJobRecord;
  attempts: number;
}

/** Claims the job in a transaction: queued (or processing under an expired lease) → processing, attempts + 1. */
export async function claimJob(deps: RemixWorkerDeps, jobId: string): Promise<Claim | 'missing' | 'finished' | 'busy'> {
  const { runTransaction, remixJobs } = deps.repositories;
  return runTransaction(async (tx) => {
    const job = await remixJobs.readIn(tx, jobId);
    if (!job) return 'missing';
    const leaseId = randomUUID().replaceAll('-', '');
    const leaseMs = (deps.leaseSeconds ?? REMIX_QUEUE.leaseSeconds) * 1000;
    const event = { type: 'claim', leaseId, leaseMs, engine: deps.engine.name } as const;
    const claim = transition(jobLife(jobId, job), event, nowOf(deps));
    if (!claim.next) return claim.refused === 'busy' ? 'busy' : 'finished';
    remixJobs.writeChangeIn(tx, jobId, claim.change);
    return { leaseId, job, attempts: claim.change.attempts ?? job.attempts };
  });
}

/** Applies an event of the attempt holding the lease in a transaction; under a lost lease it changes nothing. */
async function underLease(deps: RemixWorkerDeps, jobId: string, event: JobEvent): Promise<void> {
  const { runTransaction, remixJobs } = deps.repositories;
  await runTransaction(async (tx) => {
    const job = await remixJobs.readIn(tx, jobId);
    const decided = job && transition(jobLife(jobId, job), event, nowOf(deps));
    if (decided?.next) remixJobs.writeChangeIn(tx, jobId, decided.change);
  });
}

/** Moves a job this attempt holds to the saving stage; a lost lease is noticed at completion. */
export async function advanceToSaving(deps: RemixWorkerDeps, jobId: string, leaseId: string): Promise<void> {
  await underLease(deps, jobId, { type: 'advance', leaseId, stage: 'saving' });
}

/** What completing a job writes: its variants' results, and the notes. */
export interface Completion {
  results: { id: string; doc: ImageResultRecord }[];
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
  { results, notes }: Completion,
): Promise<boolean> {
  const { runTransaction, remixJobs, imageResults, listings, accountDeletions } = deps.repositories;
  return runTransaction(async (tx) => {
    const job = await remixJobs.readIn(tx, jobId);
    if (!job) return false;
    // An account being deleted stores nothing more: read in this transaction, so a deletion recorded meanwhile
    // makes it retry and refuse (the worker then deletes the images it wrote).
    const accountDeleted = (await accountDeletions.readIn(tx, job.userId)) !== undefined;
    const resultIds = results.map(({ id }) => id);
    const engine = results[0]?.doc.engine ?? job.engine;
    const event = { type: 'complete', leaseId, resultIds, notes, engine, accountDeleted } as const;
    const completion = transition(jobLife(jobId, job), event, nowOf(deps));
    if (!completion.next) return false;
    // A listing photo's staging stores its image on the listing, which its originals page then reads alone.
    const listing = job.listing && (await listings.readIn(tx, job.listing.listingId));
    const [take] = results;
    const photos =
      listing && take
        ? withStagedImage(listing.photos, jobId, {
            imageKey: take.doc.resultImageKey,
            disclosure: takeDisclosureOf(job, take.doc.engine),
          })
        : null;
    if (completion.refund) await payRefundIn(deps.repositories, tx, job.userId, jobId, completion.refund);
    imageResults.createIn(tx, results);
    remixJobs.writeChangeIn(tx, jobId, completion.change);
    if (photos && job.listing) listings.updateIn(tx, job.listing.listingId, { photos, updatedAt: nowOf(deps) });
    return true;
  });
}

/** Puts a job this attempt holds back in the queue, so the retry can claim it at once. */
export async function release(deps: RemixWorkerDeps, jobId: string, leaseId: string): Promise<void> {
  await underLease(deps, jobId, { type: 'release', leaseId });
}
