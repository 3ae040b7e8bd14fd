import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { collections, type ImageResultDoc, type ShareDoc } from './collections';

/** A stored share and its id. */
export interface StoredShare {
  id: string;
  share: ShareDoc;
}

/** The shares of a result that are not turned off. */
function liveSharesOf(db: Firestore, resultId: string) {
  return collections.shares(db).where('resultId', '==', resultId).where('revokedAt', '==', null);
}

/** A new share id (Firestore's auto-id), for the blobs written before the share itself. */
export function newShareId(db: Firestore): string {
  return collections.shares(db).doc().id;
}

/** `imageResults/{id}` as stored now: the result a share shows. */
export async function readSharedResult(db: Firestore, resultId: string): Promise<ImageResultDoc | undefined> {
  return (await collections.imageResults(db).doc(resultId).get()).data();
}

/** One live share of the result, if it has any. */
export async function findLiveShareOfResult(db: Firestore, resultId: string): Promise<StoredShare | undefined> {
  const doc = (await liveSharesOf(db, resultId).limit(1).get()).docs[0];
  return doc && { id: doc.id, share: doc.data() };
}

/** Reads in `tx` whether the result still exists and one of its live shares, if it has any. */
export async function readResultAndLiveShareIn(
  db: Firestore,
  tx: Transaction,
  resultId: string,
): Promise<{ resultExists: boolean; live: StoredShare | undefined }> {
  const [result, live] = await Promise.all([
    tx.get(collections.imageResults(db).doc(resultId)),
    tx.get(liveSharesOf(db, resultId).limit(1)),
  ]);
  const doc = live.docs[0];
  return { resultExists: result.exists, live: doc && { id: doc.id, share: doc.data() } };
}

/** Creates `shares/{id}` in `tx`. */
export function createShareIn(db: Firestore, tx: Transaction, id: string, share: ShareDoc): void {
  tx.create(collections.shares(db).doc(id), share);
}

/** Up to `limit` live shares of the user, newest first, each with its result (undefined when it is gone). */
export async function listLiveSharesOf(
  db: Firestore,
  uid: string,
  limit: number,
): Promise<Array<StoredShare & { result: ImageResultDoc | undefined }>> {
  const snapshot = await collections
    .shares(db)
    .where('userId', '==', uid)
    .where('revokedAt', '==', null)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .get();
  const results = await Promise.all(snapshot.docs.map((doc) => readSharedResult(db, doc.data().resultId)));
  return snapshot.docs.map((doc, index) => ({ id: doc.id, share: doc.data(), result: results[index] }));
}

/** Reads `shares/{id}` in `tx`. */
export async function readShareIn(db: Firestore, tx: Transaction, id: string): Promise<ShareDoc | undefined> {
  return (await tx.get(collections.shares(db).doc(id))).data();
}

/** Turns off `shares/{id}` in `tx`: revoked at `at`, without its preview image. */
export function revokeShareIn(db: Firestore, tx: Transaction, id: string, at: Date): void {
  tx.update(collections.shares(db).doc(id), { revokedAt: at, previewImageKey: null });
}

/** Turns off every live share of the result, as revokeShareIn does, in one batch; returns them as they were. */
export async function revokeLiveSharesOfResult(db: Firestore, resultId: string, at: Date): Promise<ShareDoc[]> {
  const snapshot = await liveSharesOf(db, resultId).get();
  if (snapshot.empty) return [];
  const batch = db.batch();
  const revokedAt = at;
  for (const doc of snapshot.docs) batch.update(doc.ref, { revokedAt, previewImageKey: null });
  await batch.commit();
  return snapshot.docs.map((doc) => doc.data());
}

/** The share whose link carries `token`, if any. */
export async function findShareByToken(db: Firestore, token: string): Promise<StoredShare | undefined> {
  const doc = (await collections.shares(db).where('token', '==', token).limit(1).get()).docs[0];
  return doc && { id: doc.id, share: doc.data() };
}

/** Whether the visit `key` (shareVisits) is recorded now. */
export async function isVisitRecorded(db: Firestore, key: string): Promise<boolean> {
  return (await collections.shareVisits(db).doc(key).get()).exists;
}

/** Whether the visit `key` is recorded, read in `tx`. */
export async function isVisitRecordedIn(db: Firestore, tx: Transaction, key: string): Promise<boolean> {
  return (await tx.get(collections.shareVisits(db).doc(key))).exists;
}

/** Records the visit `key` of share `shareId` until `expiresAt` and adds one view to the share, in `tx`. */
export function recordVisitIn(db: Firestore, tx: Transaction, key: string, shareId: string, expiresAt: Date): void {
  tx.create(collections.shareVisits(db).doc(key), { shareId, expiresAt: expiresAt });
  tx.update(collections.shares(db).doc(shareId), { views: FieldValue.increment(1) });
}
