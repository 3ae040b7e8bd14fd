import type { LedgerEntry } from './ledger';
import type { Tx } from './transactions';

/** The steps of an account deletion, in the order they run (services/accounts/account-deletion.ts). */
export const ACCOUNT_DELETION_STEPS = [
  'sessions',
  'auth',
  'shares',
  'results',
  'jobs',
  'listings',
  'blobs',
  'accounting',
  'profile',
] as const;

/** One step of an account deletion. */
export type AccountDeletionStep = (typeof ACCOUNT_DELETION_STEPS)[number];

/**
 * `accountDeletions/{uid}`: an account being deleted (docs/data-model.md#accountdeletions), written before the first
 * step so a deletion that stopped half-way is finished by the sweep. Closed to clients.
 */
export interface AccountDeletion {
  state: 'pending' | 'done';
  /** The id the accounting records are kept under; removed once done, so nothing links the uid to it. */
  tombstoneId: string | null;
  /** The steps finished so far. */
  stepsDone: AccountDeletionStep[];
  /** The balance given up, confirmed by the user. */
  forfeitedTokens: number;
  requestedAt: Date;
  completedAt: Date | null;
  /** Until when a run of the steps holds the deletion; absent when none does. */
  runLeaseUntil?: Date;
}

/** What a run changes of a recorded deletion; a `runLeaseUntil` of null removes the hold. */
export type AccountDeletionChange = Partial<
  Omit<AccountDeletion, 'runLeaseUntil' | 'requestedAt' | 'forfeitedTokens'>
> & {
  runLeaseUntil?: Date | null;
};

/**
 * `deletedAccounts/{tombstoneId}`: the accounting left of a deleted account, with no personal data: its ledger moved to
 * `deletedAccounts/{tombstoneId}/ledger` and its purchases re-keyed to `userId: tombstoneId`. Closed to clients.
 */
export interface DeletedAccount {
  deletedAt: Date;
  forfeitedTokens: number;
}

/** A ledger entry kept under a tombstone: the admin's note is dropped; the forfeited balance is its own entry. */
export interface TombstoneLedgerEntry extends Omit<LedgerEntry, 'reason' | 'note'> {
  reason: LedgerEntry['reason'] | 'account_deleted';
}

/** The collections whose documents of a user (their `userId`) go with the account. */
export type UserOwnedCollection =
  'shares' | 'imageResults' | 'remixJobs' | 'listings' | 'listingLinks' | 'idempotencyKeys';

/** How the ledger moves under a tombstone: each entry's new id, and what is kept of it. */
export interface LedgerMove {
  renamed: (id: string) => string;
  keep: (entry: LedgerEntry) => TombstoneLedgerEntry;
}

/**
 * `accountDeletions/{uid}`, the tombstones (`deletedAccounts`), and the deletion steps' writes across the user's
 * records. Each step's write may run again after a crash and lands on the same documents (plain sets and deletes).
 */
export interface AccountDeletionsRepository {
  read(uid: string): Promise<AccountDeletion | undefined>;
  readIn(tx: Tx, uid: string): Promise<AccountDeletion | undefined>;
  /** Creates the record in `tx`; the transaction fails if it exists. */
  createIn(tx: Tx, uid: string, deletion: AccountDeletion): void;
  updateIn(tx: Tx, uid: string, change: AccountDeletionChange): void;
  update(uid: string, change: AccountDeletionChange): Promise<void>;
  /** The uids of up to `limit` pending deletions requested at or before `requestedBy`, oldest first. */
  findPending(requestedBy: Date, limit: number): Promise<string[]>;
  /** Deletes every document of `collection` whose `userId` is `uid`. */
  deleteOwned(collection: UserOwnedCollection, uid: string): Promise<void>;
  /** Writes `deletedAccounts/{tombstoneId}` (a plain set). */
  saveTombstone(tombstoneId: string, tombstone: DeletedAccount): Promise<void>;
  /** Writes one entry of the tombstone's ledger (a plain set). */
  saveTombstoneEntry(tombstoneId: string, entryId: string, entry: TombstoneLedgerEntry): Promise<void>;
  /**
   * Moves the user's ledger to the tombstone's, each entry as `move` says, deleting the originals in the same writes:
   * a move cut short leaves every entry in one place or both, never in neither.
   */
  moveLedgerToTombstone(uid: string, tombstoneId: string, move: LedgerMove): Promise<void>;
  /**
   * Sets `userId` to `ownerId` on every purchase, refunded payment and coupon counter of the user; one whose id
   * `renamed` changes moves to that id (set and delete together, so it is in one place or the other).
   */
  reassignAccountingRecords(uid: string, ownerId: string, renamed: (id: string) => string): Promise<void>;
}
