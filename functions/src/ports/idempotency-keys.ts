import type { Tx } from './transactions';

/** Whose key: the caller and the Idempotency-Key they sent. */
export interface CallerKey {
  uid: string;
  key: string;
}

/**
 * `idempotencyKeys/{id}`: the request a caller's Idempotency-Key was first used for, written in the transaction that
 * did its work (domain/idempotency.ts).
 */
export interface IdempotencyRecord {
  userId: string;
  /** requestFingerprint of the first request. */
  fingerprint: string;
  /** What that request made: a job id, a staging batch id, an adjustment's ledger entry id. */
  ref: string;
  /** A staging's photos whose takes it re-marked for free: its answer, replayed with the batch's jobs. */
  remarked?: string[];
  createdAt: Date;
}

export interface IdempotencyKeysRepository {
  /** The record of the caller's key as stored now; undefined for a new key. */
  read(caller: CallerKey): Promise<IdempotencyRecord | undefined>;
  readIn(tx: Tx, caller: CallerKey): Promise<IdempotencyRecord | undefined>;
  /** Creates the record in `tx`; the transaction fails if another request recorded the key first. */
  createIn(tx: Tx, caller: CallerKey, record: IdempotencyRecord): void;
}
