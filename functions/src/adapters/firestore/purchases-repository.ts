import { type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { ReversalState } from '../../domain/purchase-reversal';
import { collections, type RefundedPaymentDoc, type TokenPurchaseDoc } from './collections';

/** A stored purchase and its id (the payment intent id, or the id of a purchase that cost nothing). */
export interface StoredPurchase {
  id: string;
  purchase: TokenPurchaseDoc;
}

/** `tokenPurchases/{id}` as stored now. */
export async function readPurchase(db: Firestore, id: string): Promise<TokenPurchaseDoc | undefined> {
  return (await collections.tokenPurchases(db).doc(id).get()).data();
}

/** Reads `tokenPurchases/{id}` in `tx`. */
export async function readPurchaseIn(
  db: Firestore,
  tx: Transaction,
  id: string,
): Promise<TokenPurchaseDoc | undefined> {
  return (await tx.get(collections.tokenPurchases(db).doc(id))).data();
}

/** Creates `tokenPurchases/{id}` in `tx`; the transaction fails if it exists. */
export function createPurchaseIn(db: Firestore, tx: Transaction, id: string, purchase: TokenPurchaseDoc): void {
  tx.create(collections.tokenPurchases(db).doc(id), purchase);
}

/** Stores what the purchase's refunds and disputes took back so far, in `tx`. */
export function setPurchaseReversalIn(db: Firestore, tx: Transaction, id: string, reversal: ReversalState): void {
  tx.update(collections.tokenPurchases(db).doc(id), { reversal: { ...reversal, updatedAt: new Date() } });
}

/** The user's purchases, newest first. */
export async function listPurchasesOf(db: Firestore, uid: string): Promise<StoredPurchase[]> {
  const snapshot = await collections.tokenPurchases(db).where('userId', '==', uid).orderBy('createdAt', 'desc').get();
  return snapshot.docs.map((doc) => ({ id: doc.id, purchase: doc.data() }));
}

/** `refundedPayments/{paymentIntentId}` as stored now. */
export async function readRefundedPayment(
  db: Firestore,
  paymentIntentId: string,
): Promise<RefundedPaymentDoc | undefined> {
  return (await collections.refundedPayments(db).doc(paymentIntentId).get()).data();
}

/** Reads `refundedPayments/{paymentIntentId}` in `tx`. */
export async function readRefundedPaymentIn(
  db: Firestore,
  tx: Transaction,
  paymentIntentId: string,
): Promise<RefundedPaymentDoc | undefined> {
  return (await tx.get(collections.refundedPayments(db).doc(paymentIntentId))).data();
}

/** Creates `refundedPayments/{paymentIntentId}` in `tx`. */
export function createRefundedPaymentIn(
  db: Firestore,
  tx: Transaction,
  paymentIntentId: string,
  refund: RefundedPaymentDoc,
): void {
  tx.create(collections.refundedPayments(db).doc(paymentIntentId), refund);
}

/** Stores Stripe's refund id on `refundedPayments/{paymentIntentId}` in `tx`. */
export function setRefundIdIn(db: Firestore, tx: Transaction, paymentIntentId: string, refundId: string): void {
  tx.update(collections.refundedPayments(db).doc(paymentIntentId), { refundId });
}
