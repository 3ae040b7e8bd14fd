import { namedError } from '../../domain/named-error';
import type { ReversalReport } from '../../domain/purchase-reversal';

/** A payment intent as the services see it: only the fields fulfilment checks. */
export interface PaymentIntentView {
  id: string;
  /** Stripe's status: 'succeeded' once the card payment went through. */
  status: string;
  /** In the smallest unit of `currency` (cents). */
  amount: number;
  currency: string;
  clientSecret: string;
  customerId: string | null;
  metadata: Record<string, string>;
}

/** What a new payment intent charges and carries. */
export interface NewPaymentIntent {
  amountCents: number;
  currency: string;
  customerId: string;
  description: string;
  metadata: Record<string, string>;
}

/** A verified webhook event: its id, type, the payment intent it is about, and for a refund or dispute its money. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** The intent itself for payment intent events, the charge's, refund's or dispute's intent for those; else null. */
  paymentIntentId: string | null;
  /** Set for refund and dispute events: what they report of the money gone back to the card holder. */
  reversal?: PaymentReversal;
}

/** A refund, failed refund or dispute report (domain/purchase-reversal.ts), its cents in `currency`'s smallest unit. */
export type PaymentReversal = ReversalReport & { currency: string };

/** The card payment provider (Stripe); every create call takes the caller's idempotency key. */
export interface PaymentGateway {
  createCustomer(customer: { uid: string; email: string | null }, idempotencyKey: string): Promise<{ id: string }>;
  /** Creates the intent, or for a key used before returns that intent as it is now (Stripe replays the original). */
  createPaymentIntent(intent: NewPaymentIntent, idempotencyKey: string): Promise<PaymentIntentView>;
  /** The intent, or null when the provider has none with this id. */
  retrievePaymentIntent(id: string): Promise<PaymentIntentView | null>;
  /**
   * Cancels an intent nobody paid, so it can never be paid; returns the intent as it is afterwards (an intent that
   * was paid meanwhile comes back `succeeded`, not cancelled). Null when the provider has no such intent.
   */
  cancelPaymentIntent(id: string, reason: 'abandoned' | 'duplicate'): Promise<PaymentIntentView | null>;
  /** Refunds a paid intent in full; the key makes a repeated call return the same refund. Returns the refund id. */
  refundPaymentIntent(id: string, reason: 'duplicate', idempotencyKey: string): Promise<{ id: string }>;
  /**
   * A signature of `text` under the provider's secret key (HMAC-SHA256, hex), which only this server holds: what an
   * intent sells is signed into its metadata at creation, so fulfilment can trust it without looking at the catalog.
   */
  sign(text: string): string;
  /** Verifies a webhook delivery's signature and timestamp; throws WebhookSignatureError when they do not hold. */
  verifyWebhookEvent(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
}

/** The provider could not be reached or refused a call; the cause says which. */
export class PaymentProviderError extends namedError('PaymentProviderError') {}

/** A webhook delivery whose signature is missing, wrong, made with another secret, or too old. */
export class WebhookSignatureError extends namedError('WebhookSignatureError') {}

/** A correctly signed webhook delivery that is not a Stripe event (no id, type or `data.object`, or not JSON). */
export class WebhookEventMalformedError extends namedError('WebhookEventMalformedError') {}

/** The gateway was asked to verify a webhook but no webhook secret is configured. */
export class WebhookNotConfiguredError extends namedError('WebhookNotConfiguredError') {}
