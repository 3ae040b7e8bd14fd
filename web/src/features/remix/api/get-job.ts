import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { JOB_POLL_INTERVAL_MS } from '@roomremix/contracts/constants';
import { type RemixJob, isFinishedJob, remixJobSchema } from '@roomremix/contracts/remix';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** `GET /api/jobs/:id`: a remix job's status, stage, progress and, once it succeeded, its result. */
export async function getJob(id: string): Promise<RemixJob> {
  return apiJson('GET', apiPath(API_ROUTES.job, { id }), remixJobSchema);
}

/** A job's query, polled every second until the job is finished (a finished job never changes again). */
export function jobQueryOptions(id: string) {
  return queryOptions({
    queryKey: [apiPath(API_ROUTES.job, { id })],
    queryFn: () => getJob(id),
    refetchInterval: (query) => (query.state.data && isFinishedJob(query.state.data) ? false : JOB_POLL_INTERVAL_MS),
  });
}
