import type { StoredJob } from '../../ports/remix-jobs';
import type { Repositories } from '../../ports/repositories';
import { nowOf } from '../../domain/clock';
import { staleJobCutoffs } from '../../domain/remix-job-lifecycle';
import { type FailOutcome, giveUpStaleJob, type RemixJobsDeps } from './jobs';

/**
 * Stale jobs of each kind (queued, processing) one sweep gives up at most, oldest first: a run stays well inside its
 * time limit, and a larger backlog goes on at the next run.
 */
export const STUCK_JOBS_PER_KIND = 50;

/** What one sweep did. */
export interface StuckJobSweep {
  /** Jobs this sweep failed and refunded. */
  failed: number;
  /** Jobs another path finished or claimed between the query and the failing transaction. */
  skipped: number;
  /** Jobs the sweep could not fail (logged); the next run tries again. */
  errors: number;
  /** Whether a kind filled its batch, so stale jobs may remain for the next run. */
  more: boolean;
}

/**
 * Fails and refunds the jobs nobody will finish any more, across all users, so a lost task gives the tokens back
 * even when its owner never looks at the job again. Each job goes through the owner's-read path (giveUpStaleJob),
 * which re-checks staleness in its transaction and refunds exactly once.
 */
export async function sweepStuckJobs(deps: RemixJobsDeps, perKind = STUCK_JOBS_PER_KIND): Promise<StuckJobSweep> {
  const stale = await findStaleJobs(deps, perKind);
  const sweep: StuckJobSweep = {
    failed: 0,
    skipped: 0,
    errors: 0,
    more: stale.some((kind) => kind.length === perKind),
  };
  // One job at a time: the batch is small, and it keeps the sweep from crowding the users' own transactions.
  for (const { id: jobId, job } of stale.flat()) {
    const outcome = await giveUpStaleJob(deps, jobId, job).catch((error: unknown) => {
      deps.logger.error('Could not give up a stale remix job', error, { jobId });
      return 'error' as const;
    });
    tally(sweep, outcome);
  }
  deps.logger.info('Swept stale remix jobs', { ...sweep });
  return sweep;
}

/** The oldest stale queued jobs and the oldest stale processing jobs, up to `perKind` each. */
async function findStaleJobs(deps: RemixJobsDeps, perKind: number): Promise<StoredJob[][]> {
  return staleJobQueries(deps.repositories, nowOf(deps).getTime(), 'asc', perKind);
}

/**
 * The jobs the stale rule (isStaleJob) finds at `nowMs`, up to `limit` of each kind: stale queued jobs by last change
 * and stale processing jobs by lease end, in `order` of those times: the sweep takes the oldest, the admin list the
 * newest.
 */
export function staleJobQueries(
  repositories: Pick<Repositories, 'remixJobs'>,
  nowMs: number,
  order: 'asc' | 'desc',
  limit: number,
): Promise<StoredJob[][]> {
  return repositories.remixJobs.staleBefore(staleJobCutoffs(nowMs), order, limit);
}

function tally(sweep: StuckJobSweep, outcome: FailOutcome | 'error'): void {
  if (outcome === 'failed') sweep.failed += 1;
  else if (outcome === 'error') sweep.errors += 1;
  else sweep.skipped += 1;
}
