import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CouponRecord, CouponUseRecord } from '../../src/ports/coupons';
import type { TokenPurchaseRecord } from '../../src/ports/purchases';
import type { Repositories } from '../../src/ports/repositories';
import type { TokenPackageRecord } from '../../src/ports/token-packages';

const aPackage = (overrides: Partial<TokenPackageRecord> = {}): TokenPackageRecord => ({
  name: 'Basic',
  size: 'small',
  description: '10 tokens',
  tokenAmount: 10,
  priceCents: 500,
  price: '5.00',
  isActive: true,
  stripePriceId: null,
  ...overrides,
});

const aCoupon = (overrides: Partial<CouponRecord> = {}): CouponRecord => ({
  percentOff: 20,
  amountOffCents: null,
  active: true,
  expiresAt: new Date(1_900_000_000_000),
  maxRedemptions: 5,
  redemptions: 0,
  reserved: 0,
  maxPerUser: null,
  ...overrides,
});

const aPurchase = (userId: string, createdAt: Date): TokenPurchaseRecord => ({
  userId,
  kind: 'package',
  packageId: 'basic',
  packageSize: 'small',
  packageName: 'Basic',
  tokenAmount: 10,
  priceCents: 500,
  price: '5.00',
  couponCode: null,
  stripePaymentId: null,
  createdAt,
});

const aUse = (code: string, userId: string, pendingSince: Date | null): CouponUseRecord => ({
  code,
  userId,
  redeemed: 0,
  pendingKey: pendingSince === null ? null : `key-${userId}`,
  pendingIntentId: null,
  pendingSince,
});

/**
 * What the tokens capability relies on from its repositories, run on every store: the Firestore emulator
 * (functions/test/repositories.test.ts) and memory (functions/test/memory/repositories.test.ts).
 */
export function tokensRepositoriesContract(name: string, open: () => { repositories: Repositories }): void {
  describe(`${name}: the tokens repositories`, () => {
    const fresh = () => {
      const id = randomUUID();
      return { ...open(), id: `contract-${id}`, code: `C${id.replaceAll('-', '').toUpperCase()}` };
    };

    it('creates a package once, lists it while active, and changes only the fields given', async () => {
      const { repositories, id } = fresh();
      const { tokenPackages, runTransaction } = repositories;
      await runTransaction(async (tx) => tokenPackages.createIn(tx, id, aPackage()));
      await expect(runTransaction(async (tx) => tokenPackages.createIn(tx, id, aPackage()))).rejects.toThrow();
      expect(await tokenPackages.read(id)).toEqual(aPackage());
      expect(await runTransaction((tx) => tokenPackages.readIn(tx, id))).toEqual(aPackage());
      expect((await tokenPackages.listActive()).find((pkg) => pkg.id === id)).toEqual({ ...aPackage(), id });
      await runTransaction(async (tx) => tokenPackages.updateIn(tx, id, { isActive: false, priceCents: 700 }));
      expect(await tokenPackages.read(id)).toEqual(aPackage({ isActive: false, priceCents: 700 }));
      expect((await tokenPackages.listActive()).some((pkg) => pkg.id === id)).toBe(false);
      const listed = (await tokenPackages.list()).find((pkg) => pkg.id === id);
      expect(listed).toEqual({ ...aPackage({ isActive: false, priceCents: 700 }), id });
    });

    it('keeps a coupon and a user’s use of it, instants as Dates', async () => {
      const { repositories, code, id: uid } = fresh();
      const { coupons, runTransaction } = repositories;
      expect(await runTransaction((tx) => coupons.readWithUseIn(tx, code, uid))).toEqual({
        coupon: undefined,
        use: undefined,
      });
      await runTransaction(async (tx) => coupons.createIn(tx, code, aCoupon()));
      await expect(runTransaction(async (tx) => coupons.createIn(tx, code, aCoupon()))).rejects.toThrow();
      const use = aUse(code, uid, new Date(1_800_000_000_000));
      await runTransaction(async (tx) => coupons.writeUseIn(tx, use));
      expect(await coupons.read(code)).toEqual(aCoupon());
      expect((await coupons.list()).find((coupon) => coupon.code === code)).toEqual({ ...aCoupon(), code });
      expect(await coupons.readUse(code, uid)).toEqual(use);
      expect(await runTransaction((tx) => coupons.readWithUseIn(tx, code, uid))).toEqual({ coupon: aCoupon(), use });
      await runTransaction(async (tx) => {
        coupons.updateIn(tx, code, { redemptions: 1, reserved: 0 });
        coupons.updateUseIn(tx, code, uid, { redeemed: 1, pendingKey: null, pendingSince: null });
      });
      expect(await runTransaction((tx) => coupons.readIn(tx, code))).toEqual(aCoupon({ redemptions: 1 }));
      expect(await runTransaction((tx) => coupons.readUseIn(tx, code, uid))).toEqual({
        ...use,
        redeemed: 1,
        pendingKey: null,
        pendingSince: null,
      });
    });

    it('finds the reservations of one coupon made before an instant, oldest first, at most the limit', async () => {
      const { repositories, code } = fresh();
      const { coupons, runTransaction } = repositories;
      const at = (minute: number) => new Date(1_800_000_000_000 + minute * 60_000);
      await runTransaction(async (tx) => {
        coupons.writeUseIn(tx, aUse(code, 'late', at(30)));
        coupons.writeUseIn(tx, aUse(code, 'second', at(2)));
        coupons.writeUseIn(tx, aUse(code, 'first', at(1)));
        coupons.writeUseIn(tx, aUse(code, 'third', at(3)));
        coupons.writeUseIn(tx, aUse(code, 'none', null));
        coupons.writeUseIn(tx, aUse(`${code}X`, 'other', at(0)));
      });
      const found = await coupons.reservationsBefore(code, at(10), 2);
      expect(found.map((use) => use.userId)).toEqual(['first', 'second']);
      expect((await coupons.reservationsBefore(code, at(10), 10)).map((use) => use.userId)).toEqual([
        'first',
        'second',
        'third',
      ]);
    });

    it('creates a purchase once, lists a user’s newest first, and keeps what its reversals changed', async () => {
      const { repositories, id: uid } = fresh();
      const { purchases, runTransaction } = repositories;
      const older = aPurchase(uid, new Date(1_800_000_000_000));
      const newer = aPurchase(uid, new Date(1_800_000_060_000));
      await runTransaction(async (tx) => {
        purchases.createIn(tx, `${uid}-a`, older);
        purchases.createIn(tx, `${uid}-b`, newer);
        purchases.createIn(tx, `${uid}-other`, aPurchase(`${uid}-someone-else`, new Date(1_800_000_030_000)));
      });
      await expect(runTransaction(async (tx) => purchases.createIn(tx, `${uid}-a`, newer))).rejects.toThrow();
      expect(await purchases.listOf(uid)).toEqual([
        { ...newer, id: `${uid}-b` },
        { ...older, id: `${uid}-a` },
      ]);
      expect(await purchases.listOf(uid, 1)).toEqual([{ ...newer, id: `${uid}-b` }]);
      const reversal = {
        refundedCents: 500,
        failedRefunds: {},
        disputedCents: 0,
        disputeStage: 0,
        tokensTakenBack: 10,
        tokensNotTakenBack: 0,
        updatedAt: new Date(1_800_000_120_000),
      };
      await runTransaction(async (tx) => purchases.updateIn(tx, `${uid}-a`, { reversal }));
      expect(await purchases.read(`${uid}-a`)).toEqual({ ...older, reversal });
      expect(await runTransaction((tx) => purchases.readIn(tx, `${uid}-missing`))).toBeUndefined();
    });

    it('records a refunded payment once and then its refund id', async () => {
      const { repositories, id } = fresh();
      const { purchases, runTransaction } = repositories;
      const refund = {
        userId: 'u1',
        amountCents: 300,
        reason: 'starter_pack_claimed' as const,
        refundId: null,
        createdAt: new Date(1_800_000_000_000),
      };
      expect(await purchases.readRefund(id)).toBeUndefined();
      await runTransaction(async (tx) => purchases.createRefundIn(tx, id, refund));
      await expect(runTransaction(async (tx) => purchases.createRefundIn(tx, id, refund))).rejects.toThrow();
      await runTransaction(async (tx) => purchases.updateRefundIn(tx, id, { refundId: 're_1' }));
      expect(await purchases.readRefund(id)).toEqual({ ...refund, refundId: 're_1' });
      expect(await runTransaction((tx) => purchases.readRefundIn(tx, id))).toEqual({ ...refund, refundId: 're_1' });
    });

    it('marks a webhook event handled once, and lists a payment’s events', async () => {
      const { repositories, id } = fresh();
      const { stripeEvents, runTransaction } = repositories;
      const event = {
        type: 'payment_intent.succeeded',
        paymentIntentId: `pi_${id}`,
        outcome: 'fulfilled' as const,
        processedAt: new Date(1_800_000_000_000),
      };
      expect(await stripeEvents.read(`evt_${id}`)).toBeUndefined();
      await runTransaction(async (tx) => stripeEvents.createIn(tx, `evt_${id}`, event));
      await expect(runTransaction(async (tx) => stripeEvents.createIn(tx, `evt_${id}`, event))).rejects.toThrow();
      expect(await stripeEvents.read(`evt_${id}`)).toEqual(event);
      expect(await runTransaction((tx) => stripeEvents.readIn(tx, `evt_${id}`))).toEqual(event);
      expect(await stripeEvents.listOfPayment(`pi_${id}`)).toEqual([{ ...event, id: `evt_${id}` }]);
    });
  });
}
