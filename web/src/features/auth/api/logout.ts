import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { AUTH_MESSAGES } from '@roomremix/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { ROUTE_PATHS } from '@/lib/route-paths';
import { setSessionUser } from './get-user';

/** `POST /api/logout`: ends this browser's session (the account's others stay); the server clears the cookie. */
export async function logout(): Promise<void> {
  await apiRequest('POST', apiPath(API_ROUTES.logout));
}

/**
 * Logs out: forgets the user, says so and goes to `/auth`. A failure is only logged and the user stays
 * where they are, still signed in.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await setSessionUser(queryClient, null);
      toast({ title: AUTH_MESSAGES.loggedOut.title, description: AUTH_MESSAGES.loggedOut.description });
      await navigate(ROUTE_PATHS.auth);
    },
    onError: (error) => console.error(AUTH_MESSAGES.logoutFailed.title, error),
  });
}
