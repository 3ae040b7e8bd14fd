import { collections } from '../adapters/firestore/collections';
import type { PaymentEvent } from '../adapters/payments/payment-gateway';
import { UnknownUserError } from './ledger';
import { releaseReservation } from './coupon-uses';
import {
  DuplicateStarterPackRefundedError,
  fulfilPayment,
  PaymentMismatchError,
  PaymentNotFoundError,
  type PaymentsDeps,
} from './payments';

/** What became of a webhook event; every outcome is acknowledged to Stripe with 200. */
export type PaymentEventOutcome =
  'fulfilled' | 'already_processed' | 'refunded' | 'released' | 'duplicate' | 'ignored' | 'rejected';

/** The event type that moves tokens, and the one that gives back a coupon redemption an unpaid intent held. */
const PAYMENT_SUCCEEDED = 'payment_intent.succeeded';
const PAYMENT_CANCELED = 'payment_intent.canceled';

/**
 * Handles a verified Stripe webhook event. `payment_intent.canceled` releases a coupon reservation the intent held.
 * `payment_intent.succeeded` fulfils the payment, and the event is marked
 * in `stripeEvents/{id}` in the same transaction as the credit, so a redelivery changes nothing and a failure
 * before the commit leaves nothing behind to skip the credit. Other types are ignored.
 *
 * Retry is a decision: a failure that may pass (Stripe or Firestore unreachable, intent not yet succeeded) is
 * thrown, so the route answers 500 and Stripe delivers again. A refusal that no retry can change (the intent is
 * not this app's, or its amount or package do not match, or the user is gone) is logged and acknowledged.
 */
export async function handlePaymentEvent(deps: PaymentsDeps, event: PaymentEvent): Promise<PaymentEventOutcome> {
  if (event.paymentIntentId === null) return 'ignored';
  if (event.type === PAYMENT_CANCELED)
    return (await releaseCancelledIntent(deps, event.paymentIntentId)) ? 'released' : 'ignored';
  if (event.type !== PAYMENT_SUCCEEDED) return 'ignored';
  // Saves a Stripe call for a redelivery; the transaction checks again, so a race here cannot credit twice.
  if ((await collections.stripeEvents(deps.db).doc(event.id).get()).exists) return 'duplicate';
  const fields = { eventId: event.id, paymentIntentId: event.paymentIntentId };
  try {
    const fulfilment = await fulfilPayment(deps, event.paymentIntentId, { event: { id: event.id, type: event.type } });
    return fulfilment.alreadyProcessed ? 'already_processed' : 'fulfilled';
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
  return releaseReservation(deps.db, couponCode, userId, { intentId: paymentIntentId });
}
