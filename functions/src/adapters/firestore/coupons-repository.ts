import { type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { collections, type CouponDoc, type CouponUseDoc } from './collections';

/** `coupons/{CODE}`; `code` is already trimmed and upper-cased by the contract's couponCodeSchema. */
export function couponRef(db: Firestore, code: string): DocumentReference<CouponDoc> {
  return collections.coupons(db).doc(code);
}

/** `couponUses/{CODE}:{uid}`; uids and coupon codes hold no ':', so the pair names one document. */
export function couponUseRef(db: Firestore, code: string, uid: string): DocumentReference<CouponUseDoc> {
  return collections.couponUses(db).doc(`${code}:${uid}`);
}

/** A coupon and one user's use of it, as read together; either is undefined when it does not exist. */
export interface CouponAndUse {
  coupon: CouponDoc | undefined;
  use: CouponUseDoc | undefined;
}

/** The coupon `code` as stored now. */
export async function readCoupon(db: Firestore, code: string): Promise<CouponDoc | undefined> {
  return (await couponRef(db, code).get()).data();
}

/** The user's use of coupon `code` as stored now. */
export async function readCouponUse(db: Firestore, code: string, uid: string): Promise<CouponUseDoc | undefined> {
  return (await couponUseRef(db, code, uid).get()).data();
}

/** Reads the user's use of coupon `code` in `tx`. */
export async function readCouponUseIn(
  db: Firestore,
  tx: Transaction,
  code: string,
  uid: string,
): Promise<CouponUseDoc | undefined> {
  return (await tx.get(couponUseRef(db, code, uid))).data();
}

/** Reads the coupon and the user's use of it in `tx`. */
export async function readCouponAndUseIn(
  db: Firestore,
  tx: Transaction,
  code: string,
  uid: string,
): Promise<CouponAndUse> {
  const [coupon, use] = await Promise.all([tx.get(couponRef(db, code)), tx.get(couponUseRef(db, code, uid))]);
  return { coupon: coupon.data(), use: use.data() };
}

/** Writes the user's whole use document of coupon `code` in `tx`. */
export function saveCouponUseIn(db: Firestore, tx: Transaction, code: string, uid: string, use: CouponUseDoc): void {
  tx.set(couponUseRef(db, code, uid), use);
}

/** Clears the reservation fields of the user's use of `code` in `tx`. */
export function clearReservationIn(db: Firestore, tx: Transaction, code: string, uid: string): void {
  tx.update(couponUseRef(db, code, uid), { pendingKey: null, pendingIntentId: null, pendingSince: null });
}

/** Records the payment intent that holds the user's reservation of `code`, in `tx`. */
export function setReservationIntentIn(
  db: Firestore,
  tx: Transaction,
  code: string,
  uid: string,
  intentId: string,
): void {
  tx.update(couponUseRef(db, code, uid), { pendingIntentId: intentId });
}

/** Sets the coupon's counts of redemptions and reservations in `tx`; the coupon must exist. */
export function updateCouponCountsIn(
  db: Firestore,
  tx: Transaction,
  code: string,
  counts: Partial<Pick<CouponDoc, 'redemptions' | 'reserved'>>,
): void {
  tx.update(couponRef(db, code), counts);
}

/** Up to `limit` uses of `code` whose reservation was made before `before`, oldest first. */
export async function findReservationsBefore(
  db: Firestore,
  code: string,
  before: Date,
  limit: number,
): Promise<CouponUseDoc[]> {
  const found = await collections
    .couponUses(db)
    .where('code', '==', code)
    .where('pendingSince', '<', before)
    .orderBy('pendingSince')
    .limit(limit)
    .get();
  return found.docs.map((doc) => doc.data());
}
