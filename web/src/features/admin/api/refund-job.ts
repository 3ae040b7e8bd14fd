import { type JobRefundResponse, jobRefundResponseSchema } from '@roomremix/contracts/admin';
import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { apiJson } from '@/lib/api-client';
import { toastApiError } from '@/lib/toast-api-error';
import { ADMIN_TEXTS } from '../texts';
import { adminJobsRootKey } from './get-jobs';
import { adminUserQueryOptions } from './get-user-detail';
import { adminUsersRootKey } from './search-users';

/**
 * `POST /api/admin/jobs/:id/refund`: fails a job that has not finished and gives its tokens back once (`refunded`);
 * a job that failed before was refunded then (`refunded: false`); a succeeded one is refused (409).
 */
export async function refundJob(id: string): Promise<JobRefundResponse> {
  return apiJson('POST', apiPath(API_ROUTES.adminJobRefund, { id }), jobRefundResponseSchema);
}

/** Refunds a job and says how it went; the job lists, its owner's detail and the user searches are refreshed. */
export function useRefundJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundJob,
    onSuccess: async ({ refunded, job }) => {
      toast({ title: refunded ? ADMIN_TEXTS.jobs.refunded : ADMIN_TEXTS.jobs.alreadyRefunded });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminJobsRootKey }),
        queryClient.invalidateQueries({ queryKey: adminUserQueryOptions(job.userId).queryKey }),
        queryClient.invalidateQueries({ queryKey: adminUsersRootKey }),
      ]);
    },
    onError: (error) =>
      toastApiError(error, { title: ADMIN_TEXTS.jobs.refundFailed, fallback: ADMIN_TEXTS.failedFallback }),
  });
}
