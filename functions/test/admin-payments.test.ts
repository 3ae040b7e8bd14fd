import { adminPaymentSchema, adminUserDetailSchema, paymentFulfilmentSchema } from '@roomremix/contracts/admin';
import { describe, expect, it } from 'vitest';
import { collections } from '../src/adapters/firestore/collections';
import { STRIPE_EVENT } from '../src/adapters/payments/stripe-webhook-events';
import { changeBalance } from '../src/services/core/ledger';
import { auditOf, sendJson, signedInAdmin, signedInUser, useSignedInAdmin } from './support/admin';
import { PAYMENT_NOT_FOUND, PAYMENTS_NOT_CONFIGURED } from './support/api-errors';
import { stripeEvent } from './fakes/stripe/fake-stripe';
import {
  balanceOf,
  createIntent,
  deliverSucceeded,
  ledgerOf,
  payFor,
  postWebhook,
  purchasesOf,
  usePaymentsAndCatalog,
} from './support/payments';
import { useTestApp } from './support/test-app';
import { firestoreRepositories } from '../src/adapters/firestore/repositories';

const { paid, catalog } = usePaymentsAndCatalog();
const off = useTestApp();
const admin = useSignedInAdmin(() => paid.app);

const inspect = (id: string) => admin.client.get(`/api/admin/payments/${id}`);
const retry = (id: string) => sendJson(paid.app, admin.client, 'POST', `/api/admin/payments/${id}/fulfilment`);

describe('admin payments', () => {
  it('when a paid intent was never fulfilled, then the retry credits it once through fulfilPayment, with its audit entry', async () => {
    const buyer = await signedInUser(paid.app);
    const { paymentIntentId } = await createIntent(buyer.client, catalog.packages.basic.id);
    paid.stripe.succeed(paymentIntentId);

    const before = adminPaymentSchema.parse(await (await inspect(paymentIntentId)).json());
    expect(before).toMatchObject({
      paymentIntentId,
      intent: {
        status: 'succeeded',
        amountCents: 999,
        currency: 'usd',
        metadata: expect.objectContaining({
          userId: buyer.uid,
          packageId: catalog.packages.basic.id,
          tokenAmount: '10',
        }) as unknown,
      },
      purchase: null,
      refund: null,
      events: [],
    });

    const response = await retry(paymentIntentId);
    expect(response.status).toBe(200);
    expect(paymentFulfilmentSchema.parse(await response.json())).toEqual({
      alreadyProcessed: false,
      userId: buyer.uid,
      tokenAmount: 10,
      tokenBalance: 10,
    });
    expect(await auditOf(paid.app, paymentIntentId)).toEqual([
      expect.objectContaining({
        action: 'payment.fulfil',
        actor: { kind: 'admin', uid: admin.uid, name: admin.username },
        target: { kind: 'payment', id: paymentIntentId, userId: buyer.uid },
        before: { fulfilled: false, tokenBalance: 0 },
        after: { fulfilled: true, tokenBalance: 10 },
      }),
    ]);
    const after = adminPaymentSchema.parse(await (await inspect(paymentIntentId)).json());
    expect(after.purchase).toMatchObject({ id: paymentIntentId, tokenAmount: 10, priceCents: 999 });

    // Again, then Stripe's late webhook: nothing more is credited or audited.
    expect(await (await retry(paymentIntentId)).json()).toMatchObject({ alreadyProcessed: true, tokenBalance: 10 });
    expect(await (await deliverSucceeded(paid.app, paid.stripe, paymentIntentId)).json()).toMatchObject({
      outcome: 'already_processed',
    });
    expect(await balanceOf(paid.app, buyer.uid)).toBe(10);
    expect((await ledgerOf(paid.app, buyer.uid)).size).toBe(1);
    expect(await auditOf(paid.app, paymentIntentId)).toHaveLength(1);
    const events = adminPaymentSchema.parse(await (await inspect(paymentIntentId)).json()).events;
    expect(events).toEqual([
      expect.objectContaining({ type: 'payment_intent.succeeded', outcome: 'already_processed' }),
    ]);
  });

  it('when a payment was refunded after tokens were spent, then its purchase shows what was taken back', async () => {
    const buyer = await signedInUser(paid.app);
    const paymentIntentId = await payFor(buyer.client, paid.stripe, catalog.packages.basic.id);
    await deliverSucceeded(paid.app, paid.stripe, paymentIntentId);
    await changeBalance(firestoreRepositories(paid.app.db), {
      uid: buyer.uid,
      delta: -2,
      reason: 'remix',
      ref: 'job',
      entryId: 'spent',
    });
    const refund = stripeEvent(STRIPE_EVENT.chargeRefunded, paid.stripe.refundCharge(paymentIntentId));
    expect((await postWebhook(paid.app, refund)).status).toBe(200);

    const reversal = { refundedCents: 999, disputedCents: 0, tokensTakenBack: 8, tokensNotTakenBack: 2 };
    const payment = adminPaymentSchema.parse(await (await inspect(paymentIntentId)).json());
    expect(payment.purchase?.reversal).toEqual(reversal);
    expect(payment.events).toContainEqual(expect.objectContaining({ type: 'charge.refunded', outcome: 'taken_back' }));
    const detail = adminUserDetailSchema.parse(await (await admin.client.get(`/api/admin/users/${buyer.uid}`)).json());
    expect(detail.purchases).toEqual([expect.objectContaining({ id: paymentIntentId, reversal })]);
  });

  it('when the intent is not paid, then the retry answers 402 and credits nothing', async () => {
    const buyer = await signedInUser(paid.app);
    const { paymentIntentId } = await createIntent(buyer.client, catalog.packages.basic.id);
    const response = await retry(paymentIntentId);
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({ message: 'Payment has not been completed', code: 'payment_required' });
    expect(await balanceOf(paid.app, buyer.uid)).toBe(0);
    expect(await auditOf(paid.app, paymentIntentId)).toEqual([]);
  });

  it("when the payer's profile is gone, then the retry answers 409 (the payer is missing, not the admin) and credits nothing", async () => {
    const buyer = await signedInUser(paid.app);
    const { paymentIntentId } = await createIntent(buyer.client, catalog.packages.basic.id);
    paid.stripe.succeed(paymentIntentId);
    await collections.users(paid.app.db).doc(buyer.uid).delete();

    const response = await retry(paymentIntentId);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: "This payment's user no longer exists, so there is no one to credit",
      code: 'conflict',
    });
    expect(await auditOf(paid.app, paymentIntentId)).toEqual([]);
    expect((await purchasesOf(paid.app, buyer.uid)).size).toBe(0);
  });

  it('answers 404 for an intent nobody knows and 400 for an id that is no intent id', async () => {
    const unknown = await inspect('pi_nobody_made_this');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual(PAYMENT_NOT_FOUND);
    expect((await retry('pi_nobody_made_this')).status).toBe(404);
    const malformed = await inspect('ch_123');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ message: 'Invalid payment intent id', code: 'validation_failed' });
  });

  it('answers 503 while payments are off', async () => {
    const offAdmin = await signedInAdmin(off);
    const response = await offAdmin.client.get('/api/admin/payments/pi_123');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(PAYMENTS_NOT_CONFIGURED);
  });
});
