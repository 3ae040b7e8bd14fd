import { GOOGLE_MESSAGES } from '@roomremix/contracts/messages';
import { ApiError } from '@/lib/api-client';
import { readApiErrorBody } from '@/lib/api-error-body';

/** The Firebase web config names no auth domain, so no Google sign-in can start (treated as unauthorized). */
export class MissingAuthDomainError extends Error {
  override readonly name = 'MissingAuthDomainError';

  constructor() {
    super('The Firebase web config has no authDomain');
  }
}

function firebaseErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return typeof error.code === 'string' && error.code.startsWith('auth/') ? error.code : null;
}

/**
 * The text of a failed Google sign-in: the server's refusal, or what to do after the Firebase sign-in's error code
 * for the page at `host`, never the SDK's own text. Anything else (an unknown code, the config or the SDK did not
 * load) gets the toast's general fallback.
 */
export function googleErrorMessage(error: unknown, host: string): string {
  if (error instanceof ApiError) {
    return GOOGLE_MESSAGES.serverFailed(readApiErrorBody(error)?.message ?? (error.responseText || error.message));
  }
  if (error instanceof MissingAuthDomainError) return GOOGLE_MESSAGES.unauthorizedDomain(host);
  const code = firebaseErrorCode(error);
  if (code === null) return GOOGLE_MESSAGES.loginFailed.fallback;
  if (code === 'auth/unauthorized-domain') return GOOGLE_MESSAGES.unauthorizedDomain(host);
  if (code === 'auth/popup-closed-by-user') return GOOGLE_MESSAGES.cancelled;
  if (code === 'auth/internal-error') return GOOGLE_MESSAGES.internalError;
  return GOOGLE_MESSAGES.firebaseErrors[code] ?? GOOGLE_MESSAGES.loginFailed.fallback;
}
