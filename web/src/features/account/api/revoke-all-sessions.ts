import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { PASSWORD_MESSAGES } from '@roomremix/contracts/messages';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { toastApiError } from '@/lib/toast-api-error';

/** `POST /api/sessions/revoke-all`: ends every session of the account, this browser's included. */
export async function revokeAllSessions(): Promise<void> {
  await apiRequest('POST', apiPath(API_ROUTES.revokeAllSessions));
}

/**
 * Signs the account out everywhere, says so, then hands over to `onSignedOut` (the route forgets the user and goes to
 * `/auth`); a failure is toasted and the user stays signed in.
 */
export function useRevokeAllSessions({ onSignedOut }: { onSignedOut: () => Promise<void> }) {
  return useMutation({
    mutationFn: revokeAllSessions,
    onSuccess: async () => {
      toast({
        title: PASSWORD_MESSAGES.signedOutEverywhere.title,
        description: PASSWORD_MESSAGES.signedOutEverywhere.description,
      });
      await onSignedOut();
    },
    onError: (error) => toastApiError(error, PASSWORD_MESSAGES.signOutEverywhereFailed),
  });
}
