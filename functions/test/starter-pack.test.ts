import {
  type CreatePaymentIntentResponse,
  createPaymentIntentResponseSchema,
  freeTokensErrorBodySchema,
  freeTokensResponseSchema,
  purchaseHistorySchema,
} from '@roomremix/contracts/tokens';
import { describe, expect, it } from 'vitest';
import { collections } from '../src/adapters/firestore/collections';
import { firestoreRepositories } from '../src/adapters/firestore/repositories';
import { createStripeGateway } from '../src/adapters/payments/stripe-gateway';
import { STRIPE_EVENT } from '../src/adapters/payments/stripe-webhook-events';
import { STARTER_PACK_PRODUCT } from '../src/domain/pricing';
import { createPaymentIntent } from '../src/services/tokens/payments';
import { stripeEvent } from './fakes/stripe/fake-stripe';
import { signUp } from './support/accounts';
import { apiClient, type ApiClient } from './support/api-client';
import {
  balanceOf,
  deliverSucceeded,
  ledgerOf,
  postWebhook,
  purchasesOf,
  STRIPE_TEST_CONFIG,
  usePaymentsTestApp,
} from './support/payments';
import { useTestApp } from './support/test-app';

const ALREADY_CLAIMED = {
  message: "You've already purchased the Starter Pack",
  code: 'conflict',
  alreadyClaimed: true,
};

const off = useTestApp();
const paid = usePaymentsTestApp();

/** `POST /api/tokens/free` with payments on: the Starter Pack's payment intent. */
async function starterPackIntent(client: ApiClient): Promise<CreatePaymentIntentResponse> {
  return createPaymentIntentResponseSchema.parse(await (await client.post('/api/tokens/free')).json());
}

describe('POST /api/tokens/free with payments off', () => {
  it('grants 3 tokens at once, marks the pack claimed, and answers the user', async () => {
    const { client, user } = await signUp(off);
    const response = await client.post('/api/tokens/free');

    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    expect(body).toEqual({ user: { ...user, password: undefined, tokenBalance: 3, hasClaimedFreeTokens: true } });
    expect(freeTokensResponseSchema.parse(body)).toHaveProperty('user');

    expect((await collections.users(off.db).doc(user.id).get()).data()).toMatchObject({
      tokenBalance: 3,
      hasClaimedFreeTokens: true,
    });
    const ledger = await ledgerOf(off, user.id);
    expect([...ledger.entries()]).toEqual([
      [
        `purchase-starter-pack-${user.id}`,
        expect.objectContaining({ delta: 3, balanceAfter: 3, reason: 'starter_pack' }),
      ],
    ]);
    expect([...(await purchasesOf(off, user.id)).values()]).toEqual([
      expect.objectContaining({
        kind: 'starter_pack',
        packageId: 'starter_pack',
        packageName: 'Starter Pack',
        packageSize: null,
        tokenAmount: 3,
        price: '0.00',
      }),
    ]);
    const history = purchaseHistorySchema.parse(await (await client.get('/api/tokens/history')).json());
    expect(history).toEqual([expect.objectContaining({ packageName: 'Starter Pack', tokenAmount: 3, price: '0.00' })]);
  });

  it('a second claim answers 409 alreadyClaimed and changes nothing', async () => {
    const { client, user } = await signUp(off);
    expect((await client.post('/api/tokens/free')).status).toBe(200);

    const again = await client.post('/api/tokens/free');
    expect(again.status).toBe(409);
    expect(freeTokensErrorBodySchema.parse(await again.json())).toEqual(ALREADY_CLAIMED);
    expect(await balanceOf(off, user.id)).toBe(3);
    expect((await ledgerOf(off, user.id)).size).toBe(1);
  });

  it('two claims at once: exactly one succeeds', async () => {
    const { client, user } = await signUp(off);
    const responses = await Promise.all([client.post('/api/tokens/free'), client.post('/api/tokens/free')]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(off, user.id)).toBe(3);
    expect((await ledgerOf(off, user.id)).size).toBe(1);
    expect((await purchasesOf(off, user.id)).size).toBe(1);
  });

  it('answers 401 without a session', async () => {
    const response = await apiClient(off).post('/api/tokens/free');
    expect(response.status).toBe(401);
  });
});

describe('POST /api/tokens/free with payments on', () => {
  it('creates a $3.00 Starter Pack intent; once paid, 3 tokens are credited and the pack is claimed', async () => {
    const { client, user } = await signUp(paid.app);
    const response = await client.post('/api/tokens/free');

    expect(response.status).toBe(200);
    const { paymentIntentId, clientSecret, amount } = createPaymentIntentResponseSchema.parse(await response.json());
    expect(amount).toBe(300);
    expect(paid.stripe.intent(paymentIntentId)).toMatchObject({
      amount: 300,
      currency: 'usd',
      client_secret: clientSecret,
      description: 'Starter Pack (3 tokens)',
      metadata: { userId: user.id, packageId: 'starter_pack', tokenAmount: '3', kind: 'starter_pack' },
    });
    // Not claimed until paid: the user may still abandon the payment.
    expect((await collections.users(paid.app.db).doc(user.id).get()).data()?.hasClaimedFreeTokens).toBe(false);

    paid.stripe.succeed(paymentIntentId);
    const purchase = await client.post('/api/tokens/purchase', { paymentIntentId, packageId: 'starter_pack' });
    expect(purchase.status).toBe(200);
    expect(await purchase.json()).toMatchObject({
      alreadyProcessed: false,
      message: '3 tokens added to your account',
      user: { tokenBalance: 3, hasClaimedFreeTokens: true },
    });
    expect((await ledgerOf(paid.app, user.id)).get(`purchase-${paymentIntentId}`)).toMatchObject({
      delta: 3,
      reason: 'starter_pack',
    });
    expect((await purchasesOf(paid.app, user.id)).get(paymentIntentId)).toMatchObject({
      kind: 'starter_pack',
      price: '3.00',
    });

    const again = await client.post('/api/tokens/free');
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual(ALREADY_CLAIMED);
  });

  it('the webhook fulfils a Starter Pack payment as well', async () => {
    const { client, user } = await signUp(paid.app);
    const { paymentIntentId } = await starterPackIntent(client);
    paid.stripe.succeed(paymentIntentId);
    expect((await deliverSucceeded(paid.app, paid.stripe, paymentIntentId)).status).toBe(200);
    expect((await collections.users(paid.app.db).doc(user.id).get()).data()).toMatchObject({
      tokenBalance: 3,
      hasClaimedFreeTokens: true,
    });
  });

  it('two claims at once get the same intent, so only one Starter Pack can be paid', async () => {
    const { client } = await signUp(paid.app);
    const [first, second] = await Promise.all([starterPackIntent(client), starterPackIntent(client)]);
    expect(first.paymentIntentId).toBe(second.paymentIntentId);
  });
});

describe('a second Starter Pack with payments on', () => {
  it('a claim while the first pack is paid but not yet credited creates no second intent', async () => {
    const { client, user } = await signUp(paid.app);
    const { paymentIntentId } = await starterPackIntent(client);
    paid.stripe.succeed(paymentIntentId);
    const intentsBefore = paid.stripe.requests.filter(
      (request) => request.method === 'POST' && request.path === '/v1/payment_intents',
    ).length;

    const again = await client.post('/api/tokens/free');
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual(ALREADY_CLAIMED);
    // Stripe was asked once more with the same key and replayed the paid intent; nothing new was made.
    const creates = paid.stripe.requests
      .filter((request) => request.method === 'POST' && request.path === '/v1/payment_intents')
      .slice(intentsBefore);
    expect(creates.map((request) => request.idempotencyKey)).toEqual([`starter-pack-${user.id}`]);
  });

  it('is refunded through Stripe, not credited, exactly once however often the webhook comes', async () => {
    const { client, user } = await signUp(paid.app);
    const first = await starterPackIntent(client);
    // A second intent for the pack, as two checkouts a day apart could make once Stripe forgot the first key.
    const deps = {
      repositories: firestoreRepositories(paid.app.db),
      payments: createStripeGateway(STRIPE_TEST_CONFIG, paid.stripe.endpoint),
      logger: paid.app.logger,
    };
    const second = await createPaymentIntent(deps, user.id, STARTER_PACK_PRODUCT, STARTER_PACK_PRODUCT.priceCents, {
      idempotencyKey: 'a-later-checkout',
    });
    paid.stripe.succeed(first.paymentIntentId);
    paid.stripe.succeed(second.paymentIntentId);
    expect(
      (await client.post('/api/tokens/purchase', { paymentIntentId: first.paymentIntentId, packageId: 'starter_pack' }))
        .status,
    ).toBe(200);

    const event = stripeEvent('payment_intent.succeeded', paid.stripe.intent(second.paymentIntentId) ?? {});
    expect(await (await postWebhook(paid.app, event)).json()).toEqual({ received: true, outcome: 'refunded' });
    expect(await (await postWebhook(paid.app, event)).json()).toEqual({ received: true, outcome: 'duplicate' });
    const late = await client.post('/api/tokens/purchase', {
      paymentIntentId: second.paymentIntentId,
      packageId: 'starter_pack',
    });
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({
      message: "You've already purchased the Starter Pack, so this payment was refunded to your card.",
      code: 'conflict',
    });

    expect(paid.stripe.refunds()).toEqual([
      expect.objectContaining({ payment_intent: second.paymentIntentId, amount: 300, reason: 'duplicate' }),
    ]);
    expect(await balanceOf(paid.app, user.id)).toBe(3);
    expect([...(await purchasesOf(paid.app, user.id)).keys()]).toEqual([first.paymentIntentId]);
    expect((await collections.refundedPayments(paid.app.db).doc(second.paymentIntentId).get()).data()).toMatchObject({
      userId: user.id,
      amountCents: 300,
      reason: 'starter_pack_claimed',
      refundId: expect.stringMatching(/^re_/) as string,
    });

    // Stripe then reports the refund this app made: it credited nothing, so nothing is taken back.
    const refunded = stripeEvent(STRIPE_EVENT.chargeRefunded, paid.stripe.charge(second.paymentIntentId) ?? {});
    expect(await (await postWebhook(paid.app, refunded)).json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await balanceOf(paid.app, user.id)).toBe(3);
  });
});
