/**
 * What refunds and disputes of one paid purchase have taken back so far (docs/data-model.md#tokenpurchases). Tokens
 * are a pool: "unspent" means still in the balance, so a take-back never takes more than the balance holds, and what
 * it could not take is recorded instead of driving the balance below zero.
 */
export interface ReversalState {
  /** The charge's `amount_refunded`: the total refunded so far, the largest seen (events may come out of order). */
  refundedCents: number;
  /** The disputed amount, the largest seen (Stripe opens one dispute per charge). */
  disputedCents: number;
  /** Tokens removed from the balance by the purchase's take-backs. */
  tokensTakenBack: number;
  /** Tokens owed back that were spent already when they were claimed; support decides what becomes of them. */
  tokensNotTakenBack: number;
}

/** A refund or dispute as its event reports it: `amountCents` is the refunded total so far, or the disputed amount. */
export interface ReversalReport {
  kind: 'refund' | 'dispute';
  amountCents: number;
}

/** The next state, and the tokens to take from the balance now (0 when nothing new is owed or nothing is left). */
export interface ReversalStep {
  state: ReversalState;
  takeBack: number;
  /** Whether the report changed anything: a repeated or older report does not. */
  changed: boolean;
}

/**
 * What a refund or dispute event did: taken_back: it took tokens from the balance; all_spent: it owed tokens but the
 * balance held none; nothing_more: it owed nothing that was not owed before (a redelivery, or a dispute after a full
 * refund).
 */
export type ReversalOutcome = 'taken_back' | 'all_spent' | 'nothing_more';

/** The outcome of a step: what `nextReversal` decided, in the words of the webhook's answer and its event record. */
export function reversalOutcomeOf(before: ReversalState, step: ReversalStep): ReversalOutcome {
  if (step.takeBack > 0) return 'taken_back';
  return step.state.tokensNotTakenBack > before.tokensNotTakenBack ? 'all_spent' : 'nothing_more';
}

/** A purchase that has not been refunded or disputed. */
export const NO_REVERSAL: ReversalState = {
  refundedCents: 0,
  disputedCents: 0,
  tokensTakenBack: 0,
  tokensNotTakenBack: 0,
};

/**
 * Tokens owed back for `reversedCents` of a purchase of `tokenAmount` tokens at `priceCents`: proportional, rounded
 * up (in the business's favour: money returned for part of a token takes that token), never more than were bought.
 */
export function tokensOwedBack(tokenAmount: number, priceCents: number, reversedCents: number): number {
  if (priceCents <= 0 || reversedCents <= 0) return 0;
  if (reversedCents >= priceCents) return tokenAmount;
  return Math.min(tokenAmount, Math.ceil((tokenAmount * reversedCents) / priceCents));
}

/**
 * Applies a refund or dispute report to a purchase's reversal. Refunds and disputes add up, capped at the price: a
 * dispute covers what was not refunded (Stripe refuses to refund a disputed charge), so a full refund followed by a
 * dispute owes nothing more, and a 50 % refund then a dispute of the rest owes all. Each report only raises the
 * amounts, so a redelivery or an older event changes nothing, and a later, larger refund owes only the difference.
 * Of what is newly owed, as much as `balance` holds is taken; the rest is recorded as not taken back.
 */
export function nextReversal(
  purchase: { tokenAmount: number; priceCents: number },
  before: ReversalState,
  report: ReversalReport,
  balance: number,
): ReversalStep {
  const refundedCents =
    report.kind === 'refund' ? Math.max(before.refundedCents, report.amountCents) : before.refundedCents;
  const disputedCents =
    report.kind === 'dispute' ? Math.max(before.disputedCents, report.amountCents) : before.disputedCents;
  const reversedCents = Math.min(purchase.priceCents, refundedCents + disputedCents);
  const owed = tokensOwedBack(purchase.tokenAmount, purchase.priceCents, reversedCents);
  const newlyOwed = Math.max(0, owed - before.tokensTakenBack - before.tokensNotTakenBack);
  const takeBack = Math.min(newlyOwed, Math.max(0, balance));
  const state = {
    refundedCents,
    disputedCents,
    tokensTakenBack: before.tokensTakenBack + takeBack,
    tokensNotTakenBack: before.tokensNotTakenBack + newlyOwed - takeBack,
  };
  const changed = refundedCents !== before.refundedCents || disputedCents !== before.disputedCents;
  return { state, takeBack, changed };
}
