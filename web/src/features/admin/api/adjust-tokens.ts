import { type TokenAdjustment, tokenAdjustmentRequestSchema, tokenAdjustmentSchema } from '@roomremix/contracts/admin';
import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { IDEMPOTENCY_KEY_HEADER } from '@roomremix/contracts/remix';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import type { AdjustmentAttempt } from '../utils/adjustment-attempt';
import { adminUserQueryOptions } from './get-user-detail';
import { adminUsersRootKey } from './search-users';

/** The adjust form's fields as typed (the amount is text), checked and converted with the request's own rules. */
export const tokenAdjustmentFormSchema = z.object({
  delta: z.string().trim().transform(Number).pipe(tokenAdjustmentRequestSchema.shape.delta),
  reason: tokenAdjustmentRequestSchema.shape.reason,
});

/**
 * `POST /api/admin/users/:uid/token-adjustments` with the attempt's Idempotency-Key: 201 with the adjustment; the
 * same key again answers the same adjustment without applying it twice.
 */
export async function adjustTokens(uid: string, { key, request }: AdjustmentAttempt): Promise<TokenAdjustment> {
  const response = await apiRequest(
    'POST',
    apiPath(API_ROUTES.adminTokenAdjustments, { uid }),
    tokenAdjustmentRequestSchema.parse(request),
    { [IDEMPOTENCY_KEY_HEADER]: key },
  );
  return tokenAdjustmentSchema.parse(await response.json());
}

/** Adjusts a user's balance; the user's detail and every user search are refreshed. */
export function useAdjustTokens(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attempt: AdjustmentAttempt) => adjustTokens(uid, attempt),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUserQueryOptions(uid).queryKey }),
        queryClient.invalidateQueries({ queryKey: adminUsersRootKey }),
      ]),
  });
}
