import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import type { CouponRecord, CouponsRepository, CouponUseRecord } from '../../ports/coupons';
import { collections } from './collections';
import { firestoreTransactionOf } from './transactions';

/** `coupons/{CODE}` and `couponUses/{CODE}:{uid}` in Firestore. */
export function firestoreCoupons(db: Firestore): CouponsRepository {
  const coupon = (code: string) => couponRef(db, code);
  const use = (code: string, uid: string) => couponUseRef(db, code, uid);
  const txOf = firestoreTransactionOf;
  return {
    read: async (code) => (await coupon(code).get()).data(),
    readIn: async (tx, code) => (await txOf(tx).get(coupon(code))).data(),
    list: async () => (await collections.coupons(db).get()).docs.map((doc) => ({ ...doc.data(), code: doc.id })),
    createIn: (tx, code, record) => void txOf(tx).create(coupon(code), record),
    updateIn: (tx, code, change) => void txOf(tx).update(coupon(code), change),
    readUse: async (code, uid) => (await use(code, uid).get()).data(),
    async readWithUseIn(tx, code, uid) {
      const [found, used] = await Promise.all([txOf(tx).get(coupon(code)), txOf(tx).get(use(code, uid))]);
      return { coupon: found.data(), use: used.data() };
    },
    readUseIn: async (tx, code, uid) => (await txOf(tx).get(use(code, uid))).data(),
    writeUseIn: (tx, record) => void txOf(tx).set(use(record.code, record.userId), record),
    updateUseIn: (tx, code, uid, change) => void txOf(tx).update(use(code, uid), change),
    async reservationsBefore(code, before, limit) {
      const found = await collections
        .couponUses(db)
        .where('code', '==', code)
        .where('pendingSince', '<', before)
        .orderBy('pendingSince')
        .limit(limit)
        .get();
      return found.docs.map((doc) => doc.data());
    },
  };
}

// The functions below are the not yet ported capabilities' way in; each goes once its last caller is ported.

/** `coupons/{CODE}`; `code` is already trimmed and upper-cased by the contract's couponCodeSchema. */
export function couponRef(db: Firestore, code: string): DocumentReference<CouponRecord> {
  return collections.coupons(db).doc(code);
}

/** `couponUses/{CODE}:{uid}`; uids and coupon codes hold no ':', so the pair names one document. */
export function couponUseRef(db: Firestore, code: string, uid: string): DocumentReference<CouponUseRecord> {
  return collections.couponUses(db).doc(`${code}:${uid}`);
}
