import type { Firestore } from 'firebase-admin/firestore';
import type { ImageResultsRepository } from '../../ports/image-results';
import { collections } from './collections';
import { firestoreTransactionOf } from './transactions';

/** `imageResults` on Firestore (ports/image-results.ts). */
export function firestoreImageResults(db: Firestore): ImageResultsRepository {
  const results = collections.imageResults(db);
  const ref = (id: string) => results.doc(id);
  return {
    read: async (id) => (await ref(id).get()).data(),
    readIn: async (tx, id) => (await firestoreTransactionOf(tx).get(ref(id))).data(),
    async readMany(ids) {
      const snapshots = await Promise.all(ids.map((id) => ref(id).get()));
      return snapshots.flatMap((snapshot) => {
        const doc = snapshot.data();
        return doc ? [{ id: snapshot.id, doc }] : [];
      });
    },
    async latestOf(uid, limit) {
      const found = await results.where('userId', '==', uid).orderBy('createdAt', 'desc').limit(limit).get();
      return found.docs.map((doc) => ({ id: doc.id, doc: doc.data() }));
    },
    createIn(tx, created) {
      for (const { id, doc } of created) firestoreTransactionOf(tx).create(ref(id), doc);
    },
    updateIn: (tx, id, change) => void firestoreTransactionOf(tx).update(ref(id), change),
    deleteIn: (tx, id) => void firestoreTransactionOf(tx).delete(ref(id)),
    countOf: async (uid) => (await results.where('userId', '==', uid).count().get()).data().count,
  };
}
