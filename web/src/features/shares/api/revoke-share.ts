import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sharesQueryOptions } from './get-shares';

/** `DELETE /api/shares/:id`: turns a link off; its page, JSON and images answer 410 from then on (204; 404). */
export async function revokeShare(id: string): Promise<void> {
  await apiRequest('DELETE', apiPath(API_ROUTES.share, { id }));
}

/**
 * Turns a share link off, then refreshes the list of links. The refresh is awaited, so the mutation stays pending
 * until the link has left the list.
 */
export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShare,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesQueryOptions().queryKey }),
  });
}
