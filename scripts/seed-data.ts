import type { CouponRecord } from '../functions/src/ports/coupons';
import type { TokenPackageRecord } from '../functions/src/ports/token-packages';

/** The token packages on sale locally. */
export const DEMO_PACKAGES: Record<string, TokenPackageRecord> = {
  basic: pack('Basic', 'small', 10, 999, 'Try a few remixes.'),
  plus: pack('Plus', 'medium', 30, 2499, 'For a room makeover with variations.'),
  pro: pack('Pro', 'large', 80, 5499, 'For renovators and designers.'),
  studio: pack('Studio', 'unlimited', 250, 14999, 'For studios and heavy users.'),
};

/** The demo coupons: percent off, fixed amount off, and a free purchase. */
export const DEMO_COUPONS: Record<string, CouponRecord> = {
  WELCOME10: coupon({ percentOff: 10 }),
  SAVE5: coupon({ amountOffCents: 500 }),
  FREEPACK: coupon({ percentOff: 100 }),
};

/** The demo account `npm start` prints. */
export const DEMO_USER = {
  uid: 'demo-user',
  username: 'demo',
  password: 'demo1234',
  email: 'demo@roomremix.test',
  fullName: 'Demo User',
  grantedTokens: 10,
} as const;

/** The local admin account `npm start` seeds beside the demo user (local stack only; README "Admin"). */
export const DEMO_ADMIN = {
  uid: 'demo-admin',
  username: 'admin',
  password: 'admin1234',
  email: 'admin@roomremix.test',
  fullName: 'Local Admin',
} as const;

function pack(
  name: string,
  size: TokenPackageRecord['size'],
  tokenAmount: number,
  priceCents: number,
  description: string,
): TokenPackageRecord {
  return {
    name,
    size,
    description,
    tokenAmount,
    priceCents,
    price: (priceCents / 100).toFixed(2),
    isActive: true,
    stripePriceId: null,
  };
}

function coupon(discount: { percentOff?: number; amountOffCents?: number }): CouponRecord {
  return {
    percentOff: discount.percentOff ?? null,
    amountOffCents: discount.amountOffCents ?? null,
    active: true,
    expiresAt: null,
    maxRedemptions: null,
    redemptions: 0,
  };
}
