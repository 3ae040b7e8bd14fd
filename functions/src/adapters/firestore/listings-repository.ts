import { type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { collections, type ListingDoc } from './collections';

/** Most listings `GET /api/listings` answers. */
const MAX_LISTINGS_LISTED = 200;

/** A new auto-id for a listing or a listing photo. */
export function newListingId(db: Firestore): string {
  return collections.listings(db).doc().id;
}

/** Creates `listings/{id}`. */
export async function createListing(db: Firestore, id: string, listing: ListingDoc): Promise<void> {
  await collections.listings(db).doc(id).create(listing);
}

/** `listings/{id}` as stored now. */
export async function readListing(db: Firestore, id: string): Promise<ListingDoc | undefined> {
  return (await collections.listings(db).doc(id).get()).data();
}

/** Reads `listings/{id}` in `tx`. */
export async function readListingIn(db: Firestore, tx: Transaction, id: string): Promise<ListingDoc | undefined> {
  return (await tx.get(collections.listings(db).doc(id))).data();
}

/** Changes `listings/{id}` in `tx`, stamping `updatedAt`. */
export function updateListingIn(
  db: Firestore,
  tx: Transaction,
  id: string,
  change: Partial<Pick<ListingDoc, 'title' | 'photos' | 'batch'>>,
  now: Date,
): void {
  tx.update(collections.listings(db).doc(id), { ...change, updatedAt: Timestamp.fromDate(now) });
}

/** Deletes `listings/{id}` in `tx`. */
export function deleteListingIn(db: Firestore, tx: Transaction, id: string): void {
  tx.delete(collections.listings(db).doc(id));
}

/** The user's listings, most recently changed first. */
export async function listListingsOf(db: Firestore, uid: string): Promise<{ id: string; listing: ListingDoc }[]> {
  const found = await collections
    .listings(db)
    .where('userId', '==', uid)
    .orderBy('updatedAt', 'desc')
    .limit(MAX_LISTINGS_LISTED)
    .get();
  return found.docs.map((doc) => ({ id: doc.id, listing: doc.data() }));
}
