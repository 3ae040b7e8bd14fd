import { describe, expect, it } from 'vitest';
import { aCoupon, BASIC, useTokensWorld } from '../../../test/memory/tokens-world';
import { CouponRefusedError } from './coupons';
import { listActivePackages, UnknownPackageError } from './packages';
import { confirmPurchaseCoupon, CouponNotUsedError, purchaseHistory, PurchaseNotFoundError } from './purchases';
import { startPurchase } from './start-purchase';

const world = useTokensWorld();

describe('the store', () => {
  it('lists the packages on sale, cheapest first, leaving out switched-off and malformed ones', async () => {
    const w = world();
    const { id: _basic, ...basic } = BASIC;
    w.store.set('tokenPackages/pro', { ...basic, name: 'Pro', tokenAmount: 50, priceCents: 2000 });
    w.store.set('tokenPackages/cheap', { ...basic, name: 'Cheap', priceCents: 100 });
    w.store.set('tokenPackages/retired', { ...basic, isActive: false });
    w.store.set('tokenPackages/broken', { ...basic, priceCents: -5 });
    const listed = await listActivePackages(w.repositories, w.deps.logger);
    expect(listed.map(({ id, price }) => [id, price])).toEqual([
      ['cheap', '1.00'],
      ['basic', '5.00'],
      ['pro', '20.00'],
    ]);
  });

  it('refuses to sell a package that is switched off or unknown, or with a coupon that cannot be used, writing nothing', async () => {
    const w = world();
    const { id: _basic, ...basic } = BASIC;
    w.store.set('tokenPackages/retired', { ...basic, isActive: false });
    w.seedCoupon('OLD', aCoupon({ expiresAt: new Date(1_000_000_000_000) }));
    await expect(startPurchase(w.deps, 'u1', { packageId: 'retired' })).rejects.toThrow(UnknownPackageError);
    await expect(startPurchase(w.deps, 'u1', { packageId: 'nope' })).rejects.toThrow(UnknownPackageError);
    await expect(startPurchase(w.deps, 'u1', { packageId: 'basic', couponCode: 'OLD' })).rejects.toThrow(
      CouponRefusedError,
    );
    await expect(startPurchase(w.deps, 'u1', { packageId: 'basic', couponCode: 'NOPE' })).rejects.toThrow(
      CouponRefusedError,
    );
    expect(w.store.query('couponUses')).toEqual([]);
    expect(w.coupon('OLD')).toMatchObject({ reserved: 0, redemptions: 0 });
    expect(w.purchases()).toEqual([]);
  });

  it('shows a user their own purchases, newest first, and confirms only the coupon a purchase used', async () => {
    const w = world();
    w.seedUser('u2');
    w.seedCoupon('FREE', aCoupon({ percentOff: 100 }));
    const free = await startPurchase(w.deps, 'u1', { packageId: 'basic', couponCode: 'FREE' });
    if (free.kind !== 'free') throw new Error('Expected a free purchase');
    expect(await purchaseHistory(w.repositories, 'u1')).toEqual([
      expect.objectContaining({ id: free.purchaseId, packageName: 'Basic', tokenAmount: 10, price: '0.00' }),
    ]);
    expect(await purchaseHistory(w.repositories, 'u2')).toEqual([]);
    expect(await confirmPurchaseCoupon(w.repositories, 'u1', free.purchaseId, 'FREE')).toBe('FREE');
    await expect(confirmPurchaseCoupon(w.repositories, 'u1', free.purchaseId, 'OTHER')).rejects.toThrow(
      CouponNotUsedError,
    );
    await expect(confirmPurchaseCoupon(w.repositories, 'u2', free.purchaseId, 'FREE')).rejects.toThrow(
      PurchaseNotFoundError,
    );
  });
});
