import { COUPON_MESSAGES } from '@roomremix/contracts/messages';
import { centsToDecimalString, type CouponValidationResponse } from '@roomremix/contracts/tokens';
import {
  type CouponRefusal,
  couponRefusal,
  type CouponTerms,
  type CouponUse,
  DEFAULT_MAX_PER_USER,
  describeDiscount,
  NO_COUPON_USE,
} from '../../domain/coupon';
import { systemClock } from '../../domain/clock';
import { namedError } from '../../domain/named-error';
import { amountToChargeCents } from '../../domain/pricing';
import type { CouponRecord, CouponUseRecord } from '../../ports/coupons';
import type { Repositories } from '../../ports/repositories';
import { findPackageProduct } from './packages';

/** A coupon code that cannot be used now; `reason` says why and `message` says it to the user. */
export class CouponRefusedError extends namedError('CouponRefusedError') {
  constructor(readonly reason: CouponRefusal) {
    super(couponRefusalMessage(reason));
  }
}

/** What the user is told for each refusal ('Invalid coupon code' for unknown codes). */
export function couponRefusalMessage(reason: CouponRefusal): string {
  switch (reason) {
    case 'unknown':
      return COUPON_MESSAGES.invalidCode;
    case 'inactive':
      return COUPON_MESSAGES.inactive;
    case 'expired':
      return COUPON_MESSAGES.expired;
    case 'used_up':
      return COUPON_MESSAGES.usedUp;
    case 'already_used':
      return COUPON_MESSAGES.alreadyUsed;
  }
}

/** The use as the domain reads it. */
export function couponUseOf(doc: CouponUseRecord | undefined): CouponUse {
  return doc ? { redeemed: doc.redeemed, pending: doc.pendingKey !== null } : NO_COUPON_USE;
}

/** The stored coupon as the domain reads it, or null when there is none. */
export function couponTermsOf(coupon: CouponRecord | undefined): CouponTerms | null {
  if (!coupon) return null;
  return {
    percentOff: coupon.percentOff,
    amountOffCents: coupon.amountOffCents,
    active: coupon.active,
    expiresAtMs: coupon.expiresAt?.getTime() ?? null,
    maxRedemptions: coupon.maxRedemptions,
    redemptions: coupon.redemptions,
    reserved: coupon.reserved ?? 0,
    maxPerUser: coupon.maxPerUser ?? DEFAULT_MAX_PER_USER,
  };
}

/** The coupon `code` as stored right now, or null. */
export async function readCouponTerms(
  { coupons }: Pick<Repositories, 'coupons'>,
  code: string,
): Promise<CouponTerms | null> {
  return couponTermsOf(await coupons.read(code));
}

/**
 * `POST /api/coupons/validate`: whether `code` applies to the package on sale for `uid`, and the price it gives. A coupon that
 * cannot be used is not an error: it answers `valid: false` with the reason. Throws UnknownPackageError.
 */
export async function validateCoupon(
  repositories: Pick<Repositories, 'coupons' | 'tokenPackages'>,
  uid: string,
  { code, packageId }: { code: string; packageId: string },
): Promise<CouponValidationResponse> {
  const [product, terms, use] = await Promise.all([
    findPackageProduct(repositories, packageId, { onSale: true }),
    readCouponTerms(repositories, code),
    repositories.coupons.readUse(code, uid),
  ]);
  // The user's own unpaid checkout does not count: buying again replaces it.
  const refusal = couponRefusal(terms, systemClock().getTime(), { ...couponUseOf(use), pending: false });
  if (refusal !== null || terms === null) {
    const message = couponRefusalMessage(refusal ?? 'unknown');
    return { valid: false, percentOff: null, amountOff: null, message, finalPrice: null };
  }
  return {
    valid: true,
    percentOff: terms.percentOff,
    amountOff: terms.amountOffCents === null ? null : centsToDecimalString(terms.amountOffCents),
    message: COUPON_MESSAGES.applied(describeDiscount(terms)),
    finalPrice: centsToDecimalString(amountToChargeCents(product.priceCents, terms)),
  };
}
