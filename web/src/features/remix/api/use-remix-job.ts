import { useEffect, useRef } from 'react';
import { type RemixJob, isFinishedJob } from '@roomremix/contracts/remix';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { jobQueryOptions } from './get-job';

/** What following a job reports: when it finished (once per job), and when it can no longer be read. */
export interface RemixJobEvents {
  onFinished: (job: RemixJob) => void;
  /** The job is gone or not readable any more (4xx, e.g. signed out): asking again cannot help. */
  onLost: (error: ApiError) => void;
}

/**
 * Follows the job `jobId` (none when null): its query, held once in the cache and polled until the job is
 * finished, is the only copy of the job; the caller derives everything else from it.
 */
export function useRemixJob(jobId: string | null, { onFinished, onLost }: RemixJobEvents): RemixJob | null {
  const { data, error } = useQuery({ ...jobQueryOptions(jobId ?? ''), enabled: jobId !== null });
  const job = jobId !== null && data?.id === jobId ? data : null;
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (!job || !isFinishedJob(job) || reported.current === job.id) return;
    reported.current = job.id;
    onFinished(job);
  }, [job, onFinished]);

  useEffect(() => {
    if (jobId !== null && error instanceof ApiError && error.status >= 400 && error.status < 500) onLost(error);
  }, [jobId, error, onLost]);

  return job;
}
