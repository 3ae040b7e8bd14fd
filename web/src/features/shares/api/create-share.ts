import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { type CreatedShare, type CreateShareRequest, createdShareSchema } from '@roomremix/contracts/shares';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { sharesQueryOptions } from './get-shares';

/**
 * `POST /api/results/:id/shares`: the public link of one of the user's results, new (201) or its live one (200), with
 * or without the original photo as the owner chose.
 */
export async function createShare({
  resultId,
  ...choice
}: { resultId: string } & CreateShareRequest): Promise<CreatedShare> {
  return apiJson('POST', apiPath(API_ROUTES.resultShares, { id: resultId }), createdShareSchema, choice);
}

/** Makes a share link of a result; the account's list of links is refreshed. */
export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShare,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesQueryOptions().queryKey }),
  });
}
