import { describe, expect, it } from 'vitest';
import { amountToChargeCents, MIN_CHARGE_CENTS, STARTER_PACK_PRODUCT } from './pricing';

describe('amountToChargeCents', () => {
  it.each([
    ['no coupon', 999, null, 999],
    ['a percentage coupon', 999, { percentOff: 10, amountOffCents: null }, 899],
    ['a 100 % coupon: free', 999, { percentOff: 100, amountOffCents: null }, 0],
    ['an amount off above the price: free', 999, { percentOff: null, amountOffCents: 1500 }, 0],
    [
      'a discounted price of 1 cent is raised to Stripe’s minimum',
      501,
      { percentOff: null, amountOffCents: 500 },
      MIN_CHARGE_CENTS,
    ],
    [
      'a discounted price of 49 cents is raised to Stripe’s minimum',
      549,
      { percentOff: null, amountOffCents: 500 },
      MIN_CHARGE_CENTS,
    ],
    ['a discounted price of exactly 50 cents stays', 550, { percentOff: null, amountOffCents: 500 }, 50],
  ])('%s', (_case, priceCents, discount, expected) => {
    expect(amountToChargeCents(priceCents, discount)).toBe(expected);
  });

  it('charges $3.00 for the Starter Pack of 3 tokens', () => {
    expect(STARTER_PACK_PRODUCT).toMatchObject({ kind: 'starter_pack', packageId: 'starter_pack', tokenAmount: 3 });
    expect(amountToChargeCents(STARTER_PACK_PRODUCT.priceCents, null)).toBe(300);
  });
});
