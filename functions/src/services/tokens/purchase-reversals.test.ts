import { describe, expect, it } from 'vitest';
import type { PaymentEvent } from '../../adapters/payments/payment-gateway';
import type { ReversalReport } from '../../domain/purchase-reversal';
import { useTokensWorld } from '../../../test/memory/tokens-world';
import { applyBalanceChange } from '../core';
import { fulfilPayment } from './fulfil-payment';
import { handlePaymentEvent } from './payments-webhook';
import { startPurchase } from './start-purchase';

const world = useTokensWorld();

/** u1 paid for the Basic package (10 tokens for $5.00); credited unless `credited` is false. */
async function boughtBasic({ credited = true } = {}) {
  const w = world();
  const started = await startPurchase(w.deps, 'u1', { packageId: 'basic' });
  if (started.kind !== 'intent') throw new Error('Expected a payment intent');
  const paymentIntentId = started.paymentIntentId;
  w.stripe.succeed(paymentIntentId);
  if (credited) await fulfilPayment(w.deps, paymentIntentId);
  let delivered = 0;
  const deliver = (type: string, reversal: ReversalReport, id = `evt_${(delivered += 1)}`) => {
    const event: PaymentEvent = {
      id,
      type,
      paymentIntentId,
      reversal: { ...reversal, currency: 'usd' },
    };
    return handlePaymentEvent(w.deps, event);
  };
  const spend = (tokens: number) =>
    w.repositories.runTransaction((tx) =>
      applyBalanceChange(w.repositories, tx, {
        uid: 'u1',
        delta: -tokens,
        reason: 'remix',
        ref: 'job',
        entryId: `spend-${tokens}`,
      }),
    );
  return { ...w, paymentIntentId, deliver, spend };
}

describe('a refund of a purchase', () => {
  it('takes back the purchase’s tokens once, however often it is delivered or reported again', async () => {
    const w = await boughtBasic();
    expect(await w.deliver('charge.refunded', { kind: 'refund', amountCents: 500 }, 'evt_refund')).toBe('taken_back');
    expect(await w.deliver('charge.refunded', { kind: 'refund', amountCents: 500 }, 'evt_refund')).toBe('duplicate');
    expect(await w.deliver('charge.refunded', { kind: 'refund', amountCents: 500 })).toBe('nothing_more');
    expect(w.balance()).toBe(0);
    expect(w.ledger().map(({ doc }) => doc.delta)).toEqual([10, -10]);
  });

  it('never takes back more than was bought, refunded in parts', async () => {
    const w = await boughtBasic();
    await w.repositories.runTransaction((tx) =>
      applyBalanceChange(w.repositories, tx, { uid: 'u1', delta: 25, reason: 'admin', ref: 'gift', entryId: 'gift' }),
    );
    expect(await w.deliver('charge.refunded', { kind: 'refund', amountCents: 250 })).toBe('taken_back');
    expect(w.balance()).toBe(30);
    expect(await w.deliver('charge.refunded', { kind: 'refund', amountCents: 500 })).toBe('taken_back');
    expect(await w.deliver('charge.refunded', { kind: 'refund', amountCents: 400 })).toBe('nothing_more');
    expect(w.balance()).toBe(25);
  });

  it('takes back only what is left unspent, never below zero', async () => {
    const w = await boughtBasic();
    await w.spend(7);
    expect(await w.deliver('charge.refunded', { kind: 'refund', amountCents: 500 })).toBe('taken_back');
    expect(w.balance()).toBe(0);
    const purchase = w.store.get<{ reversal: { tokensTakenBack: number; tokensNotTakenBack: number } }>(
      `tokenPurchases/${w.paymentIntentId}`,
    );
    expect(purchase?.reversal).toMatchObject({ tokensTakenBack: 3, tokensNotTakenBack: 7 });
  });

  it('that failed gives back what it took and no more, once', async () => {
    const w = await boughtBasic();
    await w.spend(7);
    await w.deliver('charge.refunded', { kind: 'refund', amountCents: 500 });
    const failed = { kind: 'refund_failed', refundId: 're_1', amountCents: 500 } as const;
    expect(await w.deliver('refund.failed', failed)).toBe('given_back');
    expect(await w.deliver('refund.failed', failed)).toBe('nothing_more');
    expect(w.balance()).toBe(3);
  });

  it('of a payment not credited yet credits it first, so the take-back has a purchase to act on', async () => {
    const w = await boughtBasic({ credited: false });
    expect(await w.deliver('charge.refunded', { kind: 'refund', amountCents: 500 })).toBe('taken_back');
    expect(w.balance()).toBe(0);
    expect(w.purchases()).toHaveLength(1);
    expect(w.ledger().map(({ doc }) => doc.delta)).toEqual([10, -10]);
  });
});

describe('a dispute of a purchase', () => {
  it('takes back the tokens when its funds are withdrawn and gives them back once when reinstated', async () => {
    const w = await boughtBasic();
    expect(await w.deliver('charge.dispute.created', { kind: 'dispute', withdrawnCents: 0, stage: 1 })).toBe(
      'nothing_more',
    );
    const withdrawn = { kind: 'dispute', withdrawnCents: 500, stage: 2 } as const;
    expect(await w.deliver('charge.dispute.funds_withdrawn', withdrawn)).toBe('taken_back');
    expect(w.balance()).toBe(0);
    const reinstated = { kind: 'dispute', withdrawnCents: 0, stage: 3 } as const;
    expect(await w.deliver('charge.dispute.funds_reinstated', reinstated)).toBe('given_back');
    expect(await w.deliver('charge.dispute.funds_reinstated', reinstated)).toBe('nothing_more');
    expect(await w.deliver('charge.dispute.funds_withdrawn', withdrawn)).toBe('nothing_more');
    expect(w.balance()).toBe(10);
  });

  it('after a full refund takes back nothing more', async () => {
    const w = await boughtBasic();
    await w.deliver('charge.refunded', { kind: 'refund', amountCents: 500 });
    const withdrawn = { kind: 'dispute', withdrawnCents: 500, stage: 2 } as const;
    expect(await w.deliver('charge.dispute.funds_withdrawn', withdrawn)).toBe('nothing_more');
    expect(w.balance()).toBe(0);
  });
});
