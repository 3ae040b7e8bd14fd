import type { ListingDoc } from '../../adapters/firestore/collections';
import { readBatchJobs } from '../../adapters/firestore/remix-jobs-repository';
import type { StagingResponse } from '@roomremix/contracts/listings';
import type { Firestore } from 'firebase-admin/firestore';

// What a staging answers: its batch, first or replayed.

/** A staging's answer, and whether it repeats an earlier request's (the same Idempotency-Key and request). */
export interface StagingOutcome {
  staging: StagingResponse;
  replayed: boolean;
}

/**
 * The answer of the batch an earlier request made, read from its jobs (each names its photo, and the batch's cost is
 * what they were debited): the listing may have been staged again since.
 */
export async function replayOf(deps: { db: Firestore }, batchId: string): Promise<StagingOutcome> {
  const ordered = await readBatchJobs(deps.db, batchId);
  return {
    staging: {
      batchId,
      cost: ordered.reduce((sum, { job }) => sum + job.cost, 0),
      jobs: ordered.map(({ id, job }) => ({ photoId: job.listing?.photoId ?? '', jobId: id })),
    },
    replayed: true,
  };
}

/** The 202 of a staging, first or replayed. */
export function answerOf(batch: NonNullable<ListingDoc['batch']>): StagingResponse {
  return { batchId: batch.id, cost: batch.cost, jobs: batch.jobs };
}
