import type {
  AccountDataRepository,
  ExportedListing,
  ExportedPurchase,
  ExportedResult,
} from '../../src/ports/account-data';
import type {
  AccountDeletion,
  AccountDeletionChange,
  AccountDeletionsRepository,
} from '../../src/ports/account-deletions';
import type { LedgerEntry } from '../../src/ports/ledger';
import type { SessionRecord, SessionsRepository } from '../../src/ports/sessions';
import type { UserRecord } from '../../src/ports/users';
import { type MemoryStore, memoryTxOf } from './memory-store';

const ownedBy = (uid: string) => (doc: { userId?: string }) => doc.userId === uid;

function memorySessions(store: MemoryStore): SessionsRepository {
  const session = (id: string) => `sessions/${id}`;
  return {
    save: async (id, record) => store.set(session(id), record),
    read: async (id) => store.get<SessionRecord>(session(id)),
    idsOf: async (uid) => store.query<SessionRecord>('sessions', ownedBy(uid)).map(({ id }) => id),
    delete: async (ids) => ids.forEach((id) => store.delete(session(id))),
  };
}

/** A change as stored: a hold of null is removed. */
const storedChange = ({ runLeaseUntil, ...change }: AccountDeletionChange): Record<string, unknown> =>
  runLeaseUntil === undefined ? change : { ...change, runLeaseUntil: runLeaseUntil ?? undefined };

function memoryAccountDeletions(store: MemoryStore): AccountDeletionsRepository {
  const deletion = (uid: string) => `accountDeletions/${uid}`;
  const move = (from: string, to: string, doc: unknown) => {
    store.set(to, doc);
    if (to !== from) store.delete(from);
  };
  return {
    read: async (uid) => store.get<AccountDeletion>(deletion(uid)),
    readIn: async (tx, uid) => memoryTxOf(tx).get<AccountDeletion>(deletion(uid)),
    createIn: (tx, uid, record) => memoryTxOf(tx).create(deletion(uid), record),
    updateIn: (tx, uid, change) => memoryTxOf(tx).update(deletion(uid), storedChange(change)),
    async update(uid, change) {
      const current = store.get<AccountDeletion>(deletion(uid));
      if (!current) throw new Error(`No document to update at ${deletion(uid)}`);
      store.set(deletion(uid), { ...current, ...storedChange(change) });
    },
    findPending: async (requestedBy, limit) =>
      store
        .query<AccountDeletion>(
          'accountDeletions',
          (doc) => doc.state === 'pending' && doc.requestedAt.getTime() <= requestedBy.getTime(),
        )
        .sort((a, b) => a.doc.requestedAt.getTime() - b.doc.requestedAt.getTime())
        .slice(0, limit)
        .map(({ id }) => id),
    deleteOwned: async (collection, uid) =>
      store.query(collection, ownedBy(uid)).forEach(({ id }) => store.delete(`${collection}/${id}`)),
    saveTombstone: async (tombstoneId, tombstone) => store.set(`deletedAccounts/${tombstoneId}`, tombstone),
    saveTombstoneEntry: async (tombstoneId, entryId, entry) =>
      store.set(`deletedAccounts/${tombstoneId}/ledger/${entryId}`, entry),
    async moveLedgerToTombstone(uid, tombstoneId, { renamed, keep }) {
      for (const { id, doc } of store.query<LedgerEntry>(`users/${uid}/ledger`)) {
        store.set(`deletedAccounts/${tombstoneId}/ledger/${renamed(id)}`, keep(doc));
        store.delete(`users/${uid}/ledger/${id}`);
      }
    },
    async reassignAccountingRecords(uid, ownerId, renamed) {
      for (const collection of ['tokenPurchases', 'refundedPayments', 'couponUses']) {
        for (const { id, doc } of store.query<object>(collection, ownedBy(uid))) {
          move(`${collection}/${id}`, `${collection}/${renamed(id)}`, { ...doc, userId: ownerId });
        }
      }
    },
  };
}

function memoryAccountData(store: MemoryStore): AccountDataRepository {
  return {
    readAccountRecords: async (uid) => ({
      profile: store.get<UserRecord>(`users/${uid}`),
      ledger: store
        .query<LedgerEntry>(`users/${uid}/ledger`)
        .sort((a, b) => a.doc.createdAt.getTime() - b.doc.createdAt.getTime()),
      purchases: store.query<ExportedPurchase>('tokenPurchases', ownedBy(uid)),
      results: store.query<ExportedResult & { userId: string }>('imageResults', ownedBy(uid)),
      listings: store.query<ExportedListing & { userId: string }>('listings', ownedBy(uid)),
    }),
  };
}

/** The accounts capability's repositories in memory: sessions, account deletions and the export's reads. */
export function memoryAccountsRepositories(store: MemoryStore) {
  return {
    sessions: memorySessions(store),
    accountDeletions: memoryAccountDeletions(store),
    accountData: memoryAccountData(store),
  };
}
