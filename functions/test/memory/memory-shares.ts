import {
  SHARED_RESULT_FIELDS,
  type ShareRecord,
  type SharedResult,
  type SharesRepository,
  type StoredShare,
} from '../../src/ports/shares';
import { type MemoryStore, memoryTxOf } from './memory-store';

const storedShares = (found: Array<{ id: string; doc: ShareRecord }>): StoredShare[] =>
  found.map(({ id, doc }) => ({ id, share: doc }));

const sharedResultOf = (result: SharedResult | undefined): SharedResult | undefined =>
  result &&
  (Object.fromEntries(SHARED_RESULT_FIELDS.map((field) => [field, result[field]])) as unknown as SharedResult);

/** `shares`, `shareVisits` and reads of `imageResults` in memory (ports/shares.ts). */
export function memoryShares(store: MemoryStore): SharesRepository {
  let nextId = 0;
  const share = (id: string) => `shares/${id}`;
  const visit = (key: string) => `shareVisits/${key}`;
  const live = (resultId: string) => (doc: ShareRecord) => doc.resultId === resultId && doc.revokedAt === null;
  return {
    newId: () => `share-${(nextId += 1)}-${Math.random().toString(36).slice(2, 10)}`,
    readIn: async (tx, id) => memoryTxOf(tx).get<ShareRecord>(share(id)),
    createIn: (tx, id, record) => memoryTxOf(tx).create(share(id), record),
    updateIn: (tx, id, change) => memoryTxOf(tx).update(share(id), change),
    findByToken: async (token) => storedShares(store.query<ShareRecord>('shares', (doc) => doc.token === token))[0],
    liveOfResult: async (resultId) => storedShares(store.query('shares', live(resultId))),
    liveOfResultIn: async (tx, resultId) => storedShares(memoryTxOf(tx).query('shares', live(resultId))),
    liveOf: async (uid, limit) =>
      storedShares(store.query<ShareRecord>('shares', (doc) => doc.userId === uid && doc.revokedAt === null))
        .sort((a, b) => b.share.createdAt.getTime() - a.share.createdAt.getTime())
        .slice(0, limit),
    readSharedResult: async (resultId) => sharedResultOf(store.get<SharedResult>(`imageResults/${resultId}`)),
    readSharedResultIn: async (tx, resultId) =>
      sharedResultOf(memoryTxOf(tx).get<SharedResult>(`imageResults/${resultId}`)),
    visitRecorded: async (key) => store.get(visit(key)) !== undefined,
    visitRecordedIn: async (tx, key) => memoryTxOf(tx).get(visit(key)) !== undefined,
    recordVisitIn(tx, key, record) {
      memoryTxOf(tx).create(visit(key), record);
      memoryTxOf(tx).increment(share(record.shareId), 'views', 1);
    },
  };
}
