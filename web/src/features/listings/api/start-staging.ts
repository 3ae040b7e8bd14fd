import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { type StagingRequest, type StagingResponse, stagingResponseSchema } from '@roomremix/contracts/listings';
import { IDEMPOTENCY_KEY_HEADER } from '@roomremix/contracts/remix';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { toastApiError } from '@/lib/toast-api-error';
import { listingQueryOptions } from './get-listing';

/** One Start click: the listing, the settings every photo is staged with, and the click's key. */
export interface StagingSubmission {
  listingId: string;
  request: StagingRequest;
  /** New per click, the same when that click is retried, so the server makes and debits one batch. */
  idempotencyKey: string;
}

/**
 * `POST /api/listings/:id/stagings`: stages the listing's photos in one batch, debited once (202). 402 when the
 * balance is short (nothing made), 400 for a mode the engine does not offer.
 */
export async function startStaging({
  listingId,
  request,
  idempotencyKey,
}: StagingSubmission): Promise<StagingResponse> {
  const response = await apiRequest('POST', apiPath(API_ROUTES.listingStagings, { id: listingId }), request, {
    [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
  });
  return stagingResponseSchema.parse(await response.json());
}

/**
 * Start of a batch. The key is one of the variables, so a retry after a lost connection sends the same key and the
 * server answers the batch it made instead of making (and debiting) another; an answer of the server is not retried.
 * The new batch is read at once (its "0 of N" starts the polling); a 402 is left to the form, which says why and how
 * to get tokens; any other refusal is a toast with the server's reason.
 */
export function useStartStaging(onStarted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startStaging,
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError),
    onSuccess: (_batch, { listingId }) => {
      onStarted();
      return queryClient.invalidateQueries({ queryKey: listingQueryOptions(listingId).queryKey });
    },
    onError: (error) => {
      if (isNotEnoughTokens(error)) return;
      toastApiError(error, { title: 'Error', fallback: 'Failed to start staging. Please try again.' });
    },
  });
}

/** Whether the server refused a staging because the balance does not cover it. */
export function isNotEnoughTokens(error: unknown): boolean {
  return error instanceof ApiError && error.status === 402;
}
