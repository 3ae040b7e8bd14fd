import { randomBytes } from 'node:crypto';
import {
  adminCouponListSchema,
  adminCouponSchema,
  adminPackageListSchema,
  adminPackageSchema,
} from '@roomremix/contracts/admin-catalogue';
import { ADMIN_MESSAGES } from '@roomremix/contracts/messages';
import { tokenPackageListSchema } from '@roomremix/contracts/tokens';
import { describe, expect, it } from 'vitest';
import { collections } from '../src/adapters/firestore/collections';
import { auditOf, sendJson, signedInUser, useSignedInAdmin } from './support/admin';
import { balanceOf, createIntent, purchasesOf, usePaymentsAndCatalog } from './support/payments';

const { paid, catalog } = usePaymentsAndCatalog();
const admin = useSignedInAdmin(() => paid.app);

const uniqueCode = (prefix = 'ADMIN') => `${prefix}_${randomBytes(4).toString('hex').toUpperCase()}`;
const send = (method: string, path: string, body?: unknown) => sendJson(paid.app, admin.client, method, path, body);

async function createCoupon(body: Record<string, unknown>) {
  const response = await send('POST', '/api/admin/coupons', body);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return adminCouponSchema.parse(await response.json());
}

async function listedCoupon(code: string) {
  const coupons = adminCouponListSchema.parse(await (await admin.client.get('/api/admin/coupons')).json());
  return coupons.find((coupon) => coupon.code === code);
}

describe('admin coupons', () => {
  it('creates a coupon with its audit entry; it is listed with its counters and applies at once', async () => {
    const code = uniqueCode();
    const coupon = await createCoupon({
      code: ` ${code.toLowerCase()} `,
      percentOff: 25,
      maxRedemptions: 5,
      maxPerUser: 2,
    });
    expect(coupon).toEqual({
      code,
      percentOff: 25,
      amountOffCents: null,
      active: true,
      expiresAt: null,
      maxRedemptions: 5,
      maxPerUser: 2,
      redemptions: 0,
      reserved: 0,
    });
    expect(await listedCoupon(code)).toEqual(coupon);
    expect(await auditOf(paid.app, code)).toEqual([
      expect.objectContaining({
        action: 'coupon.create',
        actor: { kind: 'admin', uid: admin.uid, name: admin.username },
        target: { kind: 'coupon', id: code, userId: null },
        before: null,
      }),
    ]);
    const user = await signedInUser(paid.app);
    const validation = await user.client.post('/api/coupons/validate', { code, packageId: catalog.packages.basic.id });
    expect(await validation.json()).toMatchObject({ valid: true, finalPrice: '7.49' });
  });

  it('a coupon made without maxPerUser allows one purchase per user, as the coupon rules say', async () => {
    expect(await createCoupon({ code: uniqueCode(), amountOffCents: 300 })).toMatchObject({ maxPerUser: 1 });
  });

  it('edits only the fields sent, audits what changed, and writes nothing for an edit that changes nothing', async () => {
    const code = uniqueCode();
    await createCoupon({ code, percentOff: 10 });
    const response = await send('PATCH', `/api/admin/coupons/${code.toLowerCase()}`, {
      percentOff: 10,
      amountOffCents: 200,
      expiresAt: '2099-01-01T01:00:00+01:00',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      code,
      percentOff: 10,
      amountOffCents: 200,
      expiresAt: '2099-01-01T00:00:00.000Z',
    });
    const unchanged = await send('PATCH', `/api/admin/coupons/${code}`, { amountOffCents: 200 });
    expect(unchanged.status).toBe(200);

    const audit = await auditOf(paid.app, code);
    expect(audit.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      expect.objectContaining({ action: 'coupon.create' }),
      {
        action: 'coupon.update',
        before: { amountOffCents: null, expiresAt: null },
        after: { amountOffCents: 200, expiresAt: '2099-01-01T00:00:00.000Z' },
      },
    ]);
  });

  it('deactivates a coupon: users are told it is no longer active', async () => {
    const code = uniqueCode();
    await createCoupon({ code, percentOff: 10 });
    expect((await send('PATCH', `/api/admin/coupons/${code}`, { active: false })).status).toBe(200);
    const user = await signedInUser(paid.app);
    const validation = await user.client.post('/api/coupons/validate', { code, packageId: catalog.packages.basic.id });
    expect(await validation.json()).toMatchObject({ valid: false, message: 'This coupon is no longer active' });
    expect((await listedCoupon(code))?.active).toBe(false);
  });

  it.each([
    ['no discount', { code: 'X_NONE' }, ADMIN_MESSAGES.couponNeedsDiscount],
    ['a percentage of 0', { code: 'X_ZERO', percentOff: 0 }, ADMIN_MESSAGES.percentOffInvalid],
    ['a percentage over 100', { code: 'X_OVER', percentOff: 100.5 }, ADMIN_MESSAGES.percentOffInvalid],
    ['three decimals', { code: 'X_DEC', percentOff: 12.345 }, ADMIN_MESSAGES.percentOffInvalid],
    ['a counter', { code: 'X_CNT', percentOff: 5, redemptions: 0 }, 'Unrecognized key: "redemptions"'],
    [
      'an expiry that is no time',
      { code: 'X_EXP', percentOff: 5, expiresAt: 'soon' },
      "expiresAt must be an ISO date and time, e.g. '2026-01-31T12:00:00Z'",
    ],
    [
      'an expiry before the year 1',
      { code: 'X_EXP0', percentOff: 5, expiresAt: '0000-06-01T00:00:00Z' },
      "expiresAt must be an ISO date and time, e.g. '2026-01-31T12:00:00Z'",
    ],
    ['a code with a space', { code: 'TWO WORDS', percentOff: 5 }, 'Invalid coupon code'],
  ])('refuses to create a coupon with %s (400), writing nothing', async (_case, body, message) => {
    const response = await send('POST', '/api/admin/coupons', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, code: 'validation_failed' });
    expect((await collections.coupons(paid.app.db).doc(String(body.code)).get()).exists).toBe(false);
  });

  it('refuses a code that exists (409), an edit that removes the only discount or changes nothing (400), and an unknown code (404)', async () => {
    const code = uniqueCode();
    await createCoupon({ code, percentOff: 10 });
    const duplicate = await send('POST', '/api/admin/coupons', { code, amountOffCents: 100 });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({ message: ADMIN_MESSAGES.couponExists, code: 'conflict' });
    const noDiscount = await send('PATCH', `/api/admin/coupons/${code}`, { percentOff: null });
    expect(noDiscount.status).toBe(400);
    expect(await noDiscount.json()).toMatchObject({ message: ADMIN_MESSAGES.couponNeedsDiscount });
    const empty = await send('PATCH', `/api/admin/coupons/${code}`, {});
    expect(await empty.json()).toMatchObject({ message: ADMIN_MESSAGES.nothingToChange, code: 'validation_failed' });
    expect(await listedCoupon(code)).toMatchObject({ percentOff: 10, amountOffCents: null });
    const unknown = await send('PATCH', '/api/admin/coupons/NO_SUCH_COUPON_HERE', { active: false });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: ADMIN_MESSAGES.couponNotFound, code: 'not_found' });
  });
});

describe('admin packages', () => {
  const newPackage = (id: string) => ({ id, name: 'Team', size: 'large', tokenAmount: 120, priceCents: 7999 });

  it('creates a package on sale with its audit entry, edits it, and deactivates it out of the store', async () => {
    const id = `team_${randomBytes(4).toString('hex')}`;
    const created = await send('POST', '/api/admin/packages', newPackage(id));
    expect(created.status).toBe(201);
    expect(adminPackageSchema.parse(await created.json())).toEqual({
      id,
      name: 'Team',
      size: 'large',
      description: '',
      tokenAmount: 120,
      price: '79.99',
      priceCents: 7999,
      isActive: true,
      stripePriceId: null,
    });
    const store = async () =>
      tokenPackageListSchema.parse(await (await admin.client.get('/api/tokens/packages')).json());
    expect((await store()).find((pkg) => pkg.id === id)).toMatchObject({ price: '79.99' });

    const edited = await send('PATCH', `/api/admin/packages/${id}`, { priceCents: 6999, stripePriceId: 'price_1Abc' });
    expect(await edited.json()).toMatchObject({ price: '69.99', priceCents: 6999, stripePriceId: 'price_1Abc' });
    expect((await collections.tokenPackages(paid.app.db).doc(id).get()).data()).toMatchObject({ price: '69.99' });

    expect((await send('PATCH', `/api/admin/packages/${id}`, { isActive: false })).status).toBe(200);
    expect((await store()).find((pkg) => pkg.id === id)).toBeUndefined();
    const all = adminPackageListSchema.parse(await (await admin.client.get('/api/admin/packages')).json());
    expect(all.find((pkg) => pkg.id === id)).toMatchObject({ isActive: false });
    expect((await auditOf(paid.app, id)).map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      expect.objectContaining({ action: 'package.create', before: null }),
      {
        action: 'package.update',
        before: { priceCents: 7999, stripePriceId: null },
        after: { priceCents: 6999, stripePriceId: 'price_1Abc' },
      },
      { action: 'package.update', before: { isActive: true }, after: { isActive: false } },
    ]);
  });

  it.each([
    ['a price below Stripe’s minimum', { priceCents: 49 }, "Price must be at least 50 cents, Stripe's smallest charge"],
    ['an id with a slash', { id: 'a/b' }, ADMIN_MESSAGES.packageIdInvalid],
    ['no name', { name: ' ' }, ADMIN_MESSAGES.packageNameRequired],
    ['an unknown size', { size: 'huge' }, 'Invalid option: expected one of "small"|"medium"|"large"|"unlimited"'],
    ['a Stripe price id that is none', { stripePriceId: 'prod_1' }, ADMIN_MESSAGES.stripePriceIdInvalid],
  ])('refuses to create a package with %s (400), writing nothing', async (_case, change, message) => {
    const body = { ...newPackage(`bad_${randomBytes(4).toString('hex')}`), ...change };
    const response = await send('POST', '/api/admin/packages', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, code: 'validation_failed' });
    if (!body.id.includes('/'))
      expect((await collections.tokenPackages(paid.app.db).doc(body.id).get()).exists).toBe(false);
  });

  it('refuses an id that exists (409) and an unknown package (404)', async () => {
    const duplicate = await send('POST', '/api/admin/packages', newPackage(catalog.packages.pro.id));
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({ message: ADMIN_MESSAGES.packageExists });
    expect((await collections.tokenPackages(paid.app.db).doc(catalog.packages.pro.id).get()).data()?.name).toBe('Pro');
    const unknown = await send('PATCH', '/api/admin/packages/no_such_package', { isActive: false });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: ADMIN_MESSAGES.packageNotFound, code: 'not_found' });
  });
});

describe('catalogue edits and what was already sold', () => {
  it('leave an open payment intent and a past purchase as they were sold, and count the redemptions', async () => {
    const code = uniqueCode('TENOFF');
    await createCoupon({ code, percentOff: 10, maxPerUser: 5 });
    const pkg = catalog.packages.plus;
    const buyer = await signedInUser(paid.app);

    // A completed purchase, and an intent created but not yet paid, both at 10 % off 24.99 = 22.49.
    const pastIntent = await createIntent(buyer.client, pkg.id, code);
    paid.stripe.succeed(pastIntent.paymentIntentId);
    expect(
      (
        await buyer.client.post('/api/tokens/purchase', {
          paymentIntentId: pastIntent.paymentIntentId,
          packageId: pkg.id,
        })
      ).status,
    ).toBe(200);
    const pastPurchase = (await purchasesOf(paid.app, buyer.uid)).get(pastIntent.paymentIntentId);
    const openIntent = await createIntent(buyer.client, pkg.id, code);
    expect(openIntent.amount).toBe(2249);
    expect(await listedCoupon(code)).toMatchObject({ redemptions: 1, reserved: 1 });

    // The admin makes the coupon 50 %, the package dearer and bigger, then takes both off sale.
    expect((await send('PATCH', `/api/admin/coupons/${code}`, { percentOff: 50 })).status).toBe(200);
    expect((await send('PATCH', `/api/admin/packages/${pkg.id}`, { priceCents: 4999, tokenAmount: 60 })).status).toBe(
      200,
    );
    expect((await send('PATCH', `/api/admin/coupons/${code}`, { active: false })).status).toBe(200);
    expect((await send('PATCH', `/api/admin/packages/${pkg.id}`, { isActive: false })).status).toBe(200);

    // The open intent is paid afterwards: it is credited what it was sold at.
    expect(paid.stripe.intent(openIntent.paymentIntentId)?.amount).toBe(2249);
    paid.stripe.succeed(openIntent.paymentIntentId);
    const purchase = await buyer.client.post('/api/tokens/purchase', {
      paymentIntentId: openIntent.paymentIntentId,
      packageId: pkg.id,
    });
    expect(purchase.status).toBe(200);
    expect(await balanceOf(paid.app, buyer.uid)).toBe(60);
    const purchases = await purchasesOf(paid.app, buyer.uid);
    expect(purchases.get(openIntent.paymentIntentId)).toMatchObject({
      packageName: 'Plus',
      tokenAmount: 30,
      priceCents: 2249,
      price: '22.49',
      couponCode: code,
    });
    expect(purchases.get(pastIntent.paymentIntentId)).toEqual(pastPurchase);
    expect(await listedCoupon(code)).toMatchObject({ redemptions: 2, reserved: 0, active: false, percentOff: 50 });

    // New purchases see the edits: the package is off sale.
    const blocked = await buyer.client.post('/api/tokens/create-payment-intent', { packageId: pkg.id });
    expect(blocked.status).toBe(404);
    await send('PATCH', `/api/admin/packages/${pkg.id}`, {
      priceCents: pkg.priceCents,
      tokenAmount: pkg.tokenAmount,
      isActive: true,
    });
  });
});
