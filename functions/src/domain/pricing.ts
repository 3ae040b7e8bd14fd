import { STARTER_PACK } from '@roomremix/contracts/constants';
import type { PackageSize, PurchaseKind } from '@roomremix/contracts/enums';
import { STARTER_PACK_PACKAGE_ID } from '@roomremix/contracts/tokens';
import { type Discount, discountedPriceCents } from './coupon';

/** Smallest amount Stripe charges in US dollars: $0.50. */
export const MIN_CHARGE_CENTS = 50;

/** Currency every price is in. */
export const CURRENCY = 'usd';

/** Something a user can pay for: a token package, or the one-time Starter Pack. */
export interface Product {
  kind: PurchaseKind;
  /** The package id, or STARTER_PACK_PACKAGE_ID. */
  packageId: string;
  name: string;
  /** Null for the Starter Pack, which has no package size. */
  size: PackageSize | null;
  tokenAmount: number;
  priceCents: number;
}

/** The Starter Pack as a product: 3 tokens for $3.00. */
export const STARTER_PACK_PRODUCT: Product = {
  kind: 'starter_pack',
  packageId: STARTER_PACK_PACKAGE_ID,
  name: STARTER_PACK.name,
  size: null,
  tokenAmount: STARTER_PACK.tokenAmount,
  priceCents: STARTER_PACK.priceCents,
};

/**
 * What the buyer pays, in cents: the product's coupon maths, except that a price between 1 and 49 cents is raised
 * to Stripe's minimum charge, which refuses smaller amounts. 0 means free: the purchase completes without Stripe.
 */
export function amountToChargeCents(priceCents: number, discount: Discount | null): number {
  const discounted = discount ? discountedPriceCents(priceCents, discount) : priceCents;
  return discounted === 0 ? 0 : Math.max(discounted, MIN_CHARGE_CENTS);
}
