import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { type LoginRequest, loginRequestSchema } from '@roomremix/contracts/auth';
import { AUTH_MESSAGES } from '@roomremix/contracts/messages';
import { type PublicUser, publicUserSchema } from '@roomremix/contracts/public-user';
import { apiJson } from '@/lib/api-client';
import { usePasswordSignIn } from './use-password-sign-in';

/** `POST /api/login`: signs in with a username (or e-mail) and password; the server sets the session cookie. */
export async function login(credentials: LoginRequest): Promise<PublicUser> {
  return apiJson('POST', apiPath(API_ROUTES.login), publicUserSchema, loginRequestSchema.parse(credentials));
}

/** Logs in: stores the user, greets them and goes to `/`; a failure is toasted with the server's reason. */
export function useLogin() {
  return usePasswordSignIn(login, { succeeded: AUTH_MESSAGES.loginSucceeded, failed: AUTH_MESSAGES.loginFailed });
}
