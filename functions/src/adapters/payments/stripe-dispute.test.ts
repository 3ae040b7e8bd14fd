import { describe, expect, it } from 'vitest';
import { disputeReportOf } from './stripe-dispute';

/** A dispute's balance transactions by their `amount`: the withdrawal negative, the reinstatement positive. */
const moved = (...amounts: number[]) => amounts.map((amount) => ({ amount }));

describe('disputeReportOf', () => {
  it.each([
    ['an open inquiry', 'warning_needs_response', [], 0, 0],
    ['an inquiry under review', 'warning_under_review', [], 0, 0],
    ['an inquiry closed without a chargeback', 'warning_closed', [], 0, 1],
    ['a chargeback whose funds are not withdrawn yet', 'needs_response', [], 0, 0],
    ['a chargeback, funds withdrawn', 'needs_response', moved(-999), 999, 2],
    ['evidence under review', 'under_review', moved(-999), 999, 2],
    ['lost', 'lost', moved(-999), 999, 3],
    [
      'appealed after it was lost: no money moved, an earlier stage than the loss',
      'appeal_under_review',
      moved(-999),
      999,
      2,
    ],
    ['won, funds reinstated', 'won', moved(-999, 999), 0, 5],
    ['won before the reinstatement shows: Stripe returns the amount', 'won', moved(-999), 0, 3],
    ['lost with the refunded $5.00 reinstated (Stripe: "partially won")', 'lost', moved(-999, 500), 499, 5],
    ['settled in another currency: the share held back, rounded up', 'lost', moved(-1200, 601), 499, 5],
  ] as const)('%s', (_case, status, transactions, withdrawnCents, stage) => {
    expect(disputeReportOf({ amount: 999, status, balance_transactions: transactions })).toEqual({
      kind: 'dispute',
      withdrawnCents,
      stage,
    });
  });
});
