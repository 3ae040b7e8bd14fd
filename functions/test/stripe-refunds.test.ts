import { createPaymentIntentResponseSchema } from '@roomremix/contracts/tokens';
import { describe, expect, it } from 'vitest';
import { collections } from '../src/adapters/firestore/collections';
import type { LedgerEntry } from '../src/ports/ledger';
import { STRIPE_EVENT } from '../src/adapters/payments/stripe-webhook-events';
import { changeBalance } from '../src/services/core/ledger';
import { stripeEvent } from './fakes/stripe/fake-stripe';
import { signUp, storedProfile } from './support/accounts';
import { firestoreRepositories } from '../src/adapters/firestore/repositories';
import {
  balanceOf,
  bookedBalanceOf,
  creditedPurchase as creditedPurchaseOf,
  deliverAtOnce,
  deliverEvent,
  deliverInARow,
  deliverSucceeded,
  ledgerOf,
  payFor,
  postWebhook,
  purchasesOf,
  usePaymentsAndCatalog,
} from './support/payments';

const { paid, catalog } = usePaymentsAndCatalog();

/** The Basic package: 10 tokens for $9.99. */
const BASIC_CENTS = 999;

/** A user whose Basic purchase (10 tokens) was credited through the webhook, having spent `spent` of them. */
function creditedPurchase(spent = 0): Promise<{ uid: string; paymentIntentId: string }> {
  return creditedPurchaseOf(paid, catalog.packages.basic.id, spent);
}

/** POSTs a signed event around `object` and returns the status and the outcome the webhook answered. */
function deliver(type: string, object: object): Promise<{ status: number; outcome: unknown }> {
  return deliverEvent(paid.app, type, object);
}

/** Refunds `amountCents` (default: the rest) at the fake and delivers its `charge.refunded`. */
function deliverRefund(paymentIntentId: string, amountCents?: number) {
  return deliver(STRIPE_EVENT.chargeRefunded, paid.stripe.refundCharge(paymentIntentId, amountCents));
}

/** Opens a chargeback at the fake (its funds withdrawn at once) and delivers its `charge.dispute.created`. */
function deliverDispute(paymentIntentId: string, amountCents?: number) {
  return deliver(STRIPE_EVENT.disputeCreated, paid.stripe.dispute(paymentIntentId, { amountCents }));
}

/** The refund the fake made last for the intent, by id. */
function lastRefundOf(paymentIntentId: string): string {
  const refund = paid.stripe.refunds().findLast((candidate) => candidate.payment_intent === paymentIntentId);
  if (!refund) throw new Error(`The fake has no refund of ${paymentIntentId}`);
  return refund.id;
}

/** The user's take-back and give-back entries (the ledger entries of refunds and disputes), oldest first. */
async function takeBacksOf(uid: string): Promise<Pick<LedgerEntry, 'delta' | 'reason' | 'ref'>[]> {
  const entries = [...(await ledgerOf(paid.app, uid)).values()];
  return entries
    .filter((entry) => entry.reason.startsWith('purchase_'))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map(({ delta, reason, ref }) => ({ delta, reason, ref }));
}

/** The purchase's reversal record, its time checked and left out. */
async function reversalOf(uid: string, paymentIntentId: string) {
  const { updatedAt, ...reversal } = (await purchasesOf(paid.app, uid)).get(paymentIntentId)?.reversal ?? {};
  expect(updatedAt).toBeInstanceOf(Date);
  return reversal;
}

describe('POST /api/stripe/webhook: a refund or dispute takes back the purchase’s unspent tokens', () => {
  it.each([
    ['refund', 3, 'purchase_refunded', { refundedCents: BASIC_CENTS, disputedCents: 0, disputeStage: 0 }],
    // A chargeback's funds are withdrawn when it opens: one balance transaction, stage 2 (stripe-dispute.ts).
    ['dispute', 1, 'purchase_disputed', { refundedCents: 0, disputedCents: BASIC_CENTS, disputeStage: 2 }],
  ] as const)(
    'when a full %s comes after %i of 10 tokens were spent, then the rest are taken back in one entry, the spent recorded',
    async (kind, spent, reason, amounts) => {
      const { uid, paymentIntentId } = await creditedPurchase(spent);

      const delivered = kind === 'refund' ? deliverRefund(paymentIntentId) : deliverDispute(paymentIntentId);
      expect(await delivered).toEqual({ status: 200, outcome: 'taken_back' });

      expect(await balanceOf(paid.app, uid)).toBe(0);
      expect(await takeBacksOf(uid)).toEqual([{ delta: -(10 - spent), reason, ref: paymentIntentId }]);
      const entryIds = [...(await ledgerOf(paid.app, uid)).keys()].filter((id) => id.startsWith('reversal-'));
      expect(entryIds).toEqual([expect.stringMatching(new RegExp(`^reversal-${paymentIntentId}-evt_`))]);
      expect(await reversalOf(uid, paymentIntentId)).toEqual({
        ...amounts,
        failedRefunds: {},
        tokensTakenBack: 10 - spent,
        tokensNotTakenBack: spent,
      });
    },
  );

  it('when every token was spent, then the balance stays at 0 and all 10 are recorded as not taken back', async () => {
    const { uid, paymentIntentId } = await creditedPurchase(10);

    expect(await deliverRefund(paymentIntentId)).toEqual({ status: 200, outcome: 'all_spent' });

    expect(await balanceOf(paid.app, uid)).toBe(0);
    expect(await takeBacksOf(uid)).toEqual([]);
    expect(await reversalOf(uid, paymentIntentId)).toMatchObject({ tokensTakenBack: 0, tokensNotTakenBack: 10 });
  });

  it('when the same event comes 5 times in a row, then it takes back once', async () => {
    const { uid, paymentIntentId } = await creditedPurchase();
    const event = stripeEvent(STRIPE_EVENT.chargeRefunded, paid.stripe.refundCharge(paymentIntentId));
    const outcomes = await deliverInARow(paid.app, event);
    expect(outcomes).toEqual(['taken_back', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await balanceOf(paid.app, uid)).toBe(0);
    expect(await takeBacksOf(uid)).toHaveLength(1);
  });

  it('when the same event comes 5 times at once, then it takes back once', async () => {
    const { uid, paymentIntentId } = await creditedPurchase(2);
    const event = stripeEvent(STRIPE_EVENT.chargeRefunded, paid.stripe.refundCharge(paymentIntentId));
    const outcomes = await deliverAtOnce(paid.app, event);
    expect(outcomes.filter((outcome) => outcome === 'taken_back')).toHaveLength(1);
    expect(await balanceOf(paid.app, uid)).toBe(0);
    expect(await takeBacksOf(uid)).toEqual([{ delta: -8, reason: 'purchase_refunded', ref: paymentIntentId }]);
    expect(await reversalOf(uid, paymentIntentId)).toMatchObject({ tokensTakenBack: 8, tokensNotTakenBack: 2 });
  });

  it('when another event reports the same refund (Stripe may send both), then it takes nothing more', async () => {
    const { uid, paymentIntentId } = await creditedPurchase();
    const charge = paid.stripe.refundCharge(paymentIntentId);
    expect(await deliver(STRIPE_EVENT.chargeRefunded, charge)).toEqual({ status: 200, outcome: 'taken_back' });
    expect(await deliver(STRIPE_EVENT.chargeRefunded, charge)).toEqual({ status: 200, outcome: 'nothing_more' });
    expect(await takeBacksOf(uid)).toHaveLength(1);
  });

  it('when $3.00 of $9.99 is refunded, then 4 of 10 tokens go (3.003, rounded up); the rest later takes 6', async () => {
    const { uid, paymentIntentId } = await creditedPurchase();
    const partial = paid.stripe.refundCharge(paymentIntentId, 300);

    expect(await deliver(STRIPE_EVENT.chargeRefunded, partial)).toEqual({ status: 200, outcome: 'taken_back' });
    expect(await balanceOf(paid.app, uid)).toBe(6);

    expect(await deliverRefund(paymentIntentId)).toEqual({ status: 200, outcome: 'taken_back' });
    // The first partial refund's event again, late: its smaller total changes nothing.
    expect(await deliver(STRIPE_EVENT.chargeRefunded, partial)).toEqual({ status: 200, outcome: 'nothing_more' });
    expect(await balanceOf(paid.app, uid)).toBe(0);
    expect(await takeBacksOf(uid)).toEqual([
      { delta: -4, reason: 'purchase_refunded', ref: paymentIntentId },
      { delta: -6, reason: 'purchase_refunded', ref: paymentIntentId },
    ]);
    expect(await reversalOf(uid, paymentIntentId)).toMatchObject({ refundedCents: BASIC_CENTS, tokensTakenBack: 10 });
  });

  it('when the payment is refunded before its payment_intent.succeeded arrived, then it is credited and taken back', async () => {
    const { client, user } = await signUp(paid.app);
    const paymentIntentId = await payFor(client, paid.stripe, catalog.packages.basic.id);

    expect(await deliverRefund(paymentIntentId)).toEqual({ status: 200, outcome: 'taken_back' });
    expect(await balanceOf(paid.app, user.id)).toBe(0);
    expect((await ledgerOf(paid.app, user.id)).get(`purchase-${paymentIntentId}`)?.delta).toBe(10);
    expect(await takeBacksOf(user.id)).toEqual([{ delta: -10, reason: 'purchase_refunded', ref: paymentIntentId }]);

    // The succeeded event, late, credits nothing more.
    const late = await deliverSucceeded(paid.app, paid.stripe, paymentIntentId);
    expect(await late.json()).toEqual({ received: true, outcome: 'already_processed' });
    expect(await balanceOf(paid.app, user.id)).toBe(0);
  });

  it('when the Starter Pack is refunded, then its 3 tokens go and the pack stays claimed', async () => {
    const { client, user } = await signUp(paid.app);
    const response = await client.post('/api/tokens/free');
    const { paymentIntentId } = createPaymentIntentResponseSchema.parse(await response.json());
    paid.stripe.succeed(paymentIntentId);
    expect((await deliverSucceeded(paid.app, paid.stripe, paymentIntentId)).status).toBe(200);
    expect(await balanceOf(paid.app, user.id)).toBe(3);

    expect(await deliverRefund(paymentIntentId, 100)).toEqual({ status: 200, outcome: 'taken_back' });
    expect(await balanceOf(paid.app, user.id)).toBe(2);
    expect(await deliverRefund(paymentIntentId)).toEqual({ status: 200, outcome: 'taken_back' });
    expect(await balanceOf(paid.app, user.id)).toBe(0);
    expect((await storedProfile(paid.app, user.id))?.hasClaimedFreeTokens).toBe(true);
  });
});

describe('POST /api/stripe/webhook: refunds and disputes of one payment add up', () => {
  it('when a dispute follows a full refund, then it takes nothing more', async () => {
    const { uid, paymentIntentId } = await creditedPurchase();
    await changeBalance(firestoreRepositories(paid.app.db), {
      uid,
      delta: 5,
      reason: 'admin',
      ref: 'gift',
      entryId: `gift-${uid}`,
    });
    expect(await deliverRefund(paymentIntentId)).toEqual({ status: 200, outcome: 'taken_back' });
    expect(await balanceOf(paid.app, uid)).toBe(5);

    expect(await deliverDispute(paymentIntentId, BASIC_CENTS)).toEqual({ status: 200, outcome: 'nothing_more' });

    expect(await balanceOf(paid.app, uid)).toBe(5);
    expect(await takeBacksOf(uid)).toHaveLength(1);
  });

  it('when a dispute follows a partial refund, then it takes back the rest', async () => {
    const { uid, paymentIntentId } = await creditedPurchase();
    expect(await deliverRefund(paymentIntentId, 500)).toEqual({ status: 200, outcome: 'taken_back' });
    expect(await balanceOf(paid.app, uid)).toBe(4);

    expect(await deliverDispute(paymentIntentId)).toEqual({ status: 200, outcome: 'taken_back' });
    expect(await balanceOf(paid.app, uid)).toBe(0);
    expect((await takeBacksOf(uid)).map((entry) => entry.delta)).toEqual([-6, -4]);
  });
});

describe('POST /api/stripe/webhook: a failed refund gives back what its charge.refunded took', () => {
  it('when a full refund fails, then refund.failed gives the 7 tokens taken back once, however often it comes', async () => {
    const { uid, paymentIntentId } = await creditedPurchase(3);
    expect(await deliverRefund(paymentIntentId)).toEqual({ status: 200, outcome: 'taken_back' });
    expect(await balanceOf(paid.app, uid)).toBe(0);

    const failed = paid.stripe.failRefund(lastRefundOf(paymentIntentId));
    const event = stripeEvent(STRIPE_EVENT.refundFailed, failed);
    expect(await deliverInARow(paid.app, event, 3)).toEqual(['given_back', 'duplicate', 'duplicate']);
    // Another event of the same failure (a retry Stripe made under a new event id) gives nothing more.
    expect(await deliver(STRIPE_EVENT.refundFailed, failed)).toEqual({ status: 200, outcome: 'nothing_more' });

    expect(await bookedBalanceOf(paid.app, uid)).toBe(7);
    expect((await takeBacksOf(uid)).map((entry) => [entry.reason, entry.delta])).toEqual([
      ['purchase_refunded', -7],
      ['purchase_refund_failed', 7],
    ]);
    expect(await reversalOf(uid, paymentIntentId)).toMatchObject({ tokensTakenBack: 0, tokensNotTakenBack: 0 });
  });

  it('when refund.failed comes before its charge.refunded, then neither takes nor gives anything', async () => {
    const { uid, paymentIntentId } = await creditedPurchase();
    const refunded = paid.stripe.refundCharge(paymentIntentId);
    const failed = paid.stripe.failRefund(lastRefundOf(paymentIntentId));

    expect(await deliver(STRIPE_EVENT.refundFailed, failed)).toEqual({ status: 200, outcome: 'nothing_more' });
    expect(await deliver(STRIPE_EVENT.chargeRefunded, refunded)).toEqual({ status: 200, outcome: 'nothing_more' });

    expect(await bookedBalanceOf(paid.app, uid)).toBe(10);
    expect(await takeBacksOf(uid)).toEqual([]);
  });

  it('when the failed refund had found every token spent, then it gives nothing back and clears the record', async () => {
    const { uid, paymentIntentId } = await creditedPurchase(10);
    expect(await deliverRefund(paymentIntentId)).toEqual({ status: 200, outcome: 'all_spent' });

    const failed = paid.stripe.failRefund(lastRefundOf(paymentIntentId));
    expect(await deliver(STRIPE_EVENT.refundFailed, failed)).toEqual({ status: 200, outcome: 'nothing_more' });

    expect(await bookedBalanceOf(paid.app, uid)).toBe(0);
    expect(await reversalOf(uid, paymentIntentId)).toMatchObject({ tokensTakenBack: 0, tokensNotTakenBack: 0 });
  });
});

describe('POST /api/stripe/webhook: refunds and disputes of payments unknown here', () => {
  /** A Charge of an intent this app never saw, as a refund event carries it. */
  const charge = (paymentIntent: string | null) => ({
    id: 'ch_unknown',
    object: 'charge',
    amount: 2000,
    amount_refunded: 2000,
    currency: 'usd',
    payment_intent: paymentIntent,
    refunded: true,
  });

  it.each([
    ['an intent Stripe does not have', () => charge('pi_NotOursAtAll0000000000')],
    [
      'an intent another system created',
      () =>
        charge(paid.stripe.insertIntent({ amount: 2000, metadata: { orderId: 'shop-42' }, status: 'succeeded' }).id),
    ],
    ['a charge without an intent', () => charge(null)],
  ])('when the charge is of %s, then 200 ignored, and nothing is written', async (_case, chargeOf) => {
    const { uid } = await creditedPurchase();
    const object = chargeOf();
    const event = stripeEvent(STRIPE_EVENT.chargeRefunded, object);

    const response = await postWebhook(paid.app, event);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await balanceOf(paid.app, uid)).toBe(10);
    expect((await collections.stripeEvents(paid.app.db).doc(event.id).get()).exists).toBe(false);
    if (object.payment_intent !== null) {
      expect(paid.app.logger.entries).toContainEqual(
        expect.objectContaining({
          level: 'info',
          message: expect.stringMatching(/^Ignored a /),
          fields: expect.objectContaining({ eventId: event.id }),
        }),
      );
    }
  });
});
