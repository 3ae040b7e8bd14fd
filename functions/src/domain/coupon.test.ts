import { describe, expect, it } from 'vitest';
import { type CouponTerms, type CouponUse, couponRefusal, describeDiscount, discountedPriceCents } from './coupon';

const percent = (percentOff: number) => ({ percentOff, amountOffCents: null });
const amount = (amountOffCents: number) => ({ percentOff: null, amountOffCents });

describe('discountedPriceCents (percent first, then amount off, floor 0, cents)', () => {
  it.each([
    ['no discount', 999, { percentOff: null, amountOffCents: null }, 999],
    ['10 % of $9.99 (899.1 cents rounds down)', 999, percent(10), 899],
    ['10 % of $24.99 (2249.1 cents)', 2499, percent(10), 2249],
    ['100 % is free', 14999, percent(100), 0],
    ['0 % changes nothing', 999, percent(0), 999],
    ['$5 off $9.99', 999, amount(500), 499],
    ['an amount equal to the price is free', 500, amount(500), 0],
    ['an amount above the price floors at 0', 999, amount(5000), 0],
    ['percent and amount combined: 10 % of $24.99, then $5 off', 2499, { percentOff: 10, amountOffCents: 500 }, 1749],
    ['percent first: 50 % of $10 then $5 off is $0, not $2.50', 1000, { percentOff: 50, amountOffCents: 500 }, 0],
    ['half a cent rounds up: 50 % of $10.05 is $5.025 → $5.03', 1005, percent(50), 503],
    ['half a cent rounds up: 50 % of $0.15 is 7.5 cents → $0.08', 15, percent(50), 8],
    ['.005 where floating point says .00499…: 7 % of $2.50 is $2.325 → $2.33', 250, percent(7), 233],
    ['.005 where floating point says .00499…: 6 % of $10.75 is $10.105 → $10.11', 1075, percent(6), 1011],
    ['just under half a cent rounds down: 15 % of $23.45 is $19.9325 → $19.93', 2345, percent(15), 1993],
    ['a fractional percentage: 12.5 % of $9.99 is $8.74125 → $8.74', 999, percent(12.5), 874],
    ['a free price stays free', 0, { percentOff: 10, amountOffCents: 100 }, 0],
    ['the largest storable price', 9_999_999_999, percent(1), 9_899_999_999],
  ])('%s', (_case, priceCents, discount, expected) => {
    expect(discountedPriceCents(priceCents, discount)).toBe(expected);
  });

  it.each([
    ['a negative price', -1, percent(10)],
    ['a fractional price', 9.5, percent(10)],
    ['a percentage above 100', 999, percent(101)],
    ['a negative percentage', 999, percent(-5)],
    ['a percentage with 3 decimals', 999, percent(10.125)],
    ['a NaN percentage', 999, percent(Number.NaN)],
    ['a negative amount off', 999, amount(-100)],
    ['a fractional amount off', 999, amount(1.5)],
  ])('rejects %s', (_case, priceCents, discount) => {
    expect(() => discountedPriceCents(priceCents, discount)).toThrow(RangeError);
  });
});

describe('couponRefusal', () => {
  const NOW = Date.UTC(2025, 5, 1);
  const valid: CouponTerms = {
    percentOff: 10,
    amountOffCents: null,
    active: true,
    expiresAtMs: null,
    maxRedemptions: null,
    redemptions: 0,
    reserved: 0,
    maxPerUser: 1,
  };

  it.each<[string, CouponTerms | null, ReturnType<typeof couponRefusal>]>([
    ['an active coupon without limits', valid, null],
    ['an unknown code', null, 'unknown'],
    ['a switched-off coupon', { ...valid, active: false }, 'inactive'],
    ['a coupon expiring later', { ...valid, expiresAtMs: NOW + 1 }, null],
    ['a coupon expiring right now', { ...valid, expiresAtMs: NOW }, 'expired'],
    ['an expired coupon', { ...valid, expiresAtMs: NOW - 1 }, 'expired'],
    ['a coupon with redemptions left', { ...valid, maxRedemptions: 3, redemptions: 2 }, null],
    ['a coupon redeemed as often as it may be', { ...valid, maxRedemptions: 3, redemptions: 3 }, 'used_up'],
    ['a coupon with a limit of 0', { ...valid, maxRedemptions: 0 }, 'used_up'],
    ['switched off and expired: inactive wins', { ...valid, active: false, expiresAtMs: NOW - 1 }, 'inactive'],
    [
      'expired and used up: expired wins',
      { ...valid, expiresAtMs: NOW - 1, maxRedemptions: 1, redemptions: 1 },
      'expired',
    ],
    [
      'a coupon whose last redemption an unpaid intent holds',
      { ...valid, maxRedemptions: 3, redemptions: 2, reserved: 1 },
      'used_up',
    ],
  ])('%s', (_case, terms, expected) => {
    expect(couponRefusal(terms, NOW)).toBe(expected);
  });

  it.each<[string, CouponTerms, CouponUse, ReturnType<typeof couponRefusal>]>([
    ['a user who never used it', valid, { redeemed: 0, pending: false }, null],
    ['a user who used it once, of once per user', valid, { redeemed: 1, pending: false }, 'already_used'],
    ['a user paying a purchase with it right now', valid, { redeemed: 0, pending: true }, 'already_used'],
    [
      'a user who used it twice, of three times per user',
      { ...valid, maxPerUser: 3 },
      { redeemed: 2, pending: false },
      null,
    ],
    [
      'a used-up coupon: used up wins over the user limit',
      { ...valid, maxRedemptions: 1, redemptions: 1 },
      { redeemed: 1, pending: false },
      'used_up',
    ],
  ])('per user: %s', (_case, terms, use, expected) => {
    expect(couponRefusal(terms, NOW, use)).toBe(expected);
  });
});

describe('describeDiscount', () => {
  it.each([
    [percent(10), '10% off'],
    [percent(12.5), '12.5% off'],
    [amount(500), '$5.00 off'],
    [{ percentOff: 10, amountOffCents: 250 }, '10% off and $2.50 off'],
    [{ percentOff: null, amountOffCents: null }, 'no discount'],
  ])('%j → %s', (discount, expected) => {
    expect(describeDiscount(discount)).toBe(expected);
  });
});
