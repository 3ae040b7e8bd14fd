import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { type DeleteAccountRequest, deleteAccountRequestSchema } from '@roomremix/contracts/auth';
import { ACCOUNT_DATA_MESSAGES } from '@roomremix/contracts/messages';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { toastApiError } from '@/lib/toast-api-error';

/**
 * `DELETE /api/account`: deletes the account after checking the password (or a recent Google sign-in) and the
 * balance the user confirmed as forfeited; the server ends every session, this one included.
 */
export async function deleteAccount(request: DeleteAccountRequest): Promise<void> {
  await apiRequest('DELETE', apiPath(API_ROUTES.account), deleteAccountRequestSchema.parse(request));
}

/**
 * Deletes the account, says so, then hands over to `onDeleted` (the route forgets the user and goes to `/`); a refusal
 * is toasted with the server's reason and `onRefused` runs (the balance may have changed: the route refetches it).
 */
export function useDeleteAccount({ onDeleted, onRefused }: { onDeleted: () => Promise<void>; onRefused: () => void }) {
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      toast({ title: ACCOUNT_DATA_MESSAGES.deleted.title, description: ACCOUNT_DATA_MESSAGES.deleted.description });
      await onDeleted();
    },
    onError: (error) => {
      toastApiError(error, ACCOUNT_DATA_MESSAGES.deleteFailed);
      onRefused();
    },
  });
}
