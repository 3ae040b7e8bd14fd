import { createHash } from 'node:crypto';
import { purchaseKindSchema } from '@roomremix/contracts/enums';
import { couponCodeSchema, packageIdSchema, STARTER_PACK_PACKAGE_ID } from '@roomremix/contracts/tokens';
import { type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { collections, type UserDoc } from '../adapters/firestore/collections';
import type { Logger } from '../adapters/logging/logger';
import type { PaymentGateway } from '../adapters/payments/payment-gateway';
import { couponRefusal, type CouponTerms } from '../domain/coupon';
import { amountToChargeCents, CURRENCY, type Product, STARTER_PACK_PRODUCT } from '../domain/pricing';
import { couponRef, CouponRefusedError, couponTermsOf, readCouponTerms } from './coupons';
import { UnknownUserError } from './ledger';
import { findPackageProduct } from './packages';
import { type NewPurchase, recordPurchase } from './purchases';

/** What the payment use-cases need; `payments` is null when Stripe is not configured. */
export interface PaymentsDeps {
  db: Firestore;
  payments: PaymentGateway | null;
  logger: Logger;
}

/** A call that needs Stripe while payments are off (no Stripe keys). */
export class PaymentsNotConfiguredError extends Error {
  override readonly name = 'PaymentsNotConfiguredError';
}

/** Why a payment intent is treated as not found. */
export type PaymentNotFoundReason = 'missing' | 'foreign' | 'other_user';

/**
 * The payment intent does not exist (missing), was not created by this app (foreign: no valid metadata), or belongs
 * to another user than the caller (other_user). Callers get the same answer for all three.
 */
export class PaymentNotFoundError extends Error {
  override readonly name = 'PaymentNotFoundError';

  constructor(
    readonly reason: PaymentNotFoundReason,
    message: string,
  ) {
    super(message);
  }
}

/** The payment intent has not succeeded: the card payment is not (yet) complete. */
export class PaymentNotCompletedError extends Error {
  override readonly name = 'PaymentNotCompletedError';
}

/** The intent's package, token amount, coupon, currency or amount differ from what the server sells. */
export class PaymentMismatchError extends Error {
  override readonly name = 'PaymentMismatchError';
}

/** A payment intent the browser confirms with Stripe.js. */
export interface PaymentIntentStart {
  kind: 'intent';
  clientSecret: string;
  paymentIntentId: string;
  amountCents: number;
}

/** A purchase that cost nothing and is already complete. */
export interface FreePurchase {
  kind: 'free';
  purchaseId: string;
  tokenAmount: number;
  profile: UserDoc;
}

/** The outcome of fulfilling a payment; `alreadyProcessed` when an earlier call or event had done it. */
export interface Fulfilment {
  alreadyProcessed: boolean;
  uid: string;
  tokenAmount: number;
  profile: UserDoc;
}

/** Who asks for a fulfilment and what they claim; each field is checked against the intent when given. */
export interface FulfilRequest {
  /** The signed-in caller (purchase call); the webhook has none. */
  callerUid?: string;
  /** The package the caller says it paid for. */
  packageId?: string;
  /** The webhook event that asks; it is marked handled in the same transaction as the credit. */
  event?: { id: string; type: string };
}

/** The metadata this app puts on every payment intent (DESIGN §6); Stripe keeps metadata values as strings. */
const intentMetadataSchema = z.object({
  userId: z.string().min(1),
  packageId: packageIdSchema,
  tokenAmount: z.string().regex(/^[1-9]\d*$/).transform(Number),
  couponCode: couponCodeSchema.optional(),
  kind: purchaseKindSchema,
});

/** Requests within the same minute share an idempotency key (DESIGN §6): a double click makes one intent. */
const IDEMPOTENCY_WINDOW_MS = 60_000;

/** Stripe statuses in which the browser can still pay an intent. */
const PAYABLE_STATUSES = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/** Purchases of one package by one user within one idempotency window before the server gives up. */
const MAX_PURCHASES_PER_WINDOW = 20;

/**
 * `POST /api/tokens/create-payment-intent`: prices the package with the coupon on the server and creates the Stripe
 * payment intent for that amount, or, when the coupon makes it free, completes the purchase at once without
 * Stripe. Throws UnknownPackageError, CouponRefusedError, PaymentsNotConfiguredError, PaymentProviderError.
 */
export async function startPurchase(
  deps: PaymentsDeps,
  uid: string,
  { packageId, couponCode }: { packageId: string; couponCode?: string | undefined },
): Promise<PaymentIntentStart | FreePurchase> {
  const [product, terms] = await Promise.all([
    findPackageProduct(deps.db, packageId, { onSale: true }),
    couponCode === undefined ? null : readCouponTerms(deps.db, couponCode),
  ]);
  if (couponCode !== undefined) {
    const refusal = couponRefusal(terms, Date.now());
    if (refusal !== null) throw new CouponRefusedError(refusal);
  }
  const amountCents = amountToChargeCents(product.priceCents, terms);
  if (amountCents === 0) return completeFreePurchase(deps, uid, product, couponCode);
  return createPaymentIntent(deps, uid, product, amountCents, couponCode);
}

/**
 * Creates the Stripe payment intent for `product` at `amountCents`, for the user's Stripe customer, with the
 * metadata fulfilment checks later. Throws PaymentsNotConfiguredError, PaymentProviderError, UnknownUserError.
 */
export async function createPaymentIntent(
  deps: PaymentsDeps,
  uid: string,
  product: Product,
  amountCents: number,
  couponCode: string | undefined,
): Promise<PaymentIntentStart> {
  const gateway = requireGateway(deps);
  const customerId = await ensureStripeCustomer(deps, gateway, uid);
  const metadata: Record<string, string> = {
    userId: uid,
    packageId: product.packageId,
    tokenAmount: String(product.tokenAmount),
    kind: product.kind,
    ...(couponCode === undefined ? {} : { couponCode }),
  };
  // The amount is part of the key, so a key is never reused with other parameters (Stripe refuses that).
  const baseKey = windowedKey('payment-intent', [uid, product.kind, product.packageId, couponCode ?? '', `${amountCents}`]);
  const description = `${product.name} (${product.tokenAmount} tokens)`;
  const newIntent = { amountCents, currency: CURRENCY, customerId, description, metadata };
  let idempotencyKey = baseKey;
  for (let attempt = 1; attempt <= MAX_PURCHASES_PER_WINDOW; attempt += 1) {
    const intent = await gateway.createPaymentIntent(newIntent, idempotencyKey);
    if (PAYABLE_STATUSES.has(intent.status)) {
      return { kind: 'intent', clientSecret: intent.clientSecret, paymentIntentId: intent.id, amountCents };
    }
    // Stripe replayed an intent that is paid (or cancelled) already: this is the next purchase of the same package
    // within the minute. Its key follows from the paid intent's id, so a double click of it still makes one intent.
    idempotencyKey = `${baseKey}-after-${intent.id}`;
  }
  throw new Error(`More than ${MAX_PURCHASES_PER_WINDOW} purchases of ${product.packageId} by ${uid} within a minute`);
}

/**
 * `POST /api/tokens/purchase` and the webhook: credits a succeeded payment exactly once. Retrieves the intent from
 * Stripe (never trusting the caller's word), checks who paid and what for, then in one transaction creates
 * `tokenPurchases/{intentId}`, credits the tokens, counts the coupon, marks the Starter Pack claimed and marks the
 * webhook event handled. A payment already fulfilled answers `alreadyProcessed` and changes nothing.
 * Throws PaymentsNotConfiguredError, PaymentProviderError, PaymentNotFoundError, PaymentNotCompletedError,
 * PaymentMismatchError, UnknownUserError.
 */
export async function fulfilPayment(deps: PaymentsDeps, paymentIntentId: string, request: FulfilRequest = {}): Promise<Fulfilment> {
  const intent = await requireGateway(deps).retrievePaymentIntent(paymentIntentId);
  if (!intent) throw new PaymentNotFoundError('missing', `Stripe has no payment intent ${paymentIntentId}`);
  const parsed = intentMetadataSchema.safeParse(intent.metadata);
  if (!parsed.success) throw new PaymentNotFoundError('foreign', `Payment intent ${paymentIntentId} was not created by this app`);
  const metadata = parsed.data;
  // Ownership first: another user's intent must not even reveal its status.
  if (request.callerUid !== undefined && request.callerUid !== metadata.userId) {
    throw new PaymentNotFoundError('other_user', `Payment intent ${paymentIntentId} belongs to another user`);
  }
  if (intent.status !== 'succeeded') throw new PaymentNotCompletedError(`Payment intent ${paymentIntentId} is ${intent.status}`);
  if (request.packageId !== undefined && request.packageId !== metadata.packageId) {
    throw new PaymentMismatchError(`Payment intent ${paymentIntentId} paid for ${metadata.packageId}, not ${request.packageId}`);
  }
  const product = await productOf(deps.db, metadata);
  if (product.tokenAmount !== metadata.tokenAmount) {
    throw new PaymentMismatchError(
      `Payment intent ${paymentIntentId} carries ${metadata.tokenAmount} tokens, the package ${product.tokenAmount}`,
    );
  }

  const { db } = deps;
  const uid = metadata.userId;
  const purchaseRef = collections.tokenPurchases(db).doc(paymentIntentId);
  const userRef = collections.users(db).doc(uid);
  const eventRef = request.event ? collections.stripeEvents(db).doc(request.event.id) : null;
  const markEvent = (tx: Transaction, outcome: 'fulfilled' | 'already_processed') => {
    if (eventRef && request.event) {
      tx.create(eventRef, { type: request.event.type, paymentIntentId, outcome, processedAt: Timestamp.now() });
    }
  };

  const outcome = await db.runTransaction(async (tx) => {
    const [purchase, event, coupon, user] = await Promise.all([
      tx.get(purchaseRef),
      eventRef ? tx.get(eventRef) : null,
      metadata.couponCode === undefined ? null : tx.get(couponRef(db, metadata.couponCode)),
      tx.get(userRef),
    ]);
    const profile = user.data();
    if (!profile) throw new UnknownUserError(`No user ${uid} for payment intent ${paymentIntentId}`);
    if (event?.exists) return { alreadyProcessed: true, profile, warnings: [] };
    if (purchase.exists) {
      markEvent(tx, 'already_processed');
      return { alreadyProcessed: true, profile, warnings: [] };
    }

    const terms = coupon ? couponTermsOf(coupon.data()) : null;
    if (coupon && !terms) throw new PaymentMismatchError(`Payment intent ${paymentIntentId} names an unknown coupon ${coupon.id}`);
    const expectedCents = amountToChargeCents(product.priceCents, terms);
    if (intent.amount !== expectedCents || intent.currency !== CURRENCY) {
      throw new PaymentMismatchError(
        `Payment intent ${paymentIntentId} charged ${intent.amount} ${intent.currency}, the price is ${expectedCents} ${CURRENCY}`,
      );
    }
    const warnings = paidAnywayWarnings(product, profile, terms);
    const after = await recordPurchase(
      db,
      tx,
      {
        purchaseId: paymentIntentId,
        uid,
        product,
        amountCents: intent.amount,
        coupon: coupon && terms ? { code: coupon.id, redemptions: terms.redemptions } : null,
        stripePaymentId: paymentIntentId,
        ledgerReason: product.kind === 'starter_pack' ? 'starter_pack' : 'purchase',
      },
      profile,
    );
    markEvent(tx, 'fulfilled');
    return { alreadyProcessed: false, profile: after, warnings };
  });

  for (const warning of outcome.warnings) deps.logger.warn(warning, { paymentIntentId, uid });
  return { alreadyProcessed: outcome.alreadyProcessed, uid, tokenAmount: product.tokenAmount, profile: outcome.profile };
}

/** Throws PaymentsNotConfiguredError unless Stripe is configured. */
function requireGateway(deps: PaymentsDeps): PaymentGateway {
  if (!deps.payments) throw new PaymentsNotConfiguredError('Stripe keys are not configured');
  return deps.payments;
}

/**
 * A purchase that costs nothing (a 100 % coupon, or an amount off at least the price): one transaction re-checks
 * the coupon, so a coupon with N redemptions left is redeemed exactly N times however many users race for it, and
 * records the purchase. The same request within the same minute finds the purchase it made and changes nothing.
 */
async function completeFreePurchase(
  deps: PaymentsDeps,
  uid: string,
  product: Product,
  couponCode: string | undefined,
): Promise<FreePurchase> {
  const { db } = deps;
  const purchaseId = windowedKey('free', [uid, product.packageId, couponCode ?? '']);
  const purchaseRef = collections.tokenPurchases(db).doc(purchaseId);
  const userRef = collections.users(db).doc(uid);
  const profile = await db.runTransaction(async (tx) => {
    const [purchase, coupon, user] = await Promise.all([
      tx.get(purchaseRef),
      couponCode === undefined ? null : tx.get(couponRef(db, couponCode)),
      tx.get(userRef),
    ]);
    const current = user.data();
    if (!current) throw new UnknownUserError(`No user ${uid}`);
    if (purchase.exists) return current;
    let redeemed: NewPurchase['coupon'] = null;
    if (coupon) {
      const terms = couponTermsOf(coupon.data());
      const refusal = couponRefusal(terms, Date.now());
      if (refusal !== null || terms === null) throw new CouponRefusedError(refusal ?? 'unknown');
      redeemed = { code: coupon.id, redemptions: terms.redemptions };
    }
    return recordPurchase(
      db,
      tx,
      {
        purchaseId,
        uid,
        product,
        amountCents: 0,
        coupon: redeemed,
        stripePaymentId: null,
        ledgerReason: redeemed ? 'coupon_free' : 'purchase',
      },
      current,
    );
  });
  return { kind: 'free', purchaseId, tokenAmount: product.tokenAmount, profile };
}

/**
 * The user's Stripe customer, created on first need and stored in `stripeCustomerId`. The create call's key is the
 * uid, so two first purchases at once get the same customer from Stripe; the transaction keeps whichever id was
 * stored first.
 */
async function ensureStripeCustomer(deps: PaymentsDeps, gateway: PaymentGateway, uid: string): Promise<string> {
  const userRef = collections.users(deps.db).doc(uid);
  const profile = (await userRef.get()).data();
  if (!profile) throw new UnknownUserError(`No user ${uid}`);
  if (profile.stripeCustomerId) return profile.stripeCustomerId;
  const customer = await gateway.createCustomer({ uid, email: profile.email }, `customer-${uid}`);
  return deps.db.runTransaction(async (tx) => {
    const current = (await tx.get(userRef)).data();
    if (!current) throw new UnknownUserError(`No user ${uid}`);
    if (current.stripeCustomerId) return current.stripeCustomerId;
    tx.update(userRef, { stripeCustomerId: customer.id });
    return customer.id;
  });
}

/** What the intent's metadata says was bought; a paid intent is honoured even if its package left the store since. */
async function productOf(db: Firestore, metadata: z.output<typeof intentMetadataSchema>): Promise<Product> {
  if (metadata.kind === 'starter_pack') {
    if (metadata.packageId !== STARTER_PACK_PACKAGE_ID || metadata.couponCode !== undefined) {
      const coupon = metadata.couponCode ?? 'none';
      throw new PaymentMismatchError(`A Starter Pack intent names package ${metadata.packageId} and coupon ${coupon}`);
    }
    return STARTER_PACK_PRODUCT;
  }
  try {
    return await findPackageProduct(db, metadata.packageId, { onSale: false });
  } catch (error) {
    throw new PaymentMismatchError(`The intent's package ${metadata.packageId} does not exist`, { cause: error });
  }
}

/**
 * A payment that went through is always credited, even when the coupon ran out or the Starter Pack was claimed
 * between the intent and the payment (the user paid); these cases are logged for support.
 */
function paidAnywayWarnings(product: Product, profile: UserDoc, coupon: CouponTerms | null): string[] {
  const warnings: string[] = [];
  if (coupon && couponRefusal(coupon, Date.now()) !== null) {
    warnings.push('A paid intent used a coupon that is no longer valid; credited anyway');
  }
  if (product.kind === 'starter_pack' && profile.hasClaimedFreeTokens) {
    warnings.push('A second Starter Pack was paid for; credited anyway');
  }
  return warnings;
}

/** An idempotency key for `parts` that stays the same for the current minute. */
function windowedKey(prefix: string, parts: readonly string[]): string {
  const window = Math.floor(Date.now() / IDEMPOTENCY_WINDOW_MS);
  const digest = createHash('sha256').update(JSON.stringify([...parts, window])).digest('hex').slice(0, 40);
  return `${prefix}-${digest}`;
}
