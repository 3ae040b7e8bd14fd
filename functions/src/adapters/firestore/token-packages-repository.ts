import type { Firestore } from 'firebase-admin/firestore';
import type { TokenPackagesRepository } from '../../ports/token-packages';
import { collections } from './collections';
import { firestoreTransactionOf } from './transactions';

/** `tokenPackages/{id}` in Firestore. */
export function firestoreTokenPackages(db: Firestore): TokenPackagesRepository {
  const pkg = (id: string) => collections.tokenPackages(db).doc(id);
  const txOf = firestoreTransactionOf;
  return {
    read: async (id) => (await pkg(id).get()).data(),
    readIn: async (tx, id) => (await txOf(tx).get(pkg(id))).data(),
    list: async () => (await collections.tokenPackages(db).get()).docs.map((doc) => ({ ...doc.data(), id: doc.id })),
    listActive: async () =>
      (await collections.tokenPackages(db).where('isActive', '==', true).get()).docs.map((doc) => ({
        ...doc.data(),
        id: doc.id,
      })),
    createIn: (tx, id, record) => void txOf(tx).create(pkg(id), record),
    updateIn: (tx, id, change) => void txOf(tx).update(pkg(id), change),
  };
}
