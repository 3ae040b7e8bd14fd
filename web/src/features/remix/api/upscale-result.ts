import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { IDEMPOTENCY_KEY_HEADER, type RemixJob, processResponseSchema } from '@roomremix/contracts/remix';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { jobQueryOptions } from './get-job';

/** One Upscale click: the result, and the key that makes a retry of that click debit once. */
export interface UpscaleRequest {
  resultId: string;
  /** New per confirmed click, reused when that click is retried. */
  idempotencyKey: string;
}

/**
 * `POST /api/results/:id/upscale`: starts a job that makes an Ultra 4K copy of the result, answered `202 {job}` as
 * `POST /api/process` is; the job is followed like a remix job.
 */
export async function upscaleResult({ resultId, idempotencyKey }: UpscaleRequest): Promise<RemixJob> {
  const response = await apiRequest('POST', apiPath(API_ROUTES.resultUpscale, { id: resultId }), undefined, {
    [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
  });
  return processResponseSchema.parse(await response.json()).job;
}

/** Starts an upscale; the 202's job seeds the job's query, so following it starts from that answer. */
export function useUpscaleResult({ onStarted }: { onStarted: (job: RemixJob) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upscaleResult,
    onSuccess: (job) => {
      queryClient.setQueryData(jobQueryOptions(job.id).queryKey, job);
      onStarted(job);
    },
  });
}
