import type { Firestore } from 'firebase-admin/firestore';
import type { RateLimitsRepository } from '../../ports/rate-limits';
import { collections } from './collections';
import { firestoreTransactionOf } from './transactions';

/** `rateLimits/{id}` (docs/data-model.md#ratelimits) in Firestore. */
export function firestoreRateLimits(db: Firestore): RateLimitsRepository {
  const counterRef = (id: string) => collections.rateLimits(db).doc(id);
  return {
    readIn: async (tx, id) => (await firestoreTransactionOf(tx).get(counterRef(id))).data(),
    writeIn: (tx, id, counter) => void firestoreTransactionOf(tx).set(counterRef(id), counter),
    writeCountIn: (tx, id, count) => void firestoreTransactionOf(tx).update(counterRef(id), { count }),
  };
}
