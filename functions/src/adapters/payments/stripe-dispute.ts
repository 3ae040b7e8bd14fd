import type { DisputeReport } from '../../domain/purchase-reversal';

/** The fields of a Dispute (stripe/esm/resources/Disputes.d.ts) that say where its money is. */
export interface StripeDisputeFunds {
  /** The disputed amount, in the charge's currency. */
  amount: number;
  status: string;
  /**
   * Zero, one or two balance transactions: the withdrawal of the disputed funds (a negative `amount`) and their
   * reinstatement (positive), in the account's settlement currency, which may not be the charge's.
   */
  balance_transactions: readonly { amount: number }[];
}

/**
 * An inquiry or retrieval (docs.stripe.com/disputes: "unlike a formal dispute, no funds have been withdrawn"), open
 * or closed without becoming a chargeback.
 */
const INQUIRY_STATUSES = new Set(['warning_needs_response', 'warning_under_review', 'warning_closed']);

/** The statuses of a decided dispute, those `charge.dispute.closed` carries, and `prevented`. */
const CLOSED_STATUSES = new Set(['won', 'lost', 'warning_closed', 'prevented']);

/**
 * What a dispute event says of the money, read from the Dispute object as Stripe documents it rather than from the
 * event's type. Withdrawn: none for an inquiry or a won dispute (Stripe returns the disputed amount), else the share
 * of the amount the balance transactions still hold back, which is all of it until funds are reinstated and, for a
 * lost dispute of a partly refunded payment, what remains after Stripe reinstates the refunded part (rounded up).
 * Stage: the balance transactions count twice, a closed status once, so each movement of money and the close come
 * after everything before them, and the webhook can tell a stale event from a new one.
 */
export function disputeReportOf(dispute: StripeDisputeFunds): DisputeReport {
  const { amount, status, balance_transactions: transactions } = dispute;
  const stage = transactions.length * 2 + (CLOSED_STATUSES.has(status) ? 1 : 0);
  const withdrawn = transactions.reduce((sum, { amount: moved }) => sum + Math.max(0, -moved), 0);
  const reinstated = transactions.reduce((sum, { amount: moved }) => sum + Math.max(0, moved), 0);
  if (status === 'won' || INQUIRY_STATUSES.has(status) || withdrawn === 0) {
    return { kind: 'dispute', withdrawnCents: 0, stage };
  }
  // Proportional, because the transactions may be in another currency than `amount`.
  const held = Math.max(0, withdrawn - reinstated);
  return { kind: 'dispute', withdrawnCents: Math.min(amount, Math.ceil((amount * held) / withdrawn)), stage };
}
