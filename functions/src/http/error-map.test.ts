import { readdirSync, readFileSync } from 'node:fs';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as messages from '@roomremix/contracts/messages';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z, ZodError } from 'zod';
import { AppShellUnavailableError } from '../adapters/app-shell/app-shell';
import { IdentityError } from '../adapters/identity/identity';
import { InvalidImageError } from '../adapters/image-codec/image-codec';
import { InvalidMaskError } from '../adapters/image-codec/mask';
import type { LogFields, Logger } from '../adapters/logging/logger';
import * as payments from '../adapters/payments/payment-gateway';
import { MIN_CHARGE_CENTS } from '../domain/pricing';
import { RemixRequestRefusedError } from '../domain/remix-request';
import * as accounts from '../services/accounts';
import * as admin from '../services/admin';
import * as core from '../services/core';
import * as listings from '../services/listings';
import * as remix from '../services/remix';
import * as tokens from '../services/tokens';
import { answerFor, ERROR_MAP, type ErrorAnswer, INTERNAL_ERROR_MESSAGE } from './error-map';
import { RequestError } from './request-error';
import { errorHandler } from './middleware/errors';

const answer = (status: number, code: string, message: string): ErrorAnswer =>
  ({ status, body: { message, code } }) as ErrorAnswer;
const onField = (status: number, code: string, path: string, message: string): ErrorAnswer =>
  ({ status, body: { message, code, issues: [{ path, message }] } }) as ErrorAnswer;
const rateLimited = (retryAfter: string, message: string): ErrorAnswer => ({
  ...answer(429, 'rate_limited', message),
  headers: { 'Retry-After': retryAfter },
});
const INTERNAL = answer(500, 'internal', 'Something went wrong. Please try again.');
const NOT_SIGNED_IN = answer(401, 'unauthenticated', 'Not signed in');
const WRONG_CREDENTIALS = onField(401, 'unauthenticated', 'password', messages.AUTH_MESSAGES.invalidCredentials);

/** An error Express's body parser throws (http-errors: `status`, `expose`, `type`). */
const parserError = (fields: Record<string, unknown>) => Object.assign(new Error('parser words'), fields);

/** Each error the API can meet, named as the case reads, and what it must answer. */
const CASES: [string, unknown, ErrorAnswer][] = [
  // What routes decide themselves, and request validation.
  [
    'an RequestError a route threw',
    new RequestError('not_found', 'Result not found'),
    answer(404, 'not_found', 'Result not found'),
  ],
  [
    'an RequestError with issues',
    new RequestError('validation_failed', 'Pick a mode', [{ path: 'mode', message: 'Pick a mode' }]),
    onField(400, 'validation_failed', 'mode', 'Pick a mode'),
  ],
  [
    'a ZodError: 400 with every issue, the first one the message',
    z.object({ a: z.string(), b: z.string() }).safeParse({ a: 1, b: 2 }).error,
    {
      status: 400,
      body: {
        message: 'Invalid input: expected string, received number',
        code: 'validation_failed',
        issues: [
          { path: 'a', message: 'Invalid input: expected string, received number' },
          { path: 'b', message: 'Invalid input: expected string, received number' },
        ],
      },
    },
  ],
  [
    'a ZodError whose refusal asks to be a 404',
    new ZodError([
      { code: 'custom', path: ['id'], message: 'Remix job not found', params: { answerStatus: 404 }, input: '' },
    ]),
    onField(404, 'not_found', 'id', 'Remix job not found'),
  ],
  [
    'a ZodError whose refusal asks to be a 401',
    new ZodError([{ code: 'custom', path: ['username'], message: 'Wrong', params: { answerStatus: 401 }, input: '' }]),
    onField(401, 'unauthenticated', 'password', 'Wrong'),
  ],

  // core
  ...(
    [
      ['login', messages.AUTH_MESSAGES.tooManyAttempts(2)],
      ['register', messages.AUTH_MESSAGES.tooManyAttempts(2)],
      ['password-reset', messages.AUTH_MESSAGES.tooManyAttempts(2)],
      ['password-change', messages.AUTH_MESSAGES.tooManyAttempts(2)],
      ['remix', messages.REMIX_MESSAGES.tooManySubmissions(2)],
      ['share', messages.SHARE_MESSAGES.tooMany(2)],
      ['share-read', messages.SHARE_MESSAGES.tooManyReads(2)],
      ['account-export', messages.ACCOUNT_DATA_MESSAGES.tooManyExports(2)],
      ['account-delete', messages.ACCOUNT_DATA_MESSAGES.tooManyDeletions(2)],
    ] as const
  ).map(([scope, message]): [string, unknown, ErrorAnswer] => [
    `a used-up ${scope} limit: 429, Retry-After in seconds (rounded up), the minutes in its own words`,
    new core.TooManyAttemptsError(60_500, scope),
    rateLimited('61', message),
  ]),
  ["the signed-in caller's profile is gone", new core.UnknownUserError('No user u1'), NOT_SIGNED_IN],
  [
    'a remix costing more than the balance',
    new core.InsufficientTokensError(1, 4),
    answer(402, 'payment_required', messages.REMIX_MESSAGES.notEnoughTokens(4, 1)),
  ],
  [
    'a staging the balance does not cover, named as the batch',
    new listings.StagingNotAffordableError(3, 2, 3),
    answer(402, 'payment_required', 'Not enough tokens: staging 3 photos costs 3 tokens and you have 2.'),
  ],
  [
    'an Idempotency-Key sent with a different request',
    new core.IdempotencyKeyReusedError('reused'),
    answer(422, 'idempotency_key_reused', messages.REQUEST_MESSAGES.idempotencyKeyReused),
  ],
  [
    'a debit for new work found applied already',
    new core.DebitAlreadyAppliedError('applied'),
    answer(422, 'idempotency_key_reused', messages.REQUEST_MESSAGES.idempotencyKeyReused),
  ],

  // accounts
  [
    "Firebase's own lockout: 429 with our window's 15 minutes",
    new IdentityError('too_many_attempts'),
    rateLimited('900', messages.AUTH_MESSAGES.tooManyAttempts(15)),
  ],
  [
    'Firebase: e-mail exists',
    new IdentityError('email_exists'),
    onField(409, 'conflict', 'email', messages.AUTH_MESSAGES.emailTaken),
  ],
  [
    'Firebase: needs confirmation',
    new IdentityError('needs_confirmation'),
    onField(409, 'conflict', 'email', messages.AUTH_MESSAGES.emailTaken),
  ],
  [
    'Firebase: invalid e-mail',
    new IdentityError('invalid_email'),
    onField(400, 'validation_failed', 'email', messages.AUTH_MESSAGES.invalidEmail),
  ],
  [
    'Firebase: weak password',
    new IdentityError('weak_password'),
    onField(400, 'validation_failed', 'password', messages.AUTH_MESSAGES.passwordTooShort),
  ],
  ['Firebase: invalid credentials', new IdentityError('invalid_credentials'), WRONG_CREDENTIALS],
  ['Firebase: user disabled (told as invalid credentials)', new IdentityError('user_disabled'), WRONG_CREDENTIALS],
  [
    'Firebase: invalid token',
    new IdentityError('invalid_token'),
    answer(401, 'unauthenticated', messages.GOOGLE_MESSAGES.invalidCredential),
  ],
  [
    'Firebase: invalid reset code',
    new IdentityError('invalid_oob_code'),
    answer(400, 'bad_request', messages.PASSWORD_MESSAGES.resetLinkInvalid),
  ],
  ['a wrong login', new accounts.InvalidCredentialsError('no such account'), WRONG_CREDENTIALS],
  [
    'a taken username',
    new accounts.UsernameTakenError('taken'),
    onField(409, 'conflict', 'username', messages.AUTH_MESSAGES.usernameTaken),
  ],
  [
    'a taken e-mail',
    new accounts.EmailTakenError('taken'),
    onField(409, 'conflict', 'email', messages.AUTH_MESSAGES.emailTaken),
  ],
  [
    'a Google token without an e-mail',
    new accounts.GoogleSignInError('missing_email'),
    answer(400, 'bad_request', messages.GOOGLE_MESSAGES.missingEmail),
  ],
  [
    'a token that is not a Google sign-in',
    new accounts.GoogleSignInError('not_google'),
    answer(401, 'unauthenticated', messages.GOOGLE_MESSAGES.invalidCredential),
  ],
  [
    'a Google sign-in too old',
    new accounts.GoogleSignInError('sign_in_too_old'),
    answer(401, 'unauthenticated', messages.GOOGLE_MESSAGES.signInTooOld),
  ],
  [
    'a wrong current password',
    new accounts.WrongCurrentPasswordError('wrong'),
    onField(400, 'validation_failed', 'currentPassword', messages.PASSWORD_MESSAGES.wrongCurrentPassword),
  ],
  [
    'a Google-only account changing its password',
    new accounts.NoPasswordError('none'),
    answer(400, 'bad_request', messages.PASSWORD_MESSAGES.googleOnlyAccount),
  ],
  [
    'an invalid reset code',
    new accounts.InvalidResetCodeError('bad'),
    answer(400, 'bad_request', messages.PASSWORD_MESSAGES.resetLinkInvalid),
  ],
  [
    'a wrong password at Delete account',
    new accounts.WrongPasswordError('wrong'),
    onField(400, 'validation_failed', 'password', messages.ACCOUNT_DATA_MESSAGES.wrongPassword),
  ],
  [
    'a Google-only deletion without a recent sign-in',
    new accounts.GoogleReauthRequiredError('old'),
    answer(400, 'bad_request', messages.ACCOUNT_DATA_MESSAGES.googleReauthRequired),
  ],
  [
    'a balance changed since the user confirmed it',
    new accounts.BalanceChangedError(7),
    onField(409, 'conflict', 'confirmBalance', messages.ACCOUNT_DATA_MESSAGES.balanceChanged(7)),
  ],
  [
    "Firebase's refusal of the deletion's password check (not the sign-in's 429): internal",
    new accounts.PasswordCheckFailedError('locked out'),
    INTERNAL,
  ],

  // remix
  ...(['file-too-large', 'malformed', 'unsupported-type', 'too-many-pixels'] as const).map(
    (reason): [string, unknown, ErrorAnswer] => {
      const error = new InvalidImageError(reason, 'detail for the log');
      const code = reason === 'file-too-large' ? 'payload_too_large' : 'validation_failed';
      return [
        `an upload refused as ${reason}`,
        error,
        answer(reason === 'file-too-large' ? 413 : 400, code, error.message),
      ];
    },
  ),
  [
    'a mask refused',
    new InvalidMaskError('Paint a region'),
    onField(400, 'validation_failed', 'mask', 'Paint a region'),
  ],
  [
    'a job not enqueued',
    new remix.EnqueueFailedError('queue down'),
    answer(503, 'unavailable', messages.REMIX_MESSAGES.enqueueFailed),
  ],
  [
    'an upscale of a result that is Ultra already',
    new remix.AlreadyUltraError('r1 is Ultra'),
    answer(409, 'conflict', messages.REMIX_MESSAGES.alreadyUltra),
  ],
  [
    'an upscale costing more than the balance: told as an upscale',
    new remix.UpscaleNotAffordableError(2, 3),
    answer(402, 'payment_required', 'Not enough tokens: upscaling this result costs 3 tokens and you have 2.'),
  ],

  // tokens
  [
    'a Starter Pack claimed before: the body adds alreadyClaimed',
    new tokens.StarterPackClaimedError('claimed'),
    {
      status: 409,
      body: {
        message: messages.PAYMENT_MESSAGES.starterPackClaimed.description,
        code: 'conflict',
        alreadyClaimed: true,
      },
    },
  ],
  [
    'payments without Stripe keys',
    new tokens.PaymentsNotConfiguredError('no keys'),
    answer(503, 'unavailable', messages.PAYMENT_MESSAGES.notConfigured),
  ],
  [
    'Stripe unreachable',
    new payments.PaymentProviderError('down'),
    answer(502, 'unavailable', messages.PAYMENT_MESSAGES.providerUnavailable),
  ],
  [
    'an unknown package',
    new tokens.UnknownPackageError('none'),
    onField(404, 'not_found', 'packageId', messages.PAYMENT_MESSAGES.unknownPackage),
  ],
  [
    'a refused coupon, in its own words',
    new tokens.CouponRefusedError('expired'),
    onField(400, 'validation_failed', 'couponCode', tokens.couponRefusalMessage('expired')),
  ],
  [
    'a payment not found',
    new tokens.PaymentNotFoundError('other_user', 'not yours'),
    answer(404, 'not_found', messages.PAYMENT_MESSAGES.paymentNotFound),
  ],
  [
    'a duplicate Starter Pack refunded',
    new tokens.DuplicateStarterPackRefundedError('dup'),
    answer(409, 'conflict', messages.PAYMENT_MESSAGES.starterPackRefunded),
  ],
  [
    'a payment not completed',
    new tokens.PaymentNotCompletedError('processing'),
    answer(402, 'payment_required', messages.PAYMENT_MESSAGES.paymentNotCompleted),
  ],
  [
    'a payment that does not match what is sold: refused, and a warning logged',
    new tokens.PaymentMismatchError('amount 1 is not 999'),
    {
      ...answer(400, 'bad_request', messages.PAYMENT_MESSAGES.paymentMismatch),
      warning: {
        message: 'Refused a payment that does not match what the server sells',
        fields: { reason: 'amount 1 is not 999' },
      },
    },
  ],
  [
    'a purchase not found',
    new tokens.PurchaseNotFoundError('none'),
    answer(404, 'not_found', messages.PAYMENT_MESSAGES.purchaseNotFound),
  ],
  [
    'a coupon the purchase did not use',
    new tokens.CouponNotUsedError('other'),
    onField(400, 'bad_request', 'couponCode', messages.COUPON_MESSAGES.notUsedForPayment),
  ],
  [
    'a webhook without its secret',
    new payments.WebhookNotConfiguredError('no secret'),
    answer(503, 'unavailable', messages.PAYMENT_MESSAGES.notConfigured),
  ],
  [
    'a webhook delivery with a bad signature: 400 for Stripe, and a warning logged',
    new payments.WebhookSignatureError('No signatures found'),
    {
      ...answer(400, 'bad_request', 'Invalid Stripe signature'),
      warning: { message: 'Refused a webhook delivery', fields: { reason: 'No signatures found' } },
    },
  ],
  [
    'a signed webhook body that is no event: 400 for Stripe, and a warning logged',
    new payments.WebhookEventMalformedError('no id'),
    {
      ...answer(400, 'bad_request', 'Malformed Stripe event'),
      warning: { message: 'Refused a malformed webhook event', fields: { reason: 'no id' } },
    },
  ],
  [
    'a webhook event that failed for a reason that may pass: 500, so Stripe delivers it again',
    new tokens.PaymentEventFailedError(
      { id: 'evt_1', type: 'payment_intent.succeeded' },
      new payments.PaymentProviderError('down'),
    ),
    INTERNAL,
  ],

  // shares
  [
    'a share page whose app shell cannot be read',
    new AppShellUnavailableError('Hosting answered 502'),
    answer(503, 'unavailable', 'RoomRemix is unavailable right now. Please reload in a minute.'),
  ],

  // listings
  [
    "a listing that is not the caller's",
    new listings.ListingNotFoundError('No listing l1 of u1'),
    answer(404, 'not_found', 'Listing not found'),
  ],
  [
    'a photo the listing does not hold',
    new listings.ListingPhotoNotFoundError('p1'),
    answer(404, 'not_found', 'Photo not found in this listing'),
  ],
  [
    'a quality the engine cannot make',
    new RemixRequestRefusedError('quality', 'Ultra 4K is not available with this image engine'),
    onField(400, 'validation_failed', 'quality', 'Ultra 4K is not available with this image engine'),
  ],
  [
    'a request with no design input',
    new RemixRequestRefusedError(null, 'Add a style, a colour scheme, instructions or a reference'),
    answer(400, 'validation_failed', 'Add a style, a colour scheme, instructions or a reference'),
  ],
  [
    'a take the photo does not have',
    new listings.ListingTakeNotFoundError('No take j1 of p1'),
    answer(404, 'not_found', 'This staging of the photo was not found'),
  ],
  [
    'a staging whose takes are still being made',
    new listings.ListingTakesBusyError('Photos p1 are still being staged'),
    answer(409, 'conflict', 'Some photos are still being staged: try again when they are finished.'),
  ],
  [
    'a request the listing refuses at one field',
    new listings.ListingFieldError('photos', 'A listing holds at most 30 photos: 1 more can be added'),
    onField(400, 'validation_failed', 'photos', 'A listing holds at most 30 photos: 1 more can be added'),
  ],

  // admin
  [
    'an adjustment of a missing user',
    new admin.AdjustedUserNotFoundError('No user u1'),
    answer(404, 'not_found', 'User not found'),
  ],
  [
    'an adjustment below zero',
    new admin.AdjustmentBelowZeroError(2, 5),
    onField(409, 'conflict', 'delta', messages.ADMIN_MESSAGES.belowZero(2, 5)),
  ],
  [
    "a fulfilment retry whose payer is gone (not the caller's 401)",
    new admin.PaymentUserMissingError('No user u1'),
    answer(409, 'conflict', messages.ADMIN_MESSAGES.paymentUserMissing),
  ],
  ['a job not found', new admin.JobNotFoundError('none'), answer(404, 'not_found', 'Remix job not found')],
  [
    'a succeeded job refunded',
    new admin.SucceededJobError('succeeded'),
    answer(409, 'conflict', messages.ADMIN_MESSAGES.succeededJobNotRefunded),
  ],
  [
    'a coupon not found',
    new admin.CouponNotFoundError('none'),
    answer(404, 'not_found', messages.ADMIN_MESSAGES.couponNotFound),
  ],
  [
    'a coupon that exists',
    new admin.CouponExistsError('dup'),
    onField(409, 'conflict', 'code', messages.ADMIN_MESSAGES.couponExists),
  ],
  [
    'a coupon without a discount',
    new admin.CouponWithoutDiscountError('none'),
    onField(400, 'validation_failed', 'percentOff', messages.ADMIN_MESSAGES.couponNeedsDiscount),
  ],
  [
    'a package not found',
    new admin.PackageNotFoundError('none'),
    answer(404, 'not_found', messages.ADMIN_MESSAGES.packageNotFound),
  ],
  [
    'a package that exists',
    new admin.PackageExistsError('dup'),
    onField(409, 'conflict', 'id', messages.ADMIN_MESSAGES.packageExists),
  ],
  [
    'a package priced too low',
    new admin.PackagePriceTooLowError('1'),
    onField(400, 'validation_failed', 'priceCents', messages.ADMIN_MESSAGES.priceTooLow(MIN_CHARGE_CENTS)),
  ],

  // Express's own refusals of the request, and everything else.
  [
    'a body that is not JSON',
    parserError({ status: 400, expose: true, type: 'entity.parse.failed' }),
    answer(400, 'bad_request', messages.REQUEST_MESSAGES.invalidJson),
  ],
  [
    'a body over the parser limit, in KB',
    parserError({ status: 413, expose: true, type: 'entity.too.large', limit: 2048 }),
    answer(413, 'payload_too_large', messages.REQUEST_MESSAGES.bodyTooLarge(2048)),
  ],
  [
    'a compressed body',
    parserError({ status: 415, expose: true, type: 'encoding.unsupported' }),
    answer(415, 'bad_request', messages.REQUEST_MESSAGES.unsupportedEncoding),
  ],
  [
    'a path that is not percent-encoding',
    Object.assign(new URIError('URI malformed'), { status: 400 }),
    answer(400, 'bad_request', messages.REQUEST_MESSAGES.unreadable),
  ],
  ['an unknown error', new Error('Firestore unavailable'), INTERNAL],
  [
    "another library's error with a status (Stripe's statusCode)",
    Object.assign(new Error('x'), { statusCode: 402, status: 402 }),
    INTERNAL,
  ],
  ['a thrown value that is no Error', 'a string', INTERNAL],
];

describe('the error map', () => {
  it.each(CASES)('answers %s as specified', (_name, error, expected) => {
    expect(answerFor(error)).toEqual(expected);
  });

  it('has a case above for every row, so no row goes untested', () => {
    const untested = ERROR_MAP.filter(({ type }) => !CASES.some(([, error]) => error instanceof type));
    expect(untested.map(({ type }) => type.name)).toEqual([]);
  });

  it('has one row per error class', () => {
    const types = ERROR_MAP.map(({ type }) => type);
    expect(new Set(types).size).toBe(types.length);
  });

  it('keeps the generic message of a 500 in one place', () => {
    expect(INTERNAL.body.message).toBe(INTERNAL_ERROR_MESSAGE);
  });
});

interface LogEntry {
  level: 'warn' | 'error';
  message: string;
  error?: unknown;
  fields?: LogFields;
}

describe('the error middleware answers as the map says', () => {
  const entries: LogEntry[] = [];
  const logger: Logger = {
    info: () => undefined,
    warn: (message, fields) => entries.push({ level: 'warn', message, fields }),
    error: (message, error, fields) => entries.push({ level: 'error', message, error, fields }),
    child: () => logger,
  };
  let thrown: unknown;
  let baseUrl = '';
  const server = createServer(
    express()
      .use((_req, res, next) => {
        res.locals.logger = logger;
        next();
      })
      .get('/throws', () => {
        throw thrown;
      })
      .use(errorHandler),
  );

  beforeAll(async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  });

  async function answerTo(error: unknown) {
    thrown = error;
    entries.length = 0;
    const response = await fetch(`${baseUrl}/throws`);
    return { status: response.status, headers: response.headers, text: await response.text() };
  }

  it('sends the status, the JSON body byte for byte and the headers of a row', async () => {
    const { status, headers, text } = await answerTo(new core.TooManyAttemptsError(60_500, 'remix'));
    expect(status).toBe(429);
    expect(headers.get('retry-after')).toBe('61');
    expect(text).toBe(JSON.stringify({ message: messages.REMIX_MESSAGES.tooManySubmissions(2), code: 'rate_limited' }));
    expect(entries).toEqual([]);
  });

  it("logs a row's warning", async () => {
    const { status } = await answerTo(new payments.WebhookSignatureError('No signatures found'));
    expect(status).toBe(400);
    expect(entries).toEqual([
      { level: 'warn', message: 'Refused a webhook delivery', fields: { reason: 'No signatures found' } },
    ]);
  });

  it('answers an unknown error 500 with the generic message, and logs the error in full', async () => {
    const error = new Error('Firestore unavailable');
    const { status, text } = await answerTo(error);
    expect(status).toBe(500);
    expect(text).toBe(JSON.stringify({ message: 'Something went wrong. Please try again.', code: 'internal' }));
    expect(entries).toEqual([
      { level: 'error', message: 'Request failed', error, fields: { method: 'GET', path: '/throws' } },
    ]);
  });
});

/** `ErrorRequestHandler`, or a function or arrow whose four parameters start with an error: Express's error handler. */
const FOUR_PARAM_ERROR_HANDLER = /ErrorRequestHandler|\(\s*_?err(or)?\b[^(),]*(,[^(),]*){3}\)\s*(:[^={]*)?(=>|\{)/;

describe('no other place turns errors into answers', () => {
  it('would see an error handler', () => {
    expect(FOUR_PARAM_ERROR_HANDLER.test('router.use((error: unknown, _req, res, next) => next(error));')).toBe(true);
    expect(FOUR_PARAM_ERROR_HANDLER.test('app.use(function (err, req, res, next) { next(err); });')).toBe(true);
    expect(FOUR_PARAM_ERROR_HANDLER.test("res.locals.logger.error('Request failed', error, { method });")).toBe(false);
  });

  const httpDir = fileURLToPath(new URL('.', import.meta.url));
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
    });
  const files = sources(httpDir).map((path) => ({ name: relative(httpDir, path), text: readFileSync(path, 'utf8') }));
  const routes = files.filter(({ name }) => name.startsWith('routes/'));

  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  it('has no error handler but the one in middleware/errors.ts', () => {
    const withHandlers = files
      .filter(({ name }) => name !== 'middleware/errors.ts')
      .filter(({ text }) => FOUR_PARAM_ERROR_HANDLER.test(text));
    expect(withHandlers.map(({ name }) => name)).toEqual([]);
  });

  it('has no route that looks at an error class', () => {
    const inspecting = routes.filter(({ text }) => /instanceof\s+\w+Error\b/.test(text));
    expect(inspecting.map(({ name }) => name)).toEqual([]);
  });
});
