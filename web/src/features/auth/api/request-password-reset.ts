import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { type PasswordResetRequest, passwordResetRequestSchema } from '@roomremix/contracts/auth';
import { PASSWORD_MESSAGES } from '@roomremix/contracts/messages';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { toastApiError } from '@/lib/toast-api-error';

/** The topic of the form's toasts: a success takes the place of an earlier try's error. */
const PASSWORD_RESET_REQUEST_TOAST = 'password-reset-request';

/**
 * `POST /api/password-reset`: asks Firebase Auth to e-mail a reset link. Answered 202 for any address, so the
 * answer says nothing about whether it has an account.
 */
export async function requestPasswordReset(request: PasswordResetRequest): Promise<void> {
  await apiRequest('POST', apiPath(API_ROUTES.passwordReset), passwordResetRequestSchema.parse(request));
}

/** Asks for the reset e-mail and says to check the inbox (whatever the address); `onSent` then closes the form. */
export function useRequestPasswordReset({ onSent }: { onSent: () => void }) {
  return useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (_answer, { email }) => {
      toast({
        title: PASSWORD_MESSAGES.resetRequested.title,
        description: PASSWORD_MESSAGES.resetRequested.description(email),
        topic: PASSWORD_RESET_REQUEST_TOAST,
      });
      onSent();
    },
    onError: (error) =>
      toastApiError(error, { ...PASSWORD_MESSAGES.resetRequestFailed, topic: PASSWORD_RESET_REQUEST_TOAST }),
  });
}
