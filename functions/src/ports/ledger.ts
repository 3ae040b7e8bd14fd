import type { LedgerReason } from '@roomremix/contracts/enums';
import type { Tx } from './transactions';

/** `users/{uid}/ledger/{entryId}`: one balance change; the entry id is its idempotency key. */
export interface LedgerEntry {
  delta: number;
  balanceAfter: number;
  reason: LedgerReason;
  /** What caused it: a job id, a payment intent id, a seed key. */
  ref: string;
  createdAt: Date;
  /** An admin adjustment's admin (uid) and written reason; absent on every other entry. Closed to clients. */
  adminId?: string;
  note?: string;
}

/** A user's balance as read in a transaction, and whether one entry id was applied already. */
export interface BalanceRead {
  balance: number;
  entryApplied: boolean;
}

/** The token balance on `users/{uid}` and the ledger under it, always written together. */
export interface LedgerRepository {
  /** The balance and whether `entryId` was applied, read in `tx`; undefined when the user does not exist. */
  readBalanceIn(tx: Tx, uid: string, entryId: string): Promise<BalanceRead | undefined>;
  /** Creates the entry and sets the balance to its `balanceAfter`, in `tx`. */
  writeEntryIn(tx: Tx, uid: string, entryId: string, entry: LedgerEntry): void;
  /** The user's newest `limit` entries, newest first. */
  latest(uid: string, limit: number): Promise<Array<LedgerEntry & { id: string }>>;
  /** Every entry of the user's ledger, in no particular order (the reconciliation's read). */
  all(uid: string): Promise<Array<LedgerEntry & { id: string }>>;
  /** One entry, as stored now and as read in `tx`; undefined when it was never applied. */
  entry(uid: string, entryId: string): Promise<LedgerEntry | undefined>;
  entryIn(tx: Tx, uid: string, entryId: string): Promise<LedgerEntry | undefined>;
}
