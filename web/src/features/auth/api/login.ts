import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { type LoginRequest, loginRequestSchema } from '@roomremix/contracts/auth';
import { AUTH_MESSAGES } from '@roomremix/contracts/messages';
import { type PublicUser, publicUserSchema } from '@roomremix/contracts/public-user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { apiJson } from '@/lib/api-client';
import { toastApiError } from '@/lib/toast-api-error';
import { setSessionUser } from './get-user';

/** `POST /api/login`: signs in with a username (or e-mail) and password; the server sets the session cookie. */
export async function login(credentials: LoginRequest): Promise<PublicUser> {
  return apiJson('POST', apiPath(API_ROUTES.login), publicUserSchema, loginRequestSchema.parse(credentials));
}

/** Logs in: stores the user, greets them and goes to `/`; a failure is toasted with the server's reason. */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      await setSessionUser(queryClient, user);
      toast({
        title: AUTH_MESSAGES.loginSucceeded.title,
        description: AUTH_MESSAGES.loginSucceeded.description(user.username),
      });
      await navigate('/');
    },
    onError: (error) => toastApiError(error, AUTH_MESSAGES.loginFailed),
  });
}
