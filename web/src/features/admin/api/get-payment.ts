import { adminPaymentSchema } from '@roomremix/contracts/admin';
import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { paymentIntentIdSchema } from '@roomremix/contracts/tokens';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminGetQuery } from './admin-query';

/** `GET /api/admin/payments/:paymentIntentId`: the intent as Stripe has it beside what this app recorded (404). */
export function adminPaymentQueryOptions(paymentIntentId: string) {
  return adminGetQuery(apiPath(API_ROUTES.adminPayment, { paymentIntentId }), adminPaymentSchema);
}

/** One payment, looked up by its intent id. */
export function useAdminPayment(paymentIntentId: string) {
  return useQuery(adminPaymentQueryOptions(paymentIntentId));
}

/** The lookup form: one payment intent id, as Stripe writes them (`pi_…`). */
export const paymentLookupFormSchema = z.object({ paymentIntentId: paymentIntentIdSchema });
