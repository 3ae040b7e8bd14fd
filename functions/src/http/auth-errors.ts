import { WRONG_CREDENTIALS_FIELD } from '@roomremix/contracts/auth';
import { AUTH_MESSAGES, GOOGLE_MESSAGES, PASSWORD_MESSAGES } from '@roomremix/contracts/messages';
import type { ErrorRequestHandler } from 'express';
import { IdentityError, type IdentityFailure } from '../adapters/identity/identity';
import { EmailTakenError, UsernameTakenError } from '../services/accounts';
import { GoogleSignInError, type GoogleSignInFailure } from '../services/accounts';
import { WrongCurrentPasswordError } from '../services/accounts';
import { InvalidCredentialsError } from '../services/accounts';
import { InvalidResetCodeError, NoPasswordError } from '../services/accounts';
import { TooManyAttemptsError } from '../services/core';
import { HttpError } from './http-error';
import { rateLimited } from './rate-limited';

/** Firebase's own abuse lockout does not say how long it lasts; the user is told our window's length. */
const FIREBASE_LOCKOUT_HINT_MS = 15 * 60_000;

const invalidCredentials = () =>
  new HttpError(401, 'unauthenticated', AUTH_MESSAGES.invalidCredentials, [
    { path: WRONG_CREDENTIALS_FIELD, message: AUTH_MESSAGES.invalidCredentials },
  ]);
const fieldConflict = (path: string, message: string) => new HttpError(409, 'conflict', message, [{ path, message }]);
const fieldInvalid = (path: string, message: string) =>
  new HttpError(400, 'validation_failed', message, [{ path, message }]);
const invalidGoogleCredential = () => new HttpError(401, 'unauthenticated', GOOGLE_MESSAGES.invalidCredential);

const IDENTITY_FAILURES: Record<Exclude<IdentityFailure, 'too_many_attempts'>, () => HttpError> = {
  email_exists: () => fieldConflict('email', AUTH_MESSAGES.emailTaken),
  needs_confirmation: () => fieldConflict('email', AUTH_MESSAGES.emailTaken),
  invalid_email: () => fieldInvalid('email', AUTH_MESSAGES.invalidEmail),
  weak_password: () => fieldInvalid('password', AUTH_MESSAGES.passwordTooShort),
  invalid_credentials: invalidCredentials,
  user_disabled: invalidCredentials,
  invalid_token: invalidGoogleCredential,
  invalid_oob_code: () => new HttpError(400, 'bad_request', PASSWORD_MESSAGES.resetLinkInvalid),
};

const GOOGLE_FAILURES: Record<GoogleSignInFailure, () => HttpError> = {
  missing_email: () => new HttpError(400, 'bad_request', GOOGLE_MESSAGES.missingEmail),
  not_google: invalidGoogleCredential,
  sign_in_too_old: () => new HttpError(401, 'unauthenticated', GOOGLE_MESSAGES.signInTooOld),
};

/** Turns the sign-in use-cases' errors into the API's answers; anything else passes on to the error handler. */
export const authErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const retryAfterMs = tooManyAttemptsDelay(error);
  if (retryAfterMs !== null) {
    next(rateLimited(res, retryAfterMs, AUTH_MESSAGES.tooManyAttempts));
  } else if (error instanceof IdentityError && error.reason !== 'too_many_attempts')
    next(IDENTITY_FAILURES[error.reason]());
  else if (error instanceof InvalidCredentialsError) next(invalidCredentials());
  else if (error instanceof UsernameTakenError) next(fieldConflict('username', AUTH_MESSAGES.usernameTaken));
  else if (error instanceof EmailTakenError) next(fieldConflict('email', AUTH_MESSAGES.emailTaken));
  else if (error instanceof GoogleSignInError) next(GOOGLE_FAILURES[error.reason]());
  else if (error instanceof WrongCurrentPasswordError)
    next(fieldInvalid('currentPassword', PASSWORD_MESSAGES.wrongCurrentPassword));
  else if (error instanceof NoPasswordError)
    next(new HttpError(400, 'bad_request', PASSWORD_MESSAGES.googleOnlyAccount));
  else if (error instanceof InvalidResetCodeError)
    next(new HttpError(400, 'bad_request', PASSWORD_MESSAGES.resetLinkInvalid));
  else next(error);
};

/** How long the user must wait when the error is a rate limit (ours or Firebase's), else null. */
function tooManyAttemptsDelay(error: unknown): number | null {
  if (error instanceof TooManyAttemptsError) return error.retryAfterMs;
  if (error instanceof IdentityError && error.reason === 'too_many_attempts') return FIREBASE_LOCKOUT_HINT_MS;
  return null;
}
