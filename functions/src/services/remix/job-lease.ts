import { randomUUID } from 'node:crypto';
import type { ImageResultDoc, RemixJobDoc } from '../../adapters/firestore/collections';
import { createResultsIn } from '../../adapters/firestore/image-results-repository';
import { readListingIn, updateListingIn } from '../../adapters/firestore/listings-repository';
import {
  isAccountDeletionRecordedIn,
  markClaimedIn,
  markQueuedAgainIn,
  markStageIn,
  markSucceededIn,
  readJobIn,
} from '../../adapters/firestore/remix-jobs-repository';
import { REMIX_QUEUE } from '../../config';
import { nowOf } from '../../domain/clock';
import { withStagedImage } from '../../domain/listing';
import { takeDisclosureOf } from './take-disclosure';
import { claimDecision, refundEntryId } from '../../domain/remix-job';
import { applyBalanceChange } from '../core';
import { jobClock } from './jobs';
import type { RemixWorkerDeps } from './worker-deps';
import { firestoreRepositories } from '../../adapters/firestore/repositories';
import { portTxOf } from '../../adapters/firestore/transactions';

// The transactions of one worker attempt's lease on a job: claim, advance, complete, release. Every write after the
// claim happens only while the job still carries this attempt's leaseId (its fencing token).

/** A claimed job: the attempt's fencing token and the job as it was before the claim. */
export interface Claim {
  leaseId: string;
  job: RemixJobDoc;
  attempts: number;
}

/** Whether the attempt with `leaseId` still holds the job. */
function holdsLease(job: RemixJobDoc | undefined, leaseId: string): job is RemixJobDoc {
  return job?.status === 'processing' && job.leaseId === leaseId;
}

/** Claims the job in a transaction: queued (or processing under an expired lease) → processing, attempts + 1. */
export async function claimJob(deps: RemixWorkerDeps, jobId: string): Promise<Claim | 'missing' | 'finished' | 'busy'> {
  return deps.db.runTransaction(async (tx) => {
    const job = await readJobIn(deps.db, tx, jobId);
    if (!job) return 'missing';
    const now = nowOf(deps);
    const decision = claimDecision(jobClock(job), now.getTime());
    if (decision !== 'claim') return decision;
    const leaseId = randomUUID().replaceAll('-', '');
    const attempts = job.attempts + 1;
    const leaseMs = (deps.leaseSeconds ?? REMIX_QUEUE.leaseSeconds) * 1000;
    const claim = {
      leaseId,
      attempts,
      leaseExpiresAt: new Date(now.getTime() + leaseMs),
      engine: deps.engine.name,
      startedAt: job.startedAt ?? now,
    };
    markClaimedIn(deps.db, tx, jobId, claim, now);
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
  await deps.db.runTransaction(async (tx) => {
    if (!holdsLease(await readJobIn(deps.db, tx, jobId), leaseId)) return;
    markStageIn(deps.db, tx, jobId, change, nowOf(deps));
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
  return deps.db.runTransaction(async (tx) => {
    const job = await readJobIn(deps.db, tx, jobId);
    if (!holdsLease(job, leaseId)) return false;
    // An account being deleted stores nothing more: read in this transaction, so a deletion recorded meanwhile
    // makes it retry and refuse (the worker then deletes the images it wrote).
    if (await isAccountDeletionRecordedIn(deps.db, tx, job.userId)) return false;
    // A listing photo's staging stores its image on the listing, which its originals page then reads alone.
    const listing = job.listing && (await readListingIn(deps.db, tx, job.listing.listingId));
    const [take] = results;
    const photos =
      listing && take
        ? withStagedImage(listing.photos, jobId, {
            imageKey: take.doc.resultImageKey,
            disclosure: takeDisclosureOf(job, take.doc.engine),
          })
        : null;
    if (refund > 0) {
      await applyBalanceChange(firestoreRepositories(deps.db), portTxOf(tx), {
        uid: job.userId,
        delta: refund,
        reason: 'refund',
        ref: jobId,
        entryId: refundEntryId(jobId),
      });
    }
    createResultsIn(deps.db, tx, results);
    const success = {
      resultIds: results.map(({ id }) => id),
      refundedTokens: refund,
      notes,
      engine: results[0]?.doc.engine ?? job.engine,
    };
    markSucceededIn(deps.db, tx, jobId, success, nowOf(deps));
    if (photos && job.listing) updateListingIn(deps.db, tx, job.listing.listingId, { photos }, nowOf(deps));
    return true;
  });
}

/** Puts a job this attempt holds back in the queue, so the retry can claim it at once. */
export async function release(deps: RemixWorkerDeps, jobId: string, leaseId: string): Promise<void> {
  await deps.db.runTransaction(async (tx) => {
    if (!holdsLease(await readJobIn(deps.db, tx, jobId), leaseId)) return;
    markQueuedAgainIn(deps.db, tx, jobId, nowOf(deps));
  });
}
