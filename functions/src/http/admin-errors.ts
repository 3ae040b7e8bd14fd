import { ADMIN_MESSAGES, REMIX_MESSAGES } from '@roomremix/contracts/messages';
import type { ErrorRequestHandler } from 'express';
import { IdempotencyKeyReusedError } from '../services/admin';
import { CouponExistsError, CouponNotFoundError, CouponWithoutDiscountError } from '../services/admin';
import { JobNotFoundError, SucceededJobError } from '../services/admin';
import { PackageExistsError, PackageNotFoundError, PackagePriceTooLowError } from '../services/admin';
import { InsufficientTokensError, UnknownUserError } from '../services/core';
import { MIN_CHARGE_CENTS } from '../domain/pricing';
import { HttpError } from './http-error';

/** Turns the admin use-cases' errors into the API's answers; anything else passes on to the error handler. */
export const adminErrors: ErrorRequestHandler = (error: unknown, _req, _res, next) => {
  next(toHttpError(error) ?? error);
};

function toHttpError(error: unknown): HttpError | null {
  if (error instanceof UnknownUserError) return new HttpError(404, 'not_found', ADMIN_MESSAGES.userNotFound);
  if (error instanceof InsufficientTokensError) {
    return fieldError(409, 'conflict', 'delta', ADMIN_MESSAGES.belowZero(error.balance, error.required));
  }
  if (error instanceof IdempotencyKeyReusedError)
    return new HttpError(409, 'conflict', ADMIN_MESSAGES.idempotencyKeyReused);
  if (error instanceof JobNotFoundError) return new HttpError(404, 'not_found', REMIX_MESSAGES.jobNotFound);
  if (error instanceof SucceededJobError) return new HttpError(409, 'conflict', ADMIN_MESSAGES.succeededJobNotRefunded);
  if (error instanceof CouponNotFoundError) return new HttpError(404, 'not_found', ADMIN_MESSAGES.couponNotFound);
  if (error instanceof CouponExistsError) return fieldError(409, 'conflict', 'code', ADMIN_MESSAGES.couponExists);
  if (error instanceof CouponWithoutDiscountError) {
    return fieldError(400, 'validation_failed', 'percentOff', ADMIN_MESSAGES.couponNeedsDiscount);
  }
  if (error instanceof PackageNotFoundError) return new HttpError(404, 'not_found', ADMIN_MESSAGES.packageNotFound);
  if (error instanceof PackageExistsError) return fieldError(409, 'conflict', 'id', ADMIN_MESSAGES.packageExists);
  if (error instanceof PackagePriceTooLowError) {
    return fieldError(400, 'validation_failed', 'priceCents', ADMIN_MESSAGES.priceTooLow(MIN_CHARGE_CENTS));
  }
  return null;
}

function fieldError(status: number, code: HttpError['code'], path: string, message: string): HttpError {
  return new HttpError(status, code, message, [{ path, message }]);
}
