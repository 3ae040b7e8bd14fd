import type { Firestore } from 'firebase-admin/firestore';
import { collections, type TokenPackageDoc } from './collections';

/** A stored token package and its id. */
export interface StoredPackage {
  id: string;
  pkg: TokenPackageDoc;
}

/** The packages switched on (`isActive`), in no particular order. */
export async function listActivePackageDocs(db: Firestore): Promise<StoredPackage[]> {
  const snapshot = await collections.tokenPackages(db).where('isActive', '==', true).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, pkg: doc.data() }));
}

/** `tokenPackages/{id}` as stored now. */
export async function readPackage(db: Firestore, id: string): Promise<TokenPackageDoc | undefined> {
  return (await collections.tokenPackages(db).doc(id).get()).data();
}
