import type { Firestore } from 'firebase-admin/firestore';
import { collections, type SessionDoc } from './collections';

/** Batched deletes stay under Firestore's 500 writes per batch. */
const DELETE_BATCH_SIZE = 400;

/** Writes `sessions/{id}`. */
export async function saveSession(db: Firestore, id: string, session: SessionDoc): Promise<void> {
  await collections.sessions(db).doc(id).set(session);
}

/** `sessions/{id}` as stored now. */
export async function readSessionRecord(db: Firestore, id: string): Promise<SessionDoc | undefined> {
  return (await collections.sessions(db).doc(id).get()).data();
}

/** The ids of the user's session records. */
export async function listSessionIdsOf(db: Firestore, uid: string): Promise<string[]> {
  const records = await collections.sessions(db).where('userId', '==', uid).get();
  return records.docs.map((record) => record.id);
}

/** Deletes the session records `ids`, in batches. */
export async function deleteSessions(db: Firestore, ids: readonly string[]): Promise<void> {
  const sessions = collections.sessions(db);
  for (let start = 0; start < ids.length; start += DELETE_BATCH_SIZE) {
    const batch = db.batch();
    for (const id of ids.slice(start, start + DELETE_BATCH_SIZE)) batch.delete(sessions.doc(id));
    await batch.commit();
  }
}

/** Deletes `sessions/{id}`. */
export async function deleteSession(db: Firestore, id: string): Promise<void> {
  await collections.sessions(db).doc(id).delete();
}
