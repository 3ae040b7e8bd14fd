import { describe, expect, it } from 'vitest';
import { aCoupon, useTokensWorld } from '../../../test/memory/tokens-world';
import type { CouponUseRecord } from '../../ports/coupons';
import { CouponRefusedError, validateCoupon } from './coupons';
import { fulfilPayment } from './fulfil-payment';
import { handlePaymentEvent } from './payments-webhook';
import { startPurchase } from './start-purchase';

const world = useTokensWorld();

/** A world selling with the coupon `SAVE` (20 % off unless `coupon` says otherwise). */
function withCoupon(coupon = aCoupon()) {
  const w = world();
  w.seedCoupon('SAVE', coupon);
  const use = (uid = 'u1') => w.store.get<CouponUseRecord>(`couponUses/SAVE:${uid}`);
  const buy = async (uid = 'u1') => {
    const started = await startPurchase(w.deps, uid, { packageId: 'basic', couponCode: 'SAVE' });
    if (started.kind !== 'intent') throw new Error('Expected a payment intent');
    return started;
  };
  return { ...w, use, buy };
}

describe('a coupon on a paid purchase', () => {
  it('holds one reservation for the checkout, turned into one redemption when it is paid', async () => {
    const w = withCoupon();
    const started = await w.buy();
    expect(started.amountCents).toBe(400);
    expect((await w.buy()).paymentIntentId).toBe(started.paymentIntentId);
    expect(w.coupon('SAVE')).toMatchObject({ reserved: 1, redemptions: 0 });
    expect(w.use()).toMatchObject({ pendingIntentId: started.paymentIntentId, redeemed: 0 });
    w.stripe.succeed(started.paymentIntentId);
    await fulfilPayment(w.deps, started.paymentIntentId);
    expect(await handlePaymentEvent(w.deps, w.succeeded(started.paymentIntentId))).toBe('already_processed');
    expect(w.coupon('SAVE')).toMatchObject({ reserved: 0, redemptions: 1 });
    expect(w.use()).toMatchObject({ redeemed: 1, pendingKey: null, pendingIntentId: null, pendingSince: null });
  });

  it('gives a cancelled intent’s reservation back once, however often the cancellation is delivered', async () => {
    const w = withCoupon(aCoupon({ maxRedemptions: 1 }));
    const started = await w.buy();
    await w.deps.payments?.cancelPaymentIntent(started.paymentIntentId, 'abandoned');
    const cancelled = { id: 'evt_cancel', type: 'payment_intent.canceled', paymentIntentId: started.paymentIntentId };
    expect(await handlePaymentEvent(w.deps, cancelled)).toBe('released');
    expect(await handlePaymentEvent(w.deps, { ...cancelled, id: 'evt_cancel_again' })).toBe('ignored');
    expect(w.coupon('SAVE')).toMatchObject({ reserved: 0, redemptions: 0 });
    w.seedUser('u2');
    await expect(w.buy('u2')).resolves.toMatchObject({ amountCents: 400 });
  });

  it('with one redemption left is refused to a second user while the first holds it, changing nothing', async () => {
    const w = withCoupon(aCoupon({ maxRedemptions: 1 }));
    w.seedUser('u2');
    await w.buy();
    await expect(w.buy('u2')).rejects.toThrow(CouponRefusedError);
    expect(w.coupon('SAVE')).toMatchObject({ reserved: 1, redemptions: 0 });
    expect(w.use('u2')).toBeUndefined();
  });

  it('is told to be invalid when unknown, and valid with its price when it applies', async () => {
    const w = withCoupon();
    const unknown = await validateCoupon(w.repositories, 'u1', { code: 'NOPE', packageId: 'basic' });
    expect(unknown).toMatchObject({ valid: false, finalPrice: null });
    const valid = await validateCoupon(w.repositories, 'u1', { code: 'SAVE', packageId: 'basic' });
    expect(valid).toMatchObject({ valid: true, percentOff: 20, finalPrice: '4.00' });
  });
});

describe('a coupon that makes the purchase free', () => {
  it('completes it at once and once: a repeat finds the same purchase and credits nothing more', async () => {
    const w = withCoupon(aCoupon({ percentOff: 100 }));
    const first = await startPurchase(w.deps, 'u1', { packageId: 'basic', couponCode: 'SAVE' });
    const again = await startPurchase(w.deps, 'u1', { packageId: 'basic', couponCode: 'SAVE' });
    expect(first).toMatchObject({ kind: 'free', tokenAmount: 10, profile: { tokenBalance: 10 } });
    expect(again).toMatchObject({ kind: 'free', purchaseId: first.kind === 'free' ? first.purchaseId : '' });
    expect(w.balance()).toBe(10);
    expect(w.ledger()).toHaveLength(1);
    expect(w.coupon('SAVE')).toMatchObject({ redemptions: 1, reserved: 0 });
  });

  it('with N redemptions left is redeemed exactly N times however many users race for it', async () => {
    const w = withCoupon(aCoupon({ percentOff: 100, maxRedemptions: 2 }));
    const users = ['u2', 'u3', 'u4', 'u5'];
    for (const uid of users) w.seedUser(uid);
    const outcomes = await Promise.allSettled(
      users.map((uid) => startPurchase(w.deps, uid, { packageId: 'basic', couponCode: 'SAVE' })),
    );
    expect(outcomes.filter(({ status }) => status === 'fulfilled')).toHaveLength(2);
    expect(w.coupon('SAVE')).toMatchObject({ redemptions: 2 });
    expect(users.map((uid) => w.balance(uid)).sort()).toEqual([0, 0, 10, 10]);
  });
});
