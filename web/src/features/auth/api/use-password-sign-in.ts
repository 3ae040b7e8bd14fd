import type { PublicUser } from '@roomremix/contracts/public-user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { toastApiError } from '@/lib/toast-api-error';
import { ROUTE_PATHS } from '@/lib/route-paths';
import { SIGN_IN_TOAST } from '../utils/sign-in-toast';
import { setSessionUser } from './get-user';

interface SignInMessages {
  succeeded: { title: string; description: (username: string) => string };
  failed: { title: string; fallback: string };
}

/**
 * A sign-in with a password form (login or register): stores the user the server answered, greets them by name and
 * goes to `/`; a failure is toasted with the server's reason.
 */
export function usePasswordSignIn<Input>(signIn: (input: Input) => Promise<PublicUser>, messages: SignInMessages) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (user) => {
      await setSessionUser(queryClient, user);
      toast({
        title: messages.succeeded.title,
        description: messages.succeeded.description(user.username),
        topic: SIGN_IN_TOAST,
      });
      await navigate(ROUTE_PATHS.home);
    },
    onError: (error) => toastApiError(error, { ...messages.failed, topic: SIGN_IN_TOAST }),
  });
}
