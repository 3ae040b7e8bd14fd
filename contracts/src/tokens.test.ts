import { describe, expect, it } from 'vitest';
import { STARTER_PACK } from './constants';
import { fieldErrorsOf, publicUser, tokenPackage } from '../test/testing';
import {
  centsToDecimalString,
  couponValidateRequestSchema,
  createPaymentIntentRequestSchema,
  createPaymentIntentResultSchema,
  decimalPriceSchema,
  decimalStringToCents,
  freeTokensErrorBodySchema,
  freeTokensResponseSchema,
  MAX_PRICE_CENTS,
  purchaseRequestSchema,
  tokenPackageSchema,
} from './tokens';

describe('centsToDecimalString', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [300, '3.00'],
    [999, '9.99'],
    [14999, '149.99'],
    [1000000, '10000.00'],
    [MAX_PRICE_CENTS, '99999999.99'],
  ])('%i cents → %s', (cents, expected) => {
    expect(centsToDecimalString(cents)).toBe(expected);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, MAX_PRICE_CENTS + 1])('rejects %s', (cents) => {
    expect(() => centsToDecimalString(cents)).toThrow(RangeError);
  });
});

describe('decimalStringToCents', () => {
  it.each([
    ['0', 0],
    ['0.00', 0],
    ['9.99', 999],
    ['149.99', 14999],
    ['1.5', 150],
    ['3', 300],
    ['10000.00', 1000000],
    ['00012.30', 1230],
    ['99999999.99', MAX_PRICE_CENTS],
  ])('%s → %i cents', (text, expected) => {
    expect(decimalStringToCents(text)).toBe(expected);
  });

  it.each(['1.999', '0.001', '100000000.00', '', '.5', '1.', '-1.00', '1e3', ' 1.00', '1,00', 'abc'])(
    'rejects %j',
    (text) => {
      expect(() => decimalStringToCents(text)).toThrow(RangeError);
    },
  );

  it('round-trips every cent value through the display string', () => {
    for (const cents of [0, 1, 99, 100, 101, 9999, 123456789, MAX_PRICE_CENTS]) {
      expect(decimalStringToCents(centsToDecimalString(cents))).toBe(cents);
    }
  });

  it('agrees with the Starter Pack constant', () => {
    expect(centsToDecimalString(STARTER_PACK.priceCents)).toBe(STARTER_PACK.price);
  });
});

describe('decimalPriceSchema', () => {
  it.each([
    ['9.99', true],
    ['0.00', true],
    ['99999999.99', true],
    ['9.9', false],
    ['1.999', false],
    ['09.99', false],
    ['100000000.00', false],
    ['-1.00', false],
  ])('%s valid: %s', (text, valid) => {
    expect(decimalPriceSchema.safeParse(text).success).toBe(valid);
  });
});

describe('couponValidateRequestSchema', () => {
  const ENTER_CODE = 'Please enter a coupon code to apply.';

  it('trims and upper-cases the code', () => {
    expect(couponValidateRequestSchema.parse({ code: '  save10 ', packageId: 'small' })).toEqual({
      code: 'SAVE10',
      packageId: 'small',
    });
  });

  it.each([
    ['an empty code', { code: '', packageId: 'small' }, { code: [ENTER_CODE] }],
    ['a blank code', { code: '   ', packageId: 'small' }, { code: [ENTER_CODE] }],
    ['no code', { packageId: 'small' }, { code: [ENTER_CODE] }],
    ['a code with a slash', { code: 'a/b', packageId: 'small' }, { code: ['Invalid coupon code'] }],
    ['a code of 65 characters', { code: 'A'.repeat(65), packageId: 'small' }, { code: ['Invalid coupon code'] }],
    ['no package', { code: 'SAVE10' }, { packageId: ['Unknown token package'] }],
    ['a package id with a slash', { code: 'SAVE10', packageId: '../x' }, { packageId: ['Unknown token package'] }],
    ['a code Firestore reserves', { code: '__save__', packageId: 'small' }, { code: ['Invalid coupon code'] }],
    [
      'a package id Firestore reserves',
      { code: 'SAVE10', packageId: '__small__' },
      { packageId: ['Unknown token package'] },
    ],
    [
      'a package id of 101 characters',
      { code: 'SAVE10', packageId: 'p'.repeat(101) },
      { packageId: ['Unknown token package'] },
    ],
  ])('%s', (_case, input, expected) => {
    expect(fieldErrorsOf(couponValidateRequestSchema, input)).toEqual(expected);
  });

  it('marks a package id Firestore reserves to be answered 404, like an unknown package', () => {
    const result = couponValidateRequestSchema.safeParse({ code: 'SAVE10', packageId: '__small__' });
    expect(result.error?.issues).toMatchObject([
      { code: 'custom', path: ['packageId'], params: { answerStatus: 404 } },
    ]);
  });
});

describe('payment requests', () => {
  it('takes a coupon code with a payment intent only when one is given', () => {
    expect(createPaymentIntentRequestSchema.parse({ packageId: 'medium' })).toEqual({ packageId: 'medium' });
    expect(createPaymentIntentRequestSchema.parse({ packageId: 'medium', couponCode: 'half' })).toEqual({
      packageId: 'medium',
      couponCode: 'HALF',
    });
  });

  it.each([
    ['pi_3MtwBwLkdIwHu7ix28a3tqPa', {}],
    ['cs_123', { paymentIntentId: ['Invalid payment intent id'] }],
    ['pi_../../users', { paymentIntentId: ['Invalid payment intent id'] }],
  ])('purchase with payment intent %j', (paymentIntentId, expected) => {
    expect(fieldErrorsOf(purchaseRequestSchema, { paymentIntentId, packageId: 'starter_pack' })).toEqual(expected);
  });
});

describe('tokenPackageSchema', () => {
  it('accepts a package priced in both forms', () => {
    const pkg = tokenPackage();
    expect(tokenPackageSchema.parse({ ...pkg, stripePriceId: 'price_1' })).toEqual(pkg);
  });
});

describe('freeTokensResponseSchema', () => {
  const user = publicUser({ tokenBalance: 3, hasClaimedFreeTokens: true });

  it.each([
    [
      'a payment intent for the paid Starter Pack',
      { clientSecret: 'pi_1_secret_x', paymentIntentId: 'pi_1', amount: 300 },
    ],
    ['the user with the tokens already added', { user }],
  ])('accepts %s', (_case, body) => {
    expect(freeTokensResponseSchema.parse(body)).toEqual(body);
  });

  it('rejects a body that is neither', () => {
    expect(freeTokensResponseSchema.safeParse({ message: 'ok' }).success).toBe(false);
  });

  it('reads alreadyClaimed from the error body', () => {
    const body = { message: "You've already purchased the Starter Pack", code: 'conflict', alreadyClaimed: true };
    expect(freeTokensErrorBodySchema.parse(body)).toEqual(body);
  });
});

describe('createPaymentIntentResultSchema', () => {
  const user = publicUser({ tokenBalance: 30 });

  it.each([
    ['an intent to confirm', { clientSecret: 'pi_1_secret_x', paymentIntentId: 'pi_1', amount: 2249 }],
    [
      'a free purchase, already complete',
      { amount: 0, purchaseId: 'free-abc', message: '30 tokens added to your account', user },
    ],
  ])('accepts %s', (_case, body) => {
    expect(createPaymentIntentResultSchema.parse(body)).toEqual(body);
  });

  it('rejects a free purchase that claims a price', () => {
    expect(
      createPaymentIntentResultSchema.safeParse({ amount: 100, purchaseId: 'free-abc', message: 'x', user }).success,
    ).toBe(false);
  });
});
