import type { Firestore } from 'firebase-admin/firestore';
import { collections, type ImageResultDoc, type ListingDoc } from './collections';
import type { TokenPurchaseRecord } from '../../ports/purchases';
import type { LedgerEntry } from '../../ports/ledger';
import type { UserRecord } from '../../ports/users';

/** A stored document and its id. */
export interface Stored<T> {
  id: string;
  doc: T;
}

/** Everything stored under one user's uid that an export shows, each list in no particular order but the ledger's. */
export interface AccountRecords {
  profile: UserRecord | undefined;
  /** Oldest first. */
  ledger: Stored<LedgerEntry>[];
  purchases: Stored<TokenPurchaseRecord>[];
  results: Stored<ImageResultDoc>[];
  listings: Stored<ListingDoc>[];
}

/** Reads the user's profile, ledger, purchases, results and listings; every query filters on the uid. */
export async function readAccountRecords(db: Firestore, uid: string): Promise<AccountRecords> {
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
    purchases: purchases.docs.map((doc) => ({ id: doc.id, doc: doc.data() })),
    results: results.docs.map((doc) => ({ id: doc.id, doc: doc.data() })),
    listings: listings.docs.map((doc) => ({ id: doc.id, doc: doc.data() })),
  };
}
