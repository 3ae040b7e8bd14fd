import type { Tx } from './transactions';

/** `coupons/{CODE}`: our own coupons (Stripe coupons do not apply to PaymentIntents). */
export interface CouponRecord {
  percentOff: number | null;
  amountOffCents: number | null;
  active: boolean;
  expiresAt: Date | null;
  maxRedemptions: number | null;
  redemptions: number;
  /** Redemptions held by unpaid payment intents (absent on coupons written before reservations existed: 0). */
  reserved?: number;
  /** Purchases one user may make with it; absent or null means DEFAULT_MAX_PER_USER. */
  maxPerUser?: number | null;
}

/** A stored coupon and its code. */
export type StoredCoupon = CouponRecord & { code: string };

/**
 * `couponUses/{CODE}:{uid}`: one user's uses of one coupon, checked and counted in the purchase's transaction. A paid
 * purchase holds a reservation from its payment intent's creation until it is paid (then `redeemed` counts it) or
 * its intent is cancelled.
 */
export interface CouponUseRecord {
  code: string;
  userId: string;
  redeemed: number;
  /** The reservation's request key (one per purchase attempt), or null when the user holds none. */
  pendingKey: string | null;
  /** The payment intent holding the reservation, once Stripe created it. */
  pendingIntentId: string | null;
  /** When the reservation was made; old ones are released by cancelling their intent. */
  pendingSince: Date | null;
}

/** A coupon and one user's use of it, as read together; either is undefined when it does not exist. */
export interface CouponAndUse {
  coupon: CouponRecord | undefined;
  use: CouponUseRecord | undefined;
}

/**
 * `coupons/{CODE}` and `couponUses/{CODE}:{uid}`. Codes are trimmed and upper-cased by the contract's
 * couponCodeSchema before they get here.
 */
export interface CouponsRepository {
  read(code: string): Promise<CouponRecord | undefined>;
  readIn(tx: Tx, code: string): Promise<CouponRecord | undefined>;
  /** Every coupon, switched-off and expired ones too, in no particular order. */
  list(): Promise<StoredCoupon[]>;
  /** Creates the coupon in `tx`; the transaction fails if it exists. */
  createIn(tx: Tx, code: string, coupon: CouponRecord): void;
  /** Changes the given fields of a coupon that exists, in `tx`. */
  updateIn(tx: Tx, code: string, change: Partial<CouponRecord>): void;
  readUse(code: string, uid: string): Promise<CouponUseRecord | undefined>;
  /** The coupon and the user's use of it, read in `tx`. */
  readWithUseIn(tx: Tx, code: string, uid: string): Promise<CouponAndUse>;
  readUseIn(tx: Tx, code: string, uid: string): Promise<CouponUseRecord | undefined>;
  /** Writes the user's whole use of `code` in `tx`. */
  writeUseIn(tx: Tx, use: CouponUseRecord): void;
  /** Changes the given fields of a use that exists, in `tx`. */
  updateUseIn(tx: Tx, code: string, uid: string, change: Partial<CouponUseRecord>): void;
  /** Up to `limit` uses of `code` whose reservation was made before `before`, oldest first. */
  reservationsBefore(code: string, before: Date, limit: number): Promise<CouponUseRecord[]>;
}
