import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type WriteBatch,
} from 'firebase-admin/firestore';
import type {
  AccountDeletionChange,
  AccountDeletionsRepository,
  UserOwnedCollection,
} from '../../ports/account-deletions';
import { collections } from './collections';
import { firestoreTransactionOf } from './transactions';

/** Batched writes stay under Firestore's 500 writes per batch. */
const BATCH_SIZE = 400;

/** The documents of a user that go with the account, by collection: each carries the owner's uid in `userId`. */
const OWNED: Record<UserOwnedCollection, (db: Firestore, uid: string) => Query> = {
  shares: (db, uid) => collections.shares(db).where('userId', '==', uid),
  listings: (db, uid) => collections.listings(db).where('userId', '==', uid),
  listingLinks: (db, uid) => collections.listingLinks(db).where('userId', '==', uid),
  imageResults: (db, uid) => collections.imageResults(db).where('userId', '==', uid),
  remixJobs: (db, uid) => collections.remixJobs(db).where('userId', '==', uid),
  idempotencyKeys: (db, uid) => collections.idempotencyKeys(db).where('userId', '==', uid),
};

/** A change as Firestore writes it: a hold of null is removed. */
function storedChange({ runLeaseUntil, ...change }: AccountDeletionChange) {
  if (runLeaseUntil === undefined) return change;
  return { ...change, runLeaseUntil: runLeaseUntil ?? FieldValue.delete() };
}

/**
 * `accountDeletions/{uid}` and `deletedAccounts/{tombstoneId}` (docs/data-model.md#accountdeletions) in Firestore,
 * and the deletion steps' writes across the user's records, in batches.
 */
export function firestoreAccountDeletions(db: Firestore): AccountDeletionsRepository {
  const deletion = (uid: string) => collections.accountDeletions(db).doc(uid);
  const txOf = firestoreTransactionOf;
  return {
    read: async (uid) => (await deletion(uid).get()).data(),
    readIn: async (tx, uid) => (await txOf(tx).get(deletion(uid))).data(),
    createIn: (tx, uid, record) => void txOf(tx).create(deletion(uid), record),
    updateIn: (tx, uid, change) => void txOf(tx).update(deletion(uid), storedChange(change)),
    update: async (uid, change) => void (await deletion(uid).update(storedChange(change))),
    async findPending(requestedBy, limit) {
      const pending = await collections
        .accountDeletions(db)
        .where('state', '==', 'pending')
        .where('requestedAt', '<=', requestedBy)
        .orderBy('requestedAt')
        .limit(limit)
        .get();
      return pending.docs.map((doc) => doc.id);
    },
    async deleteOwned(collection, uid) {
      const found = await OWNED[collection](db, uid).get();
      await inBatches(db, found.docs, (batch, doc) => batch.delete(doc.ref));
    },
    saveTombstone: async (tombstoneId, tombstone) =>
      void (await collections.deletedAccounts(db).doc(tombstoneId).set(tombstone)),
    saveTombstoneEntry: async (tombstoneId, entryId, entry) =>
      void (await collections.tombstoneLedger(db, tombstoneId).doc(entryId).set(entry)),
    async moveLedgerToTombstone(uid, tombstoneId, { renamed, keep }) {
      const tombstoneLedger = collections.tombstoneLedger(db, tombstoneId);
      const ledger = await collections.ledger(db, uid).get();
      await inBatches(db, ledger.docs, (batch, entry) => {
        batch.set(tombstoneLedger.doc(renamed(entry.id)), keep(entry.data()));
        batch.delete(entry.ref);
      });
    },
    reassignAccountingRecords: (uid, ownerId, renamed) => reassignAccountingRecords(db, uid, ownerId, renamed),
  };
}

async function reassignAccountingRecords(
  db: Firestore,
  uid: string,
  ownerId: string,
  renamed: (id: string) => string,
): Promise<void> {
  const records: Query[] = [
    collections.tokenPurchases(db).where('userId', '==', uid),
    collections.refundedPayments(db).where('userId', '==', uid),
    collections.couponUses(db).where('userId', '==', uid),
  ];
  for (const query of records) {
    const found = await query.get();
    await inBatches(db, found.docs, (batch, doc) => {
      const ref = doc.ref as DocumentReference;
      const id = renamed(doc.id);
      if (id === doc.id) {
        batch.update(ref, { userId: ownerId });
        return;
      }
      batch.set(ref.parent.doc(id), { ...doc.data(), userId: ownerId });
      batch.delete(ref);
    });
  }
}

/** Runs `write` for every document in batches of BATCH_SIZE, one commit each. */
async function inBatches<T extends QueryDocumentSnapshot>(
  db: Firestore,
  docs: readonly T[],
  write: (batch: WriteBatch, doc: T) => void,
): Promise<void> {
  for (let start = 0; start < docs.length; start += BATCH_SIZE) {
    const batch = db.batch();
    for (const doc of docs.slice(start, start + BATCH_SIZE)) write(batch, doc);
    await batch.commit();
  }
}
