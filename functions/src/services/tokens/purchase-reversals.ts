import type { LedgerReason } from '@roomremix/contracts/enums';
import type { PaymentReversal } from '../../adapters/payments/payment-gateway';
import {
  nextReversal,
  type ReversalOutcome,
  reversalOutcomeOf,
  type ReversalReport,
  reversalStateOf,
} from '../../domain/purchase-reversal';
import { nowOf } from '../../domain/clock';
import { CURRENCY } from '../../domain/pricing';
import { applyBalanceChange, UnknownUserError, withBalanceLock } from '../core';
import { fulfilPayment } from './fulfil-payment';
import { PaymentMismatchError, type PaymentsDeps } from './payments';

/** A refund or dispute event of one payment intent, as the webhook verified it. */
export interface ReversalEvent {
  id: string;
  type: string;
  paymentIntentId: string;
  reversal: PaymentReversal;
}

/** Why a reversal changed nothing: `duplicate` (this event was handled before), or `unknown` (not our payment). */
export type ReversalResult = ReversalOutcome | 'duplicate' | 'unknown';

/**
 * The ledger entry of one event's take-back or give-back. The event is marked handled in the entry's transaction,
 * so it moves tokens once; another event reporting the same money moves none (domain/purchase-reversal.ts).
 */
function reversalLedgerEntryId(paymentIntentId: string, eventId: string): string {
  return `reversal-${paymentIntentId}-${eventId}`;
}

/** Why the balance changed: a take-back by what was reported, or a give-back by what came back. */
function ledgerReasonOf(report: ReversalReport, direction: 'take' | 'give'): LedgerReason {
  if (report.kind === 'dispute') return direction === 'take' ? 'purchase_disputed' : 'purchase_reinstated';
  return direction === 'take' ? 'purchase_refunded' : 'purchase_refund_failed';
}

/**
 * Refund, failed refund and dispute events: takes back the purchase's tokens a refund or withdrawn dispute funds owe,
 * or gives back those a failed refund or reinstated dispute funds no longer owe (domain/purchase-reversal.ts decides
 * how many), in one ledger entry, never below zero, recording on the purchase what was already spent. The purchase,
 * the balance, the entry and the event's record are written in one transaction, so an event moves tokens once
 * however often it comes, and another event reporting the same money moves none.
 *
 * A payment not credited yet (its `payment_intent.succeeded` has not arrived) is fulfilled first, through the same
 * checks as ever, so the take-back has a purchase to act on. A payment this app refunded itself without crediting
 * it (a second Starter Pack) answers `unknown`. Throws what fulfilPayment throws (PaymentNotFoundError for an intent
 * Stripe does not have or this app did not create, PaymentMismatchError, ...), and PaymentMismatchError for an event
 * in another currency.
 */
export async function reversePurchase(deps: PaymentsDeps, event: ReversalEvent): Promise<ReversalResult> {
  const { repositories } = deps;
  const { runTransaction, purchases, stripeEvents, users } = repositories;
  const { paymentIntentId, reversal } = event;
  if (reversal.currency !== CURRENCY) {
    throw new PaymentMismatchError(`${event.type} ${event.id} is in ${reversal.currency}, purchases in ${CURRENCY}`);
  }
  let owner = (await purchases.read(paymentIntentId))?.userId;
  if (owner === undefined) {
    if (await purchases.readRefund(paymentIntentId)) return 'unknown';
    owner = (await fulfilPayment(deps, paymentIntentId)).uid;
  }

  // One at a time per user in this process, as every balance change (balance-lock.ts).
  return withBalanceLock(owner, () =>
    runTransaction(async (tx) => {
      const [handled, purchase] = await Promise.all([
        stripeEvents.readIn(tx, event.id),
        purchases.readIn(tx, paymentIntentId),
      ]);
      if (handled) return 'duplicate';
      if (!purchase) throw new Error(`Purchase ${paymentIntentId} disappeared after its fulfilment`);
      const user = await users.readIn(tx, purchase.userId);
      if (!user) throw new UnknownUserError(`No user ${purchase.userId} for payment intent ${paymentIntentId}`);

      const before = reversalStateOf(purchase.reversal);
      const step = nextReversal(purchase, before, reversal, user.tokenBalance);
      const delta = step.giveBack - step.takeBack;
      if (delta !== 0) {
        await applyBalanceChange(repositories, tx, {
          uid: purchase.userId,
          delta,
          reason: ledgerReasonOf(reversal, delta < 0 ? 'take' : 'give'),
          ref: paymentIntentId,
          entryId: reversalLedgerEntryId(paymentIntentId, event.id),
        });
      }
      const now = nowOf(deps);
      if (step.changed) purchases.updateIn(tx, paymentIntentId, { reversal: { ...step.state, updatedAt: now } });
      const outcome = reversalOutcomeOf(before, step);
      stripeEvents.createIn(tx, event.id, { type: event.type, paymentIntentId, outcome, processedAt: now });
      return outcome;
    }),
  );
}
