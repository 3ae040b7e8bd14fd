import { AUTH_MESSAGES, REMIX_MESSAGES } from '@roomremix/contracts/messages';
import type { ErrorRequestHandler } from 'express';
import { InvalidImageError } from '../adapters/image-codec/image-codec';
import { InvalidMaskError } from '../adapters/image-codec/mask';
import { InsufficientTokensError, UnknownUserError } from '../services/core';
import { TooManyAttemptsError } from '../services/core';
import { EnqueueFailedError } from '../services/remix';
import { HttpError } from './http-error';
import { rateLimited } from './rate-limited';

/** Turns the remix use-cases' errors into the API's answers; anything else passes on to the error handler. */
export const remixErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (error instanceof TooManyAttemptsError)
    next(rateLimited(res, error.retryAfterMs, REMIX_MESSAGES.tooManySubmissions));
  else next(toHttpError(error) ?? error);
};

function toHttpError(error: unknown): HttpError | null {
  if (error instanceof InvalidImageError) {
    const code = error.httpStatus === 413 ? 'payload_too_large' : 'validation_failed';
    return new HttpError(error.httpStatus, code, error.message);
  }
  if (error instanceof InvalidMaskError) {
    return new HttpError(400, 'validation_failed', error.message, [{ path: 'mask', message: error.message }]);
  }
  if (error instanceof InsufficientTokensError) {
    return new HttpError(402, 'payment_required', REMIX_MESSAGES.notEnoughTokens(error.required, error.balance));
  }
  if (error instanceof UnknownUserError) return new HttpError(401, 'unauthenticated', AUTH_MESSAGES.notSignedIn);
  if (error instanceof EnqueueFailedError) return new HttpError(503, 'unavailable', REMIX_MESSAGES.enqueueFailed);
  return null;
}
