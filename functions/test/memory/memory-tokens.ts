import type { CouponRecord, CouponsRepository, CouponUseRecord } from '../../src/ports/coupons';
import type { PurchasesRepository, RefundedPaymentRecord, TokenPurchaseRecord } from '../../src/ports/purchases';
import type { Repositories } from '../../src/ports/repositories';
import type { StripeEventRecord, StripeEventsRepository } from '../../src/ports/stripe-events';
import type { TokenPackageRecord, TokenPackagesRepository } from '../../src/ports/token-packages';
import { type MemoryStore, memoryTxOf } from './memory-store';

function memoryTokenPackages(store: MemoryStore): TokenPackagesRepository {
  const pkg = (id: string) => `tokenPackages/${id}`;
  const listed = (keep?: (doc: TokenPackageRecord) => boolean) =>
    store.query<TokenPackageRecord>('tokenPackages', keep).map(({ id, doc }) => ({ ...doc, id }));
  return {
    read: async (id) => store.get<TokenPackageRecord>(pkg(id)),
    readIn: async (tx, id) => memoryTxOf(tx).get<TokenPackageRecord>(pkg(id)),
    list: async () => listed(),
    listActive: async () => listed((doc) => doc.isActive),
    createIn: (tx, id, record) => memoryTxOf(tx).create(pkg(id), record),
    updateIn: (tx, id, change) => memoryTxOf(tx).update(pkg(id), change),
  };
}

function memoryCoupons(store: MemoryStore): CouponsRepository {
  const coupon = (code: string) => `coupons/${code}`;
  const use = (code: string, uid: string) => `couponUses/${code}:${uid}`;
  return {
    read: async (code) => store.get<CouponRecord>(coupon(code)),
    readIn: async (tx, code) => memoryTxOf(tx).get<CouponRecord>(coupon(code)),
    list: async () => store.query<CouponRecord>('coupons').map(({ id, doc }) => ({ ...doc, code: id })),
    createIn: (tx, code, record) => memoryTxOf(tx).create(coupon(code), record),
    updateIn: (tx, code, change) => memoryTxOf(tx).update(coupon(code), change),
    readUse: async (code, uid) => store.get<CouponUseRecord>(use(code, uid)),
    readWithUseIn: async (tx, code, uid) => ({
      coupon: memoryTxOf(tx).get<CouponRecord>(coupon(code)),
      use: memoryTxOf(tx).get<CouponUseRecord>(use(code, uid)),
    }),
    readUseIn: async (tx, code, uid) => memoryTxOf(tx).get<CouponUseRecord>(use(code, uid)),
    writeUseIn: (tx, record) => memoryTxOf(tx).set(use(record.code, record.userId), record),
    updateUseIn: (tx, code, uid, change) => memoryTxOf(tx).update(use(code, uid), change),
    async reservationsBefore(code, before, limit) {
      const since = (doc: CouponUseRecord) => doc.pendingSince?.getTime() ?? Infinity;
      return store
        .query<CouponUseRecord>('couponUses', (doc) => doc.code === code && since(doc) < before.getTime())
        .map(({ doc }) => doc)
        .sort((a, b) => since(a) - since(b))
        .slice(0, limit);
    },
  };
}

function memoryPurchases(store: MemoryStore): PurchasesRepository {
  const purchase = (id: string) => `tokenPurchases/${id}`;
  const refund = (paymentIntentId: string) => `refundedPayments/${paymentIntentId}`;
  return {
    read: async (id) => store.get<TokenPurchaseRecord>(purchase(id)),
    readIn: async (tx, id) => memoryTxOf(tx).get<TokenPurchaseRecord>(purchase(id)),
    createIn: (tx, id, record) => memoryTxOf(tx).create(purchase(id), record),
    updateIn: (tx, id, change) => memoryTxOf(tx).update(purchase(id), change),
    async listOf(uid, limit) {
      return store
        .query<TokenPurchaseRecord>('tokenPurchases', (doc) => doc.userId === uid)
        .map(({ id, doc }) => ({ ...doc, id }))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, limit);
    },
    readRefund: async (paymentIntentId) => store.get<RefundedPaymentRecord>(refund(paymentIntentId)),
    readRefundIn: async (tx, paymentIntentId) => memoryTxOf(tx).get<RefundedPaymentRecord>(refund(paymentIntentId)),
    createRefundIn: (tx, paymentIntentId, record) => memoryTxOf(tx).create(refund(paymentIntentId), record),
    updateRefundIn: (tx, paymentIntentId, change) => memoryTxOf(tx).update(refund(paymentIntentId), change),
  };
}

function memoryStripeEvents(store: MemoryStore): StripeEventsRepository {
  const event = (id: string) => `stripeEvents/${id}`;
  return {
    read: async (id) => store.get<StripeEventRecord>(event(id)),
    readIn: async (tx, id) => memoryTxOf(tx).get<StripeEventRecord>(event(id)),
    createIn: (tx, id, record) => memoryTxOf(tx).create(event(id), record),
    listOfPayment: async (paymentIntentId) =>
      store
        .query<StripeEventRecord>('stripeEvents', (doc) => doc.paymentIntentId === paymentIntentId)
        .map(({ id, doc }) => ({ ...doc, id })),
  };
}

/** The tokens capability's repositories over one in-memory store. */
export function memoryTokenRepositories(
  store: MemoryStore,
): Pick<Repositories, 'coupons' | 'purchases' | 'stripeEvents' | 'tokenPackages'> {
  return {
    coupons: memoryCoupons(store),
    purchases: memoryPurchases(store),
    stripeEvents: memoryStripeEvents(store),
    tokenPackages: memoryTokenPackages(store),
  };
}
