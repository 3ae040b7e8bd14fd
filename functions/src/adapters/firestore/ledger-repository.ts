import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import type { LedgerLine } from '../../domain/ledger-check';
import type { LedgerRepository } from '../../ports/ledger';
import { collections } from './collections';
import { firestoreTransactionOf } from './transactions';

/** The balance on `users/{uid}` and its ledger `users/{uid}/ledger` in Firestore. */
export function firestoreLedger(db: Firestore): LedgerRepository {
  const userRef = (uid: string) => collections.users(db).doc(uid);
  const entryRef = (uid: string, entryId: string) => collections.ledger(db, uid).doc(entryId);
  return {
    async readBalanceIn(tx, uid, entryId) {
      const transaction = firestoreTransactionOf(tx);
      const [user, entry] = await Promise.all([transaction.get(userRef(uid)), transaction.get(entryRef(uid, entryId))]);
      const balance = user.data()?.tokenBalance;
      return balance === undefined ? undefined : { balance, entryApplied: entry.exists };
    },
    writeEntryIn(tx, uid, entryId, entry) {
      firestoreTransactionOf(tx)
        .update(userRef(uid), { tokenBalance: entry.balanceAfter })
        .create(entryRef(uid, entryId), entry);
    },
    async latest(uid, limit) {
      const snapshot = await collections.ledger(db, uid).orderBy('createdAt', 'desc').limit(limit).get();
      return snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id }));
    },
  };
}

// And the reads for the ledger reconciliation (services/admin/ledger-check.ts): whole ledgers, and which staging batch each
// of a user's jobs belongs to.

/** Every entry of the user's ledger, in no particular order. */
export async function readLedgerLines(db: Firestore, uid: string): Promise<LedgerLine[]> {
  const entries = await collections.ledger(db, uid).get();
  return entries.docs.map((doc) => {
    const { delta, balanceAfter, ref, createdAt } = doc.data();
    return { id: doc.id, delta, balanceAfter, ref, createdAtMs: createdAt.getTime() };
  });
}

/** The staging batch of each of the user's jobs that belongs to one, by job id. */
export async function readJobBatches(db: Firestore, uid: string): Promise<Map<string, string>> {
  const jobs = await collections.remixJobs(db).where('userId', '==', uid).select('listing.batchId').get();
  const batches = new Map<string, string>();
  for (const job of jobs.docs) {
    const batchId: unknown = job.get('listing.batchId');
    if (typeof batchId === 'string') batches.set(job.id, batchId);
  }
  return batches;
}

/** The ids of every user, `pageSize` at a time, in id order. */
export async function* userIdPages(db: Firestore, pageSize: number): AsyncGenerator<string[]> {
  let after: string | undefined;
  for (;;) {
    let query = collections.users(db).orderBy(FieldPath.documentId()).select().limit(pageSize);
    if (after !== undefined) query = query.startAfter(after);
    const page = await query.get();
    if (page.empty) return;
    yield page.docs.map(({ id }) => id);
    after = page.docs[page.docs.length - 1]?.id;
  }
}
