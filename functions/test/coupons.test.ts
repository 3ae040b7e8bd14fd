import { couponValidationResponseSchema } from '@roomremix/contracts/tokens';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { register } from './support/accounts';
import { apiClient, type ApiClient } from './support/api-client';
import { balanceOf, type Catalog, redemptionsOf, useSeededCatalog } from './support/payments';
import { useTestApp } from './support/test-app';

const app = useTestApp();
const catalog = useSeededCatalog(() => app);
let client: ApiClient;

beforeAll(async () => {
  client = apiClient(app);
  await register(client);
});

async function validate(code: string, packageKey: keyof Catalog['packages'] = 'plus'): Promise<Response> {
  return client.post('/api/coupons/validate', { code, packageId: catalog.packages[packageKey].id });
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
    const code = await catalog.addCoupon(
      { percentOff: 20, expiresAt: Timestamp.fromMillis(Date.now() + 3_600_000) },
      'LATER',
    );
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
    expect(await response.json()).toEqual({ message: 'Not signed in', code: 'unauthenticated' });
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
    const clients = [1, 2, 3, 4].map(() => apiClient(app));
    const users = await Promise.all(clients.map((each) => register(each)));

    const responses = await Promise.all(
      clients.map((each) =>
        each.post('/api/tokens/create-payment-intent', { packageId: catalog.packages.basic.id, couponCode: code }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 400]);
    const refused = responses.find((response) => response.status === 400);
    expect(await refused?.json()).toMatchObject({ message: 'This coupon has reached its redemption limit' });
    expect(await redemptionsOf(app, code)).toBe(3);
    const balances = await Promise.all(users.map((user) => balanceOf(app, user.id)));
    expect(balances.sort()).toEqual([0, 10, 10, 10]);
    expect(await (await validate(code)).json()).toMatchObject({
      valid: false,
      message: 'This coupon has reached its redemption limit',
    });
  });
});

describe('one user, one use of a coupon', () => {
  it('a 100 % coupon redeemed on each package in turn: only the first purchase is free, the rest are refused', async () => {
    const farmer = apiClient(app);
    const user = await register(farmer);
    const code = await catalog.addCoupon({ percentOff: 100 }, 'FREEPACK');
    const statuses: number[] = [];
    for (const key of ['basic', 'plus', 'pro', 'studio'] as const) {
      statuses.push(
        (
          await farmer.post('/api/tokens/create-payment-intent', {
            packageId: catalog.packages[key].id,
            couponCode: code,
          })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 400, 400, 400]);
    expect(await balanceOf(app, user.id)).toBe(10);
    expect(await redemptionsOf(app, code)).toBe(1);
    const again = await farmer.post('/api/coupons/validate', { code, packageId: catalog.packages.plus.id });
    expect(await again.json()).toMatchObject({ valid: false, message: 'You have already used this coupon' });
  });

  it('one user redeeming a free coupon on four packages at once gets exactly one', async () => {
    const farmer = apiClient(app);
    const user = await register(farmer);
    const code = await catalog.addCoupon({ percentOff: 100 }, 'RACEFREE');
    const responses = await Promise.all(
      (['basic', 'plus', 'pro', 'studio'] as const).map((key) =>
        farmer.post('/api/tokens/create-payment-intent', { packageId: catalog.packages[key].id, couponCode: code }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 400, 400, 400]);
    expect(await redemptionsOf(app, code)).toBe(1);
    expect([10, 30, 80, 250]).toContain(await balanceOf(app, user.id));
  });

  it('a coupon that allows three uses per user is redeemed three times by one user, not four', async () => {
    const buyer = apiClient(app);
    const user = await register(buyer);
    const code = await catalog.addCoupon({ percentOff: 100, maxPerUser: 3 }, 'THRICE');
    const statuses: number[] = [];
    for (const key of ['basic', 'plus', 'pro', 'studio'] as const) {
      statuses.push(
        (
          await buyer.post('/api/tokens/create-payment-intent', {
            packageId: catalog.packages[key].id,
            couponCode: code,
          })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 400]);
    expect(await balanceOf(app, user.id)).toBe(10 + 30 + 80);
  });
});
