import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { collections, type ImageResultDoc } from './collections';

// `imageResults/{id}` (docs/data-model.md#imageresults): one finished image of a job's variants.

/** A stored result and its id. */
export interface StoredResult {
  id: string;
  doc: ImageResultDoc;
}

function resultRef(db: Firestore, id: string): DocumentReference<ImageResultDoc> {
  return collections.imageResults(db).doc(id);
}

/** `imageResults/{id}` as stored now. */
export async function readResult(db: Firestore, id: string): Promise<ImageResultDoc | undefined> {
  return (await resultRef(db, id).get()).data();
}

/** The results of `ids` that exist, in the order of `ids`. */
export async function readResults(db: Firestore, ids: readonly string[]): Promise<StoredResult[]> {
  const snapshots = await Promise.all(ids.map((id) => resultRef(db, id).get()));
  return snapshots.flatMap((snapshot) => {
    const doc = snapshot.data();
    return doc ? [{ id: snapshot.id, doc }] : [];
  });
}

/** The user's results, newest first, at most `limit`. */
export async function listResultsOf(db: Firestore, uid: string, limit: number): Promise<StoredResult[]> {
  const snapshot = await collections
    .imageResults(db)
    .where('userId', '==', uid)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => ({ id: doc.id, doc: doc.data() }));
}

/** Creates the results in `tx`; the transaction fails if one exists. */
export function createResultsIn(db: Firestore, tx: Transaction, results: readonly StoredResult[]): void {
  for (const { id, doc } of results) tx.create(resultRef(db, id), doc);
}

/** Records the result's preview; false when the result is gone (deleted meanwhile). */
export async function setThumbnailKey(db: Firestore, id: string, thumbnailImageKey: string): Promise<boolean> {
  try {
    await resultRef(db, id).update({ thumbnailImageKey });
    return true;
  } catch (error) {
    // NOT_FOUND: update never creates a document.
    if ((error as { code?: unknown }).code === 5) return false;
    throw error;
  }
}

/** Deletes `imageResults/{id}` in `tx`. */
export function deleteResultIn(db: Firestore, tx: Transaction, id: string): void {
  tx.delete(resultRef(db, id));
}

/** `imageResults/{id}` read in `tx`. */
export async function readResultIn(db: Firestore, tx: Transaction, id: string): Promise<ImageResultDoc | undefined> {
  return (await tx.get(resultRef(db, id))).data();
}

/** Points a result at its image as re-marked (services/listings/re-mark.ts), in `tx`. */
export function setResultImageIn(
  db: Firestore,
  tx: Transaction,
  id: string,
  image: Pick<ImageResultDoc, 'resultImageKey' | 'unmarkedImageKey' | 'thumbnailImageKey' | 'fileSize'>,
): void {
  tx.update(resultRef(db, id), image);
}
