import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { type RegisterRequest, registerRequestSchema } from '@roomremix/contracts/auth';
import { AUTH_MESSAGES } from '@roomremix/contracts/messages';
import { type PublicUser, publicUserSchema } from '@roomremix/contracts/public-user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { apiJson } from '@/lib/api-client';
import { toastApiError } from '@/lib/toast-api-error';
import { setSessionUser } from './get-user';

/** `POST /api/register`: creates an account and signs it in; the server sets the session cookie. */
export async function register(registration: RegisterRequest): Promise<PublicUser> {
  return apiJson('POST', apiPath(API_ROUTES.register), publicUserSchema, registerRequestSchema.parse(registration));
}

/** Registers: stores the new user, welcomes them and goes to `/`; a failure is toasted with the server's reason. */
export function useRegister() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: register,
    onSuccess: async (user) => {
      await setSessionUser(queryClient, user);
      toast({
        title: AUTH_MESSAGES.registrationSucceeded.title,
        description: AUTH_MESSAGES.registrationSucceeded.description(user.username),
      });
      await navigate('/');
    },
    onError: (error) => toastApiError(error, AUTH_MESSAGES.registrationFailed),
  });
}
