import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { type ChangePasswordRequest, changePasswordRequestSchema } from '@roomremix/contracts/auth';
import { PASSWORD_MESSAGES } from '@roomremix/contracts/messages';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { toastApiError } from '@/lib/toast-api-error';

/**
 * `POST /api/account/password`: changes the password after checking the current one; the server ends the user's
 * other sessions and gives this browser a new session cookie.
 */
export async function changePassword(change: ChangePasswordRequest): Promise<void> {
  await apiRequest('POST', apiPath(API_ROUTES.changePassword), changePasswordRequestSchema.parse(change));
}

/** The topic of the form's toasts: a success takes the place of an earlier try's error instead of queueing behind it. */
const PASSWORD_CHANGE_TOAST = 'password-change';

/**
 * Changes the password and says the other sessions ended; `onChanged` then clears the form. A refusal is toasted with
 * the server's reason (the form also shows a wrong current password at its field).
 */
export function useChangePassword({ onChanged }: { onChanged: () => void }) {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      toast({
        title: PASSWORD_MESSAGES.passwordChanged.title,
        description: PASSWORD_MESSAGES.passwordChanged.description,
        topic: PASSWORD_CHANGE_TOAST,
      });
      onChanged();
    },
    onError: (error) =>
      toastApiError(error, { ...PASSWORD_MESSAGES.passwordChangeFailed, topic: PASSWORD_CHANGE_TOAST }),
  });
}
