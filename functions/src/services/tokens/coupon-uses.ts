import type { Logger } from '../../adapters/logging/logger';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import { type Clock, nowOf } from '../../domain/clock';
import { couponRefusal } from '../../domain/coupon';
import type { CouponAndUse, CouponUseRecord } from '../../ports/coupons';
import type { Repositories } from '../../ports/repositories';
import type { Tx } from '../../ports/transactions';
import { CouponRefusedError, couponTermsOf, couponUseOf } from './coupons';

/**
 * A reservation older than this is released when its redemption is needed: its intent is cancelled at Stripe
 * first, so it can never be paid after the redemption went to someone else. Checkout takes minutes, not half an hour.
 */
export const RESERVATION_TIMEOUT_MS = 30 * 60_000;
/** Stale reservations released per attempt to free a used-up coupon. */
const STALE_RESERVATIONS_PER_ATTEMPT = 10;

/** The repositories reservations read and write. */
type CouponRepositories = Pick<Repositories, 'runTransaction' | 'coupons'>;

/** What reservations need from outside: the coupons and, to cancel intents, Stripe. */
export interface CouponUseDeps {
  repositories: CouponRepositories;
  payments: PaymentGateway;
  logger: Logger;
  now?: Clock | undefined;
}

/**
 * The writes that count one completed purchase with the coupon, for a transaction that read `coupon` and `use`:
 * the user's count goes up, and a reservation this purchase held (`intentId`) turns into a redemption. A coupon
 * deleted since is no longer counted, but the user's use still is.
 */
export function countRedemption(
  { coupons }: Pick<Repositories, 'coupons'>,
  tx: Tx,
  read: CouponAndUse,
  { code, uid, intentId }: { code: string; uid: string; intentId: string | null },
): void {
  const heldHere = intentId !== null && read.use?.pendingIntentId === intentId;
  coupons.writeUseIn(tx, {
    ...emptyUse(code, uid),
    ...read.use,
    redeemed: (read.use?.redeemed ?? 0) + 1,
    ...(heldHere ? { pendingKey: null, pendingIntentId: null, pendingSince: null } : {}),
  });
  if (!read.coupon) return;
  const reserved = read.coupon.reserved ?? 0;
  coupons.updateIn(tx, code, {
    redemptions: read.coupon.redemptions + 1,
    ...(heldHere ? { reserved: Math.max(0, reserved - 1) } : {}),
  });
}

/**
 * Holds one redemption of `code` for `uid`'s purchase attempt `key` before its payment intent exists, so neither the
 * coupon's cap nor the user's limit can be overshot by intents paid later. The same key again holds nothing more.
 * The user's own older reservation (another package, an abandoned checkout) and, for a used-up coupon, other users'
 * stale ones are released first by cancelling their intents. Throws CouponRefusedError.
 */
export async function reserveCoupon(deps: CouponUseDeps, code: string, uid: string, key: string): Promise<void> {
  await releaseOwnOtherReservation(deps, code, uid, key);
  const refusal = await tryReserve(deps, code, uid, key);
  if (refusal === null) return;
  if (
    refusal === 'used_up' &&
    (await releaseStaleReservations(deps, code)) > 0 &&
    (await tryReserve(deps, code, uid, key)) === null
  )
    return;
  throw new CouponRefusedError(refusal);
}

/** Records the intent that holds the reservation `key`; false when it was released or is held by another intent. */
export async function attachIntent(
  { runTransaction, coupons }: CouponRepositories,
  code: string,
  uid: string,
  key: string,
  intentId: string,
): Promise<boolean> {
  return runTransaction(async (tx) => {
    const use = await coupons.readUseIn(tx, code, uid);
    // Another intent already holds this reservation (a paid one Stripe replayed): the new one must not hold it too.
    if (use?.pendingKey !== key || (use.pendingIntentId !== null && use.pendingIntentId !== intentId)) return false;
    if (use.pendingIntentId !== intentId) coupons.updateUseIn(tx, code, uid, { pendingIntentId: intentId });
    return true;
  });
}

/** Gives back the redemption a reservation held, when it is still held by `holder`; true when it released one. */
export async function releaseReservation(
  { runTransaction, coupons }: CouponRepositories,
  code: string,
  uid: string,
  holder: { key: string } | { intentId: string },
): Promise<boolean> {
  return runTransaction(async (tx) => {
    const { coupon, use } = await coupons.readWithUseIn(tx, code, uid);
    const held = 'key' in holder ? use?.pendingKey === holder.key : use?.pendingIntentId === holder.intentId;
    if (!use || !held || use.pendingKey === null) return false;
    coupons.updateUseIn(tx, code, uid, { pendingKey: null, pendingIntentId: null, pendingSince: null });
    if (coupon) coupons.updateIn(tx, code, { reserved: Math.max(0, (coupon.reserved ?? 0) - 1) });
    return true;
  });
}

async function tryReserve(deps: CouponUseDeps, code: string, uid: string, key: string) {
  const { runTransaction, coupons } = deps.repositories;
  const now = nowOf(deps);
  return runTransaction(async (tx) => {
    const { coupon, use } = await coupons.readWithUseIn(tx, code, uid);
    if (use?.pendingKey === key) return null;
    const refusal = couponRefusal(couponTermsOf(coupon), now.getTime(), couponUseOf(use));
    if (refusal !== null || !coupon) return refusal ?? 'unknown';
    const pendingSince = now;
    coupons.writeUseIn(tx, {
      ...emptyUse(code, uid),
      ...use,
      pendingKey: key,
      pendingIntentId: null,
      pendingSince,
    });
    coupons.updateIn(tx, code, { reserved: (coupon.reserved ?? 0) + 1 });
    return null;
  });
}

/** Frees the user's reservation for another attempt, unless its intent was paid (then it is a use). */
async function releaseOwnOtherReservation(deps: CouponUseDeps, code: string, uid: string, key: string): Promise<void> {
  const use = await deps.repositories.coupons.readUse(code, uid);
  if (!use?.pendingKey || use.pendingKey === key) return;
  await releaseIfUnpaid(deps, use);
}

/** Releases up to a batch of other users' reservations older than RESERVATION_TIMEOUT_MS; returns how many. */
async function releaseStaleReservations(deps: CouponUseDeps, code: string): Promise<number> {
  const before = new Date(nowOf(deps).getTime() - RESERVATION_TIMEOUT_MS);
  const stale = await deps.repositories.coupons.reservationsBefore(code, before, STALE_RESERVATIONS_PER_ATTEMPT);
  const released = await Promise.all(stale.map((use) => releaseIfUnpaid(deps, use)));
  return released.filter(Boolean).length;
}

/**
 * Cancels the reservation's intent and releases it. An intent Stripe reports paid (or paying) keeps its reservation:
 * its fulfilment turns it into a redemption. A reservation whose intent was never created is released as it is.
 */
async function releaseIfUnpaid(deps: CouponUseDeps, use: CouponUseRecord): Promise<boolean> {
  if (!use.pendingKey) return false;
  if (use.pendingIntentId !== null) {
    const intent = await deps.payments.cancelPaymentIntent(use.pendingIntentId, 'abandoned');
    if (intent && intent.status !== 'canceled') return false;
    deps.logger.info('Released a coupon reservation by cancelling its unpaid intent', {
      code: use.code,
      paymentIntentId: use.pendingIntentId,
    });
    return releaseReservation(deps.repositories, use.code, use.userId, { intentId: use.pendingIntentId });
  }
  return releaseReservation(deps.repositories, use.code, use.userId, { key: use.pendingKey });
}

function emptyUse(code: string, userId: string): CouponUseRecord {
  return { code, userId, redeemed: 0, pendingKey: null, pendingIntentId: null, pendingSince: null };
}
