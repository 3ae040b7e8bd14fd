import type { Firestore } from 'firebase-admin/firestore';
import { idempotencyRecordId } from '../../domain/idempotency';
import type { CallerKey, IdempotencyKeysRepository } from '../../ports/idempotency-keys';
import { collections } from './collections';
import { firestoreTransactionOf } from './transactions';

/** `idempotencyKeys/{id}` (docs/data-model.md#idempotencykeys) in Firestore. */
export function firestoreIdempotencyKeys(db: Firestore): IdempotencyKeysRepository {
  const recordRef = ({ uid, key }: CallerKey) => collections.idempotencyKeys(db).doc(idempotencyRecordId(uid, key));
  return {
    read: async (caller) => (await recordRef(caller).get()).data(),
    readIn: async (tx, caller) => (await firestoreTransactionOf(tx).get(recordRef(caller))).data(),
    createIn: (tx, caller, record) => void firestoreTransactionOf(tx).create(recordRef(caller), record),
  };
}
