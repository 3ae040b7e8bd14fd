import type Stripe from 'stripe';

/**
 * The Stripe event types the webhook acts on, named once: the handler switches on these names, the README's
 * deploy step lists them, and `npm run doctor` compares them with the live endpoint's `enabled_events`.
 */
export const STRIPE_EVENT = {
  /** A payment went through: its tokens are credited (docs/api.md#stripe-webhook). */
  paymentSucceeded: 'payment_intent.succeeded',
  /** An unpaid intent can never be paid: the coupon redemption it reserved goes back. */
  paymentCanceled: 'payment_intent.canceled',
  /** Money went back to the card (in full or in part): the purchase's unspent tokens are taken back. */
  chargeRefunded: 'charge.refunded',
  /** A refund did not reach the card: what its `charge.refunded` took back is given back. */
  refundFailed: 'refund.failed',
  /** The card holder disputed the payment: an inquiry moves no money; a chargeback may show its funds withdrawn. */
  disputeCreated: 'charge.dispute.created',
  /** The disputed amount left the account: its unspent tokens are taken back as for a refund. */
  disputeFundsWithdrawn: 'charge.dispute.funds_withdrawn',
  /** Disputed funds came back (a won dispute, or the refunded part of a lost one): their tokens are given back. */
  disputeFundsReinstated: 'charge.dispute.funds_reinstated',
  /** The dispute was decided (`won`, `lost`, or an inquiry's `warning_closed`): a win gives the tokens back. */
  disputeClosed: 'charge.dispute.closed',
} as const satisfies Record<string, Stripe.Event.Type>;

/** Every event type the webhook endpoint must subscribe to (its `enabled_events`). */
export const STRIPE_WEBHOOK_EVENTS: readonly Stripe.Event.Type[] = Object.values(STRIPE_EVENT);
