import { type PaymentFulfilment, paymentFulfilmentSchema } from '@roomremix/contracts/admin';
import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { apiJson } from '@/lib/api-client';
import { toastApiError } from '@/lib/toast-api-error';
import { ADMIN_TEXTS } from '../texts';
import { adminPaymentQueryOptions } from './get-payment';
import { adminUserQueryOptions } from './get-user-detail';
import { adminUsersRootKey } from './search-users';

/**
 * `POST /api/admin/payments/:paymentIntentId/fulfilment`: the same idempotent fulfilment as the webhook's, with every
 * check; `alreadyProcessed` when it had been credited (or refunded) before and nothing changed.
 */
export async function retryFulfilment(paymentIntentId: string): Promise<PaymentFulfilment> {
  return apiJson('POST', apiPath(API_ROUTES.adminPaymentFulfilment, { paymentIntentId }), paymentFulfilmentSchema);
}

/** Retries a payment's fulfilment and says what it did; the payment, its user and the user searches are refreshed. */
export function useRetryFulfilment(paymentIntentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryFulfilment(paymentIntentId),
    onSuccess: async ({ alreadyProcessed, userId, tokenAmount, tokenBalance }) => {
      toast({
        title: alreadyProcessed
          ? ADMIN_TEXTS.payments.alreadyFulfilled(tokenBalance)
          : ADMIN_TEXTS.payments.fulfilled(tokenAmount, tokenBalance),
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPaymentQueryOptions(paymentIntentId).queryKey }),
        queryClient.invalidateQueries({ queryKey: adminUserQueryOptions(userId).queryKey }),
        queryClient.invalidateQueries({ queryKey: adminUsersRootKey }),
      ]);
    },
    onError: (error) =>
      toastApiError(error, { title: ADMIN_TEXTS.payments.retryFailed, fallback: ADMIN_TEXTS.failedFallback }),
  });
}
