import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import {
  type AccountDeletionDoc,
  type AccountDeletionStep,
  collections,
  type DeletedAccountDoc,
  type TombstoneLedgerEntryDoc,
} from './collections';
import type { LedgerEntry } from '../../ports/ledger';

/** Batched writes stay under Firestore's 500 writes per batch. */
const BATCH_SIZE = 400;

/** The documents of a user that go with the account, by collection: each carries the owner's uid in `userId`. */
const OWNED: Record<
  'shares' | 'imageResults' | 'remixJobs' | 'listings' | 'listingLinks' | 'idempotencyKeys',
  (db: Firestore, uid: string) => Query
> = {
  shares: (db, uid) => collections.shares(db).where('userId', '==', uid),
  listings: (db, uid) => collections.listings(db).where('userId', '==', uid),
  listingLinks: (db, uid) => collections.listingLinks(db).where('userId', '==', uid),
  imageResults: (db, uid) => collections.imageResults(db).where('userId', '==', uid),
  remixJobs: (db, uid) => collections.remixJobs(db).where('userId', '==', uid),
  idempotencyKeys: (db, uid) => collections.idempotencyKeys(db).where('userId', '==', uid),
};

/** A collection whose documents of a user go with the account. */
export type UserOwnedCollection = keyof typeof OWNED;

/** `accountDeletions/{uid}` as stored now. */
export async function readAccountDeletion(db: Firestore, uid: string): Promise<AccountDeletionDoc | undefined> {
  return (await collections.accountDeletions(db).doc(uid).get()).data();
}

/** Reads `accountDeletions/{uid}` in `tx`. */
export async function readAccountDeletionIn(
  db: Firestore,
  tx: Transaction,
  uid: string,
): Promise<AccountDeletionDoc | undefined> {
  return (await tx.get(collections.accountDeletions(db).doc(uid))).data();
}

/** Creates `accountDeletions/{uid}` in `tx`. */
export function createAccountDeletionIn(
  db: Firestore,
  tx: Transaction,
  uid: string,
  deletion: AccountDeletionDoc,
): void {
  tx.create(collections.accountDeletions(db).doc(uid), deletion);
}

/** Sets, in `tx`, until when a run of the deletion's steps holds it. */
export function leaseDeletionRunIn(db: Firestore, tx: Transaction, uid: string, until: Date): void {
  tx.update(collections.accountDeletions(db).doc(uid), { runLeaseUntil: until });
}

/** Ends the run's hold on the deletion, so the next run may take it at once. */
export async function releaseDeletionRun(db: Firestore, uid: string): Promise<void> {
  await collections.accountDeletions(db).doc(uid).update({ runLeaseUntil: FieldValue.delete() });
}

/** Stores the steps of the deletion finished so far, and renews the run's hold until `leaseUntil`. */
export async function saveDeletionSteps(
  db: Firestore,
  uid: string,
  stepsDone: AccountDeletionStep[],
  leaseUntil: Date,
): Promise<void> {
  await collections.accountDeletions(db).doc(uid).update({ stepsDone, runLeaseUntil: leaseUntil });
}

/** Marks the deletion done at `at` and removes its tombstone id, so nothing links the uid to it any more. */
export async function markDeletionDone(db: Firestore, uid: string, at: Date): Promise<void> {
  await collections.accountDeletions(db).doc(uid).update({
    state: 'done',
    tombstoneId: null,
    completedAt: at,
    runLeaseUntil: FieldValue.delete(),
  });
}

/** The uids of up to `limit` pending deletions requested at or before `requestedBy`, oldest first. */
export async function findPendingDeletions(db: Firestore, requestedBy: Date, limit: number): Promise<string[]> {
  const pending = await collections
    .accountDeletions(db)
    .where('state', '==', 'pending')
    .where('requestedAt', '<=', requestedBy)
    .orderBy('requestedAt')
    .limit(limit)
    .get();
  return pending.docs.map((doc) => doc.id);
}

/** Deletes every document of `collection` whose `userId` is `uid`, in batches. */
export async function deleteDocumentsOf(db: Firestore, collection: UserOwnedCollection, uid: string): Promise<void> {
  const found = await OWNED[collection](db, uid).get();
  await inBatches(db, found.docs, (batch, doc) => batch.delete(doc.ref));
}

/** Writes `deletedAccounts/{tombstoneId}` (a plain set: writing it again changes nothing). */
export async function saveTombstone(db: Firestore, tombstoneId: string, tombstone: DeletedAccountDoc): Promise<void> {
  await collections.deletedAccounts(db).doc(tombstoneId).set(tombstone);
}

/** Writes one entry of the tombstone's ledger (a plain set). */
export async function saveTombstoneLedgerEntry(
  db: Firestore,
  tombstoneId: string,
  entryId: string,
  entry: TombstoneLedgerEntryDoc,
): Promise<void> {
  await collections.tombstoneLedger(db, tombstoneId).doc(entryId).set(entry);
}

/**
 * Moves the user's ledger to the tombstone's, entry by entry under the ids `renamed` answers, each as `keep` makes
 * it, deleting the originals in the same batches; a move cut short leaves every entry in one place or both, never in
 * neither.
 */
export async function moveLedgerToTombstone(
  db: Firestore,
  uid: string,
  tombstoneId: string,
  { renamed, keep }: { renamed: (id: string) => string; keep: (entry: LedgerEntry) => TombstoneLedgerEntryDoc },
): Promise<void> {
  const tombstoneLedger = collections.tombstoneLedger(db, tombstoneId);
  const ledger = await collections.ledger(db, uid).get();
  await inBatches(db, ledger.docs, (batch, entry) => {
    batch.set(tombstoneLedger.doc(renamed(entry.id)), keep(entry.data()));
    batch.delete(entry.ref);
  });
}

/**
 * Sets `userId` to `ownerId` on every purchase, refunded payment and coupon counter of the user; one whose id
 * `renamed` changes moves to that id (set and delete in one batch, so it is in one place or the other).
 */
export async function reassignAccountingRecords(
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
