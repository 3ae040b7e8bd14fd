import { AUTH_MESSAGES, COUPON_MESSAGES, PAYMENT_MESSAGES } from '@roomremix/contracts/messages';
import type { FreeTokensErrorBody } from '@roomremix/contracts/tokens';
import type { ErrorRequestHandler } from 'express';
import { PaymentProviderError } from '../adapters/payments/payment-gateway';
import { CouponRefusedError } from '../services/tokens';
import { UnknownUserError } from '../services/core';
import { UnknownPackageError } from '../services/tokens';
import {
  DuplicateStarterPackRefundedError,
  PaymentMismatchError,
  PaymentNotCompletedError,
  PaymentNotFoundError,
  PaymentsNotConfiguredError,
} from '../services/tokens';
import { CouponNotUsedError, PurchaseNotFoundError } from '../services/tokens';
import { StarterPackClaimedError } from '../services/tokens';
import { HttpError } from './http-error';

/** Turns the payment use-cases' errors into the API's answers; anything else passes on to the error handler. */
export const paymentErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (error instanceof StarterPackClaimedError) {
    // The one error body with an extra field: the web switches the Starter Pack card to its claimed state.
    const body: FreeTokensErrorBody = {
      message: PAYMENT_MESSAGES.starterPackClaimed.description,
      code: 'conflict',
      alreadyClaimed: true,
    };
    res.status(409).json(body);
    return;
  }
  if (error instanceof PaymentMismatchError) {
    // Our own intents always match, so a mismatch is a tampered request or an intent made elsewhere.
    res.locals.logger.warn('Refused a payment that does not match what the server sells', { reason: error.message });
  }
  next(toHttpError(error) ?? error);
};

function toHttpError(error: unknown): HttpError | null {
  if (error instanceof PaymentsNotConfiguredError)
    return new HttpError(503, 'unavailable', PAYMENT_MESSAGES.notConfigured);
  if (error instanceof PaymentProviderError)
    return new HttpError(502, 'unavailable', PAYMENT_MESSAGES.providerUnavailable);
  if (error instanceof UnknownPackageError)
    return fieldError(404, 'not_found', 'packageId', PAYMENT_MESSAGES.unknownPackage);
  if (error instanceof CouponRefusedError) return fieldError(400, 'validation_failed', 'couponCode', error.message);
  if (error instanceof PaymentNotFoundError) return new HttpError(404, 'not_found', PAYMENT_MESSAGES.paymentNotFound);
  if (error instanceof DuplicateStarterPackRefundedError)
    return new HttpError(409, 'conflict', PAYMENT_MESSAGES.starterPackRefunded);
  if (error instanceof PaymentNotCompletedError)
    return new HttpError(402, 'payment_required', PAYMENT_MESSAGES.paymentNotCompleted);
  if (error instanceof PaymentMismatchError) return new HttpError(400, 'bad_request', PAYMENT_MESSAGES.paymentMismatch);
  if (error instanceof PurchaseNotFoundError) return new HttpError(404, 'not_found', PAYMENT_MESSAGES.purchaseNotFound);
  if (error instanceof CouponNotUsedError)
    return fieldError(400, 'bad_request', 'couponCode', COUPON_MESSAGES.notUsedForPayment);
  // A valid session whose account has no profile: treated like GET /api/user treats it.
  if (error instanceof UnknownUserError) return new HttpError(401, 'unauthenticated', AUTH_MESSAGES.notSignedIn);
  return null;
}

function fieldError(status: number, code: HttpError['code'], path: string, message: string): HttpError {
  return new HttpError(status, code, message, [{ path, message }]);
}
