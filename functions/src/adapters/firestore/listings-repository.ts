import type { Firestore } from 'firebase-admin/firestore';
import type { ListingsRepository } from '../../ports/listings';
import { collections } from './collections';
import { firestoreTransactionOf } from './transactions';

/** `listings` and `listingLinks` on Firestore (ports/listings.ts). */
export function firestoreListings(db: Firestore): ListingsRepository {
  const listings = collections.listings(db);
  const links = collections.listingLinks(db);
  return {
    newId: () => listings.doc().id,
    create: async (id, listing) => void (await listings.doc(id).create(listing)),
    read: async (id) => (await listings.doc(id).get()).data(),
    readIn: async (tx, id) => (await firestoreTransactionOf(tx).get(listings.doc(id))).data(),
    updateIn: (tx, id, change) => void firestoreTransactionOf(tx).update(listings.doc(id), change),
    deleteIn: (tx, id) => void firestoreTransactionOf(tx).delete(listings.doc(id)),
    async latestOf(uid, limit) {
      const found = await listings.where('userId', '==', uid).orderBy('updatedAt', 'desc').limit(limit).get();
      return found.docs.map((doc) => ({ id: doc.id, listing: doc.data() }));
    },
    findByOriginalsToken: async (token) =>
      (await listings.where('originalsToken', '==', token).limit(1).get()).docs[0]?.data(),
    newLinkId: () => links.doc().id,
    createLinkIn: (tx, id, link) => void firestoreTransactionOf(tx).create(links.doc(id), link),
    revokeLinkIn: (tx, id, at) => void firestoreTransactionOf(tx).update(links.doc(id), { revokedAt: at }),
    findLinkByToken: async (token) => (await links.where('token', '==', token).limit(1).get()).docs[0]?.data(),
  };
}
