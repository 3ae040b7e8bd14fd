import { z } from 'zod';
import { apiErrorBodySchema } from './api-error';
import { publicUserSchema } from './auth';
import { TEXT_LIMITS } from './constants';
import { type AnswerAsParams, isUsableDocumentId } from './document-id';
import { ledgerReasonSchema, packageSizeSchema } from './enums';
import { COUPON_MESSAGES, PAYMENT_MESSAGES } from './messages';

/** Largest price a price column holds: 10 digits, 2 of them decimals, i.e. 99,999,999.99. */
export const MAX_PRICE_CENTS = 9_999_999_999;

/** Digits a price may have before its decimal point: 10 digits of precision minus a scale of 2. */
const MAX_WHOLE_DIGITS = 8;

/** A price in cents as the client shows it: '0.00', '9.99', '10000.00'. Throws on anything not a storable price. */
export function centsToDecimalString(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > MAX_PRICE_CENTS) {
    throw new RangeError(`Not a price in cents (a whole number from 0 to ${MAX_PRICE_CENTS}): ${cents}`);
  }
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * The cents of a decimal price such as '149.99', '1.5' or '3'. Throws when the text is not a non-negative decimal
 * with at most 2 decimals and 8 whole digits (10 digits of precision, scale 2), e.g. '1.999', '-1', '1e3'.
 */
export function decimalStringToCents(text: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  const whole = match?.[1]?.replace(/^0+(?=\d)/, '');
  if (!match || whole === undefined || whole.length > MAX_WHOLE_DIGITS) {
    throw new RangeError(`Not a price with at most 2 decimals and ${MAX_WHOLE_DIGITS} whole digits: '${text}'`);
  }
  return Number(whole) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A price as the API sends it: a decimal string with exactly 2 decimals, e.g. '9.99'. */
export const decimalPriceSchema = z
  .string()
  .regex(/^(0|[1-9]\d{0,7})\.\d{2}$/, { error: 'Price must be a decimal with 2 decimals, e.g. 9.99' });

/** The package id a Starter Pack payment carries (intent metadata, `POST /api/tokens/purchase`); no package has it. */
export const STARTER_PACK_PACKAGE_ID = 'starter_pack';

/** What a token package id may be: 1–100 letters, digits, `_` and `-`. */
export const PACKAGE_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Id of a token package, also used as a Firestore document id: letters, digits, `_` and `-` only. One Firestore
 * reserves (`__x__`) names no package, so it is answered like an unknown one.
 */
export const packageIdSchema = z
  .string({ error: PAYMENT_MESSAGES.unknownPackage })
  .regex(PACKAGE_ID_PATTERN, { error: PAYMENT_MESSAGES.unknownPackage, abort: true })
  .refine(isUsableDocumentId, {
    error: PAYMENT_MESSAGES.unknownPackage,
    params: { answerStatus: 404 } satisfies AnswerAsParams,
  });

/** Id of a Stripe payment intent, also the id of the purchase it pays for. */
export const paymentIntentIdSchema = z
  .string({ error: PAYMENT_MESSAGES.invalidPaymentIntent })
  .regex(/^pi_[A-Za-z0-9_]{1,200}$/, { error: PAYMENT_MESSAGES.invalidPaymentIntent });

/**
 * A coupon code as typed: trimmed, not blank, then upper-cased, since coupons are stored under their
 * upper-case code; characters that cannot be part of a code give 'Invalid coupon code' at once.
 */
export const couponCodeSchema = z
  .string({ error: COUPON_MESSAGES.enterCode.description })
  .trim()
  .min(1, { error: COUPON_MESSAGES.enterCode.description, abort: true })
  .max(TEXT_LIMITS.couponCode, { error: COUPON_MESSAGES.invalidCode })
  .regex(/^[A-Za-z0-9_-]+$/, { error: COUPON_MESSAGES.invalidCode, abort: true })
  .toUpperCase()
  // The code is the id of its coupon document; one Firestore reserves (`__X__`) is no coupon.
  .refine(isUsableDocumentId, { error: COUPON_MESSAGES.invalidCode });

/** A token package on sale, its price both in cents and as its display string. */
export const tokenPackageSchema = z.object({
  id: packageIdSchema,
  name: z.string(),
  size: packageSizeSchema,
  description: z.string(),
  tokenAmount: z.int().positive(),
  price: decimalPriceSchema,
  priceCents: z.int().nonnegative(),
  isActive: z.boolean(),
});
export type TokenPackage = z.infer<typeof tokenPackageSchema>;

/** `GET /api/tokens/packages`: the active packages. */
export const tokenPackageListSchema = z.array(tokenPackageSchema);

/** One past purchase; price '0.00' is shown as 'Free'. */
export const purchaseHistoryItemSchema = z.object({
  id: z.string().min(1),
  packageName: z.string(),
  tokenAmount: z.int().positive(),
  price: decimalPriceSchema,
  createdAt: z.iso.datetime(),
});
export type PurchaseHistoryItem = z.infer<typeof purchaseHistoryItemSchema>;

/** `GET /api/tokens/history`: the user's purchases, newest first. */
export const purchaseHistorySchema = z.array(purchaseHistoryItemSchema);

/** `POST /api/coupons/validate` body and the coupon input. */
export const couponValidateRequestSchema = z.object({
  code: couponCodeSchema,
  packageId: packageIdSchema,
});
export type CouponValidateRequest = z.infer<typeof couponValidateRequestSchema>;

/** `POST /api/coupons/validate` answer; the amounts are null when the coupon is invalid. */
export const couponValidationResponseSchema = z.object({
  valid: z.boolean(),
  percentOff: z.number().min(0).max(100).nullable(),
  /** Fixed amount off, as a decimal string. */
  amountOff: decimalPriceSchema.nullable(),
  /** Shown to the user: what the coupon gives, or why it is refused. */
  message: z.string(),
  /** The package price after the coupon, as a decimal string. */
  finalPrice: decimalPriceSchema.nullable(),
});
export type CouponValidationResponse = z.infer<typeof couponValidationResponseSchema>;

/** `POST /api/tokens/create-payment-intent` body: the server computes the amount. */
export const createPaymentIntentRequestSchema = z.object({
  packageId: packageIdSchema,
  couponCode: couponCodeSchema.optional(),
});
export type CreatePaymentIntentRequest = z.infer<typeof createPaymentIntentRequestSchema>;

/** `POST /api/tokens/create-payment-intent` answer. */
export const createPaymentIntentResponseSchema = z.object({
  clientSecret: z.string().min(1),
  paymentIntentId: paymentIntentIdSchema,
  /** Amount charged, in cents. */
  amount: z.int().nonnegative(),
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

/**
 * `POST /api/tokens/create-payment-intent` answer when a coupon makes the package free: the purchase is already
 * complete, without Stripe, and `user` carries the new balance.
 */
export const freePurchaseResponseSchema = z.object({
  amount: z.literal(0),
  purchaseId: z.string().min(1),
  message: z.string(),
  user: publicUserSchema,
});
export type FreePurchaseResponse = z.infer<typeof freePurchaseResponseSchema>;

/** Everything `POST /api/tokens/create-payment-intent` answers: an intent to confirm, or a completed free purchase. */
export const createPaymentIntentResultSchema = z.union([createPaymentIntentResponseSchema, freePurchaseResponseSchema]);
export type CreatePaymentIntentResult = z.infer<typeof createPaymentIntentResultSchema>;

/** `POST /api/tokens/purchase` body: completes a paid purchase. */
export const purchaseRequestSchema = z.object({
  paymentIntentId: paymentIntentIdSchema,
  packageId: packageIdSchema,
});
export type PurchaseRequest = z.infer<typeof purchaseRequestSchema>;

/** `POST /api/tokens/purchase` answer; `alreadyProcessed` when it was fulfilled before. */
export const purchaseResponseSchema = z.object({
  alreadyProcessed: z.boolean().optional(),
  message: z.string().optional(),
  user: z.optional(publicUserSchema),
});
export type PurchaseResponse = z.infer<typeof purchaseResponseSchema>;

/** `POST /api/tokens/apply-coupon` body: sent after a successful payment that used a coupon. */
export const applyCouponRequestSchema = z.object({
  paymentIntentId: paymentIntentIdSchema,
  couponCode: couponCodeSchema,
});
export type ApplyCouponRequest = z.infer<typeof applyCouponRequestSchema>;

/** `POST /api/tokens/apply-coupon` answer: the coupon the purchase carries. */
export const applyCouponResponseSchema = z.object({
  couponCode: z.string().min(1),
  message: z.string(),
});
export type ApplyCouponResponse = z.infer<typeof applyCouponResponseSchema>;

/**
 * `POST /api/tokens/free` answer: a payment intent for the paid $3.00 Starter Pack, or, with payments off, the user
 * with the tokens already added.
 */
export const freeTokensResponseSchema = z.union([
  createPaymentIntentResponseSchema,
  z.object({ user: publicUserSchema }),
]);
export type FreeTokensResponse = z.infer<typeof freeTokensResponseSchema>;

/** `POST /api/tokens/free` error body; `alreadyClaimed` tells the web to show the claimed state. */
export const freeTokensErrorBodySchema = apiErrorBodySchema.extend({
  alreadyClaimed: z.boolean().optional(),
});
export type FreeTokensErrorBody = z.infer<typeof freeTokensErrorBodySchema>;

/** One change of the user's token balance, with the balance it left (the "Token activity" list). */
export const tokenActivityItemSchema = z.object({
  id: z.string().min(1),
  /** Tokens added (positive) or taken (negative). */
  delta: z.int(),
  balanceAfter: z.int().nonnegative(),
  reason: ledgerReasonSchema,
  /** What caused it: a payment intent or purchase id, a remix job id. */
  ref: z.string(),
  createdAt: z.iso.datetime(),
});
export type TokenActivityItem = z.infer<typeof tokenActivityItemSchema>;

/** Most ledger entries `GET /api/tokens/activity` answers with. */
export const TOKEN_ACTIVITY_LIMIT = 50;

/** `GET /api/tokens/activity`: the user's latest ledger entries, newest first. */
export const tokenActivitySchema = z.array(tokenActivityItemSchema).max(TOKEN_ACTIVITY_LIMIT);
