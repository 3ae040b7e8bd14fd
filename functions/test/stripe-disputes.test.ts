import { describe, expect, it } from 'vitest';
import { STRIPE_EVENT } from '../src/adapters/payments/stripe-webhook-events';
import { stripeEvent } from './fakes/stripe/fake-stripe';
import {
  bookedBalanceOf,
  creditedPurchase as creditedPurchaseOf,
  deliverEvent,
  deliverInARow,
  ledgerOf,
  purchasesOf,
  usePaymentsAndCatalog,
} from './support/payments';

const { paid, catalog } = usePaymentsAndCatalog();

/** A user whose Basic purchase (10 tokens for $9.99) was credited through the webhook, having spent `spent`. */
function creditedPurchase(spent = 0): Promise<{ uid: string; paymentIntentId: string }> {
  return creditedPurchaseOf(paid, catalog.packages.basic.id, spent);
}

/** POSTs a signed event around the dispute (or charge) and returns the status and the webhook's outcome. */
function deliver(type: string, object: object): Promise<{ status: number; outcome: unknown }> {
  return deliverEvent(paid.app, type, object);
}

/** The user's dispute entries, oldest first, as [reason, delta]. */
async function disputeEntriesOf(uid: string): Promise<[string, number][]> {
  const entries = [...(await ledgerOf(paid.app, uid)).values()].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  );
  return entries
    .filter((entry) => entry.reason === 'purchase_disputed' || entry.reason === 'purchase_reinstated')
    .map((entry) => [entry.reason, entry.delta]);
}

describe('POST /api/stripe/webhook: an inquiry moves no money, so it takes no tokens', () => {
  it('when charge.dispute.created is an inquiry (warning_needs_response), then it takes nothing', async () => {
    const { uid, paymentIntentId } = await creditedPurchase();
    const inquiry = paid.stripe.dispute(paymentIntentId, { inquiry: true });

    expect(await deliver(STRIPE_EVENT.disputeCreated, inquiry)).toEqual({ status: 200, outcome: 'nothing_more' });
    const closed = paid.stripe.closeDispute(inquiry.id, 'won');
    expect(closed.status).toBe('warning_closed');
    expect(await deliver(STRIPE_EVENT.disputeClosed, closed)).toEqual({ status: 200, outcome: 'nothing_more' });

    expect(await bookedBalanceOf(paid.app, uid)).toBe(10);
    expect(await disputeEntriesOf(uid)).toEqual([]);
  });
});

describe('POST /api/stripe/webhook: withdrawn funds take the tokens back once', () => {
  it('when funds_withdrawn comes before created and each comes twice, then 10 tokens go once', async () => {
    const { uid, paymentIntentId } = await creditedPurchase();
    const dispute = paid.stripe.dispute(paymentIntentId);
    const withdrawn = stripeEvent(STRIPE_EVENT.disputeFundsWithdrawn, dispute);
    const created = stripeEvent(STRIPE_EVENT.disputeCreated, dispute);

    expect(await deliverInARow(paid.app, withdrawn, 2)).toEqual(['taken_back', 'duplicate']);
    expect(await deliverInARow(paid.app, created, 2)).toEqual(['nothing_more', 'duplicate']);

    expect(await bookedBalanceOf(paid.app, uid)).toBe(0);
    expect(await disputeEntriesOf(uid)).toEqual([['purchase_disputed', -10]]);
  });

  it('when created and funds_withdrawn come at once, three events of each, then 10 tokens go once', async () => {
    const { uid, paymentIntentId } = await creditedPurchase();
    const dispute = paid.stripe.dispute(paymentIntentId);
    const types = [STRIPE_EVENT.disputeCreated, STRIPE_EVENT.disputeFundsWithdrawn];

    const answers = await Promise.all([1, 2, 3].flatMap(() => types.map((type) => deliver(type, dispute))));

    expect(answers.filter(({ status }) => status !== 200)).toEqual([]);
    expect(answers.map(({ outcome }) => outcome).sort()).toEqual([...Array(5).fill('nothing_more'), 'taken_back']);
    expect(await bookedBalanceOf(paid.app, uid)).toBe(0);
    expect(await disputeEntriesOf(uid)).toEqual([['purchase_disputed', -10]]);
  });

  it('when the dispute is lost after the withdrawal, then closed takes nothing more', async () => {
    const { uid, paymentIntentId } = await creditedPurchase();
    const dispute = paid.stripe.dispute(paymentIntentId);
    expect(await deliver(STRIPE_EVENT.disputeFundsWithdrawn, dispute)).toEqual({ status: 200, outcome: 'taken_back' });

    const lost = paid.stripe.closeDispute(dispute.id, 'lost');
    expect(await deliver(STRIPE_EVENT.disputeClosed, lost)).toEqual({ status: 200, outcome: 'nothing_more' });

    expect(await bookedBalanceOf(paid.app, uid)).toBe(0);
    expect(await disputeEntriesOf(uid)).toEqual([['purchase_disputed', -10]]);
  });
});

describe('POST /api/stripe/webhook: reinstated funds give back what the dispute took, once', () => {
  it('when the dispute is won, then funds_reinstated and closed (each twice) give the 10 tokens back once', async () => {
    const { uid, paymentIntentId } = await creditedPurchase();
    const dispute = paid.stripe.dispute(paymentIntentId);
    expect(await deliver(STRIPE_EVENT.disputeCreated, dispute)).toEqual({ status: 200, outcome: 'taken_back' });

    const won = paid.stripe.closeDispute(dispute.id, 'won');
    const reinstated = stripeEvent(STRIPE_EVENT.disputeFundsReinstated, won);
    const closed = stripeEvent(STRIPE_EVENT.disputeClosed, won);
    expect(await deliverInARow(paid.app, reinstated, 2)).toEqual(['given_back', 'duplicate']);
    expect(await deliverInARow(paid.app, closed, 2)).toEqual(['nothing_more', 'duplicate']);
    // The withdrawal's events again, late: the dispute has moved past them.
    expect(await deliver(STRIPE_EVENT.disputeFundsWithdrawn, dispute)).toEqual({
      status: 200,
      outcome: 'nothing_more',
    });

    expect(await bookedBalanceOf(paid.app, uid)).toBe(10);
    expect(await disputeEntriesOf(uid)).toEqual([
      ['purchase_disputed', -10],
      ['purchase_reinstated', 10],
    ]);
  });

  it('when funds_reinstated and closed (won) come at once, three events of each, then 10 tokens come back once', async () => {
    const { uid, paymentIntentId } = await creditedPurchase();
    const dispute = paid.stripe.dispute(paymentIntentId);
    expect(await deliver(STRIPE_EVENT.disputeFundsWithdrawn, dispute)).toEqual({ status: 200, outcome: 'taken_back' });
    const won = paid.stripe.closeDispute(dispute.id, 'won');
    const types = [STRIPE_EVENT.disputeFundsReinstated, STRIPE_EVENT.disputeClosed];

    const answers = await Promise.all([1, 2, 3].flatMap(() => types.map((type) => deliver(type, won))));

    expect(answers.map(({ outcome }) => outcome).sort()).toEqual(['given_back', ...Array(5).fill('nothing_more')]);
    expect(await bookedBalanceOf(paid.app, uid)).toBe(10);
    expect(await disputeEntriesOf(uid)).toEqual([
      ['purchase_disputed', -10],
      ['purchase_reinstated', 10],
    ]);
  });

  it('when 3 of 10 tokens were spent before the withdrawal, then a win gives back the 7 taken, never 10', async () => {
    const { uid, paymentIntentId } = await creditedPurchase(3);
    const dispute = paid.stripe.dispute(paymentIntentId);
    expect(await deliver(STRIPE_EVENT.disputeFundsWithdrawn, dispute)).toEqual({ status: 200, outcome: 'taken_back' });
    expect(await bookedBalanceOf(paid.app, uid)).toBe(0);

    const won = paid.stripe.closeDispute(dispute.id, 'won');
    expect(await deliver(STRIPE_EVENT.disputeClosed, won)).toEqual({ status: 200, outcome: 'given_back' });
    expect(await deliver(STRIPE_EVENT.disputeFundsReinstated, won)).toEqual({ status: 200, outcome: 'nothing_more' });

    expect(await bookedBalanceOf(paid.app, uid)).toBe(7);
    expect(await disputeEntriesOf(uid)).toEqual([
      ['purchase_disputed', -7],
      ['purchase_reinstated', 7],
    ]);
    const { reversal } = (await purchasesOf(paid.app, uid)).get(paymentIntentId) ?? {};
    expect(reversal).toMatchObject({ disputedCents: 0, tokensTakenBack: 0, tokensNotTakenBack: 0 });
  });

  it('when every token was spent before the withdrawal, then a win gives nothing back', async () => {
    const { uid, paymentIntentId } = await creditedPurchase(10);
    const dispute = paid.stripe.dispute(paymentIntentId);
    expect(await deliver(STRIPE_EVENT.disputeFundsWithdrawn, dispute)).toEqual({ status: 200, outcome: 'all_spent' });

    const won = paid.stripe.closeDispute(dispute.id, 'won');
    expect(await deliver(STRIPE_EVENT.disputeFundsReinstated, won)).toEqual({ status: 200, outcome: 'nothing_more' });

    expect(await bookedBalanceOf(paid.app, uid)).toBe(0);
    expect(await disputeEntriesOf(uid)).toEqual([]);
  });

  it('when funds_reinstated comes before funds_withdrawn, then nothing is taken or given', async () => {
    const { uid, paymentIntentId } = await creditedPurchase();
    const dispute = paid.stripe.dispute(paymentIntentId);
    const won = paid.stripe.closeDispute(dispute.id, 'won');

    expect(await deliver(STRIPE_EVENT.disputeFundsReinstated, won)).toEqual({ status: 200, outcome: 'nothing_more' });
    expect(await deliver(STRIPE_EVENT.disputeFundsWithdrawn, dispute)).toEqual({
      status: 200,
      outcome: 'nothing_more',
    });
    expect(await deliver(STRIPE_EVENT.disputeCreated, dispute)).toEqual({ status: 200, outcome: 'nothing_more' });

    expect(await bookedBalanceOf(paid.app, uid)).toBe(10);
    expect(await disputeEntriesOf(uid)).toEqual([]);
  });

  it('when a full-amount dispute of a half-refunded payment is lost, then the refunded half Stripe reinstates gives nothing back', async () => {
    const { uid, paymentIntentId } = await creditedPurchase();
    const refunded = paid.stripe.refundCharge(paymentIntentId, 500);
    expect(await deliver(STRIPE_EVENT.chargeRefunded, refunded)).toEqual({ status: 200, outcome: 'taken_back' });
    const dispute = paid.stripe.dispute(paymentIntentId, { amountCents: 999 });
    expect(await deliver(STRIPE_EVENT.disputeFundsWithdrawn, dispute)).toEqual({ status: 200, outcome: 'taken_back' });

    const lost = paid.stripe.closeDispute(dispute.id, 'lost');
    expect(lost.balance_transactions.map((transaction) => transaction.amount)).toEqual([-999, 500]);
    expect(await deliver(STRIPE_EVENT.disputeFundsReinstated, lost)).toEqual({ status: 200, outcome: 'nothing_more' });

    expect(await bookedBalanceOf(paid.app, uid)).toBe(0);
  });
});
