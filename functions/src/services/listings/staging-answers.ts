import type { ListingRecord } from '../../ports/listings';
import type { StagingResponse } from '@roomremix/contracts/listings';
import type { Repositories } from '../../ports/repositories';
import type { IdempotentRequest } from '../../domain/idempotency';
import { idempotencyRecordOf } from '../core';

// What a staging answers: its batch, first or replayed.

/** A staging's answer, and whether it repeats an earlier request's (the same Idempotency-Key and request). */
export interface StagingOutcome {
  staging: StagingResponse;
  replayed: boolean;
}

/**
 * The answer of the staging an earlier request made, read from its batch's jobs (each names its photo, and the
 * batch's cost is what they were debited; the listing may have been staged again since) and its key's record (the
 * photos it re-marked).
 */
export async function replayOf(
  deps: { repositories: Pick<Repositories, 'remixJobs' | 'idempotencyKeys'> },
  batchId: string,
  request: IdempotentRequest,
): Promise<StagingOutcome> {
  const { repositories } = deps;
  const [ordered, record] = await Promise.all([
    repositories.remixJobs.batchJobs(batchId),
    idempotencyRecordOf(repositories, { uid: request.uid, key: request.key }),
  ]);
  return {
    staging: {
      batchId,
      cost: ordered.reduce((sum, { job }) => sum + job.cost, 0),
      jobs: ordered.map(({ id, job }) => ({ photoId: job.listing?.photoId ?? '', jobId: id })),
      remarked: record?.remarked ?? [],
    },
    replayed: true,
  };
}

/** The answer of a staging, first or replayed: its batch's jobs and the photos it re-marked. */
export function answerOf(
  batch: NonNullable<ListingRecord['batch']>,
  remarks: readonly { photoId: string }[],
): StagingResponse {
  return { batchId: batch.id, cost: batch.cost, jobs: batch.jobs, remarked: remarks.map(({ photoId }) => photoId) };
}
