import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import { nowOf } from '../../domain/clock';
import { UnknownUserError, withBalanceLock } from '../core';
import { type PaidIntent, type PaymentClaims, verifyPaidIntent } from './payment-verification';
import { DuplicateStarterPackRefundedError, type PaymentsDeps, requireGateway } from './payments';
import { recordPurchase } from './purchases';
import type { StripeEventRecord } from '../../ports/stripe-events';
import type { Tx } from '../../ports/transactions';
import type { UserRecord } from '../../ports/users';

/** The outcome of fulfilling a payment; `alreadyProcessed` when an earlier call or event had done it. */
export interface Fulfilment {
  alreadyProcessed: boolean;
  uid: string;
  tokenAmount: number;
  profile: UserRecord;
}

/** The webhook event that asks for a fulfilment. */
type AskingEvent = { id: string; type: string };

/** Who asks for a fulfilment and what they claim; each field is checked against the intent when given. */
export interface FulfilRequest extends PaymentClaims {
  /** The webhook event that asks; it is marked handled in the same transaction as the credit. */
  event?: AskingEvent;
  /** More writes of the crediting transaction, made only when this call credits the payment (an admin's audit entry). */
  alsoInTransaction?: (tx: Tx, credit: { uid: string; balanceBefore: number; balanceAfter: number }) => void;
}

/** What the crediting transaction did: credited (or found credited), or found a second Starter Pack to refund. */
type Credit =
  { kind: 'done'; alreadyProcessed: boolean; profile: UserRecord } | { kind: 'refund'; refundId: string | null };

/**
 * `POST /api/tokens/purchase` and the webhook: credits a succeeded payment exactly once. Verifies the intent with
 * Stripe (payment-verification.ts), then in one transaction creates `tokenPurchases/{intentId}`, credits the tokens,
 * counts the coupon, marks the Starter Pack claimed and marks the webhook event handled. A payment already fulfilled
 * answers `alreadyProcessed` and changes nothing. Throws PaymentsNotConfiguredError, PaymentProviderError,
 * PaymentNotFoundError, PaymentNotCompletedError, PaymentMismatchError, UnknownUserError,
 * DuplicateStarterPackRefundedError.
 */
export async function fulfilPayment(
  deps: PaymentsDeps,
  paymentIntentId: string,
  request: FulfilRequest = {},
): Promise<Fulfilment> {
  const gateway = requireGateway(deps);
  const paid = await verifyPaidIntent(gateway, paymentIntentId, request);
  // One at a time per user in this process (balance-lock.ts): a webhook redelivered at once with the purchase call
  // would otherwise lock the same documents together, which the emulator times out.
  const credit = await withBalanceLock(paid.uid, () =>
    deps.repositories.runTransaction((tx) => creditPayment(deps, tx, paid, request)),
  );
  if (credit.kind === 'refund') {
    await refundDuplicateStarterPack(deps, gateway, paid, credit.refundId, request.event);
    throw new DuplicateStarterPackRefundedError(
      `Payment intent ${paymentIntentId} paid a second Starter Pack; refunded`,
    );
  }
  const { alreadyProcessed, profile } = credit;
  return { alreadyProcessed, uid: paid.uid, tokenAmount: paid.product.tokenAmount, profile };
}

/**
 * The crediting transaction: nothing when the event or the purchase is recorded already; a refund to make when the
 * user has the Starter Pack this pays for; else the purchase recorded and credited, with the event marked.
 */
async function creditPayment(deps: PaymentsDeps, tx: Tx, paid: PaidIntent, request: FulfilRequest): Promise<Credit> {
  const { repositories } = deps;
  const { purchases, stripeEvents, coupons, users } = repositories;
  const { paymentIntentId, uid, product, couponCode: code } = paid;
  const [purchase, handledEvent, coupon, profile, refund] = await Promise.all([
    purchases.readIn(tx, paymentIntentId),
    request.event ? stripeEvents.readIn(tx, request.event.id) : undefined,
    code === undefined ? null : coupons.readWithUseIn(tx, code, uid),
    users.readIn(tx, uid),
    purchases.readRefundIn(tx, paymentIntentId),
  ]);
  if (!profile) throw new UnknownUserError(`No user ${uid} for payment intent ${paymentIntentId}`);
  if (handledEvent) return { kind: 'done', alreadyProcessed: true, profile };
  if (purchase) {
    markEvent(deps, tx, paid, request.event, 'already_processed');
    return { kind: 'done', alreadyProcessed: true, profile };
  }
  if (product.kind === 'starter_pack' && profile.hasClaimedFreeTokens) {
    if (!refund) {
      purchases.createRefundIn(tx, paymentIntentId, {
        userId: uid,
        amountCents: paid.amountCents,
        reason: 'starter_pack_claimed',
        refundId: null,
        createdAt: nowOf(deps),
      });
    }
    return { kind: 'refund', refundId: refund?.refundId ?? null };
  }
  const after = await recordPurchase(
    repositories,
    tx,
    {
      purchaseId: paymentIntentId,
      uid,
      product,
      amountCents: paid.amountCents,
      coupon: code === undefined || !coupon ? null : { code, ...coupon, intentId: paymentIntentId },
      stripePaymentId: paymentIntentId,
      ledgerReason: product.kind === 'starter_pack' ? 'starter_pack' : 'purchase',
      at: nowOf(deps),
    },
    profile,
  );
  markEvent(deps, tx, paid, request.event, 'fulfilled');
  request.alsoInTransaction?.(tx, { uid, balanceBefore: profile.tokenBalance, balanceAfter: after.tokenBalance });
  return { kind: 'done', alreadyProcessed: false, profile: after };
}

/** Marks the asking webhook event handled in `tx`, with what became of it; nothing when no event asks. */
function markEvent(
  deps: PaymentsDeps,
  tx: Tx,
  paid: PaidIntent,
  event: AskingEvent | undefined,
  outcome: StripeEventRecord['outcome'],
): void {
  if (!event) return;
  const record = { type: event.type, paymentIntentId: paid.paymentIntentId, outcome, processedAt: nowOf(deps) };
  deps.repositories.stripeEvents.createIn(tx, event.id, record);
}

/**
 * Refunds a second paid Starter Pack in full and records the refund; the webhook event is marked only once the
 * refund exists, so a failure here is retried by Stripe's next delivery, and the key keeps the refund single. An
 * event a concurrent delivery marked first is left as it is: the refund stands either way.
 */
async function refundDuplicateStarterPack(
  deps: PaymentsDeps,
  gateway: PaymentGateway,
  paid: PaidIntent,
  knownRefundId: string | null,
  event: AskingEvent | undefined,
): Promise<void> {
  const { runTransaction, purchases, stripeEvents } = deps.repositories;
  const { paymentIntentId, uid } = paid;
  const refundId =
    knownRefundId ?? (await gateway.refundPaymentIntent(paymentIntentId, 'duplicate', `refund-${paymentIntentId}`)).id;
  await runTransaction(async (tx) => {
    const [, markedAlready] = await Promise.all([
      purchases.readRefundIn(tx, paymentIntentId),
      event ? stripeEvents.readIn(tx, event.id) : undefined,
    ]);
    purchases.updateRefundIn(tx, paymentIntentId, { refundId });
    if (!markedAlready) markEvent(deps, tx, paid, event, 'refunded');
  });
  deps.logger.warn('A second Starter Pack was paid for; refunded instead of credited', {
    paymentIntentId,
    uid,
    refundId,
  });
}
