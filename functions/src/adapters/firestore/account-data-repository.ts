import type { Firestore } from 'firebase-admin/firestore';
import type { AccountDataRepository } from '../../ports/account-data';
import { collections } from './collections';

/** The export's reads (ports/account-data.ts) in Firestore. */
export function firestoreAccountData(db: Firestore): AccountDataRepository {
  return {
    async readAccountRecords(uid) {
      const [profile, ledger, purchases, results, listings] = await Promise.all([
        collections.users(db).doc(uid).get(),
        collections.ledger(db, uid).orderBy('createdAt').get(),
        collections.tokenPurchases(db).where('userId', '==', uid).get(),
        collections.imageResults(db).where('userId', '==', uid).get(),
        collections.listings(db).where('userId', '==', uid).get(),
      ]);
      return {
        profile: profile.data(),
        ledger: ledger.docs.map((doc) => ({ id: doc.id, doc: doc.data() })),
        purchases: purchases.docs.map((doc) => ({ id: doc.id, doc: { ...doc.data() } })),
        results: results.docs.map((doc) => ({ id: doc.id, doc: doc.data() })),
        listings: listings.docs.map((doc) => ({ id: doc.id, doc: doc.data() })),
      };
    },
  };
}
