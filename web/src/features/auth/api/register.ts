import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { type RegisterRequest, registerRequestSchema } from '@roomremix/contracts/auth';
import { AUTH_MESSAGES } from '@roomremix/contracts/messages';
import { type PublicUser, publicUserSchema } from '@roomremix/contracts/public-user';
import { apiJson } from '@/lib/api-client';
import { usePasswordSignIn } from './use-password-sign-in';

/** `POST /api/register`: creates an account and signs it in; the server sets the session cookie. */
export async function register(registration: RegisterRequest): Promise<PublicUser> {
  return apiJson('POST', apiPath(API_ROUTES.register), publicUserSchema, registerRequestSchema.parse(registration));
}

/** Registers: stores the new user, welcomes them and goes to `/`; a failure is toasted with the server's reason. */
export function useRegister() {
  return usePasswordSignIn(register, {
    succeeded: AUTH_MESSAGES.registrationSucceeded,
    failed: AUTH_MESSAGES.registrationFailed,
  });
}
