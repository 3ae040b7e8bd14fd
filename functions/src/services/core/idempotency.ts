import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { IdempotencyKeyDoc } from '../../adapters/firestore/collections';
import {
  createIdempotencyRecordIn,
  readIdempotencyRecord,
  readIdempotencyRecordIn,
} from '../../adapters/firestore/idempotency-keys-repository';
import type { IdempotentRequest } from '../../domain/idempotency';
import { namedError } from '../../domain/named-error';

/** The Idempotency-Key was used before, by this caller, for a different request; nothing changed (422). */
export class IdempotencyKeyReusedError extends namedError('IdempotencyKeyReusedError') {}

/** What an earlier request with this key made (its `ref`), or null for a new key; a different request throws. */
export function replayedRef(record: IdempotencyKeyDoc | undefined, request: IdempotentRequest): string | null {
  if (!record) return null;
  if (record.fingerprint !== request.fingerprint) {
    throw new IdempotencyKeyReusedError('The Idempotency-Key was used for a different request');
  }
  return record.ref;
}

/** The record of the caller's key, whatever request it was used for; undefined for a new key. One document read. */
export function idempotencyRecordOf(db: Firestore, uid: string, key: string): Promise<IdempotencyKeyDoc | undefined> {
  return readIdempotencyRecord(db, { uid, key });
}

/** replayedRef of the key as stored now. */
export async function earlierRef(db: Firestore, request: IdempotentRequest): Promise<string | null> {
  return replayedRef(await readIdempotencyRecord(db, request), request);
}

/**
 * Claims the key for this request in `tx`: null when it is new (the caller then does the work and calls `record`
 * with what it made, in the same transaction), the earlier request's `ref` when this is a replay; a different
 * request throws IdempotencyKeyReusedError. It reads, so it comes before the transaction's writes.
 */
export async function claimIdempotencyKeyIn(
  db: Firestore,
  tx: Transaction,
  request: IdempotentRequest,
): Promise<{ replayOf: string } | { record: (ref: string, answer?: Pick<IdempotencyKeyDoc, 'remarked'>) => void }> {
  const ref = replayedRef(await readIdempotencyRecordIn(db, tx, request), request);
  if (ref !== null) return { replayOf: ref };
  return { record: (made, answer) => createIdempotencyRecordIn(db, tx, request, made, answer) };
}
