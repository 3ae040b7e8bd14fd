import { couponValidationResponseSchema } from '@roomremix/contracts/tokens';
import { describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import { apiClient, type ApiClient } from './support/api-client';
import { NOT_SIGNED_IN } from './support/api-errors';
import { balanceOf, type Catalog, redemptionsOf, useSeededCatalog } from './support/payments';
import { preparedForFile, useTestApp } from './support/test-app';

const app = useTestApp();
const catalog = useSeededCatalog(() => app);
const client = preparedForFile(async () => (await signUp(app)).client);

type PackageKey = keyof Catalog['packages'];
const PACKAGES_FOR_SALE = ['basic', 'plus', 'pro', 'studio'] as const;

async function validate(code: string, packageKey: PackageKey = 'plus'): Promise<Response> {
  return client.post('/api/coupons/validate', { code, packageId: catalog.packages[packageKey].id });
}

/** `POST /api/tokens/create-payment-intent` for the package with the coupon, as the buyer. */
function buyWithCoupon(buyer: ApiClient, packageKey: PackageKey, couponCode: string): Promise<Response> {
  return buyer.post('/api/tokens/create-payment-intent', { packageId: catalog.packages[packageKey].id, couponCode });
}

/** Buys each package for sale in turn with the coupon; answers the statuses, in that order. */
async function buyEachPackageInTurn(buyer: ApiClient, couponCode: string): Promise<number[]> {
  const statuses: number[] = [];
  for (const key of PACKAGES_FOR_SALE) statuses.push((await buyWithCoupon(buyer, key, couponCode)).status);
  return statuses;
}

describe('POST /api/coupons/validate', () => {
  it.each([
    ['welcome10', 'plus', { percentOff: 10, amountOff: null, message: 'Coupon applied: 10% off', finalPrice: '22.49' }],
    ['welcome10', 'basic', { percentOff: 10, amountOff: null, message: 'Coupon applied: 10% off', finalPrice: '8.99' }],
    [
      'save5',
      'plus',
      { percentOff: null, amountOff: '5.00', message: 'Coupon applied: $5.00 off', finalPrice: '19.99' },
    ],
    [
      'freepack',
      'studio',
      { percentOff: 100, amountOff: null, message: 'Coupon applied: 100% off', finalPrice: '0.00' },
    ],
    [
      'combo',
      'plus',
      { percentOff: 10, amountOff: '5.00', message: 'Coupon applied: 10% off and $5.00 off', finalPrice: '17.49' },
    ],
  ] as const)('%s on %s is valid with the discounted price', async (couponKey, packageKey, expected) => {
    const response = await validate(catalog.coupons[couponKey], packageKey);
    expect(response.status).toBe(200);
    expect(couponValidationResponseSchema.parse(await response.json())).toEqual({ valid: true, ...expected });
  });

  it('trims the code and ignores its case', async () => {
    const response = await validate(`   ${catalog.coupons.welcome10.toLowerCase()}  `);
    expect(await response.json()).toMatchObject({ valid: true, finalPrice: '22.49' });
  });

  it.each([
    ['an unknown code', () => 'NO_SUCH_CODE', 'Invalid coupon code'],
    ['a switched-off coupon', () => catalog.coupons.inactive, 'This coupon is no longer active'],
    ['an expired coupon', () => catalog.coupons.expired, 'This coupon has expired'],
    ['a used-up coupon', () => catalog.coupons.usedUp, 'This coupon has reached its redemption limit'],
  ])('answers valid: false with the reason for %s', async (_case, code, message) => {
    const response = await validate(code());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      valid: false,
      percentOff: null,
      amountOff: null,
      message,
      finalPrice: null,
    });
  });

  it('a coupon that expires in the future is valid', async () => {
    const code = await catalog.addCoupon({ percentOff: 20, expiresAt: new Date(Date.now() + 3_600_000) }, 'LATER');
    expect(await (await validate(code)).json()).toMatchObject({ valid: true, finalPrice: '19.99' });
  });

  it.each([
    [
      'a blank code',
      () => ({ code: '   ', packageId: catalog.packages.plus.id }),
      400,
      'Please enter a coupon code to apply.',
    ],
    ['no code', () => ({ packageId: catalog.packages.plus.id }), 400, 'Please enter a coupon code to apply.'],
    [
      'a code with characters no code has',
      () => ({ code: 'A/B', packageId: catalog.packages.plus.id }),
      400,
      'Invalid coupon code',
    ],
    ['no package', () => ({ code: catalog.coupons.welcome10 }), 400, 'Unknown token package'],
    [
      'an unknown package',
      () => ({ code: catalog.coupons.welcome10, packageId: 'no_such_package' }),
      404,
      'Unknown token package',
    ],
    [
      'a package no longer on sale',
      () => ({ code: catalog.coupons.welcome10, packageId: catalog.packages.retired.id }),
      404,
      'Unknown token package',
    ],
  ])('refuses %s', async (_case, body, status, message) => {
    const response = await client.post('/api/coupons/validate', body());
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ message });
  });

  it('answers 401 without a session', async () => {
    const response = await apiClient(app).post('/api/coupons/validate', {
      code: catalog.coupons.welcome10,
      packageId: catalog.packages.plus.id,
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(NOT_SIGNED_IN);
  });

  it('changes nothing: validating is not redeeming', async () => {
    const before = await redemptionsOf(app, catalog.coupons.welcome10);
    await validate(catalog.coupons.welcome10);
    expect(await redemptionsOf(app, catalog.coupons.welcome10)).toBe(before);
  });
});

describe('maxRedemptions holds under a race', () => {
  it('a free coupon with 3 redemptions left, claimed by 4 users at once, is redeemed exactly 3 times', async () => {
    const code = await catalog.addCoupon({ percentOff: 100, maxRedemptions: 3 }, 'THREEFREE');
    const buyers = await Promise.all([1, 2, 3, 4].map(() => signUp(app)));

    const responses = await Promise.all(buyers.map((buyer) => buyWithCoupon(buyer.client, 'basic', code)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 400]);
    const refused = responses.find((response) => response.status === 400);
    expect(await refused?.json()).toMatchObject({ message: 'This coupon has reached its redemption limit' });
    expect(await redemptionsOf(app, code)).toBe(3);
    const balances = await Promise.all(buyers.map(({ user }) => balanceOf(app, user.id)));
    expect(balances.sort()).toEqual([0, 10, 10, 10]);
    expect(await (await validate(code)).json()).toMatchObject({
      valid: false,
      message: 'This coupon has reached its redemption limit',
    });
  });
});

describe('one user, one use of a coupon', () => {
  it('a 100 % coupon redeemed on each package in turn: only the first purchase is free, the rest are refused', async () => {
    const { client: farmer, user } = await signUp(app);
    const code = await catalog.addCoupon({ percentOff: 100 }, 'FREEPACK');
    expect(await buyEachPackageInTurn(farmer, code)).toEqual([200, 400, 400, 400]);
    expect(await balanceOf(app, user.id)).toBe(10);
    expect(await redemptionsOf(app, code)).toBe(1);
    const again = await farmer.post('/api/coupons/validate', { code, packageId: catalog.packages.plus.id });
    expect(await again.json()).toMatchObject({ valid: false, message: 'You have already used this coupon' });
  });

  it('one user redeeming a free coupon on four packages at once gets exactly one', async () => {
    const { client: farmer, user } = await signUp(app);
    const code = await catalog.addCoupon({ percentOff: 100 }, 'RACEFREE');
    const responses = await Promise.all(PACKAGES_FOR_SALE.map((key) => buyWithCoupon(farmer, key, code)));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 400, 400, 400]);
    expect(await redemptionsOf(app, code)).toBe(1);
    expect([10, 30, 80, 250]).toContain(await balanceOf(app, user.id));
  });

  it('a coupon that allows three uses per user is redeemed three times by one user, not four', async () => {
    const { client: buyer, user } = await signUp(app);
    const code = await catalog.addCoupon({ percentOff: 100, maxPerUser: 3 }, 'THRICE');
    expect(await buyEachPackageInTurn(buyer, code)).toEqual([200, 200, 200, 400]);
    expect(await balanceOf(app, user.id)).toBe(10 + 30 + 80);
  });
});
