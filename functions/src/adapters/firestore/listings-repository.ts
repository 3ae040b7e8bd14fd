import { type Firestore, type Transaction } from 'firebase-admin/firestore';
import { collections, type ListingDoc, type ListingLinkDoc } from './collections';

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
  change: Partial<
    Pick<ListingDoc, 'title' | 'photos' | 'batch' | 'originalsLink' | 'originalsToken' | 'disclosureRule'>
  >,
  now: Date,
): void {
  tx.update(collections.listings(db).doc(id), { ...change, updatedAt: now });
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

/** The listing whose live originals link has this token (one document read). */
export async function findListingByOriginalsToken(db: Firestore, token: string): Promise<ListingDoc | undefined> {
  const found = await collections.listings(db).where('originalsToken', '==', token).limit(1).get();
  return found.docs[0]?.data();
}

/** A new auto-id for an originals link. */
export function newListingLinkId(db: Firestore): string {
  return collections.listingLinks(db).doc().id;
}

/** Creates `listingLinks/{id}` in `tx`. */
export function createListingLinkIn(db: Firestore, tx: Transaction, id: string, link: ListingLinkDoc): void {
  tx.create(collections.listingLinks(db).doc(id), link);
}

/** Marks `listingLinks/{id}` turned off at `at`, in `tx`. */
export function revokeListingLinkIn(db: Firestore, tx: Transaction, id: string, at: Date): void {
  tx.update(collections.listingLinks(db).doc(id), { revokedAt: at });
}

/** The originals link with this token, live or turned off. */
export async function findListingLinkByToken(db: Firestore, token: string): Promise<ListingLinkDoc | undefined> {
  const found = await collections.listingLinks(db).where('token', '==', token).limit(1).get();
  return found.docs[0]?.data();
}
