import {
  ADMIN_LIST_LIMITS,
  type AdminJob,
  type AdminJobFilter,
  type AuditActor,
  type JobRefundResponse,
} from '@roomremix/contracts/admin';
import { ADMIN_MESSAGES } from '@roomremix/contracts/messages';
import { nowOf } from '../../domain/clock';
import { namedError } from '../../domain/named-error';
import { isValidJobId } from '../../domain/remix-job';
import type { StoredJob } from '../../ports/remix-jobs';
import type { Repositories } from '../../ports/repositories';
import { recordAudit } from './audit';
import { toAdminJob, usernamesOf } from './views';
import { failJob, type RemixJobsDeps } from '../remix';
import { staleJobQueries } from '../remix';

/** What the admin's job use-cases need: the remix jobs' own, and the audit log of the refunds. */
export type AdminJobsDeps = RemixJobsDeps & { repositories: Pick<Repositories, 'adminAudit'> };

/** No job has this id. */
export class JobNotFoundError extends namedError('JobNotFoundError') {}

/** The job succeeded: its images were delivered, so it is not refunded (a token adjustment is). */
export class SucceededJobError extends namedError('SucceededJobError') {}

/**
 * `GET /api/admin/jobs?status=`: failed jobs, or stuck ones (the sweep's stale rule: queued 30 minutes, or a lease
 * that ran out 5 minutes ago), across users, newest first, with their owners' usernames.
 */
export async function listAdminJobs(deps: AdminJobsDeps, filter: AdminJobFilter): Promise<AdminJob[]> {
  const { remixJobs } = deps.repositories;
  const limit = ADMIN_LIST_LIMITS.jobs;
  const now = nowOf(deps);
  let jobs: StoredJob[];
  if (filter === 'failed') {
    jobs = await remixJobs.latestFailed(limit);
  } else {
    const stale = await staleJobQueries(deps.repositories, now.getTime(), 'desc', limit);
    jobs = stale.flat().sort((a, b) => b.job.createdAt.getTime() - a.job.createdAt.getTime());
  }
  const usernames = await usernamesOf(
    deps.repositories,
    jobs.map(({ job }) => job.userId),
  );
  return jobs.map(({ id, job }) => toAdminJob(id, job, usernames.get(job.userId) ?? null, now));
}

/**
 * `POST /api/admin/jobs/:id/refund`: fails a job that has not finished and refunds it through the worker's own path
 * (failJob: one transaction, ledger entry `refund-{jobId}`), with the audit entry in that transaction. A worker
 * completing at the same time either wins (the job succeeded: SucceededJobError) or finds the job failed and drops
 * its result; either way the tokens go back at most once. A job that failed already was refunded then: `refunded`
 * is false and nothing changes. Throws JobNotFoundError, SucceededJobError.
 */
export async function refundJobAsAdmin(
  deps: AdminJobsDeps,
  admin: AuditActor,
  jobId: string,
): Promise<JobRefundResponse> {
  if (!isValidJobId(jobId)) throw new JobNotFoundError(`No job ${jobId}`);
  const outcome = await failJob(deps, jobId, ADMIN_MESSAGES.jobStoppedBySupport, {
    alsoInTransaction: (tx, job, refunded) =>
      recordAudit(deps.repositories, tx, {
        action: 'job.refund',
        actor: admin,
        target: { kind: 'job', id: jobId, userId: job.userId },
        before: { status: job.status, refunded: job.refunded, refundedTokens: job.refundedTokens ?? 0 },
        after: { status: 'failed', refunded, refundedTokens: refunded ? job.cost : 0 },
      }),
  });
  const job = await deps.repositories.remixJobs.read(jobId);
  if (outcome === 'missing' || !job) throw new JobNotFoundError(`No job ${jobId}`);
  if (job.status === 'succeeded') throw new SucceededJobError(`Job ${jobId} succeeded`);
  const refunded = outcome === 'failed' && job.refunded;
  if (refunded) deps.logger.info('An admin refunded a remix job', { jobId, admin: admin.uid, cost: job.cost });
  const usernames = await usernamesOf(deps.repositories, [job.userId]);
  return { refunded, job: toAdminJob(jobId, job, usernames.get(job.userId) ?? null, nowOf(deps)) };
}
