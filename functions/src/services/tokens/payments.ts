/* eslint-disable max-lines -- being split by capability (issue 28); the limit holds once the split lands */
import { createHash, timingSafeEqual } from 'node:crypto';
import { packageSizeSchema, purchaseKindSchema } from '@roomremix/contracts/enums';
import { couponCodeSchema, packageIdSchema, STARTER_PACK_PACKAGE_ID } from '@roomremix/contracts/tokens';
import { type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  collections,
  type StripeEventDoc,
  type TokenPurchaseDoc,
  type UserDoc,
} from '../../adapters/firestore/collections';
import type { Logger } from '../../adapters/logging/logger';
import type { PaymentGateway, PaymentIntentView } from '../../adapters/payments/payment-gateway';
import { type Clock, nowOf } from '../../domain/clock';
import { couponRefusal } from '../../domain/coupon';
import { namedError } from '../../domain/named-error';
import { amountToChargeCents, CURRENCY, type Product, STARTER_PACK_PRODUCT } from '../../domain/pricing';
import { attachIntent, releaseReservation, reserveCoupon } from './coupon-uses';
import { couponRef, CouponRefusedError, couponTermsOf, couponUseOf, couponUseRef, readCouponTerms } from './coupons';
import { UnknownUserError } from '../core';
import { findPackageProduct } from './packages';
import { type CouponRedemption, recordPurchase } from './purchases';
import { withBalanceLock, withLocalLock } from '../core';

/** What the payment use-cases need; `payments` is null when Stripe is not configured. */
export interface PaymentsDeps {
  db: Firestore;
  payments: PaymentGateway | null;
  logger: Logger;
  now?: Clock | undefined;
}

/** A call that needs Stripe while payments are off (no Stripe keys). */
export class PaymentsNotConfiguredError extends namedError('PaymentsNotConfiguredError') {}

/** Why a payment intent is treated as not found. */
export type PaymentNotFoundReason = 'missing' | 'foreign' | 'other_user';

/**
 * The payment intent does not exist (missing), was not created by this app (foreign: no valid metadata), or belongs
 * to another user than the caller (other_user). Callers get the same answer for all three.
 */
export class PaymentNotFoundError extends namedError('PaymentNotFoundError') {
  constructor(
    readonly reason: PaymentNotFoundReason,
    message: string,
  ) {
    super(message);
  }
}

/** The payment intent has not succeeded: the card payment is not (yet) complete. */
export class PaymentNotCompletedError extends namedError('PaymentNotCompletedError') {}

/** The intent's package, token amount, coupon, currency or amount differ from what the server sells. */
export class PaymentMismatchError extends namedError('PaymentMismatchError') {}

/**
 * A Starter Pack was paid for by a user who has it already (two checkouts raced): it was refunded through Stripe,
 * not credited.
 */
export class DuplicateStarterPackRefundedError extends namedError('DuplicateStarterPackRefundedError') {}

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
  /** More writes of the crediting transaction, made only when this call credits the payment (an admin's audit entry). */
  alsoInTransaction?: (tx: Transaction, credit: { uid: string; balanceBefore: number; balanceAfter: number }) => void;
}

const wholeNumber = z
  .string()
  .regex(/^(0|[1-9]\d*)$/)
  .transform(Number);

/**
 * The metadata this app puts on every payment intent; Stripe keeps metadata values as strings, and the browser
 * cannot change them. It fixes what the purchase is at the price it was offered, so fulfilment never depends on the
 * package or the coupon as they are later (edited or deleted).
 */
const intentMetadataSchema = z.object({
  userId: z.string().min(1),
  packageId: packageIdSchema,
  packageName: z.string().min(1),
  packageSize: packageSizeSchema.optional(),
  tokenAmount: wholeNumber.refine((amount) => amount > 0),
  amountCents: wholeNumber,
  couponCode: couponCodeSchema.optional(),
  kind: purchaseKindSchema,
  /** The server's signature of the fields above and the currency (offerText); an intent made elsewhere has none. */
  offerSignature: z.string().optional(),
});
type IntentMetadata = z.output<typeof intentMetadataSchema>;

/** The signed part of an intent: the metadata (string values, signature left out) and the currency, in a fixed order. */
function offerText(metadata: Record<string, string>, currency: string): string {
  const fields = Object.entries(metadata).filter(([name]) => name !== 'offerSignature');
  return JSON.stringify([...fields.sort(([a], [b]) => a.localeCompare(b)), currency]);
}

/** Requests within the same minute share an idempotency key: a double click makes one intent. */
const IDEMPOTENCY_WINDOW_MS = 60_000;

/** Stripe statuses in which the browser can still pay an intent. */
const PAYABLE_STATUSES = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/** Purchases of one package by one user within one idempotency window before the server gives up. */
const MAX_PURCHASES_PER_WINDOW = 20;

/**
 * `POST /api/tokens/create-payment-intent`: prices the package with the coupon on the server and creates the Stripe
 * payment intent for that amount, or, when the coupon makes it free, completes the purchase at once without
 * Stripe. A user's purchases run one at a time in this process: a double click then finds the first click's
 * reservation and intent instead of racing it through the same documents and the same Stripe idempotency key.
 * Throws UnknownPackageError, CouponRefusedError, PaymentsNotConfiguredError, PaymentProviderError.
 */
export function startPurchase(
  deps: PaymentsDeps,
  uid: string,
  request: { packageId: string; couponCode?: string | undefined },
): Promise<PaymentIntentStart | FreePurchase> {
  return withLocalLock(`purchase\n${uid}`, () => startPurchaseNow(deps, uid, request));
}

async function startPurchaseNow(
  deps: PaymentsDeps,
  uid: string,
  { packageId, couponCode }: { packageId: string; couponCode?: string | undefined },
): Promise<PaymentIntentStart | FreePurchase> {
  const [product, terms] = await Promise.all([
    findPackageProduct(deps.db, packageId, { onSale: true }),
    couponCode === undefined ? null : readCouponTerms(deps.db, couponCode),
  ]);
  if (couponCode === undefined) return createPaymentIntent(deps, uid, product, product.priceCents);
  // Only what decides the price here; the limits are checked where the redemption is counted or reserved.
  const refusal = couponRefusal(terms, nowOf(deps).getTime());
  if (refusal === 'unknown' || refusal === 'inactive' || refusal === 'expired') throw new CouponRefusedError(refusal);
  const amountCents = amountToChargeCents(product.priceCents, terms);
  if (amountCents === 0) return completeFreePurchase(deps, uid, product, couponCode);
  return createPaymentIntentWithCoupon(deps, uid, product, amountCents, couponCode);
}

/**
 * A paid purchase with a coupon: one redemption is reserved for it before its intent exists and attached to the
 * intent afterwards, so the coupon's caps hold however many intents are open; a failed create gives it back.
 */
async function createPaymentIntentWithCoupon(
  deps: PaymentsDeps,
  uid: string,
  product: Product,
  amountCents: number,
  couponCode: string,
): Promise<PaymentIntentStart> {
  const gateway = requireGateway(deps);
  const key = purchaseKey(uid, product, amountCents, couponCode, nowOf(deps));
  await reserveCoupon({ ...deps, payments: gateway }, couponCode, uid, key);
  let started: PaymentIntentStart;
  try {
    started = await createPaymentIntent(deps, uid, product, amountCents, { couponCode, idempotencyKey: key });
  } catch (error) {
    await releaseReservation(deps.db, couponCode, uid, { key });
    throw error;
  }
  if (!(await attachIntent(deps.db, couponCode, uid, key, started.paymentIntentId))) {
    await gateway.cancelPaymentIntent(started.paymentIntentId, 'duplicate');
    throw new CouponRefusedError('already_used');
  }
  return started;
}

/** How createPaymentIntent names and keys the intent. */
export interface IntentOptions {
  couponCode?: string;
  /** Defaults to one key per user, product, price and minute: a double click makes one intent. */
  idempotencyKey?: string;
  /** Called when Stripe replays an intent that can no longer be paid; it may throw, else a new intent is made. */
  onUnpayableReplay?: (intent: PaymentIntentView) => void;
}

/**
 * Creates the Stripe payment intent for `product` at `amountCents`, for the user's Stripe customer, with the
 * metadata fulfilment reads later. Throws PaymentsNotConfiguredError, PaymentProviderError, UnknownUserError.
 */
export async function createPaymentIntent(
  deps: PaymentsDeps,
  uid: string,
  product: Product,
  amountCents: number,
  {
    couponCode,
    idempotencyKey: baseKey = purchaseKey(uid, product, amountCents, couponCode, nowOf(deps)),
    onUnpayableReplay,
  }: IntentOptions = {},
): Promise<PaymentIntentStart> {
  const gateway = requireGateway(deps);
  const customerId = await ensureStripeCustomer(deps, gateway, uid);
  const metadata: Record<string, string> = {
    userId: uid,
    packageId: product.packageId,
    packageName: product.name,
    ...(product.size === null ? {} : { packageSize: product.size }),
    tokenAmount: String(product.tokenAmount),
    amountCents: String(amountCents),
    kind: product.kind,
    ...(couponCode === undefined ? {} : { couponCode }),
  };
  metadata.offerSignature = gateway.sign(offerText(metadata, CURRENCY));
  const description = `${product.name} (${product.tokenAmount} tokens)`;
  const newIntent = { amountCents, currency: CURRENCY, customerId, description, metadata };
  let idempotencyKey = baseKey;
  for (let attempt = 1; attempt <= MAX_PURCHASES_PER_WINDOW; attempt += 1) {
    const intent = await gateway.createPaymentIntent(newIntent, idempotencyKey);
    if (PAYABLE_STATUSES.has(intent.status)) {
      return { kind: 'intent', clientSecret: intent.clientSecret, paymentIntentId: intent.id, amountCents };
    }
    onUnpayableReplay?.(intent);
    // Stripe replayed an intent that is paid (or cancelled) already: this is the next purchase of the same package
    // within the minute. Its key follows from the paid intent's id, so a double click of it still makes one intent.
    idempotencyKey = `${baseKey}-after-${intent.id}`;
  }
  throw new Error(`More than ${MAX_PURCHASES_PER_WINDOW} purchases of ${product.packageId} by ${uid} within a minute`);
}

/** One key per user, product, price, coupon and minute; the amount is in it, so Stripe never sees a key reused with other parameters. */
function purchaseKey(
  uid: string,
  product: Product,
  amountCents: number,
  couponCode: string | undefined,
  at: Date,
): string {
  return windowedKey('payment-intent', [uid, product.kind, product.packageId, couponCode ?? '', `${amountCents}`], at);
}

/**
 * `POST /api/tokens/purchase` and the webhook: credits a succeeded payment exactly once. Retrieves the intent from
 * Stripe (never trusting the caller's word), checks who paid and what for, then in one transaction creates
 * `tokenPurchases/{intentId}`, credits the tokens, counts the coupon, marks the Starter Pack claimed and marks the
 * webhook event handled. A payment already fulfilled answers `alreadyProcessed` and changes nothing.
 * Throws PaymentsNotConfiguredError, PaymentProviderError, PaymentNotFoundError, PaymentNotCompletedError,
 * PaymentMismatchError, UnknownUserError.
 */
export async function fulfilPayment(
  deps: PaymentsDeps,
  paymentIntentId: string,
  request: FulfilRequest = {},
): Promise<Fulfilment> {
  const gateway = requireGateway(deps);
  const intent = await gateway.retrievePaymentIntent(paymentIntentId);
  if (!intent) throw new PaymentNotFoundError('missing', `Stripe has no payment intent ${paymentIntentId}`);
  const parsed = intentMetadataSchema.safeParse(intent.metadata);
  if (!parsed.success)
    throw new PaymentNotFoundError('foreign', `Payment intent ${paymentIntentId} was not created by this app`);
  const metadata = parsed.data;
  // Ownership first: another user's intent must not even reveal its status.
  if (request.callerUid !== undefined && request.callerUid !== metadata.userId) {
    throw new PaymentNotFoundError('other_user', `Payment intent ${paymentIntentId} belongs to another user`);
  }
  if (intent.status !== 'succeeded')
    throw new PaymentNotCompletedError(`Payment intent ${paymentIntentId} is ${intent.status}`);
  if (request.packageId !== undefined && request.packageId !== metadata.packageId) {
    throw new PaymentMismatchError(
      `Payment intent ${paymentIntentId} paid for ${metadata.packageId}, not ${request.packageId}`,
    );
  }
  const signature = gateway.sign(offerText(intent.metadata, intent.currency));
  if (metadata.offerSignature === undefined || !safeEqual(metadata.offerSignature, signature)) {
    throw new PaymentMismatchError(
      `Payment intent ${paymentIntentId} does not carry this server's signature of what it sells`,
    );
  }
  if (intent.amount !== metadata.amountCents || intent.currency !== CURRENCY) {
    throw new PaymentMismatchError(
      `Payment intent ${paymentIntentId} charged ${intent.amount} ${intent.currency}, it was priced at ${metadata.amountCents} ${CURRENCY}`,
    );
  }
  const product = productOf(metadata);

  const { db } = deps;
  const uid = metadata.userId;
  const code = metadata.couponCode;
  const refs = {
    purchase: collections.tokenPurchases(db).doc(paymentIntentId),
    user: collections.users(db).doc(uid),
    event: request.event ? collections.stripeEvents(db).doc(request.event.id) : null,
    refund: collections.refundedPayments(db).doc(paymentIntentId),
  };
  const markEvent = (tx: Transaction, outcome: StripeEventDoc['outcome']) => {
    if (refs.event && request.event) {
      tx.create(refs.event, { type: request.event.type, paymentIntentId, outcome, processedAt: Timestamp.now() });
    }
  };

  // One at a time per user in this process (balance-lock.ts): a webhook redelivered at once with the purchase call
  // would otherwise lock the same documents together, which the emulator times out.
  const outcome = await withBalanceLock(uid, () =>
    db.runTransaction(async (tx) => {
      const [purchase, event, coupon, use, user, refund] = await Promise.all([
        tx.get(refs.purchase),
        refs.event ? tx.get(refs.event) : null,
        code === undefined ? null : tx.get(couponRef(db, code)),
        code === undefined ? null : tx.get(couponUseRef(db, code, uid)),
        tx.get(refs.user),
        tx.get(refs.refund),
      ]);
      const profile = user.data();
      if (!profile) throw new UnknownUserError(`No user ${uid} for payment intent ${paymentIntentId}`);
      if (event?.exists) return { kind: 'done' as const, alreadyProcessed: true, profile };
      if (purchase.exists) {
        markEvent(tx, 'already_processed');
        return { kind: 'done' as const, alreadyProcessed: true, profile };
      }
      if (product.kind === 'starter_pack' && profile.hasClaimedFreeTokens) {
        if (!refund.exists) {
          tx.create(refs.refund, {
            userId: uid,
            amountCents: intent.amount,
            reason: 'starter_pack_claimed',
            refundId: null,
            createdAt: Timestamp.now(),
          });
        }
        return { kind: 'refund' as const, refundId: refund.data()?.refundId ?? null };
      }
      const redemption: CouponRedemption | null =
        code === undefined ? null : { code, coupon: coupon?.data(), use: use?.data(), intentId: paymentIntentId };
      const after = await recordPurchase(
        db,
        tx,
        {
          purchaseId: paymentIntentId,
          uid,
          product,
          amountCents: intent.amount,
          coupon: redemption,
          stripePaymentId: paymentIntentId,
          ledgerReason: product.kind === 'starter_pack' ? 'starter_pack' : 'purchase',
          at: nowOf(deps),
        },
        profile,
      );
      markEvent(tx, 'fulfilled');
      request.alsoInTransaction?.(tx, { uid, balanceBefore: profile.tokenBalance, balanceAfter: after.tokenBalance });
      return { kind: 'done' as const, alreadyProcessed: false, profile: after };
    }),
  );

  if (outcome.kind === 'refund') {
    await refundDuplicateStarterPack(deps, gateway, { paymentIntentId, uid, refundId: outcome.refundId, markEvent });
    throw new DuplicateStarterPackRefundedError(
      `Payment intent ${paymentIntentId} paid a second Starter Pack; refunded`,
    );
  }
  return {
    alreadyProcessed: outcome.alreadyProcessed,
    uid,
    tokenAmount: product.tokenAmount,
    profile: outcome.profile,
  };
}

/**
 * Refunds a second paid Starter Pack in full and records the refund; the webhook event is marked only once the
 * refund exists, so a failure here is retried by Stripe's next delivery, and the key keeps the refund single.
 */
async function refundDuplicateStarterPack(
  deps: PaymentsDeps,
  gateway: PaymentGateway,
  refund: {
    paymentIntentId: string;
    uid: string;
    refundId: string | null;
    markEvent: (tx: Transaction, outcome: StripeEventDoc['outcome']) => void;
  },
): Promise<void> {
  const refundId =
    refund.refundId ??
    (await gateway.refundPaymentIntent(refund.paymentIntentId, 'duplicate', `refund-${refund.paymentIntentId}`)).id;
  const ref = collections.refundedPayments(deps.db).doc(refund.paymentIntentId);
  await deps.db
    .runTransaction(async (tx) => {
      await tx.get(ref);
      tx.update(ref, { refundId });
      refund.markEvent(tx, 'refunded');
    })
    .catch((error: unknown) => {
      // The event was marked by a concurrent delivery: the refund stands either way.
      if ((error as { code?: number }).code !== 6) throw error;
    });
  deps.logger.warn('A second Starter Pack was paid for; refunded instead of credited', {
    paymentIntentId: refund.paymentIntentId,
    uid: refund.uid,
    refundId,
  });
}

/** Throws PaymentsNotConfiguredError unless Stripe is configured. */
function requireGateway(deps: PaymentsDeps): PaymentGateway {
  if (!deps.payments) throw new PaymentsNotConfiguredError('Stripe keys are not configured');
  return deps.payments;
}

/**
 * A purchase that costs nothing (a 100 % coupon, or an amount off at least the price): one transaction re-checks
 * the coupon and the user's uses of it, so a coupon with N redemptions left is redeemed exactly N times however many
 * users race for it, and once per user however often one user asks. The same request within the same minute, or
 * within a minute of it across the turn of the clock's minute, finds the purchase it made and changes nothing.
 */
async function completeFreePurchase(
  deps: PaymentsDeps,
  uid: string,
  product: Product,
  code: string,
): Promise<FreePurchase> {
  const { db } = deps;
  const now = nowOf(deps);
  const keyAt = (at: Date) => windowedKey('free', [uid, product.packageId, code], at);
  const purchaseId = keyAt(now);
  const purchases = collections.tokenPurchases(db);
  const userRef = collections.users(db).doc(uid);
  const { profile, madeAs } = await db.runTransaction(async (tx) => {
    const [purchase, earlier, coupon, use, user] = await Promise.all([
      tx.get(purchases.doc(purchaseId)),
      tx.get(purchases.doc(keyAt(new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)))),
      tx.get(couponRef(db, code)),
      tx.get(couponUseRef(db, code, uid)),
      tx.get(userRef),
    ]);
    const current = user.data();
    if (!current) throw new UnknownUserError(`No user ${uid}`);
    const repeated = [purchase, earlier].find((made) => madeWithin(made.data(), now));
    if (repeated) return { profile: current, madeAs: repeated.id };
    const refusal = couponRefusal(couponTermsOf(coupon.data()), now.getTime(), couponUseOf(use.data()));
    if (refusal !== null) throw new CouponRefusedError(refusal);
    const made = await recordPurchase(
      db,
      tx,
      {
        purchaseId,
        uid,
        product,
        amountCents: 0,
        coupon: { code, coupon: coupon.data(), use: use.data(), intentId: null },
        stripePaymentId: null,
        ledgerReason: 'coupon_free',
        at: now,
      },
      current,
    );
    return { profile: made, madeAs: purchaseId };
  });
  return { kind: 'free', purchaseId: madeAs, tokenAmount: product.tokenAmount, profile };
}

/** Whether `purchase` exists and was made within one idempotency window before `now`: a repeat of its request. */
function madeWithin(purchase: TokenPurchaseDoc | undefined, now: Date): boolean {
  return purchase !== undefined && now.getTime() - purchase.createdAt.toMillis() < IDEMPOTENCY_WINDOW_MS;
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

/**
 * What the intent's metadata says was bought, as it was priced when the intent was created: a paid intent is
 * honoured even if its package was edited or left the store since.
 */
function productOf(metadata: IntentMetadata): Product {
  if (metadata.kind === 'starter_pack') {
    if (metadata.packageId !== STARTER_PACK_PACKAGE_ID || metadata.couponCode !== undefined) {
      const coupon = metadata.couponCode ?? 'none';
      throw new PaymentMismatchError(`A Starter Pack intent names package ${metadata.packageId} and coupon ${coupon}`);
    }
    return STARTER_PACK_PRODUCT;
  }
  return {
    kind: metadata.kind,
    packageId: metadata.packageId,
    name: metadata.packageName,
    size: metadata.packageSize ?? null,
    tokenAmount: metadata.tokenAmount,
    priceCents: metadata.amountCents,
  };
}

function safeEqual(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** An idempotency key for `parts` that stays the same for the minute of `at`. */
function windowedKey(prefix: string, parts: readonly string[], at: Date): string {
  const window = Math.floor(at.getTime() / IDEMPOTENCY_WINDOW_MS);
  const digest = createHash('sha256')
    .update(JSON.stringify([...parts, window]))
    .digest('hex')
    .slice(0, 40);
  return `${prefix}-${digest}`;
}
