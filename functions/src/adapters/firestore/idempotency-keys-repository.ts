import { type DocumentReference, type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { idempotencyRecordId, type IdempotentRequest } from '../../domain/idempotency';
import { collections, type IdempotencyKeyDoc } from './collections';

// `idempotencyKeys/{id}` (docs/data-model.md#idempotencykeys): the request each caller's Idempotency-Key was made for.

function recordRef(db: Firestore, { uid, key }: Pick<IdempotentRequest, 'uid' | 'key'>) {
  return collections.idempotencyKeys(db).doc(idempotencyRecordId(uid, key)) as DocumentReference<IdempotencyKeyDoc>;
}

/** The record of the caller's key as stored now, or undefined when the key is new. */
export async function readIdempotencyRecord(
  db: Firestore,
  request: Pick<IdempotentRequest, 'uid' | 'key'>,
): Promise<IdempotencyKeyDoc | undefined> {
  return (await recordRef(db, request).get()).data();
}

/** Reads the record of the caller's key in `tx`. */
export async function readIdempotencyRecordIn(
  db: Firestore,
  tx: Transaction,
  request: IdempotentRequest,
): Promise<IdempotencyKeyDoc | undefined> {
  return (await tx.get(recordRef(db, request))).data();
}

/** Records in `tx` that the key was used for this request, which made `ref`. */
export function createIdempotencyRecordIn(
  db: Firestore,
  tx: Transaction,
  request: IdempotentRequest,
  ref: string,
  answer: Pick<IdempotencyKeyDoc, 'remarked'> = {},
): void {
  tx.create(recordRef(db, request), {
    userId: request.uid,
    fingerprint: request.fingerprint,
    ref,
    ...answer,
    createdAt: Timestamp.now(),
  });
}
