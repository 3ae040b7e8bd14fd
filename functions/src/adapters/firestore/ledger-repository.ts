import type { Firestore } from 'firebase-admin/firestore';
import type { LedgerRepository } from '../../ports/ledger';
import { collections } from './collections';
import { firestoreTransactionOf } from './transactions';

/** The balance on `users/{uid}` and its ledger `users/{uid}/ledger` in Firestore. */
export function firestoreLedger(db: Firestore): LedgerRepository {
  const userRef = (uid: string) => collections.users(db).doc(uid);
  const entryRef = (uid: string, entryId: string) => collections.ledger(db, uid).doc(entryId);
  return {
    async readBalanceIn(tx, uid, entryId) {
      const transaction = firestoreTransactionOf(tx);
      const [user, entry] = await Promise.all([transaction.get(userRef(uid)), transaction.get(entryRef(uid, entryId))]);
      const balance = user.data()?.tokenBalance;
      return balance === undefined ? undefined : { balance, entryApplied: entry.exists };
    },
    writeEntryIn(tx, uid, entryId, entry) {
      firestoreTransactionOf(tx)
        .update(userRef(uid), { tokenBalance: entry.balanceAfter })
        .create(entryRef(uid, entryId), entry);
    },
    async latest(uid, limit) {
      const snapshot = await collections.ledger(db, uid).orderBy('createdAt', 'desc').limit(limit).get();
      return snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id }));
    },
    async all(uid) {
      const snapshot = await collections.ledger(db, uid).get();
      return snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id }));
    },
    entry: async (uid, entryId) => (await entryRef(uid, entryId).get()).data(),
    entryIn: async (tx, uid, entryId) => (await firestoreTransactionOf(tx).get(entryRef(uid, entryId))).data(),
  };
}
