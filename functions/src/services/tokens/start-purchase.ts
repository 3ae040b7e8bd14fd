import { nowOf } from '../../domain/clock';
import { couponRefusal } from '../../domain/coupon';
import { amountToChargeCents, type Product } from '../../domain/pricing';
import { UnknownUserError, withLocalLock } from '../core';
import { attachIntent, releaseReservation, reserveCoupon } from './coupon-uses';
import { CouponRefusedError, couponTermsOf, couponUseOf, readCouponTerms } from './coupons';
import { findPackageProduct } from './packages';
import { IDEMPOTENCY_WINDOW_MS, purchaseKey, windowedKey } from './payment-offers';
import { createPaymentIntent, type PaymentIntentStart, type PaymentsDeps, requireGateway } from './payments';
import { recordPurchase } from './purchases';
import type { TokenPurchaseRecord } from '../../ports/purchases';
import type { UserRecord } from '../../ports/users';

/** A purchase that cost nothing and is already complete. */
export interface FreePurchase {
  kind: 'free';
  purchaseId: string;
  tokenAmount: number;
  profile: UserRecord;
}

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
    findPackageProduct(deps.repositories, packageId, { onSale: true }),
    couponCode === undefined ? null : readCouponTerms(deps.repositories, couponCode),
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
    await releaseReservation(deps.repositories, couponCode, uid, { key });
    throw error;
  }
  if (!(await attachIntent(deps.repositories, couponCode, uid, key, started.paymentIntentId))) {
    await gateway.cancelPaymentIntent(started.paymentIntentId, 'duplicate');
    throw new CouponRefusedError('already_used');
  }
  return started;
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
  const { repositories } = deps;
  const { runTransaction, purchases, coupons, users } = repositories;
  const now = nowOf(deps);
  const keyAt = (at: Date) => windowedKey('free', [uid, product.packageId, code], at);
  const purchaseId = keyAt(now);
  // The previous minute's key too: a repeat across the turn of the clock's minute finds its purchase as well.
  const previousId = keyAt(new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS));
  const { profile, madeAs } = await runTransaction(async (tx) => {
    const [made, madeBefore, { coupon, use }, current] = await Promise.all([
      purchases.readIn(tx, purchaseId),
      purchases.readIn(tx, previousId),
      coupons.readWithUseIn(tx, code, uid),
      users.readIn(tx, uid),
    ]);
    if (!current) throw new UnknownUserError(`No user ${uid}`);
    if (madeWithin(made, now)) return { profile: current, madeAs: purchaseId };
    if (madeWithin(madeBefore, now)) return { profile: current, madeAs: previousId };
    const refusal = couponRefusal(couponTermsOf(coupon), now.getTime(), couponUseOf(use));
    if (refusal !== null) throw new CouponRefusedError(refusal);
    const recorded = await recordPurchase(
      repositories,
      tx,
      {
        purchaseId,
        uid,
        product,
        amountCents: 0,
        coupon: { code, coupon, use, intentId: null },
        stripePaymentId: null,
        ledgerReason: 'coupon_free',
        at: now,
      },
      current,
    );
    return { profile: recorded, madeAs: purchaseId };
  });
  return { kind: 'free', purchaseId: madeAs, tokenAmount: product.tokenAmount, profile };
}

/** Whether `purchase` exists and was made within one idempotency window before `now`: a repeat of its request. */
function madeWithin(purchase: TokenPurchaseRecord | undefined, now: Date): boolean {
  return purchase !== undefined && now.getTime() - purchase.createdAt.getTime() < IDEMPOTENCY_WINDOW_MS;
}
