import type { ApiErrorBody, ApiIssue, ErrorCode } from '@roomremix/contracts/api-error';
import { WRONG_CREDENTIALS_FIELD } from '@roomremix/contracts/auth';
import type { AnswerAsParams } from '@roomremix/contracts/document-id';
import {
  ACCOUNT_DATA_MESSAGES,
  LISTING_MESSAGES,
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  COUPON_MESSAGES,
  GOOGLE_MESSAGES,
  PASSWORD_MESSAGES,
  PAYMENT_MESSAGES,
  REMIX_MESSAGES,
  REQUEST_MESSAGES,
  SHARE_MESSAGES,
} from '@roomremix/contracts/messages';
import type { FreeTokensErrorBody } from '@roomremix/contracts/tokens';
import { ZodError } from 'zod';
import { AppShellUnavailableError } from '../adapters/app-shell/app-shell';
import { IdentityError, type IdentityFailure } from '../adapters/identity/identity';
import { InvalidImageError } from '../adapters/image-codec/image-codec';
import { InvalidMaskError } from '../adapters/image-codec/mask';
import type { LogFields } from '../adapters/logging/logger';
import {
  PaymentProviderError,
  WebhookEventMalformedError,
  WebhookNotConfiguredError,
  WebhookSignatureError,
} from '../adapters/payments/payment-gateway';
import { MIN_CHARGE_CENTS } from '../domain/pricing';
import { retryAfterMinutes } from '../domain/rate-limit';
import { RemixRequestRefusedError } from '../domain/remix-request';
import * as accounts from '../services/accounts';
import * as admin from '../services/admin';
import * as core from '../services/core';
import * as listings from '../services/listings';
import * as remix from '../services/remix';
import * as tokens from '../services/tokens';
import { RequestError } from './request-error';
import { JSON_BODY_LIMIT_BYTES } from './middleware/json-body';

/** What the user sees when something unexpected fails; the details go to the log only. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** What the API answers for an error: the status, the JSON body, and what else goes with it. */
export interface ErrorAnswer {
  status: number;
  /** `{ message, code, issues? }`; the Starter Pack's refusal adds `alreadyClaimed`. */
  body: ApiErrorBody | FreeTokensErrorBody;
  /** Response headers, e.g. a used-up rate limit's `Retry-After`. */
  headers?: Record<string, string>;
  /** A refusal worth a warning in the log though it is no failure (a tampered payment, a forged webhook). */
  warning?: { message: string; fields: LogFields };
}

/** An error class the map knows (abstract, so a constructor of any shape fits). */
type ErrorClass<E extends Error> = abstract new (...args: never[]) => E;

/** One row of the map: the errors of `type` and their answer. */
export interface ErrorMapRow {
  type: ErrorClass<Error>;
  answer: (error: Error) => ErrorAnswer;
}

function row<E extends Error>(type: ErrorClass<E>, answer: (error: E) => ErrorAnswer): ErrorMapRow {
  return { type, answer: (error) => answer(error as E) };
}

/**
 * The status of each error code, where it means one: the http layer's own refusals (RequestError) carry only the code,
 * so every status the API answers is written in this file.
 */
const STATUS_OF_CODE: Readonly<Record<ErrorCode, number>> = {
  bad_request: 400,
  validation_failed: 400,
  unauthenticated: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  idempotency_key_reused: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** The status an error code is answered with (a health check's 503 `unavailable`). */
export function statusOf(code: ErrorCode): number {
  return STATUS_OF_CODE[code];
}

/** Whether an answer says the server failed (logged as an error), not that the request was refused. */
export function isServerFailure(answer: ErrorAnswer): boolean {
  return answer.status >= STATUS_OF_CODE.internal;
}

const plain = (status: number, code: ErrorCode, message: string): ErrorAnswer => ({ status, body: { message, code } });

/** An answer about one request field: the body's `issues` name it with the same message. */
const onField = (status: number, code: ErrorCode, path: string, message: string): ErrorAnswer => ({
  status,
  body: { message, code, issues: [{ path, message }] },
});

/** The 429 of a used-up limit: `Retry-After` in seconds, and a message with the minutes to wait. */
function rateLimited(retryAfterMs: number, message: (minutes: number) => string): ErrorAnswer {
  return {
    ...plain(429, 'rate_limited', message(retryAfterMinutes(retryAfterMs))),
    headers: { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) },
  };
}

const internal = (): ErrorAnswer => plain(500, 'internal', INTERNAL_ERROR_MESSAGE);

/** What each rate limit says when it is used up: the error's scope is the use-case that counted. */
const RATE_LIMIT_MESSAGES: Record<core.RateLimitKey['scope'], (minutes: number) => string> = {
  login: AUTH_MESSAGES.tooManyAttempts,
  register: AUTH_MESSAGES.tooManyAttempts,
  'password-reset': AUTH_MESSAGES.tooManyAttempts,
  'password-change': AUTH_MESSAGES.tooManyAttempts,
  remix: REMIX_MESSAGES.tooManySubmissions,
  share: SHARE_MESSAGES.tooMany,
  'share-read': SHARE_MESSAGES.tooManyReads,
  'account-export': ACCOUNT_DATA_MESSAGES.tooManyExports,
  'account-delete': ACCOUNT_DATA_MESSAGES.tooManyDeletions,
};

/** Firebase's own abuse lockout does not say how long it lasts; the user is told our window's length. */
const FIREBASE_LOCKOUT_HINT_MS = 15 * 60_000;

const invalidCredentials = onField(401, 'unauthenticated', WRONG_CREDENTIALS_FIELD, AUTH_MESSAGES.invalidCredentials);
const invalidGoogleCredential = plain(401, 'unauthenticated', GOOGLE_MESSAGES.invalidCredential);
const resetLinkInvalid = plain(400, 'bad_request', PASSWORD_MESSAGES.resetLinkInvalid);

const IDENTITY_ANSWERS: Record<Exclude<IdentityFailure, 'too_many_attempts'>, ErrorAnswer> = {
  email_exists: onField(409, 'conflict', 'email', AUTH_MESSAGES.emailTaken),
  needs_confirmation: onField(409, 'conflict', 'email', AUTH_MESSAGES.emailTaken),
  invalid_email: onField(400, 'validation_failed', 'email', AUTH_MESSAGES.invalidEmail),
  weak_password: onField(400, 'validation_failed', 'password', AUTH_MESSAGES.passwordTooShort),
  invalid_credentials: invalidCredentials,
  user_disabled: invalidCredentials,
  invalid_token: invalidGoogleCredential,
  invalid_oob_code: resetLinkInvalid,
};

const GOOGLE_ANSWERS: Record<accounts.GoogleSignInFailure, ErrorAnswer> = {
  missing_email: plain(400, 'bad_request', GOOGLE_MESSAGES.missingEmail),
  not_google: invalidGoogleCredential,
  sign_in_too_old: plain(401, 'unauthenticated', GOOGLE_MESSAGES.signInTooOld),
};

/** The 400 to a webhook delivery whose signature does not hold; Stripe shows it in the endpoint's log. */
const INVALID_STRIPE_SIGNATURE = 'Invalid Stripe signature';

/** The 400 to a correctly signed webhook delivery that is not a Stripe event. */
const MALFORMED_STRIPE_EVENT = 'Malformed Stripe event';

/**
 * The one map from error to answer, read by the error middleware (middleware/errors.ts). Use-cases throw their own
 * error classes and know nothing of HTTP; where one error means different things in different use-cases, the use-case
 * throws a class of its own (an admin adjusting a missing user gets AdjustedUserNotFoundError, not UnknownUserError).
 * Routes never catch to translate: what they decide themselves they throw as RequestError, the first row.
 */
export const ERROR_MAP: readonly ErrorMapRow[] = [
  row(RequestError, (error) => ({
    status: STATUS_OF_CODE[error.code],
    body: { message: error.message, code: error.code, ...(error.issues && { issues: error.issues }) },
  })),
  row(ZodError, zodErrorAnswer),

  // core: the signed-in caller's own ledger and limits.
  row(core.TooManyAttemptsError, (error) => rateLimited(error.retryAfterMs, RATE_LIMIT_MESSAGES[error.scope])),
  // The caller's session is valid but its profile is gone: answered as GET /api/user answers it.
  row(core.UnknownUserError, () => plain(401, 'unauthenticated', AUTH_MESSAGES.notSignedIn)),
  row(core.InsufficientTokensError, (error) =>
    plain(402, 'payment_required', REMIX_MESSAGES.notEnoughTokens(error.required, error.balance)),
  ),
  // Both mean the key was used for a different request: a debit's id comes from the key and the request it paid for.
  row(core.IdempotencyKeyReusedError, () =>
    plain(422, 'idempotency_key_reused', REQUEST_MESSAGES.idempotencyKeyReused),
  ),
  row(core.DebitAlreadyAppliedError, () => plain(422, 'idempotency_key_reused', REQUEST_MESSAGES.idempotencyKeyReused)),

  // accounts: sign-in, registration, passwords and the account's data.
  row(IdentityError, (error) =>
    error.reason === 'too_many_attempts'
      ? rateLimited(FIREBASE_LOCKOUT_HINT_MS, AUTH_MESSAGES.tooManyAttempts)
      : IDENTITY_ANSWERS[error.reason],
  ),
  row(accounts.InvalidCredentialsError, () => invalidCredentials),
  row(accounts.UsernameTakenError, () => onField(409, 'conflict', 'username', AUTH_MESSAGES.usernameTaken)),
  row(accounts.EmailTakenError, () => onField(409, 'conflict', 'email', AUTH_MESSAGES.emailTaken)),
  row(accounts.GoogleSignInError, (error) => GOOGLE_ANSWERS[error.reason]),
  row(accounts.WrongCurrentPasswordError, () =>
    onField(400, 'validation_failed', 'currentPassword', PASSWORD_MESSAGES.wrongCurrentPassword),
  ),
  row(accounts.NoPasswordError, () => plain(400, 'bad_request', PASSWORD_MESSAGES.googleOnlyAccount)),
  row(accounts.InvalidResetCodeError, () => resetLinkInvalid),
  row(accounts.WrongPasswordError, () =>
    onField(400, 'validation_failed', 'password', ACCOUNT_DATA_MESSAGES.wrongPassword),
  ),
  row(accounts.GoogleReauthRequiredError, () => plain(400, 'bad_request', ACCOUNT_DATA_MESSAGES.googleReauthRequired)),
  row(accounts.BalanceChangedError, (error) =>
    onField(409, 'conflict', 'confirmBalance', ACCOUNT_DATA_MESSAGES.balanceChanged(error.balance)),
  ),
  // Firebase's lockout during the deletion's password check is not the sign-in's 429: an internal failure.
  row(accounts.PasswordCheckFailedError, internal),

  // remix: the upload and its job.
  row(InvalidImageError, (error) =>
    error.reason === 'file-too-large'
      ? plain(413, 'payload_too_large', error.message)
      : plain(400, 'validation_failed', error.message),
  ),
  row(InvalidMaskError, (error) => onField(400, 'validation_failed', 'mask', error.message)),
  row(RemixRequestRefusedError, (error) =>
    error.path === null
      ? plain(400, 'validation_failed', error.message)
      : onField(400, 'validation_failed', error.path, error.message),
  ),
  row(remix.EnqueueFailedError, () => plain(503, 'unavailable', REMIX_MESSAGES.enqueueFailed)),
  row(remix.AlreadyUltraError, () => plain(409, 'conflict', REMIX_MESSAGES.alreadyUltra)),
  row(remix.UpscaleNotAffordableError, (error) =>
    plain(402, 'payment_required', REMIX_MESSAGES.notEnoughTokensToUpscale(error.required, error.balance)),
  ),

  // tokens: packages, coupons, card payments, the Starter Pack and Stripe's webhook.
  row(tokens.StarterPackClaimedError, () => ({
    status: 409,
    // The one body with an extra field: the web switches the Starter Pack card to its claimed state.
    body: { message: PAYMENT_MESSAGES.starterPackClaimed.description, code: 'conflict', alreadyClaimed: true },
  })),
  row(tokens.PaymentsNotConfiguredError, () => plain(503, 'unavailable', PAYMENT_MESSAGES.notConfigured)),
  row(PaymentProviderError, () => plain(502, 'unavailable', PAYMENT_MESSAGES.providerUnavailable)),
  row(tokens.UnknownPackageError, () => onField(404, 'not_found', 'packageId', PAYMENT_MESSAGES.unknownPackage)),
  row(tokens.CouponRefusedError, (error) => onField(400, 'validation_failed', 'couponCode', error.message)),
  row(tokens.PaymentNotFoundError, () => plain(404, 'not_found', PAYMENT_MESSAGES.paymentNotFound)),
  row(tokens.DuplicateStarterPackRefundedError, () => plain(409, 'conflict', PAYMENT_MESSAGES.starterPackRefunded)),
  row(tokens.PaymentNotCompletedError, () => plain(402, 'payment_required', PAYMENT_MESSAGES.paymentNotCompleted)),
  row(tokens.PaymentMismatchError, (error) => ({
    ...plain(400, 'bad_request', PAYMENT_MESSAGES.paymentMismatch),
    // Our own intents always match, so a mismatch is a tampered request or an intent made elsewhere.
    warning: {
      message: 'Refused a payment that does not match what the server sells',
      fields: { reason: error.message },
    },
  })),
  row(tokens.PurchaseNotFoundError, () => plain(404, 'not_found', PAYMENT_MESSAGES.purchaseNotFound)),
  row(tokens.CouponNotUsedError, () => onField(400, 'bad_request', 'couponCode', COUPON_MESSAGES.notUsedForPayment)),
  row(WebhookNotConfiguredError, () => plain(503, 'unavailable', PAYMENT_MESSAGES.notConfigured)),
  row(WebhookSignatureError, (error) => ({
    ...plain(400, 'bad_request', INVALID_STRIPE_SIGNATURE),
    warning: { message: 'Refused a webhook delivery', fields: { reason: error.message } },
  })),
  row(WebhookEventMalformedError, (error) => ({
    ...plain(400, 'bad_request', MALFORMED_STRIPE_EVENT),
    warning: { message: 'Refused a malformed webhook event', fields: { reason: error.message } },
  })),
  // A failure that may pass: 500, so Stripe delivers the event again.
  row(tokens.PaymentEventFailedError, internal),

  // shares: the share page's HTML.
  row(AppShellUnavailableError, () => plain(503, 'unavailable', SHARE_MESSAGES.pageUnavailable)),

  // listings: a user's listings and their photos.
  row(listings.ListingNotFoundError, () => plain(404, 'not_found', LISTING_MESSAGES.notFound)),
  row(listings.ListingPhotoNotFoundError, () => plain(404, 'not_found', LISTING_MESSAGES.photoNotFound)),
  row(listings.ListingTakeNotFoundError, () => plain(404, 'not_found', LISTING_MESSAGES.takeNotFound)),
  row(listings.ListingTakesBusyError, () => plain(409, 'conflict', LISTING_MESSAGES.takesBusy)),
  row(listings.StagingNotAffordableError, (error) =>
    plain(
      402,
      'payment_required',
      LISTING_MESSAGES.notEnoughTokensToStage(error.photos, error.required, error.balance),
    ),
  ),
  row(listings.ListingFieldError, (error) => onField(400, 'validation_failed', error.path, error.message)),

  // admin: support's tools, each naming its own missing things.
  row(admin.AdjustedUserNotFoundError, () => plain(404, 'not_found', ADMIN_MESSAGES.userNotFound)),
  row(admin.AdjustmentBelowZeroError, (error) =>
    onField(409, 'conflict', 'delta', ADMIN_MESSAGES.belowZero(error.balance, error.required)),
  ),
  row(admin.PaymentUserMissingError, () => plain(409, 'conflict', ADMIN_MESSAGES.paymentUserMissing)),
  row(admin.JobNotFoundError, () => plain(404, 'not_found', REMIX_MESSAGES.jobNotFound)),
  row(admin.SucceededJobError, () => plain(409, 'conflict', ADMIN_MESSAGES.succeededJobNotRefunded)),
  row(admin.CouponNotFoundError, () => plain(404, 'not_found', ADMIN_MESSAGES.couponNotFound)),
  row(admin.CouponExistsError, () => onField(409, 'conflict', 'code', ADMIN_MESSAGES.couponExists)),
  row(admin.CouponWithoutDiscountError, () =>
    onField(400, 'validation_failed', 'percentOff', ADMIN_MESSAGES.couponNeedsDiscount),
  ),
  row(admin.PackageNotFoundError, () => plain(404, 'not_found', ADMIN_MESSAGES.packageNotFound)),
  row(admin.PackageExistsError, () => onField(409, 'conflict', 'id', ADMIN_MESSAGES.packageExists)),
  row(admin.PackagePriceTooLowError, () =>
    onField(400, 'validation_failed', 'priceCents', ADMIN_MESSAGES.priceTooLow(MIN_CHARGE_CENTS)),
  ),
];

/**
 * The answer to `error`: its row of ERROR_MAP, else the 4xx of a request Express's own parts could not read, else a
 * 500 with the generic message (the middleware logs every 5xx in full).
 */
export function answerFor(error: unknown): ErrorAnswer {
  const known = ERROR_MAP.find(({ type }) => error instanceof type);
  if (known) return known.answer(error as Error);
  return clientErrorAnswer(error) ?? internal();
}

/** 400 with every issue; a refusal whose params ask to be answered as 401 or 404 is answered like the route's own. */
function zodErrorAnswer(error: ZodError): ErrorAnswer {
  const issues: ApiIssue[] = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  for (const issue of error.issues) {
    const status = issue.code === 'custom' ? answerStatusOf(issue.params) : undefined;
    if (status === undefined) continue;
    if (status === 401) return onField(status, 'unauthenticated', WRONG_CREDENTIALS_FIELD, issue.message);
    return onField(status, 'not_found', issue.path.map(String).join('.'), issue.message);
  }
  return { status: 400, body: { message: issues[0]?.message || 'Invalid request', code: 'validation_failed', issues } };
}

function answerStatusOf(params: unknown): AnswerAsParams['answerStatus'] | undefined {
  const status = (params as Partial<AnswerAsParams> | undefined)?.answerStatus;
  return status === 401 || status === 404 ? status : undefined;
}

/**
 * The answer to an error Express's own parts throw about the request, or undefined: body-parser's (http-errors
 * marked `expose`) and the router's URIError for a path that is not valid percent-encoding. Other libraries' errors
 * with a status (Stripe's `statusCode`) stay 500s and are logged. Their messages are never shown: they are in the
 * library's words and may quote the request.
 */
function clientErrorAnswer(error: unknown): ErrorAnswer | undefined {
  if (!(error instanceof Error)) return undefined;
  const { status, expose, type, limit } = error as Partial<Record<'status' | 'expose' | 'type' | 'limit', unknown>>;
  const isRequestError = expose === true || error instanceof URIError;
  if (!isRequestError || typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  if (type === 'entity.parse.failed') return plain(400, 'bad_request', REQUEST_MESSAGES.invalidJson);
  if (status === 413) {
    const limitBytes = typeof limit === 'number' ? limit : JSON_BODY_LIMIT_BYTES;
    return plain(status, 'payload_too_large', REQUEST_MESSAGES.bodyTooLarge(limitBytes));
  }
  if (status === 415) return plain(status, 'bad_request', REQUEST_MESSAGES.unsupportedEncoding);
  return plain(status, 'bad_request', REQUEST_MESSAGES.unreadable);
}
