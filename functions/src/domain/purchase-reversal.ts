/**
 * What refunds and disputes of one paid purchase have taken back so far (docs/data-model.md#tokenpurchases). Tokens
 * are a pool: "unspent" means still in the balance, so a take-back never takes more than the balance holds, and what
 * it could not take is recorded instead of driving the balance below zero.
 */
export interface ReversalState {
  /** The charge's `amount_refunded`: the total refunded so far, the largest seen (events may come out of order). */
  refundedCents: number;
  /** Refunds that failed (their money stayed with the business), by refund id, with their amounts. */
  failedRefunds: Record<string, number>;
  /** The dispute's funds withdrawn and not reinstated, as its furthest stage reported them. */
  disputedCents: number;
  /** How far the dispute has come (DisputeReport's `stage`); 0 before any dispute. */
  disputeStage: number;
  /** Tokens the purchase's reversals hold out of the balance now. */
  tokensTakenBack: number;
  /** Tokens owed back that were spent already when they were claimed; support decides what becomes of them. */
  tokensNotTakenBack: number;
}

/** A `charge.refunded`: `amountCents` is the charge's `amount_refunded`, the total refunded so far. */
export interface RefundReport {
  kind: 'refund';
  amountCents: number;
}

/** A refund that failed: its money never reached the card holder. */
export interface RefundFailedReport {
  kind: 'refund_failed';
  refundId: string;
  amountCents: number;
}

/**
 * A dispute as one of its events shows it: the funds withdrawn and not reinstated (0 for an inquiry, which moves no
 * money, and for a won dispute), and its `stage`, a number that grows as the dispute's money moves and it closes, so
 * a report of a stage already seen (a redelivery, or an older event arriving late) changes nothing.
 */
export interface DisputeReport {
  kind: 'dispute';
  withdrawnCents: number;
  stage: number;
}

/** A refund, a failed refund or a dispute, as its event reports it. */
export type ReversalReport = RefundReport | RefundFailedReport | DisputeReport;

/** The next state, and the tokens to take from or give back to the balance now (at most one of them is not 0). */
export interface ReversalStep {
  state: ReversalState;
  takeBack: number;
  giveBack: number;
  /** Whether the report changed anything: a repeated or older report does not. */
  changed: boolean;
}

/**
 * What a reversal event did: taken_back: it took tokens from the balance; given_back: it gave tokens back (a failed
 * refund, reinstated dispute funds); all_spent: it owed tokens but the balance held none; nothing_more: it moved no
 * tokens (a redelivery, an inquiry, a dispute after a full refund, or less owed than had been spent already).
 */
export type ReversalOutcome = 'taken_back' | 'given_back' | 'all_spent' | 'nothing_more';

/** The outcome of a step: what `nextReversal` decided, in the words of the webhook's answer and its event record. */
export function reversalOutcomeOf(before: ReversalState, step: ReversalStep): ReversalOutcome {
  if (step.takeBack > 0) return 'taken_back';
  if (step.giveBack > 0) return 'given_back';
  return step.state.tokensNotTakenBack > before.tokensNotTakenBack ? 'all_spent' : 'nothing_more';
}

/** A purchase that has not been refunded or disputed. */
export const NO_REVERSAL: ReversalState = {
  refundedCents: 0,
  failedRefunds: {},
  disputedCents: 0,
  disputeStage: 0,
  tokensTakenBack: 0,
  tokensNotTakenBack: 0,
};

/**
 * The state as stored on a purchase, absent fields at their start: records written before failed refunds and dispute
 * stages were kept have neither.
 */
export function reversalStateOf(stored: Partial<ReversalState> | undefined): ReversalState {
  const { refundedCents, failedRefunds, disputedCents, disputeStage, tokensTakenBack, tokensNotTakenBack } = {
    ...NO_REVERSAL,
    ...stored,
  };
  return { refundedCents, failedRefunds, disputedCents, disputeStage, tokensTakenBack, tokensNotTakenBack };
}

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
 * Applies a report to a purchase's reversal. The money gone back is what was refunded and did not fail, plus the
 * dispute's funds still withdrawn, capped at the price: a dispute covers what was not refunded (Stripe refuses to
 * refund a disputed charge), so a full refund followed by a dispute owes nothing more. Each report only moves its
 * amount forward, so a redelivery or an older event changes nothing.
 *
 * When more is owed, as much as `balance` holds is taken and the rest recorded as not taken back. When less is owed
 * (a refund failed, dispute funds came back), the tokens recorded as spent are let go first and only the rest is
 * given back: never more than was taken.
 */
export function nextReversal(
  purchase: { tokenAmount: number; priceCents: number },
  before: ReversalState,
  report: ReversalReport,
  balance: number,
): ReversalStep {
  const amounts = amountsAfter(before, report);
  const changed = amounts !== before;
  const owedBefore = before.tokensTakenBack + before.tokensNotTakenBack;
  const owed = tokensOwedFor(purchase, amounts);
  const takeBack = Math.min(Math.max(0, owed - owedBefore), Math.max(0, balance));
  const giveBack = Math.max(0, before.tokensTakenBack - owed);
  const tokensTakenBack = before.tokensTakenBack + takeBack - giveBack;
  const state = { ...amounts, tokensTakenBack, tokensNotTakenBack: owed - tokensTakenBack };
  return { state, takeBack, giveBack, changed };
}

/** The state with the report's amount moved forward; `before` itself when the report brings nothing new. */
function amountsAfter(before: ReversalState, report: ReversalReport): ReversalState {
  switch (report.kind) {
    case 'refund':
      if (report.amountCents <= before.refundedCents) return before;
      return { ...before, refundedCents: report.amountCents };
    case 'refund_failed':
      if (Object.hasOwn(before.failedRefunds, report.refundId)) return before;
      return { ...before, failedRefunds: { ...before.failedRefunds, [report.refundId]: report.amountCents } };
    case 'dispute':
      if (report.stage <= before.disputeStage) return before;
      return { ...before, disputedCents: report.withdrawnCents, disputeStage: report.stage };
  }
}

/**
 * What the refunds returned to the card and did not fail: the largest `amount_refunded` seen, less the failed
 * refunds. Whether Stripe takes a failed refund out of the charge's `amount_refunded` its reference does not say (the
 * fake Stripe's failRefund does); if it does, a refund made after another failed counts only for what lifts the total
 * past the largest seen.
 */
export function standingRefundCents(state: ReversalState): number {
  const failedCents = Object.values(state.failedRefunds).reduce((sum, cents) => sum + cents, 0);
  return Math.max(0, state.refundedCents - failedCents);
}

/** Tokens owed back for the money gone back: standing refunds plus withdrawn dispute funds. */
function tokensOwedFor(purchase: { tokenAmount: number; priceCents: number }, amounts: ReversalState): number {
  return tokensOwedBack(
    purchase.tokenAmount,
    purchase.priceCents,
    standingRefundCents(amounts) + amounts.disputedCents,
  );
}
