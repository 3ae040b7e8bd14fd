import type { Firestore } from 'firebase-admin/firestore';
import type { StripeEventsRepository } from '../../ports/stripe-events';
import { collections } from './collections';
import { firestoreTransactionOf } from './transactions';

/** `stripeEvents/{eventId}` in Firestore. */
export function firestoreStripeEvents(db: Firestore): StripeEventsRepository {
  const event = (id: string) => collections.stripeEvents(db).doc(id);
  const txOf = firestoreTransactionOf;
  return {
    read: async (id) => (await event(id).get()).data(),
    readIn: async (tx, id) => (await txOf(tx).get(event(id))).data(),
    createIn: (tx, id, record) => void txOf(tx).create(event(id), record),
    listOfPayment: async (paymentIntentId) =>
      (await collections.stripeEvents(db).where('paymentIntentId', '==', paymentIntentId).get()).docs.map((doc) => ({
        ...doc.data(),
        id: doc.id,
      })),
  };
}
