import type { Firestore } from 'firebase-admin/firestore';
import type { PurchasesRepository } from '../../ports/purchases';
import { collections } from './collections';
import { firestoreTransactionOf } from './transactions';

/** `tokenPurchases/{id}` and `refundedPayments/{paymentIntentId}` in Firestore. */
export function firestorePurchases(db: Firestore): PurchasesRepository {
  const purchase = (id: string) => collections.tokenPurchases(db).doc(id);
  const refund = (paymentIntentId: string) => collections.refundedPayments(db).doc(paymentIntentId);
  const txOf = firestoreTransactionOf;
  return {
    read: async (id) => (await purchase(id).get()).data(),
    readIn: async (tx, id) => (await txOf(tx).get(purchase(id))).data(),
    createIn: (tx, id, record) => void txOf(tx).create(purchase(id), record),
    updateIn: (tx, id, change) => void txOf(tx).update(purchase(id), change),
    async listOf(uid, limit) {
      const newestFirst = collections.tokenPurchases(db).where('userId', '==', uid).orderBy('createdAt', 'desc');
      const snapshot = await (limit === undefined ? newestFirst : newestFirst.limit(limit)).get();
      return snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id }));
    },
    readRefund: async (paymentIntentId) => (await refund(paymentIntentId).get()).data(),
    readRefundIn: async (tx, paymentIntentId) => (await txOf(tx).get(refund(paymentIntentId))).data(),
    createRefundIn: (tx, paymentIntentId, record) => void txOf(tx).create(refund(paymentIntentId), record),
    updateRefundIn: (tx, paymentIntentId, change) => void txOf(tx).update(refund(paymentIntentId), change),
  };
}
