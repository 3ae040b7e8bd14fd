import type { Firestore } from 'firebase-admin/firestore';
import type { SessionsRepository } from '../../ports/sessions';
import { collections } from './collections';

/** Batched deletes stay under Firestore's 500 writes per batch. */
const DELETE_BATCH_SIZE = 400;

/** `sessions/{id}` (docs/data-model.md#sessions) in Firestore. */
export function firestoreSessions(db: Firestore): SessionsRepository {
  const sessions = () => collections.sessions(db);
  return {
    save: async (id, session) => void (await sessions().doc(id).set(session)),
    read: async (id) => (await sessions().doc(id).get()).data(),
    idsOf: async (uid) => (await sessions().where('userId', '==', uid).get()).docs.map((record) => record.id),
    async delete(ids) {
      for (let start = 0; start < ids.length; start += DELETE_BATCH_SIZE) {
        const batch = db.batch();
        for (const id of ids.slice(start, start + DELETE_BATCH_SIZE)) batch.delete(sessions().doc(id));
        await batch.commit();
      }
    },
  };
}
