import { purchaseResponseSchema } from '@roomremix/contracts/tokens';
import { describe, expect, it } from 'vitest';
import { collections } from '../src/adapters/firestore/collections';
import { createStripeGateway } from '../src/adapters/payments/stripe-gateway';
import { stripeEvent } from './fakes/stripe/fake-stripe';
import { register, signUp } from './support/accounts';
import { apiClient, type ApiClient } from './support/api-client';
import { NOT_SIGNED_IN, PAYMENT_NOT_FOUND, PAYMENTS_NOT_CONFIGURED } from './support/api-errors';
import {
  balanceOf,
  type Catalog,
  createIntent,
  deliverSucceeded,
  ledgerOf,
  payFor,
  postWebhook,
  purchasesOf,
  redemptionsOf,
  STRIPE_TEST_CONFIG,
  usePaymentsAndCatalog,
} from './support/payments';
import { useTestApp } from './support/test-app';

const MISMATCH = { message: 'Payment does not match the package', code: 'bad_request' };
const ALREADY_PROCESSED = 'Your payment was already processed. Your token balance is up to date.';

const { paid, catalog } = usePaymentsAndCatalog();
const off = useTestApp();

function purchase(client: ApiClient, paymentIntentId: string, packageId: string): Promise<Response> {
  return client.post('/api/tokens/purchase', { paymentIntentId, packageId });
}

/** Asserts the user got `tokens` exactly once for the intent: balance, one ledger entry, one purchase document. */
async function expectCreditedOnce(uid: string, paymentIntentId: string, tokens: number): Promise<void> {
  expect(await balanceOf(paid.app, uid)).toBe(tokens);
  const ledger = await ledgerOf(paid.app, uid);
  expect([...ledger.entries()]).toEqual([
    [
      `purchase-${paymentIntentId}`,
      expect.objectContaining({ delta: tokens, balanceAfter: tokens, ref: paymentIntentId }),
    ],
  ]);
  expect([...(await purchasesOf(paid.app, uid)).keys()]).toEqual([paymentIntentId]);
}

describe('POST /api/tokens/purchase', () => {
  it("when the caller's profile is gone, then it answers 401 Not signed in and credits nothing", async () => {
    const { client, user } = await signUp(paid.app);
    const paymentIntentId = await payFor(client, paid.stripe, catalog.packages.plus.id);
    await collections.users(paid.app.db).doc(user.id).delete();

    const response = await purchase(client, paymentIntentId, catalog.packages.plus.id);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(NOT_SIGNED_IN);
    expect((await purchasesOf(paid.app, user.id)).size).toBe(0);
  });

  it('credits a succeeded payment: tokens, a ledger entry keyed by the intent, the purchase, the user in the answer', async () => {
    const { client, user } = await signUp(paid.app);
    const paymentIntentId = await payFor(client, paid.stripe, catalog.packages.plus.id);

    const response = await purchase(client, paymentIntentId, catalog.packages.plus.id);
    expect(response.status).toBe(200);
    const body = purchaseResponseSchema.parse(await response.json());
    expect(body).toEqual({
      alreadyProcessed: false,
      message: '30 tokens added to your account',
      user: expect.objectContaining({ id: user.id, tokenBalance: 30 }),
    });
    await expectCreditedOnce(user.id, paymentIntentId, 30);
    expect((await ledgerOf(paid.app, user.id)).get(`purchase-${paymentIntentId}`)?.reason).toBe('purchase');
    expect((await purchasesOf(paid.app, user.id)).get(paymentIntentId)).toEqual(
      expect.objectContaining({
        userId: user.id,
        kind: 'package',
        packageId: catalog.packages.plus.id,
        packageName: 'Plus',
        packageSize: 'medium',
        tokenAmount: 30,
        priceCents: 2499,
        price: '24.99',
        couponCode: null,
        stripePaymentId: paymentIntentId,
      }),
    );
  });

  it('a second call answers alreadyProcessed and changes nothing', async () => {
    const { client, user } = await signUp(paid.app);
    const paymentIntentId = await payFor(client, paid.stripe, catalog.packages.basic.id);
    expect((await purchase(client, paymentIntentId, catalog.packages.basic.id)).status).toBe(200);

    const again = await purchase(client, paymentIntentId, catalog.packages.basic.id);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      alreadyProcessed: true,
      message: ALREADY_PROCESSED,
      user: expect.objectContaining({ tokenBalance: 10 }),
    });
    await expectCreditedOnce(user.id, paymentIntentId, 10);
  });

  it('counts the coupon redemption once, with the coupon on the purchase', async () => {
    const { client, user } = await signUp(paid.app);
    const coupon = catalog.coupons.save5;
    const before = (await redemptionsOf(paid.app, coupon)) ?? 0;
    const paymentIntentId = await payFor(client, paid.stripe, catalog.packages.pro.id, coupon);
    expect((await purchase(client, paymentIntentId, catalog.packages.pro.id)).status).toBe(200);
    expect((await purchase(client, paymentIntentId, catalog.packages.pro.id)).status).toBe(200);

    expect(await redemptionsOf(paid.app, coupon)).toBe(before + 1);
    expect((await purchasesOf(paid.app, user.id)).get(paymentIntentId)).toMatchObject({
      couponCode: coupon,
      priceCents: 4999,
      price: '49.99',
    });
  });

  it('reserves the last redemption when the intent is created: a second user is refused while it is open, and the cap never overshoots', async () => {
    const [first, second] = [apiClient(paid.app), apiClient(paid.app)];
    const [firstUser] = await Promise.all([register(first), register(second)]);
    const coupon = catalog.coupons.lastOne;
    const firstIntent = await payFor(first, paid.stripe, catalog.packages.basic.id, coupon);

    const refused = await second.post('/api/tokens/create-payment-intent', {
      packageId: catalog.packages.basic.id,
      couponCode: coupon,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: 'This coupon has reached its redemption limit' });
    expect((await purchase(first, firstIntent, catalog.packages.basic.id)).status).toBe(200);
    expect(await balanceOf(paid.app, firstUser.id)).toBe(10);
    expect(await redemptionsOf(paid.app, coupon)).toBe(1);
  });

  it('fulfils at the price and tokens fixed when the intent was created, though the coupon and package changed or went since', async () => {
    const { client, user } = await signUp(paid.app);
    const code = await catalog.addCoupon({ percentOff: 50 }, 'HALF');
    const { id: _plusId, ...plus } = catalog.packages.plus;
    const packageId = `${catalog.packages.plus.id}_edited`;
    await collections
      .tokenPackages(paid.app.db)
      .doc(packageId)
      .set({ ...plus, tokenAmount: 40, priceCents: 2000 });
    const { paymentIntentId, amount } = await createIntent(client, packageId, code);
    expect(amount).toBe(1000);
    await collections.coupons(paid.app.db).doc(code).delete();
    await collections.tokenPackages(paid.app.db).doc(packageId).update({ tokenAmount: 5, priceCents: 99_900 });
    paid.stripe.succeed(paymentIntentId);

    expect((await purchase(client, paymentIntentId, packageId)).status).toBe(200);
    await expectCreditedOnce(user.id, paymentIntentId, 40);
    expect((await purchasesOf(paid.app, user.id)).get(paymentIntentId)).toMatchObject({
      priceCents: 1000,
      couponCode: code,
      tokenAmount: 40,
    });
  });

  it("refuses another user's payment like an unknown one, and credits nobody", async () => {
    const [owner, thief] = [apiClient(paid.app), apiClient(paid.app)];
    const [ownerUser, thiefUser] = await Promise.all([register(owner), register(thief)]);
    const paymentIntentId = await payFor(owner, paid.stripe, catalog.packages.basic.id);

    const response = await purchase(thief, paymentIntentId, catalog.packages.basic.id);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(PAYMENT_NOT_FOUND);
    expect(await balanceOf(paid.app, thiefUser.id)).toBe(0);
    expect(await balanceOf(paid.app, ownerUser.id)).toBe(0);
    expect(await purchasesOf(paid.app, ownerUser.id)).toEqual(new Map());
  });

  it('refuses an unknown intent and one the app did not create with 404', async () => {
    const { client, user } = await signUp(paid.app);
    const foreign = paid.stripe.insertIntent({ amount: 999, metadata: { orderId: '42' }, status: 'succeeded' });
    for (const id of ['pi_doesNotExist123', foreign.id]) {
      const response = await purchase(client, id, catalog.packages.basic.id);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(PAYMENT_NOT_FOUND);
    }
    expect(await balanceOf(paid.app, user.id)).toBe(0);
  });

  it('answers 402 while the payment has not succeeded, and credits later once it has', async () => {
    const { client, user } = await signUp(paid.app);
    const { paymentIntentId } = await createIntent(client, catalog.packages.basic.id);

    const early = await purchase(client, paymentIntentId, catalog.packages.basic.id);
    expect(early.status).toBe(402);
    expect(await early.json()).toEqual({ message: 'Payment has not been completed', code: 'payment_required' });
    expect(await balanceOf(paid.app, user.id)).toBe(0);

    paid.stripe.succeed(paymentIntentId);
    expect((await purchase(client, paymentIntentId, catalog.packages.basic.id)).status).toBe(200);
    await expectCreditedOnce(user.id, paymentIntentId, 10);
  });

  it('refuses a package other than the one paid for', async () => {
    const { client, user } = await signUp(paid.app);
    const paymentIntentId = await payFor(client, paid.stripe, catalog.packages.basic.id);
    const response = await purchase(client, paymentIntentId, catalog.packages.studio.id);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(MISMATCH);
    expect(await balanceOf(paid.app, user.id)).toBe(0);
  });

  it.each([
    ['an amount below the price', (uid: string) => ({ amount: 100, metadata: meta(uid, 'studio', '250') })],
    [
      'an amount that ignores the coupon maths',
      (uid: string) => ({ amount: 999, metadata: meta(uid, 'studio', '250', 'welcome10') }),
    ],
    ['more tokens than the package has', (uid: string) => ({ amount: 999, metadata: meta(uid, 'basic', '1000') })],
    ['another currency', (uid: string) => ({ amount: 999, currency: 'eur', metadata: meta(uid, 'basic', '10') })],
    [
      'an unknown package',
      (uid: string) => ({ amount: 999, metadata: { ...meta(uid, 'basic', '10'), packageId: 'no_such_package' } }),
    ],
    [
      'a coupon that does not exist',
      (uid: string) => ({ amount: 899, metadata: { ...meta(uid, 'basic', '10'), couponCode: 'GHOST_CODE' } }),
    ],
    [
      'a Starter Pack for another package',
      (uid: string) => ({ amount: 300, metadata: { ...meta(uid, 'basic', '3'), kind: 'starter_pack' } }),
    ],
  ])('refuses a succeeded intent made elsewhere with %s', async (_case, intentOf) => {
    const { client, user } = await signUp(paid.app);
    const intent = paid.stripe.insertIntent({ ...intentOf(user.id), status: 'succeeded' });
    const response = await purchase(client, intent.id, intent.metadata.packageId ?? '');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(MISMATCH);
    expect(await balanceOf(paid.app, user.id)).toBe(0);
    expect(await purchasesOf(paid.app, user.id)).toEqual(new Map());
  });

  it('answers 502 when Stripe cannot be reached, and the payment can be completed afterwards', async () => {
    const { client, user } = await signUp(paid.app);
    const paymentIntentId = await payFor(client, paid.stripe, catalog.packages.basic.id);
    paid.stripe.failNext(1, { method: 'GET', pathPrefix: `/v1/payment_intents/${paymentIntentId}` });
    const response = await purchase(client, paymentIntentId, catalog.packages.basic.id);
    expect(response.status).toBe(502);
    expect(await balanceOf(paid.app, user.id)).toBe(0);
    expect((await purchase(client, paymentIntentId, catalog.packages.basic.id)).status).toBe(200);
    await expectCreditedOnce(user.id, paymentIntentId, 10);
  });

  it('answers 401 without a session and 400 for a malformed intent id', async () => {
    expect((await purchase(apiClient(paid.app), 'pi_x', catalog.packages.basic.id)).status).toBe(401);
    const { client } = await signUp(paid.app);
    const response = await purchase(client, 'cs_123', catalog.packages.basic.id);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Invalid payment intent id', code: 'validation_failed' });
  });

  it('answers 503 "Payments are not configured" without Stripe keys', async () => {
    const { client } = await signUp(off);
    const response = await purchase(client, 'pi_123', catalog.packages.basic.id);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(PAYMENTS_NOT_CONFIGURED);
  });
});

describe('purchase call and webhook together: exactly once', () => {
  it('purchase, then the webhook: credited once', async () => {
    const { client, user } = await signUp(paid.app);
    const paymentIntentId = await payFor(client, paid.stripe, catalog.packages.pro.id);
    expect((await purchase(client, paymentIntentId, catalog.packages.pro.id)).status).toBe(200);
    const webhook = await deliverSucceeded(paid.app, paid.stripe, paymentIntentId);
    expect(webhook.status).toBe(200);
    expect(await webhook.json()).toEqual({ received: true, outcome: 'already_processed' });
    await expectCreditedOnce(user.id, paymentIntentId, 80);
  });

  it('the webhook, then purchase: the call answers alreadyProcessed with the balance', async () => {
    const { client, user } = await signUp(paid.app);
    const paymentIntentId = await payFor(client, paid.stripe, catalog.packages.pro.id);
    expect(await (await deliverSucceeded(paid.app, paid.stripe, paymentIntentId)).json()).toEqual({
      received: true,
      outcome: 'fulfilled',
    });
    const response = await purchase(client, paymentIntentId, catalog.packages.pro.id);
    expect(await response.json()).toMatchObject({
      alreadyProcessed: true,
      message: ALREADY_PROCESSED,
      user: { tokenBalance: 80 },
    });
    await expectCreditedOnce(user.id, paymentIntentId, 80);
  });

  // One user per round, all rounds at once: the emulator settles each pair's lock conflict by a timeout of a few
  // seconds (production Firestore does not), so rounds in a row would take minutes.
  const RACE_ROUNDS = 100;

  it(
    `${RACE_ROUNDS} rounds of the purchase call racing the webhook for one intent: exactly one credit each`,
    { timeout: 180_000 },
    async () => {
      const clients = Array.from({ length: RACE_ROUNDS }, () => apiClient(paid.app));
      const users = await Promise.all(clients.map((client) => register(client)));
      const intents = await Promise.all(
        clients.map((client) => payFor(client, paid.stripe, catalog.packages.basic.id)),
      );

      const rounds = await Promise.all(
        clients.map(async (client, round) => {
          const paymentIntentId = intents[round] ?? '';
          const [call, webhook] = await Promise.all([
            purchase(client, paymentIntentId, catalog.packages.basic.id),
            deliverSucceeded(paid.app, paid.stripe, paymentIntentId),
          ]);
          const callBody = purchaseResponseSchema.parse(await call.json());
          const webhookBody = (await webhook.json()) as { outcome: string };
          return {
            statuses: [call.status, webhook.status],
            credited: [!callBody.alreadyProcessed, webhookBody.outcome === 'fulfilled'],
          };
        }),
      );

      for (const round of rounds) {
        expect(round.statuses).toEqual([200, 200]);
        // Exactly one of the two did the credit.
        expect(round.credited.filter(Boolean)).toHaveLength(1);
      }
      await Promise.all(users.map((user, round) => expectCreditedOnce(user.id, intents[round] ?? '', 10)));
    },
  );
});

describe('POST /api/tokens/apply-coupon', () => {
  it('confirms the coupon recorded on the purchase, as often as asked', async () => {
    const { client } = await signUp(paid.app);
    const coupon = catalog.coupons.welcome10;
    const paymentIntentId = await payFor(client, paid.stripe, catalog.packages.basic.id, coupon);
    expect((await purchase(client, paymentIntentId, catalog.packages.basic.id)).status).toBe(200);
    const before = await redemptionsOf(paid.app, coupon);

    for (const typed of [coupon, ` ${coupon.toLowerCase()} `]) {
      const response = await client.post('/api/tokens/apply-coupon', { paymentIntentId, couponCode: typed });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        couponCode: coupon,
        message: `Coupon ${coupon} is recorded on your purchase`,
      });
    }
    expect(await redemptionsOf(paid.app, coupon)).toBe(before);
  });

  it('refuses a coupon the payment did not use', async () => {
    const { client } = await signUp(paid.app);
    const paymentIntentId = await payFor(client, paid.stripe, catalog.packages.basic.id);
    expect((await purchase(client, paymentIntentId, catalog.packages.basic.id)).status).toBe(200);
    const response = await client.post('/api/tokens/apply-coupon', {
      paymentIntentId,
      couponCode: catalog.coupons.welcome10,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'This coupon was not used for this payment',
      code: 'bad_request',
    });
  });

  it("answers 404 for a purchase that does not exist or is another user's", async () => {
    const [owner, other] = [apiClient(paid.app), apiClient(paid.app)];
    await Promise.all([register(owner), register(other)]);
    const coupon = catalog.coupons.welcome10;
    const paymentIntentId = await payFor(owner, paid.stripe, catalog.packages.basic.id, coupon);
    expect((await purchase(owner, paymentIntentId, catalog.packages.basic.id)).status).toBe(200);
    for (const [client, id] of [
      [other, paymentIntentId],
      [owner, 'pi_unknown123'],
    ] as const) {
      const response = await client.post('/api/tokens/apply-coupon', { paymentIntentId: id, couponCode: coupon });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Purchase not found', code: 'not_found' });
    }
  });

  it('answers 401 without a session', async () => {
    const response = await apiClient(paid.app).post('/api/tokens/apply-coupon', {
      paymentIntentId: 'pi_1',
      couponCode: 'X',
    });
    expect(response.status).toBe(401);
  });
});

/** Metadata shaped like the app's own, but without the server's signature: what an intent made elsewhere carries. */
function meta(
  userId: string,
  packageKey: keyof Catalog['packages'],
  tokenAmount: string,
  couponKey?: keyof Catalog['coupons'],
) {
  return {
    userId,
    packageId: catalog.packages[packageKey].id,
    packageName: 'Basic',
    tokenAmount,
    amountCents: '100',
    kind: 'package',
    ...(couponKey ? { couponCode: catalog.coupons[couponKey] } : {}),
  };
}

describe('coupon reservations of unpaid intents', () => {
  it('a cancelled intent gives its reservation back, so the next user can have the last redemption', async () => {
    const [first, second] = [apiClient(paid.app), apiClient(paid.app)];
    const [, secondUser] = await Promise.all([register(first), register(second)]);
    const code = await catalog.addCoupon({ percentOff: 10, maxRedemptions: 1 }, 'ONEPAID');
    const { paymentIntentId } = await createIntent(first, catalog.packages.basic.id, code);
    expect(
      (
        await second.post('/api/tokens/create-payment-intent', {
          packageId: catalog.packages.basic.id,
          couponCode: code,
        })
      ).status,
    ).toBe(400);

    // The buyer gave up and the intent was cancelled at Stripe (the dashboard, or Stripe's own clean-up).
    await createStripeGateway(STRIPE_TEST_CONFIG, paid.stripe.endpoint).cancelPaymentIntent(
      paymentIntentId,
      'abandoned',
    );
    const cancelled = paid.stripe.intent(paymentIntentId) ?? {};
    const event = stripeEvent('payment_intent.canceled', cancelled);
    expect(await (await postWebhook(paid.app, event)).json()).toEqual({ received: true, outcome: 'released' });
    expect(await (await postWebhook(paid.app, stripeEvent('payment_intent.canceled', cancelled))).json()).toEqual({
      received: true,
      outcome: 'ignored',
    });

    const secondIntent = await payFor(second, paid.stripe, catalog.packages.basic.id, code);
    expect((await purchase(second, secondIntent, catalog.packages.basic.id)).status).toBe(200);
    expect(await balanceOf(paid.app, secondUser.id)).toBe(10);
    expect(await redemptionsOf(paid.app, code)).toBe(1);
  });

  it('a user who switches package keeps one reservation: the first intent is cancelled at Stripe', async () => {
    const { client, user } = await signUp(paid.app);
    const code = await catalog.addCoupon({ percentOff: 10, maxRedemptions: 5 }, 'SWITCH');
    const basic = await createIntent(client, catalog.packages.basic.id, code);
    const plus = await createIntent(client, catalog.packages.plus.id, code);
    expect(paid.stripe.intent(basic.paymentIntentId)?.status).toBe('canceled');
    expect((await collections.coupons(paid.app.db).doc(code).get()).data()).toMatchObject({
      reserved: 1,
      redemptions: 0,
    });

    paid.stripe.succeed(plus.paymentIntentId);
    expect((await purchase(client, plus.paymentIntentId, catalog.packages.plus.id)).status).toBe(200);
    expect(await balanceOf(paid.app, user.id)).toBe(30);
    expect((await collections.coupons(paid.app.db).doc(code).get()).data()).toMatchObject({
      reserved: 0,
      redemptions: 1,
    });
  });

  it('a reservation abandoned for over 30 minutes is released for another user by cancelling its intent', async () => {
    const [first, second] = [apiClient(paid.app), apiClient(paid.app)];
    const [firstUser] = await Promise.all([register(first), register(second)]);
    const code = await catalog.addCoupon({ percentOff: 10, maxRedemptions: 1 }, 'STALE');
    const stale = await createIntent(first, catalog.packages.basic.id, code);
    await collections
      .couponUses(paid.app.db)
      .doc(`${code}:${firstUser.id}`)
      .update({ pendingSince: new Date(Date.now() - 31 * 60_000) });

    const fresh = await createIntent(second, catalog.packages.basic.id, code);
    expect(fresh.paymentIntentId).toMatch(/^pi_/);
    expect(paid.stripe.intent(stale.paymentIntentId)?.status).toBe('canceled');
    expect((await collections.coupons(paid.app.db).doc(code).get()).data()).toMatchObject({ reserved: 1 });
  });
});
