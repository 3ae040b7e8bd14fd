import type { PaymentEvent } from '../../adapters/payments/payment-gateway';
import { STRIPE_EVENT } from '../../adapters/payments/stripe-webhook-events';
import { namedError } from '../../domain/named-error';
import type { ReversalOutcome } from '../../domain/purchase-reversal';
import { UnknownUserError } from '../core';
import { releaseReservation } from './coupon-uses';
import { fulfilPayment } from './fulfil-payment';
import {
  DuplicateStarterPackRefundedError,
  PaymentMismatchError,
  PaymentNotFoundError,
  type PaymentsDeps,
} from './payments';
import { type ReversalEvent, reversePurchase } from './purchase-reversals';

/** What became of a webhook event; every outcome is acknowledged to Stripe with 200. */
export type PaymentEventOutcome =
  'fulfilled' | 'already_processed' | 'refunded' | 'released' | 'duplicate' | 'ignored' | 'rejected' | ReversalOutcome;

/**
 * A verified event failed for a reason that may pass (Stripe or Firestore unreachable, the intent not yet succeeded):
 * whatever the cause, the route answers 500, so Stripe delivers the event again.
 */
export class PaymentEventFailedError extends namedError('PaymentEventFailedError') {
  constructor(event: Pick<PaymentEvent, 'id' | 'type'>, cause: unknown) {
    super(`Stripe event ${event.id} (${event.type}) failed: ${String(cause)}`, { cause });
  }
}

/**
 * Handles a verified Stripe webhook event (the types are STRIPE_EVENT). `payment_intent.canceled` releases a coupon
 * reservation the intent held. `payment_intent.succeeded` fulfils the payment, and the event is marked
 * in `stripeEvents/{id}` in the same transaction as the credit, so a redelivery changes nothing and a failure
 * before the commit leaves nothing behind to skip the credit. Refund, failed refund and dispute events take back the
 * purchase's unspent tokens or give them back (reversePurchase), marked the same way. Other types are ignored.
 *
 * Retry is a decision: a failure that may pass (Stripe or Firestore unreachable, intent not yet succeeded) is
 * thrown as PaymentEventFailedError, so the route answers 500 and Stripe delivers again. A refusal that no retry can
 * change (the intent is not this app's, or its amount or package do not match, or the user is gone) is logged and
 * acknowledged.
 */
export async function handlePaymentEvent(deps: PaymentsDeps, event: PaymentEvent): Promise<PaymentEventOutcome> {
  return handleEvent(deps, event).catch((error: unknown) => {
    throw new PaymentEventFailedError(event, error);
  });
}

async function handleEvent(deps: PaymentsDeps, event: PaymentEvent): Promise<PaymentEventOutcome> {
  const { paymentIntentId, reversal } = event;
  if (paymentIntentId === null) return 'ignored';
  if (event.type === STRIPE_EVENT.paymentCanceled)
    return (await releaseCancelledIntent(deps, paymentIntentId)) ? 'released' : 'ignored';
  if (reversal) return acknowledged(deps, event, () => reversedPurchase(deps, { ...event, paymentIntentId, reversal }));
  if (event.type !== STRIPE_EVENT.paymentSucceeded) return 'ignored';
  // Saves a Stripe call for a redelivery; the transaction checks again, so a race here cannot credit twice.
  if (await deps.repositories.stripeEvents.read(event.id)) return 'duplicate';
  return acknowledged(deps, event, async () => {
    const fulfilment = await fulfilPayment(deps, paymentIntentId, { event: { id: event.id, type: event.type } });
    return fulfilment.alreadyProcessed ? 'already_processed' : 'fulfilled';
  });
}

/**
 * A refund or dispute: what reversePurchase did. A payment unknown here (Stripe has no such intent, or this app
 * refunded it without crediting) is logged and acknowledged as ignored, so Stripe does not retry it for days.
 */
async function reversedPurchase(deps: PaymentsDeps, event: ReversalEvent): Promise<PaymentEventOutcome> {
  const result = await reversePurchase(deps, event).catch((error: unknown) => {
    if (error instanceof PaymentNotFoundError && error.reason === 'missing') return 'unknown' as const;
    throw error;
  });
  if (result !== 'unknown') return result;
  deps.logger.info('Ignored a refund or dispute of a payment that credited nothing here', {
    eventId: event.id,
    paymentIntentId: event.paymentIntentId,
  });
  return 'ignored';
}

/**
 * Runs `handle` and turns the refusals no retry can change into acknowledged outcomes: an intent this app did not
 * create is ignored, a mismatch or a missing user is rejected, each logged; anything else is thrown (500, retried).
 */
async function acknowledged(
  deps: PaymentsDeps,
  event: PaymentEvent,
  handle: () => Promise<PaymentEventOutcome>,
): Promise<PaymentEventOutcome> {
  const fields = { eventId: event.id, paymentIntentId: event.paymentIntentId };
  try {
    return await handle();
  } catch (error) {
    if (error instanceof DuplicateStarterPackRefundedError) return 'refunded';
    if (error instanceof PaymentNotFoundError && error.reason === 'foreign') {
      deps.logger.info('Ignored a payment intent this app did not create', fields);
      return 'ignored';
    }
    if (
      error instanceof PaymentNotFoundError ||
      error instanceof PaymentMismatchError ||
      error instanceof UnknownUserError
    ) {
      deps.logger.error('A succeeded payment cannot be credited; support must look at it', error, fields);
      return 'rejected';
    }
    throw error;
  }
}

/**
 * A cancelled intent can never be paid, so the coupon redemption it reserved goes back (once: only while it still
 * holds it). Reads the intent from Stripe rather than the event body, as fulfilment does.
 */
async function releaseCancelledIntent(deps: PaymentsDeps, paymentIntentId: string): Promise<boolean> {
  const intent = await deps.payments?.retrievePaymentIntent(paymentIntentId);
  const { couponCode, userId } = intent?.metadata ?? {};
  if (intent?.status !== 'canceled' || !couponCode || !userId) return false;
  return releaseReservation(deps.repositories, couponCode, userId, { intentId: paymentIntentId });
}
