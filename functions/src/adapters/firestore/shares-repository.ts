import { FieldValue, type Firestore, type QuerySnapshot } from 'firebase-admin/firestore';
import {
  SHARED_RESULT_FIELDS,
  type ShareRecord,
  type SharedResult,
  type SharesRepository,
  type StoredShare,
} from '../../ports/shares';
import type { ImageResultRecord } from '../../ports/image-results';
import { collections } from './collections';
import { firestoreTransactionOf } from './transactions';

const storedShares = (snapshot: QuerySnapshot<ShareRecord>): StoredShare[] =>
  snapshot.docs.map((doc) => ({ id: doc.id, share: doc.data() }));

/** What a share reads of a result, and no more. */
function sharedResultOf(result: ImageResultRecord | undefined): SharedResult | undefined {
  return (
    result &&
    (Object.fromEntries(SHARED_RESULT_FIELDS.map((field) => [field, result[field]])) as unknown as SharedResult)
  );
}

/** `shares/{id}` and `shareVisits/{key}` (docs/data-model.md#shares) in Firestore, and reads of `imageResults`. */
export function firestoreShares(db: Firestore): SharesRepository {
  const share = (id: string) => collections.shares(db).doc(id);
  const visit = (key: string) => collections.shareVisits(db).doc(key);
  const result = (id: string) => collections.imageResults(db).doc(id);
  const liveOfResult = (resultId: string) =>
    collections.shares(db).where('resultId', '==', resultId).where('revokedAt', '==', null);
  const txOf = firestoreTransactionOf;
  return {
    newId: () => collections.shares(db).doc().id,
    readIn: async (tx, id) => (await txOf(tx).get(share(id))).data(),
    createIn: (tx, id, record) => void txOf(tx).create(share(id), record),
    updateIn: (tx, id, change) => void txOf(tx).update(share(id), change),
    async findByToken(token) {
      const doc = (await collections.shares(db).where('token', '==', token).limit(1).get()).docs[0];
      return doc && { id: doc.id, share: doc.data() };
    },
    liveOfResult: async (resultId) => storedShares(await liveOfResult(resultId).get()),
    liveOfResultIn: async (tx, resultId) => storedShares(await txOf(tx).get(liveOfResult(resultId))),
    liveOf: async (uid, limit) =>
      storedShares(
        await collections
          .shares(db)
          .where('userId', '==', uid)
          .where('revokedAt', '==', null)
          .orderBy('createdAt', 'desc')
          .limit(limit)
          .get(),
      ),
    readSharedResult: async (resultId) => sharedResultOf((await result(resultId).get()).data()),
    readSharedResultIn: async (tx, resultId) => sharedResultOf((await txOf(tx).get(result(resultId))).data()),
    visitRecorded: async (key) => (await visit(key).get()).exists,
    visitRecordedIn: async (tx, key) => (await txOf(tx).get(visit(key))).exists,
    recordVisitIn(tx, key, record) {
      txOf(tx).create(visit(key), record);
      txOf(tx).update(share(record.shareId), { views: FieldValue.increment(1) });
    },
  };
}
