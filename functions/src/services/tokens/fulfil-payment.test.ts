import { describe, expect, it } from 'vitest';
import { useTokensWorld } from '../../../test/memory/tokens-world';
import { UnknownUserError } from '../core';
import { fulfilPayment } from './fulfil-payment';
import { PaymentNotCompletedError, PaymentNotFoundError } from './payments';
import { handlePaymentEvent } from './payments-webhook';
import { startPurchase } from './start-purchase';

const world = useTokensWorld();

/** A world where u1 has paid for the Basic package (10 tokens) and nothing is credited yet. */
async function paidBasic() {
  const w = world();
  const started = await startPurchase(w.deps, 'u1', { packageId: 'basic' });
  if (started.kind !== 'intent') throw new Error('Expected a payment intent');
  w.stripe.succeed(started.paymentIntentId);
  return { ...w, paymentIntentId: started.paymentIntentId };
}

describe('fulfilling a paid purchase', () => {
  it('credits the tokens once, with one purchase and one ledger entry', async () => {
    const w = await paidBasic();
    const fulfilment = await fulfilPayment(w.deps, w.paymentIntentId, { callerUid: 'u1', packageId: 'basic' });
    expect(fulfilment).toMatchObject({ alreadyProcessed: false, uid: 'u1', tokenAmount: 10 });
    expect(fulfilment.profile.tokenBalance).toBe(10);
    expect(w.balance()).toBe(10);
    expect(w.purchases()).toEqual([
      { id: w.paymentIntentId, doc: expect.objectContaining({ userId: 'u1', tokenAmount: 10, price: '5.00' }) },
    ]);
    expect(w.ledger()).toEqual([
      { id: `purchase-${w.paymentIntentId}`, doc: expect.objectContaining({ delta: 10, reason: 'purchase' }) },
    ]);
  });

  it('credits once however often the purchase call and the webhook come, one after another', async () => {
    const w = await paidBasic();
    const call = () => fulfilPayment(w.deps, w.paymentIntentId, { callerUid: 'u1', packageId: 'basic' });
    expect((await call()).alreadyProcessed).toBe(false);
    expect(await handlePaymentEvent(w.deps, w.succeeded(w.paymentIntentId))).toBe('already_processed');
    expect(await handlePaymentEvent(w.deps, w.succeeded(w.paymentIntentId))).toBe('duplicate');
    expect(await handlePaymentEvent(w.deps, w.succeeded(w.paymentIntentId, 'evt_other'))).toBe('already_processed');
    expect((await call()).alreadyProcessed).toBe(true);
    expect(w.balance()).toBe(10);
    expect(w.ledger()).toHaveLength(1);
    expect(w.purchases()).toHaveLength(1);
  });

  it('credits once when the webhook comes first and the purchase call after it', async () => {
    const w = await paidBasic();
    expect(await handlePaymentEvent(w.deps, w.succeeded(w.paymentIntentId))).toBe('fulfilled');
    const call = await fulfilPayment(w.deps, w.paymentIntentId, { callerUid: 'u1', packageId: 'basic' });
    expect(call.alreadyProcessed).toBe(true);
    expect(call.profile.tokenBalance).toBe(10);
    expect(w.balance()).toBe(10);
    expect(w.store.get(`stripeEvents/evt_${w.paymentIntentId}`)).toMatchObject({ outcome: 'fulfilled' });
  });

  it('credits once when the calls and deliveries all arrive at once', async () => {
    const w = await paidBasic();
    const outcomes = await Promise.all([
      fulfilPayment(w.deps, w.paymentIntentId, { callerUid: 'u1', packageId: 'basic' }),
      handlePaymentEvent(w.deps, w.succeeded(w.paymentIntentId)),
      handlePaymentEvent(w.deps, w.succeeded(w.paymentIntentId)),
      handlePaymentEvent(w.deps, w.succeeded(w.paymentIntentId, 'evt_other')),
      fulfilPayment(w.deps, w.paymentIntentId, { callerUid: 'u1' }),
    ]);
    const credited = outcomes.filter(
      (outcome) => outcome === 'fulfilled' || (typeof outcome === 'object' && !outcome.alreadyProcessed),
    );
    expect(credited).toHaveLength(1);
    expect(w.balance()).toBe(10);
    expect(w.ledger()).toHaveLength(1);
    expect(w.purchases()).toHaveLength(1);
  });

  it('refuses another user’s payment and an unpaid one, changing nothing', async () => {
    const w = world();
    w.seedUser('u2');
    const started = await startPurchase(w.deps, 'u1', { packageId: 'basic' });
    if (started.kind !== 'intent') throw new Error('Expected a payment intent');
    await expect(fulfilPayment(w.deps, started.paymentIntentId, { callerUid: 'u1' })).rejects.toThrow(
      PaymentNotCompletedError,
    );
    w.stripe.succeed(started.paymentIntentId);
    await expect(fulfilPayment(w.deps, started.paymentIntentId, { callerUid: 'u2' })).rejects.toThrow(
      PaymentNotFoundError,
    );
    expect(w.balance('u1')).toBe(0);
    expect(w.balance('u2')).toBe(0);
    expect(w.purchases()).toEqual([]);
  });

  it('acknowledges a payment whose user is gone as rejected, crediting nothing', async () => {
    const w = await paidBasic();
    w.store.delete('users/u1');
    expect(await handlePaymentEvent(w.deps, w.succeeded(w.paymentIntentId))).toBe('rejected');
    await expect(fulfilPayment(w.deps, w.paymentIntentId)).rejects.toThrow(UnknownUserError);
    expect(w.purchases()).toEqual([]);
    expect(w.store.get(`stripeEvents/evt_${w.paymentIntentId}`)).toBeUndefined();
  });
});
