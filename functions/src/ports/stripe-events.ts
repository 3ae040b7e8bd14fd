import type { ReversalOutcome } from '../domain/purchase-reversal';
import type { Tx } from './transactions';

/** `stripeEvents/{eventId}`: a webhook event already handled, written in the same transaction as its effect. */
export interface StripeEventRecord {
  type: string;
  paymentIntentId: string | null;
  /**
   * fulfilled: this event credited the tokens; already_processed: the purchase call had done it; refunded: it paid a
   * second Starter Pack, refunded instead. For a refund, failed refund or dispute: a ReversalOutcome
   * (domain/purchase-reversal.ts).
   */
  outcome: 'fulfilled' | 'already_processed' | 'refunded' | ReversalOutcome;
  processedAt: Date;
}

/** A stored event and its id. */
export type StoredStripeEvent = StripeEventRecord & { id: string };

/** `stripeEvents/{eventId}`: the webhook events handled. */
export interface StripeEventsRepository {
  read(eventId: string): Promise<StripeEventRecord | undefined>;
  readIn(tx: Tx, eventId: string): Promise<StripeEventRecord | undefined>;
  /** Creates the event's record in `tx`; the transaction fails if it exists. */
  createIn(tx: Tx, eventId: string, event: StripeEventRecord): void;
  /** The events handled for one payment intent, in no particular order. */
  listOfPayment(paymentIntentId: string): Promise<StoredStripeEvent[]>;
}
