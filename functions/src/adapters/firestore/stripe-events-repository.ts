import { type Firestore, type Transaction } from 'firebase-admin/firestore';
import { collections, type StripeEventDoc } from './collections';

/** A webhook event to mark handled: its id and type, the payment intent it concerns and what became of it. */
export interface HandledStripeEvent {
  id: string;
  type: string;
  paymentIntentId: string | null;
  outcome: StripeEventDoc['outcome'];
}

/** Firestore's gRPC code for a create of a document that exists. */
const ALREADY_EXISTS = 6;

/** Whether `stripeEvents/{eventId}` exists now. */
export async function isStripeEventHandled(db: Firestore, eventId: string): Promise<boolean> {
  return (await collections.stripeEvents(db).doc(eventId).get()).exists;
}

/** Whether `stripeEvents/{eventId}` exists, read in `tx`. */
export async function isStripeEventHandledIn(db: Firestore, tx: Transaction, eventId: string): Promise<boolean> {
  return (await tx.get(collections.stripeEvents(db).doc(eventId))).exists;
}

/** Creates `stripeEvents/{id}` in `tx`; the commit fails with isEventMarkedAlready when it exists. */
export function markStripeEventIn(db: Firestore, tx: Transaction, { id, ...event }: HandledStripeEvent): void {
  tx.create(collections.stripeEvents(db).doc(id), { ...event, processedAt: new Date() });
}

/** Whether a transaction failed because the event it marked was marked by another one first. */
export function isEventMarkedAlready(error: unknown): boolean {
  return (error as { code?: number }).code === ALREADY_EXISTS;
}
