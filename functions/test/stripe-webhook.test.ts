import { REQUEST_MESSAGES } from '@roomremix/contracts/messages';
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { collections } from '../src/adapters/firestore/collections';
import { firestoreRepositories } from '../src/adapters/firestore/repositories';
import type { Repositories } from '../src/ports/repositories';
import { createStripeGateway } from '../src/adapters/payments/stripe-gateway';
import { handlePaymentEvent } from '../src/services/tokens/payments-webhook';
import { signedDelivery, stripeEvent } from './fakes/stripe/fake-stripe';
import { signUp } from './support/accounts';
import { PAYMENTS_NOT_CONFIGURED } from './support/api-errors';
import {
  balanceOf,
  createIntent,
  deliverAtOnce,
  deliverInARow,
  deliverSucceeded,
  ledgerOf,
  payFor,
  postWebhook,
  purchasesOf,
  startPaymentsTestApp,
  STRIPE_TEST_CONFIG,
  usePaymentsAndCatalog,
} from './support/payments';
import { createRecordingLogger } from './support/recording-logger';
import { startedForFile, useTestApp } from './support/test-app';

const INVALID_SIGNATURE = { message: 'Invalid Stripe signature', code: 'bad_request' };

const { paid, catalog } = usePaymentsAndCatalog();

/** A user with a paid intent for the Basic package (10 tokens) that nothing has fulfilled yet. */
async function paidIntent(): Promise<{ uid: string; paymentIntentId: string }> {
  const { client, user } = await signUp(paid.app);
  return { uid: user.id, paymentIntentId: await payFor(client, paid.stripe, catalog.packages.basic.id) };
}

async function expectCreditedOnce(uid: string, paymentIntentId: string): Promise<void> {
  expect(await balanceOf(paid.app, uid)).toBe(10);
  expect([...(await ledgerOf(paid.app, uid)).keys()]).toEqual([`purchase-${paymentIntentId}`]);
  expect([...(await purchasesOf(paid.app, uid)).keys()]).toEqual([paymentIntentId]);
}

async function expectNothingChanged(uid: string): Promise<void> {
  expect(await balanceOf(paid.app, uid)).toBe(0);
  expect((await ledgerOf(paid.app, uid)).size).toBe(0);
  expect((await purchasesOf(paid.app, uid)).size).toBe(0);
}

describe('POST /api/stripe/webhook: payment_intent.succeeded', () => {
  it('fulfils the payment and marks the event handled, in the same transaction', async () => {
    const { uid, paymentIntentId } = await paidIntent();
    const event = stripeEvent('payment_intent.succeeded', paid.stripe.intent(paymentIntentId) ?? {});
    const response = await postWebhook(paid.app, event);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: 'fulfilled' });
    await expectCreditedOnce(uid, paymentIntentId);
    expect((await ledgerOf(paid.app, uid)).get(`purchase-${paymentIntentId}`)?.reason).toBe('purchase');
    expect((await collections.stripeEvents(paid.app.db).doc(event.id).get()).data()).toMatchObject({
      type: 'payment_intent.succeeded',
      paymentIntentId,
      outcome: 'fulfilled',
    });
  });

  it('the same event 5 times in a row: one credit, then duplicates', async () => {
    const { uid, paymentIntentId } = await paidIntent();
    const event = stripeEvent('payment_intent.succeeded', paid.stripe.intent(paymentIntentId) ?? {});
    const outcomes = await deliverInARow(paid.app, event);
    expect(outcomes).toEqual(['fulfilled', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    await expectCreditedOnce(uid, paymentIntentId);
  });

  it('the same event 5 times at once: one credit', async () => {
    const { uid, paymentIntentId } = await paidIntent();
    const event = stripeEvent('payment_intent.succeeded', paid.stripe.intent(paymentIntentId) ?? {});
    const outcomes = await deliverAtOnce(paid.app, event);
    expect(outcomes.filter((outcome) => outcome === 'fulfilled')).toHaveLength(1);
    await expectCreditedOnce(uid, paymentIntentId);
  });

  it('two different events for the same intent (Stripe may send both): one credit', async () => {
    const { uid, paymentIntentId } = await paidIntent();
    expect((await deliverSucceeded(paid.app, paid.stripe, paymentIntentId)).status).toBe(200);
    const second = await deliverSucceeded(paid.app, paid.stripe, paymentIntentId);
    expect(await second.json()).toEqual({ received: true, outcome: 'already_processed' });
    await expectCreditedOnce(uid, paymentIntentId);
  });

  it('reads the intent from Stripe rather than trusting the event body', async () => {
    const { uid, paymentIntentId } = await paidIntent();
    const intent = paid.stripe.intent(paymentIntentId);
    const forgedBody = { ...intent, amount: 1, metadata: { ...intent?.metadata, tokenAmount: '1000' } };
    const response = await postWebhook(paid.app, stripeEvent('payment_intent.succeeded', forgedBody));
    expect(response.status).toBe(200);
    await expectCreditedOnce(uid, paymentIntentId);
  });
});

describe('POST /api/stripe/webhook: refused deliveries change nothing', () => {
  it.each([
    ['without a Stripe-Signature header', { signature: null }],
    ['with a garbage signature header', { signature: 'not-a-signature' }],
    [
      'with a signature of other bytes',
      { signature: signedDelivery({ other: true }, STRIPE_TEST_CONFIG.webhookSecret ?? '').signature },
    ],
    ['signed with another endpoint’s secret', { secret: 'whsec_someone_else' }],
    ['with a timestamp 6 minutes old (Stripe’s tolerance is 5)', { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 }],
  ])('400 %s', async (_case, options) => {
    const { uid, paymentIntentId } = await paidIntent();
    const event = stripeEvent('payment_intent.succeeded', paid.stripe.intent(paymentIntentId) ?? {});
    const response = await postWebhook(paid.app, event, options);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(INVALID_SIGNATURE);
    await expectNothingChanged(uid);
    expect((await collections.stripeEvents(paid.app.db).doc(event.id).get()).exists).toBe(false);
  });

  it('400 for an empty body', async () => {
    const response = await paid.app.api('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'Stripe-Signature': 't=1,v1=abc' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(INVALID_SIGNATURE);
  });

  it('a body re-serialised after signing (as a JSON parser would) fails the check', async () => {
    const { uid, paymentIntentId } = await paidIntent();
    const event = stripeEvent('payment_intent.succeeded', paid.stripe.intent(paymentIntentId) ?? {});
    const { body, signature } = signedDelivery(event, STRIPE_TEST_CONFIG.webhookSecret ?? '');
    const response = await paid.app.api('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: JSON.stringify(JSON.parse(body)),
    });
    expect(response.status).toBe(400);
    await expectNothingChanged(uid);
  });
});

/** The event body's limit on the webhook route (1 MB); Stripe's events are a few KB. */
const WEBHOOK_LIMIT_BYTES = 1024 * 1024;
const TOO_LARGE = { message: REQUEST_MESSAGES.bodyTooLarge(WEBHOOK_LIMIT_BYTES), code: 'payload_too_large' };
const MALFORMED_EVENT = { message: 'Malformed Stripe event', code: 'bad_request' };

const cloudFunctions = startedForFile(() => startPaymentsTestApp(STRIPE_TEST_CONFIG, { cloudFunctionsRuntime: true }));

describe.each([
  ['streamed in-process', () => paid],
  ['read whole into req.rawBody by the Cloud Functions runtime', () => cloudFunctions],
])('POST /api/stripe/webhook: oversized and malformed deliveries (%s)', (_case, appOf) => {
  /** A paid Basic intent of a new user, and its succeeded event padded to `padBytes` more bytes. */
  async function paddedEvent(padBytes: number) {
    const { app, stripe } = appOf();
    const { client, user } = await signUp(app);
    const paymentIntentId = await payFor(client, stripe, catalog.packages.basic.id);
    const intent = stripe.intent(paymentIntentId) ?? {};
    return {
      uid: user.id,
      event: stripeEvent('payment_intent.succeeded', { ...intent, padding: 'x'.repeat(padBytes) }),
    };
  }

  it('413 for a correctly signed event over 1 MB, and nothing is credited', async () => {
    const { app } = appOf();
    const { uid, event } = await paddedEvent(WEBHOOK_LIMIT_BYTES + 1);
    const response = await postWebhook(app, event);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
    expect(await balanceOf(app, uid)).toBe(0);
    expect((await ledgerOf(app, uid)).size).toBe(0);
  });

  it('413, not 400, for an oversized body with a bad signature: the size is judged before any signature', async () => {
    const { app } = appOf();
    const { event } = await paddedEvent(2 * WEBHOOK_LIMIT_BYTES);
    const response = await postWebhook(app, event, { signature: 't=1,v1=abc' });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
  });

  it.each([
    ['an event without data', { id: 'evt_no_data', object: 'event', type: 'payment_intent.succeeded' }],
    ['an event whose data has no object', { id: 'evt_no_object', object: 'event', type: 'charge.refunded', data: {} }],
    ['an event whose object is null', { id: 'evt_null', type: 'charge.dispute.created', data: { object: null } }],
    ['an event without a type', { id: 'evt_no_type', data: { object: { id: 'pi_1', object: 'payment_intent' } } }],
    ['a JSON array', []],
  ])('400 JSON for a correctly signed delivery of %s', async (_case, body) => {
    const { app } = appOf();
    const response = await postWebhook(app, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(MALFORMED_EVENT);
  });
});

// In-process only: the Cloud Functions runtime refuses these bodies itself, before the app sees them.
describe('POST /api/stripe/webhook: signed bodies that are not an event', () => {
  it.each([
    ['a JSON number', '42'],
    ['text that is not JSON', '{"id": "evt_cut_off", "type": "payment_int'],
  ])('400 JSON for a correctly signed delivery of %s', async (_case, body) => {
    const response = await postWebhook(paid.app, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(MALFORMED_EVENT);
  });
});

describe('POST /api/stripe/webhook: retry is a decision', () => {
  it('answers 500 when Stripe cannot be reached, so Stripe delivers again; the redelivery credits once', async () => {
    const { uid, paymentIntentId } = await paidIntent();
    const event = stripeEvent('payment_intent.succeeded', paid.stripe.intent(paymentIntentId) ?? {});
    paid.stripe.failNext(1, { method: 'GET', pathPrefix: `/v1/payment_intents/${paymentIntentId}` });

    const failed = await postWebhook(paid.app, event);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ message: 'Something went wrong. Please try again.', code: 'internal' });
    await expectNothingChanged(uid);
    expect((await collections.stripeEvents(paid.app.db).doc(event.id).get()).exists).toBe(false);

    const redelivered = await postWebhook(paid.app, event);
    expect(redelivered.status).toBe(200);
    expect(await redelivered.json()).toEqual({ received: true, outcome: 'fulfilled' });
    await expectCreditedOnce(uid, paymentIntentId);
  });

  it('a crash after the event is marked but before the commit loses nothing: the redelivery credits', async () => {
    const { uid, paymentIntentId } = await paidIntent();
    const event = stripeEvent('payment_intent.succeeded', paid.stripe.intent(paymentIntentId) ?? {});
    const deps = {
      repositories: crashingBeforeCommit(paid.app.db),
      payments: createStripeGateway(STRIPE_TEST_CONFIG, paid.stripe.endpoint),
      logger: createRecordingLogger(),
    };
    const crash = handlePaymentEvent(deps, { id: event.id, type: event.type, paymentIntentId });
    await expect(crash).rejects.toThrow('Crashed before the commit');
    await expectNothingChanged(uid);
    expect((await collections.stripeEvents(paid.app.db).doc(event.id).get()).exists).toBe(false);

    const redelivered = await postWebhook(paid.app, event);
    expect(await redelivered.json()).toEqual({ received: true, outcome: 'fulfilled' });
    await expectCreditedOnce(uid, paymentIntentId);
  });

  it('answers 500 while the intent has not succeeded at Stripe, so the event comes again', async () => {
    const { client, user } = await signUp(paid.app);
    const { paymentIntentId } = await createIntent(client, catalog.packages.basic.id);
    const event = stripeEvent('payment_intent.succeeded', paid.stripe.intent(paymentIntentId) ?? {});
    expect((await postWebhook(paid.app, event)).status).toBe(500);
    expect(await balanceOf(paid.app, user.id)).toBe(0);
    paid.stripe.succeed(paymentIntentId);
    expect((await postWebhook(paid.app, event)).status).toBe(200);
    expect(await balanceOf(paid.app, user.id)).toBe(10);
  });

  it('acknowledges an intent the app did not create, without side effects', async () => {
    const foreign = paid.stripe.insertIntent({ amount: 2000, metadata: { orderId: 'shop-42' }, status: 'succeeded' });
    const response = await postWebhook(paid.app, stripeEvent('payment_intent.succeeded', foreign));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('acknowledges and logs a paid intent whose amount does not match, and credits nothing', async () => {
    const { user } = await signUp(paid.app);
    const tampered = paid.stripe.insertIntent({
      amount: 100,
      metadata: {
        userId: user.id,
        packageId: catalog.packages.studio.id,
        packageName: 'Studio',
        tokenAmount: '250',
        amountCents: '14999',
        kind: 'package',
      },
      status: 'succeeded',
    });
    const response = await postWebhook(paid.app, stripeEvent('payment_intent.succeeded', tampered));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: 'rejected' });
    expect(await balanceOf(paid.app, user.id)).toBe(0);
    expect(paid.app.logger.entries).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'A succeeded payment cannot be credited; support must look at it',
      }),
    );
  });

  it('acknowledges other event types without doing anything', async () => {
    const { uid, paymentIntentId } = await paidIntent();
    for (const type of ['payment_intent.created', 'payment_intent.payment_failed', 'charge.succeeded']) {
      const response = await postWebhook(paid.app, stripeEvent(type, paid.stripe.intent(paymentIntentId) ?? {}));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, outcome: 'ignored' });
    }
    await expectNothingChanged(uid);
  });
});

describe('POST /api/stripe/webhook without Stripe configuration', () => {
  const off = useTestApp();
  const noSecret = startedForFile(() => startPaymentsTestApp({ ...STRIPE_TEST_CONFIG, webhookSecret: null }));

  it.each([
    ['payments are off', () => off],
    ['Stripe keys are set but no webhook secret', () => noSecret.app],
  ])('answers 503 when %s', async (_case, appOf) => {
    const event = stripeEvent('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' });
    const response = await postWebhook(appOf(), event);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(PAYMENTS_NOT_CONFIGURED);
  });
});

/** The same Firestore, except that every transaction runs its body and then fails instead of committing. */
function crashingBeforeCommit(db: Firestore): Repositories {
  const repositories = firestoreRepositories(db);
  return {
    ...repositories,
    runTransaction: (work) =>
      repositories.runTransaction(async (tx) => {
        await work(tx);
        throw new Error('Crashed before the commit');
      }),
  };
}
