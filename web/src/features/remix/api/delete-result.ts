import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { resultsQueryOptions } from './get-results';

/** `DELETE /api/results/:id`: removes the result and its images (204; 404 when it is not the user's). */
export async function deleteResult(id: string): Promise<void> {
  await apiRequest('DELETE', apiPath(API_ROUTES.result, { id }));
}

const DELETE_RESULT_KEY = ['delete-result'] as const;

/**
 * Deletes a result, then refreshes every results list (the studio's newest 4 and My Results). The refresh is
 * awaited, so the mutation stays pending until the deleted card has left the lists.
 */
export function useDeleteResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: DELETE_RESULT_KEY,
    mutationFn: deleteResult,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resultsQueryOptions().queryKey }),
  });
}

/** Ids of the results deleted in this page's recent past, so a view still showing one of them can let it go. */
export function useDeletedResultIds(): string[] {
  return useMutationState({
    filters: { mutationKey: DELETE_RESULT_KEY, status: 'success' },
    select: (mutation) => String(mutation.state.variables),
  });
}
