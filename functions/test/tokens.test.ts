import { publicUserSchema } from '@roomremix/contracts/auth';
import { freePurchaseResponseSchema, purchaseHistorySchema, tokenPackageListSchema } from '@roomremix/contracts/tokens';
import { COUPON_MESSAGES } from '@roomremix/contracts/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { collections } from '../src/adapters/firestore/collections';
import { signUp } from './support/accounts';
import { apiClient } from './support/api-client';
import { NOT_SIGNED_IN, PAYMENTS_NOT_CONFIGURED } from './support/api-errors';
import { ownListTests } from './support/own-list-tests';
import {
  balanceOf,
  createIntent,
  deliverSucceeded,
  ledgerOf,
  payFor,
  purchasesOf,
  redemptionsOf,
  usePaymentsAndCatalog,
} from './support/payments';
import { useTestApp } from './support/test-app';
import { MINUTE_MS } from './support/job-states';
import { testClock } from './support/test-clock';

// Purchases share an idempotency key per clock minute: tests of a double click stop the clock, so that they do not
// fail when the minute happens to turn between the clicks.
const clock = testClock();
const { paid, catalog } = usePaymentsAndCatalog({ now: clock.now });
afterEach(() => clock.release());
const off = useTestApp();

describe('GET /api/tokens/packages', () => {
  it('lists the active packages to anyone, cheapest first, priced as decimal strings', async () => {
    const response = await apiClient(paid.app).get('/api/tokens/packages');
    expect(response.status).toBe(200);
    const packages = tokenPackageListSchema.parse(await response.json());

    const ours = packages.filter((pkg) => Object.values(catalog.packages).some(({ id }) => id === pkg.id));
    // The stored packages without their Stripe price id; the retired one is left out.
    const { basic, plus, pro, studio } = catalog.packages;
    expect(ours).toEqual([basic, plus, pro, studio].map(({ stripePriceId: _stripePriceId, ...listed }) => listed));
    expect(ours.map(({ name, price }) => `${name} ${price}`)).toEqual([
      'Basic 9.99',
      'Plus 24.99',
      'Pro 54.99',
      'Studio 149.99',
    ]);
    expect(packages.every((pkg) => pkg.isActive)).toBe(true);
    const prices = packages.map((pkg) => pkg.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('leaves out a stored package that does not fit the contract, and logs it', async () => {
    const id = `broken_${Date.now()}`;
    await collections
      .tokenPackages(paid.app.db)
      .doc(id)
      .set({ ...catalog.packages.basic, tokenAmount: -1 });
    try {
      const packages = tokenPackageListSchema.parse(
        await (await apiClient(paid.app).get('/api/tokens/packages')).json(),
      );
      expect(packages.map((pkg) => pkg.id)).not.toContain(id);
      expect(paid.app.logger.entries).toContainEqual(
        expect.objectContaining({ level: 'warn', fields: expect.objectContaining({ packageId: id }) }),
      );
    } finally {
      await collections.tokenPackages(paid.app.db).doc(id).delete();
    }
  });
});

describe('GET /api/tokens/history', () => {
  ownListTests(() => paid.app, '/api/tokens/history');

  it("lists the user's purchases newest first, with 0.00 for a free one, and nobody else's", async () => {
    const { client, user } = await signUp(paid.app);
    const { client: other } = await signUp(paid.app);

    const first = await payFor(client, paid.stripe, catalog.packages.basic.id);
    expect((await deliverSucceeded(paid.app, paid.stripe, first)).status).toBe(200);
    const free = await client.post('/api/tokens/create-payment-intent', {
      packageId: catalog.packages.pro.id,
      couponCode: catalog.coupons.freepack,
    });
    expect(free.status).toBe(200);
    const third = await payFor(client, paid.stripe, catalog.packages.plus.id, catalog.coupons.welcome10);
    expect(
      (await client.post('/api/tokens/purchase', { paymentIntentId: third, packageId: catalog.packages.plus.id }))
        .status,
    ).toBe(200);
    await payFor(other, paid.stripe, catalog.packages.studio.id).then((id) =>
      deliverSucceeded(paid.app, paid.stripe, id),
    );

    const response = await client.get('/api/tokens/history');
    expect(response.status).toBe(200);
    const history = purchaseHistorySchema.parse(await response.json());
    expect(history.map(({ packageName, tokenAmount, price }) => ({ packageName, tokenAmount, price }))).toEqual([
      { packageName: 'Plus', tokenAmount: 30, price: '22.49' },
      { packageName: 'Pro', tokenAmount: 80, price: '0.00' },
      { packageName: 'Basic', tokenAmount: 10, price: '9.99' },
    ]);
    expect(history[0]?.id).toBe(third);
    expect(history[2]?.id).toBe(first);
    const times = history.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await balanceOf(paid.app, user.id)).toBe(120);
  });
});

describe('POST /api/tokens/create-payment-intent', () => {
  it('answers 401 without a session', async () => {
    const response = await apiClient(paid.app).post('/api/tokens/create-payment-intent', {
      packageId: catalog.packages.basic.id,
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(NOT_SIGNED_IN);
  });

  it('creates a Stripe intent for the package price, with the metadata fulfilment reads', async () => {
    const { client, user } = await signUp(paid.app);
    const body = await createIntent(client, catalog.packages.plus.id);

    expect(body.amount).toBe(2499);
    const intent = paid.stripe.intent(body.paymentIntentId);
    expect(intent).toMatchObject({
      amount: 2499,
      currency: 'usd',
      status: 'requires_payment_method',
      client_secret: body.clientSecret,
      description: 'Plus (30 tokens)',
      metadata: { userId: user.id, packageId: catalog.packages.plus.id, tokenAmount: '30', kind: 'package' },
      automatic_payment_methods: { enabled: true, allow_redirects: 'always' },
    });
    expect(intent?.metadata).not.toHaveProperty('couponCode');
    expect(body.clientSecret).toMatch(new RegExp(`^${body.paymentIntentId}_secret_`));
  });

  it.each([
    ['welcome10', 'plus', 2249],
    ['save5', 'plus', 1999],
    ['combo', 'plus', 1749],
    ['welcome10', 'basic', 899],
    ['save5', 'basic', 499],
    ['combo', 'studio', 12999],
  ] as const)(
    'with coupon %s on %s charges %i cents, computed on the server',
    async (couponKey, packageKey, amount) => {
      const { client } = await signUp(paid.app);
      const couponCode = catalog.coupons[couponKey];
      // Typed in lower case with spaces around: trimmed and upper-cased.
      const body = await createIntent(client, catalog.packages[packageKey].id, `  ${couponCode.toLowerCase()} `);
      expect(body.amount).toBe(amount);
      expect(paid.stripe.intent(body.paymentIntentId)).toMatchObject({ amount, metadata: { couponCode } });
    },
  );

  it('ignores an amount the client sends', async () => {
    const { client } = await signUp(paid.app);
    const response = await client.post('/api/tokens/create-payment-intent', {
      packageId: catalog.packages.pro.id,
      amount: 1,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ amount: 5499 });
  });

  it('creates one Stripe customer per user, stores it, and reuses it', async () => {
    const { client, user } = await signUp(paid.app);
    const [first, second] = await Promise.all([
      createIntent(client, catalog.packages.basic.id),
      createIntent(client, catalog.packages.pro.id),
    ]);
    const third = await createIntent(client, catalog.packages.plus.id);

    const customerId = (await collections.users(paid.app.db).doc(user.id).get()).data()?.stripeCustomerId;
    expect(customerId).toMatch(/^cus_/);
    for (const { paymentIntentId } of [first, second, third])
      expect(paid.stripe.intent(paymentIntentId)?.customer).toBe(customerId);
    const customerCreates = paid.stripe.requests.filter(
      (request) =>
        request.path === '/v1/customers' &&
        request.params.metadata &&
        (request.params.metadata as Record<string, string>).userId === user.id,
    );
    // Two concurrent first purchases may both ask, with the same idempotency key, so Stripe has one customer.
    expect(new Set(customerCreates.map((request) => request.idempotencyKey))).toEqual(new Set([`customer-${user.id}`]));
    expect(customerCreates.length).toBeLessThanOrEqual(2);
  });

  it('sends an idempotency key of its own on every Stripe create call; a double click gets the same intent', async () => {
    clock.stopAt(Date.now());
    const { client } = await signUp(paid.app);
    const before = paid.stripe.requests.length;
    const [first, second] = await Promise.all([
      createIntent(client, catalog.packages.studio.id, catalog.coupons.welcome10),
      createIntent(client, catalog.packages.studio.id, catalog.coupons.welcome10),
    ]);
    expect(second.paymentIntentId).toBe(first.paymentIntentId);
    const creates = paid.stripe.requests.slice(before).filter((request) => request.method === 'POST');
    expect(creates.length).toBeGreaterThan(0);
    for (const request of creates) expect(request.idempotencyKey).toMatch(/^(customer|payment-intent)-/);
  });

  it('buying the same package again in the same minute, after paying, gets a new intent', async () => {
    clock.stopAt(Date.now());
    const { client } = await signUp(paid.app);
    const first = await createIntent(client, catalog.packages.basic.id);
    expect((await createIntent(client, catalog.packages.basic.id)).paymentIntentId).toBe(first.paymentIntentId);
    paid.stripe.succeed(first.paymentIntentId);

    const second = await createIntent(client, catalog.packages.basic.id);
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect(paid.stripe.intent(second.paymentIntentId)?.status).toBe('requires_payment_method');
    // A double click of that second purchase still makes one intent.
    expect((await createIntent(client, catalog.packages.basic.id)).paymentIntentId).toBe(second.paymentIntentId);
  });

  it('raises a discounted price below $0.50 to Stripe’s minimum charge', async () => {
    const { client } = await signUp(paid.app);
    const coupon = await catalog.addCoupon({ amountOffCents: 980 }, 'NEARLYFREE');
    const body = await createIntent(client, catalog.packages.basic.id, coupon);
    expect(body.amount).toBe(50);
  });

  it.each([
    ['an unknown package', () => ({ packageId: 'no_such_package' }), 404, 'Unknown token package'],
    ['a package no longer on sale', () => ({ packageId: catalog.packages.retired.id }), 404, 'Unknown token package'],
    ['a malformed package id', () => ({ packageId: '../users' }), 400, 'Unknown token package'],
    [
      'an unknown coupon',
      () => ({ packageId: catalog.packages.basic.id, couponCode: 'NOPE_NOT_A_CODE' }),
      400,
      'Invalid coupon code',
    ],
    [
      'an inactive coupon',
      () => ({ packageId: catalog.packages.basic.id, couponCode: catalog.coupons.inactive }),
      400,
      'This coupon is no longer active',
    ],
    [
      'an expired coupon',
      () => ({ packageId: catalog.packages.basic.id, couponCode: catalog.coupons.expired }),
      400,
      'This coupon has expired',
    ],
    [
      'a used-up coupon',
      () => ({ packageId: catalog.packages.basic.id, couponCode: catalog.coupons.usedUp }),
      400,
      'This coupon has reached its redemption limit',
    ],
    [
      'a blank coupon',
      () => ({ packageId: catalog.packages.basic.id, couponCode: '   ' }),
      400,
      'Please enter a coupon code to apply.',
    ],
  ])('refuses %s', async (_case, body, status, message) => {
    const { client } = await signUp(paid.app);
    const before = paid.stripe.requests.length;
    const response = await client.post('/api/tokens/create-payment-intent', body());
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ message });
    expect(paid.stripe.requests.slice(before).filter((request) => request.path === '/v1/payment_intents')).toEqual([]);
  });

  it('answers 503 "Payments are not configured" without Stripe keys, and creates nothing', async () => {
    const { client, user } = await signUp(off);
    const response = await client.post('/api/tokens/create-payment-intent', { packageId: catalog.packages.basic.id });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(PAYMENTS_NOT_CONFIGURED);
    expect(await balanceOf(off, user.id)).toBe(0);
  });

  it('answers 502 with a clear message when Stripe fails, and stores nothing', async () => {
    const { client, user } = await signUp(paid.app);
    paid.stripe.failNext(1, { method: 'POST', pathPrefix: '/v1/customers' });
    const response = await client.post('/api/tokens/create-payment-intent', { packageId: catalog.packages.basic.id });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      message: 'The payment provider could not be reached. Please try again.',
      code: 'unavailable',
    });
    expect((await collections.users(paid.app.db).doc(user.id).get()).data()?.stripeCustomerId).toBeNull();
  });
});

describe('a free purchase (coupon makes the price 0)', () => {
  it('completes at once without Stripe: tokens, ledger, purchase 0.00, coupon counted, user in the answer', async () => {
    const { client, user } = await signUp(paid.app);
    const before = paid.stripe.requests.length;
    const response = await client.post('/api/tokens/create-payment-intent', {
      packageId: catalog.packages.studio.id,
      couponCode: catalog.coupons.freepack,
    });

    expect(response.status).toBe(200);
    const body = freePurchaseResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ amount: 0, message: '250 tokens added to your account' });
    expect(publicUserSchema.parse(body.user)).toMatchObject({ id: user.id, tokenBalance: 250 });
    expect(paid.stripe.requests.slice(before)).toEqual([]);
    expect(await balanceOf(paid.app, user.id)).toBe(250);
    const purchases = await purchasesOf(paid.app, user.id);
    expect([...purchases.entries()]).toEqual([
      [
        body.purchaseId,
        expect.objectContaining({
          kind: 'package',
          packageId: catalog.packages.studio.id,
          packageName: 'Studio',
          packageSize: 'unlimited',
          tokenAmount: 250,
          price: '0.00',
          priceCents: 0,
          couponCode: catalog.coupons.freepack,
          stripePaymentId: null,
        }),
      ],
    ]);
    const ledger = await ledgerOf(paid.app, user.id);
    expect([...ledger.values()]).toEqual([
      expect.objectContaining({ delta: 250, balanceAfter: 250, reason: 'coupon_free', ref: body.purchaseId }),
    ]);
  });

  it('works with payments off too: it needs no Stripe', async () => {
    const { client, user } = await signUp(off);
    const response = await client.post('/api/tokens/create-payment-intent', {
      packageId: catalog.packages.basic.id,
      couponCode: catalog.coupons.freepack,
    });
    expect(response.status).toBe(200);
    expect(await balanceOf(off, user.id)).toBe(10);
  });

  it('an amount off above the price is free as well', async () => {
    const { client, user } = await signUp(paid.app);
    const coupon = await catalog.addCoupon({ amountOffCents: 5000 }, 'BIGOFF');
    const response = await client.post('/api/tokens/create-payment-intent', {
      packageId: catalog.packages.basic.id,
      couponCode: coupon,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ amount: 0, user: { tokenBalance: 10 } });
    expect(await balanceOf(paid.app, user.id)).toBe(10);
  });

  it('a double click credits once: the same request in the same minute finds its purchase', async () => {
    clock.stopAt(Date.now());
    const { client, user } = await signUp(paid.app);
    const body = { packageId: catalog.packages.plus.id, couponCode: catalog.coupons.freepack };
    const before = await redemptionsOf(paid.app, catalog.coupons.freepack);
    const responses = await Promise.all([1, 2, 3].map(() => client.post('/api/tokens/create-payment-intent', body)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    const ids = await Promise.all(
      responses.map(async (response) => freePurchaseResponseSchema.parse(await response.json()).purchaseId),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await balanceOf(paid.app, user.id)).toBe(30);
    expect((await ledgerOf(paid.app, user.id)).size).toBe(1);
    expect(await redemptionsOf(paid.app, catalog.coupons.freepack)).toBe((before ?? 0) + 1);
  });

  it('a second click just after the minute turns finds the first one’s purchase; a minute later the coupon is used', async () => {
    const { client, user } = await signUp(paid.app);
    const body = { packageId: catalog.packages.plus.id, couponCode: catalog.coupons.freepack };
    const turn = Math.ceil(Date.now() / MINUTE_MS) * MINUTE_MS;
    const clickAt = async (ms: number) => {
      clock.stopAt(ms);
      return client.post('/api/tokens/create-payment-intent', body);
    };

    const first = await clickAt(turn - 100);
    const second = await clickAt(turn + 100);
    expect([first.status, second.status]).toEqual([200, 200]);
    const purchaseIdOf = async (response: Response) =>
      freePurchaseResponseSchema.parse(await response.json()).purchaseId;
    expect(await purchaseIdOf(second)).toBe(await purchaseIdOf(first));
    expect(await balanceOf(paid.app, user.id)).toBe(30);
    expect((await ledgerOf(paid.app, user.id)).size).toBe(1);

    const later = await clickAt(turn - 100 + MINUTE_MS + 1_000);
    expect(later.status).toBe(400);
    expect(await later.json()).toMatchObject({ message: COUPON_MESSAGES.alreadyUsed });
    expect(await balanceOf(paid.app, user.id)).toBe(30);
  });
});
