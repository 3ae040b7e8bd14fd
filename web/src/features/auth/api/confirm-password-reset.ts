import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { type PasswordResetConfirm, passwordResetConfirmSchema } from '@roomremix/contracts/auth';
import { PASSWORD_MESSAGES } from '@roomremix/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { toastApiError } from '@/lib/toast-api-error';
import { ROUTE_PATHS } from '@/lib/route-paths';
import { setSessionUser, userQueryOptions } from './get-user';

/** The topic of the form's toasts: a success takes the place of an earlier try's error. */
const PASSWORD_RESET_TOAST = 'password-reset';

/**
 * `POST /api/password-reset/confirm`: sets the new password with the e-mail link's code; the server ends every
 * earlier session and signs this browser in (it sets the session cookie).
 */
export async function confirmPasswordReset(confirmation: PasswordResetConfirm): Promise<void> {
  await apiRequest('POST', apiPath(API_ROUTES.passwordResetConfirm), passwordResetConfirmSchema.parse(confirmation));
}

/**
 * Sets the new password, then loads the user the new session belongs to, says so and goes to `/`. A refusal (a used,
 * expired or unknown link, a Google-only account) is toasted with the server's reason.
 */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (confirmation: PasswordResetConfirm) => {
      await confirmPasswordReset(confirmation);
      const { queryKey, queryFn } = userQueryOptions();
      return queryClient.fetchQuery({ queryKey, queryFn, staleTime: 0 });
    },
    onSuccess: async (user) => {
      await setSessionUser(queryClient, user);
      toast({
        title: PASSWORD_MESSAGES.resetSucceeded.title,
        description: PASSWORD_MESSAGES.resetSucceeded.description,
        topic: PASSWORD_RESET_TOAST,
      });
      await navigate(ROUTE_PATHS.home);
    },
    onError: (error) => toastApiError(error, { ...PASSWORD_MESSAGES.resetFailed, topic: PASSWORD_RESET_TOAST }),
  });
}
