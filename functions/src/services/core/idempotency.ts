import type { IdempotentRequest } from '../../domain/idempotency';
import { namedError } from '../../domain/named-error';
import type { CallerKey, IdempotencyRecord } from '../../ports/idempotency-keys';
import type { Repositories } from '../../ports/repositories';
import type { Tx } from '../../ports/transactions';

type KeyRepositories = Pick<Repositories, 'idempotencyKeys'>;

/** The Idempotency-Key was used before, by this caller, for a different request; nothing changed (422). */
export class IdempotencyKeyReusedError extends namedError('IdempotencyKeyReusedError') {}

/** What an earlier request with this key made (its `ref`), or null for a new key; a different request throws. */
export function replayedRef(record: IdempotencyRecord | undefined, request: IdempotentRequest): string | null {
  if (!record) return null;
  if (record.fingerprint !== request.fingerprint) {
    throw new IdempotencyKeyReusedError('The Idempotency-Key was used for a different request');
  }
  return record.ref;
}

/** The record of the caller's key, whatever request it was used for; undefined for a new key. One document read. */
export function idempotencyRecordOf(
  { idempotencyKeys }: KeyRepositories,
  caller: CallerKey,
): Promise<IdempotencyRecord | undefined> {
  return idempotencyKeys.read(caller);
}

/** replayedRef of the key as stored now. */
export async function earlierRef(
  { idempotencyKeys }: KeyRepositories,
  request: IdempotentRequest,
): Promise<string | null> {
  return replayedRef(await idempotencyKeys.read(request), request);
}

/**
 * Claims the key for this request in `tx`: null when it is new (the caller then does the work and calls `record`
 * with what it made, in the same transaction), the earlier request's `ref` when this is a replay; a different
 * request throws IdempotencyKeyReusedError. It reads, so it comes before the transaction's writes.
 */
export async function claimIdempotencyKeyIn(
  { idempotencyKeys }: KeyRepositories,
  tx: Tx,
  request: IdempotentRequest,
): Promise<{ replayOf: string } | { record: (ref: string, answer?: Pick<IdempotencyRecord, 'remarked'>) => void }> {
  const ref = replayedRef(await idempotencyKeys.readIn(tx, request), request);
  if (ref !== null) return { replayOf: ref };
  return {
    record: (made, answer = {}) =>
      idempotencyKeys.createIn(tx, request, {
        userId: request.uid,
        fingerprint: request.fingerprint,
        ref: made,
        ...answer,
        createdAt: new Date(),
      }),
  };
}
