import { centsToDecimalString } from '@roomremix/contracts/tokens';

/** What a coupon takes off: a percentage (0–100, at most 2 decimals) and/or a fixed amount in cents. */
export interface Discount {
  percentOff: number | null;
  amountOffCents: number | null;
}

/** A coupon as far as its validity goes: the discount plus what limits its use. */
export interface CouponTerms extends Discount {
  active: boolean;
  /** Milliseconds since the epoch after which the coupon no longer applies; null when it never expires. */
  expiresAtMs: number | null;
  maxRedemptions: number | null;
  redemptions: number;
  /** Redemptions held by payment intents not paid yet; they count against maxRedemptions until paid or released. */
  reserved: number;
  /** Purchases one user may make with the coupon. */
  maxPerUser: number;
}

/** One user's uses of one coupon: purchases completed, and whether an unpaid payment intent holds one more. */
export interface CouponUse {
  redeemed: number;
  pending: boolean;
}

/** A user who never used the coupon. */
export const NO_COUPON_USE: CouponUse = { redeemed: 0, pending: false };

/** Purchases per user when the coupon document names no limit: a coupon is a one-off gift unless it says otherwise. */
export const DEFAULT_MAX_PER_USER = 1;

/** Why a coupon cannot be used. */
export type CouponRefusal = 'unknown' | 'inactive' | 'expired' | 'used_up' | 'already_used';

/** Basis points in 100 %: percentages are worked in hundredths of a percent, so the maths stays in integers. */
const BASIS_POINTS = 10_000;

/**
 * Why the coupon cannot be used at `nowMs` by a user with `use`, or null when it can. Checked in this order:
 * unknown (null terms), switched off, expired (an expiry at exactly `nowMs` has passed), redeemed or reserved
 * `maxRedemptions` times already, used by this user as often as one user may.
 */
export function couponRefusal(
  terms: CouponTerms | null,
  nowMs: number,
  use: CouponUse = NO_COUPON_USE,
): CouponRefusal | null {
  if (terms === null) return 'unknown';
  if (!terms.active) return 'inactive';
  if (terms.expiresAtMs !== null && terms.expiresAtMs <= nowMs) return 'expired';
  if (terms.maxRedemptions !== null && terms.redemptions + terms.reserved >= terms.maxRedemptions) return 'used_up';
  if (use.redeemed + (use.pending ? 1 : 0) >= terms.maxPerUser) return 'already_used';
  return null;
}

/**
 * The price after the coupon (docs/architecture.md#coupons-and-reservations): the percentage first, rounded to the cent
 * (half a cent rounds up), then the fixed amount off, never below 0. Integer arithmetic throughout, so $2.50 at 7 % off
 * is $2.33, not the $2.32 that floating point gives. Throws RangeError for a price or discount that is not a valid
 * amount.
 */
export function discountedPriceCents(priceCents: number, discount: Discount): number {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) throw new RangeError(`Not a price in cents: ${priceCents}`);
  const percentBasisPoints = toBasisPoints(discount.percentOff ?? 0);
  const amountOffCents = discount.amountOffCents ?? 0;
  if (!Number.isSafeInteger(amountOffCents) || amountOffCents < 0) {
    throw new RangeError(`Not an amount off in cents: ${amountOffCents}`);
  }
  // priceCents * BASIS_POINTS stays below 2^53 for every storable price (at most 10^10 cents).
  const scaled = priceCents * (BASIS_POINTS - percentBasisPoints);
  const afterPercent = Math.floor((scaled + BASIS_POINTS / 2) / BASIS_POINTS);
  return Math.max(0, afterPercent - amountOffCents);
}

/** What a coupon takes off, for the user: '10% off', '$5.00 off', '10% off and $5.00 off', 'no discount'. */
export function describeDiscount(discount: Discount): string {
  const parts: string[] = [];
  if (discount.percentOff) parts.push(`${discount.percentOff}% off`);
  if (discount.amountOffCents) parts.push(`$${centsToDecimalString(discount.amountOffCents)} off`);
  return parts.length > 0 ? parts.join(' and ') : 'no discount';
}

function toBasisPoints(percent: number): number {
  const basisPoints = Math.round(percent * 100);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100 || Math.abs(basisPoints - percent * 100) > 1e-6) {
    throw new RangeError(`Not a percentage from 0 to 100 with at most 2 decimals: ${percent}`);
  }
  return basisPoints;
}
