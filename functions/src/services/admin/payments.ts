import type { AdminPayment, AuditActor, PaymentFulfilment } from '@roomremix/contracts/admin';
import type { Repositories } from '../../ports/repositories';
import { namedError } from '../../domain/named-error';
import { recordAudit } from './audit';
import { toAdminPurchase } from './views';
import { UnknownUserError } from '../core';
import { fulfilPayment, PaymentNotFoundError, PaymentsNotConfiguredError, type PaymentsDeps } from '../tokens';

/** The payment use-cases' needs, and the audit the admin's retries write to. */
export interface AdminPaymentsDeps extends PaymentsDeps {
  repositories: PaymentsDeps['repositories'] & Pick<Repositories, 'adminAudit'>;
}

/** The user a payment would credit is gone (fulfilPayment's UnknownUserError: the payer, not the admin asking). */
export class PaymentUserMissingError extends namedError('PaymentUserMissingError') {}

/**
 * `GET /api/admin/payments/:paymentIntentId`: the intent as Stripe has it now, beside what this app recorded (the
 * purchase its fulfilment created, a refund instead of a credit, the webhook events handled). Throws
 * PaymentsNotConfiguredError, PaymentProviderError, PaymentNotFoundError (neither Stripe nor this app knows it).
 */
export async function inspectPayment(deps: AdminPaymentsDeps, paymentIntentId: string): Promise<AdminPayment> {
  if (!deps.payments) throw new PaymentsNotConfiguredError('Stripe keys are not configured');
  const { purchases, stripeEvents } = deps.repositories;
  const [intent, purchaseDoc, refundDoc, events] = await Promise.all([
    deps.payments.retrievePaymentIntent(paymentIntentId),
    purchases.read(paymentIntentId),
    purchases.readRefund(paymentIntentId),
    stripeEvents.listOfPayment(paymentIntentId),
  ]);
  if (!intent && !purchaseDoc && !refundDoc && events.length === 0) {
    throw new PaymentNotFoundError('missing', `Neither Stripe nor this app knows ${paymentIntentId}`);
  }
  return {
    paymentIntentId,
    intent: intent && {
      status: intent.status,
      amountCents: intent.amount,
      currency: intent.currency,
      customerId: intent.customerId,
      metadata: intent.metadata,
    },
    purchase: purchaseDoc ? toAdminPurchase(paymentIntentId, purchaseDoc) : null,
    refund: refundDoc
      ? {
          refundId: refundDoc.refundId,
          reason: refundDoc.reason,
          amountCents: refundDoc.amountCents,
          createdAt: refundDoc.createdAt.toISOString(),
        }
      : null,
    events: events.map((event) => {
      return {
        id: event.id,
        type: event.type,
        outcome: event.outcome,
        processedAt: event.processedAt.toISOString(),
      };
    }),
  };
}

/**
 * `POST /api/admin/payments/:paymentIntentId/fulfilment`: runs the same idempotent fulfilPayment as the purchase call
 * and the webhook (every check included); when it credits, the audit entry is written in its transaction. A payment
 * fulfilled before answers `alreadyProcessed` and changes nothing. Throws what fulfilPayment throws, but
 * PaymentUserMissingError for its UnknownUserError.
 */
export async function retryFulfilment(
  deps: AdminPaymentsDeps,
  admin: AuditActor,
  paymentIntentId: string,
): Promise<PaymentFulfilment> {
  const fulfilment = await fulfilPayment(deps, paymentIntentId, {
    alsoInTransaction: (tx, credit) =>
      recordAudit(deps.repositories, tx, {
        action: 'payment.fulfil',
        actor: admin,
        target: { kind: 'payment', id: paymentIntentId, userId: credit.uid },
        before: { fulfilled: false, tokenBalance: credit.balanceBefore },
        after: { fulfilled: true, tokenBalance: credit.balanceAfter },
      }),
  }).catch((error: unknown) => {
    if (error instanceof UnknownUserError) throw new PaymentUserMissingError(error.message, { cause: error });
    throw error;
  });
  return {
    alreadyProcessed: fulfilment.alreadyProcessed,
    userId: fulfilment.uid,
    tokenAmount: fulfilment.tokenAmount,
    tokenBalance: fulfilment.profile.tokenBalance,
  };
}
