/** The Stripe events the webhook handles; the Stripe webhook endpoint must send each of them. */
export const STRIPE_WEBHOOK_EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.canceled',
  'charge.refunded',
  'charge.dispute.created',
] as const;
