import { STARTER_PACK_PACKAGE_ID } from '@roomremix/contracts/tokens';
import { describe, expect, it } from 'vitest';
import { useTokensWorld } from '../../../test/memory/tokens-world';
import { STARTER_PACK_PRODUCT } from '../../domain/pricing';
import { fulfilPayment } from './fulfil-payment';
import { createPaymentIntent, DuplicateStarterPackRefundedError } from './payments';
import { handlePaymentEvent } from './payments-webhook';
import { claimStarterPack, StarterPackClaimedError } from './starter-pack';

const world = useTokensWorld();

describe('the Starter Pack with payments off', () => {
  it('is granted once: 3 tokens, marked claimed, and a second claim is refused changing nothing', async () => {
    const w = world();
    const granted = await claimStarterPack(w.depsWithoutPayments, 'u1');
    expect(granted).toMatchObject({ kind: 'granted', profile: { tokenBalance: 3, hasClaimedFreeTokens: true } });
    await expect(claimStarterPack(w.depsWithoutPayments, 'u1')).rejects.toThrow(StarterPackClaimedError);
    expect(w.user()).toMatchObject({ tokenBalance: 3, hasClaimedFreeTokens: true });
    expect(w.ledger()).toHaveLength(1);
    expect(w.purchases().map(({ id }) => id)).toEqual(['starter-pack-u1']);
  });

  it('claimed at once many times is granted exactly once', async () => {
    const w = world();
    const claims = await Promise.allSettled([1, 2, 3, 4].map(() => claimStarterPack(w.depsWithoutPayments, 'u1')));
    expect(claims.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
    expect(w.balance()).toBe(3);
    expect(w.ledger()).toHaveLength(1);
  });
});

describe('the Starter Pack with payments on', () => {
  it('is sold once: every claim gets the same intent, and once paid the pack is credited and claimed', async () => {
    const w = world();
    const first = await claimStarterPack(w.deps, 'u1');
    const again = await claimStarterPack(w.deps, 'u1');
    if (first.kind !== 'intent' || again.kind !== 'intent') throw new Error('Expected payment intents');
    expect(again.paymentIntentId).toBe(first.paymentIntentId);
    expect(first.amountCents).toBe(STARTER_PACK_PRODUCT.priceCents);
    w.stripe.succeed(first.paymentIntentId);
    await fulfilPayment(w.deps, first.paymentIntentId, { callerUid: 'u1', packageId: STARTER_PACK_PACKAGE_ID });
    expect(w.user()).toMatchObject({ tokenBalance: 3, hasClaimedFreeTokens: true });
    await expect(claimStarterPack(w.deps, 'u1')).rejects.toThrow(StarterPackClaimedError);
  });

  it('paid a second time is refunded once, never credited, however often it is delivered', async () => {
    const w = world();
    const first = await claimStarterPack(w.deps, 'u1');
    if (first.kind !== 'intent') throw new Error('Expected a payment intent');
    const second = await createPaymentIntent(w.deps, 'u1', STARTER_PACK_PRODUCT, STARTER_PACK_PRODUCT.priceCents, {
      idempotencyKey: 'a-later-checkout',
    });
    w.stripe.succeed(first.paymentIntentId);
    w.stripe.succeed(second.paymentIntentId);
    await fulfilPayment(w.deps, first.paymentIntentId);
    const refunds = w.stripe.refunds().length;
    await expect(fulfilPayment(w.deps, second.paymentIntentId)).rejects.toThrow(DuplicateStarterPackRefundedError);
    expect(await handlePaymentEvent(w.deps, w.succeeded(second.paymentIntentId))).toBe('refunded');
    expect(await handlePaymentEvent(w.deps, w.succeeded(second.paymentIntentId))).toBe('duplicate');
    expect(await handlePaymentEvent(w.deps, w.succeeded(second.paymentIntentId, 'evt_again'))).toBe('refunded');
    expect(w.stripe.refunds()).toHaveLength(refunds + 1);
    expect(w.balance()).toBe(3);
    expect(w.purchases()).toHaveLength(1);
    expect(w.store.get(`refundedPayments/${second.paymentIntentId}`)).toMatchObject({
      userId: 'u1',
      refundId: expect.any(String),
    });
  });
});
