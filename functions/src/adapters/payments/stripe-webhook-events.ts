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
  /** The card holder disputed the payment: its unspent tokens are taken back as for a refund. */
  disputeCreated: 'charge.dispute.created',
} as const satisfies Record<string, Stripe.Event.Type>;

/** Every event type the webhook endpoint must subscribe to (its `enabled_events`). */
export const STRIPE_WEBHOOK_EVENTS: readonly Stripe.Event.Type[] = Object.values(STRIPE_EVENT);
