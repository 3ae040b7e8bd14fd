import { describe, expect, it } from 'vitest';
import {
  NO_REVERSAL,
  nextReversal,
  type ReversalState,
  reversalStateOf,
  standingRefundCents,
  tokensOwedBack,
} from './purchase-reversal';

/** The Basic package of the tests: 10 tokens for $9.99. */
const BASIC = { tokenAmount: 10, priceCents: 999 };

describe('tokensOwedBack', () => {
  it.each([
    ['nothing reversed', 10, 999, 0, 0],
    ['a full refund', 10, 999, 999, 10],
    ['more than the price (capped)', 10, 999, 1500, 10],
    ['half, exactly', 10, 1000, 500, 5],
    ['a third of a token’s worth rounds up to a token', 10, 999, 34, 1],
    ['one cent takes a token', 10, 999, 1, 1],
    ['just under the whole price takes all', 10, 999, 998, 10],
    ['the Starter Pack, $1.00 of $3.00', 3, 300, 100, 1],
    ['the Starter Pack, $1.01 of $3.00', 3, 300, 101, 2],
    ['a free purchase owes nothing', 10, 0, 0, 0],
  ])('%s', (_case, tokenAmount, priceCents, reversedCents, owed) => {
    expect(tokensOwedBack(tokenAmount, priceCents, reversedCents)).toBe(owed);
  });
});

describe('reversalStateOf', () => {
  it('reads a record written before failed refunds and dispute stages were kept as having none', () => {
    const stored = { refundedCents: 999, disputedCents: 0, tokensTakenBack: 10, tokensNotTakenBack: 0 };
    expect(reversalStateOf(stored)).toEqual({ ...stored, failedRefunds: {}, disputeStage: 0 });
  });
});

describe('standingRefundCents', () => {
  it('counts what was refunded less the refunds that failed, never below 0', () => {
    expect(standingRefundCents({ ...NO_REVERSAL, refundedCents: 999, failedRefunds: { re_1: 300 } })).toBe(699);
    expect(standingRefundCents({ ...NO_REVERSAL, failedRefunds: { re_1: 300 } })).toBe(0);
  });
});

describe('nextReversal', () => {
  const state = (fields: Partial<ReversalState>): ReversalState => ({ ...NO_REVERSAL, ...fields });

  it.each([
    [
      'a full refund with all 10 tokens unspent takes 10',
      NO_REVERSAL,
      { kind: 'refund', amountCents: 999 },
      10,
      { takeBack: 10, state: state({ refundedCents: 999, tokensTakenBack: 10 }) },
    ],
    [
      'a full refund after 3 of 10 were spent takes 7 and records 3',
      NO_REVERSAL,
      { kind: 'refund', amountCents: 999 },
      7,
      { takeBack: 7, state: state({ refundedCents: 999, tokensTakenBack: 7, tokensNotTakenBack: 3 }) },
    ],
    [
      'with a larger balance (other purchases) it takes only what is owed',
      NO_REVERSAL,
      { kind: 'refund', amountCents: 999 },
      25,
      { takeBack: 10, state: state({ refundedCents: 999, tokensTakenBack: 10 }) },
    ],
    [
      'with an empty balance it takes nothing and records all',
      NO_REVERSAL,
      { kind: 'dispute', withdrawnCents: 999, stage: 2 },
      0,
      { takeBack: 0, state: state({ disputedCents: 999, disputeStage: 2, tokensNotTakenBack: 10 }) },
    ],
    [
      'a partial refund of half takes 5 (rounded up from 4.995)',
      NO_REVERSAL,
      { kind: 'refund', amountCents: 499 },
      10,
      { takeBack: 5, state: state({ refundedCents: 499, tokensTakenBack: 5 }) },
    ],
    [
      'a later, larger refund takes only the difference',
      state({ refundedCents: 499, tokensTakenBack: 5 }),
      { kind: 'refund', amountCents: 999 },
      5,
      { takeBack: 5, state: state({ refundedCents: 999, tokensTakenBack: 10 }) },
    ],
    [
      'the same refund again takes nothing',
      state({ refundedCents: 999, tokensTakenBack: 7, tokensNotTakenBack: 3 }),
      { kind: 'refund', amountCents: 999 },
      20,
      { takeBack: 0, state: state({ refundedCents: 999, tokensTakenBack: 7, tokensNotTakenBack: 3 }) },
    ],
    [
      'an older, smaller refund event after a larger one takes nothing',
      state({ refundedCents: 999, tokensTakenBack: 10 }),
      { kind: 'refund', amountCents: 499 },
      20,
      { takeBack: 0, state: state({ refundedCents: 999, tokensTakenBack: 10 }) },
    ],
    [
      'a dispute after a full refund takes nothing more',
      state({ refundedCents: 999, tokensTakenBack: 10 }),
      { kind: 'dispute', withdrawnCents: 999, stage: 2 },
      20,
      { takeBack: 0, state: state({ refundedCents: 999, disputedCents: 999, disputeStage: 2, tokensTakenBack: 10 }) },
    ],
    [
      'a dispute of what a partial refund left takes the rest',
      state({ refundedCents: 499, tokensTakenBack: 5 }),
      { kind: 'dispute', withdrawnCents: 500, stage: 2 },
      20,
      { takeBack: 5, state: state({ refundedCents: 499, disputedCents: 500, disputeStage: 2, tokensTakenBack: 10 }) },
    ],
    [
      'tokens recorded as spent are not claimed again by a later report',
      state({ refundedCents: 499, tokensNotTakenBack: 5 }),
      { kind: 'refund', amountCents: 999 },
      20,
      { takeBack: 5, state: state({ refundedCents: 999, tokensTakenBack: 5, tokensNotTakenBack: 5 }) },
    ],
  ] as const)('%s', (_case, before, report, balance, expected) => {
    const step = nextReversal(BASIC, before, report, balance);
    expect({ takeBack: step.takeBack, giveBack: step.giveBack, state: step.state }).toEqual({
      giveBack: 0,
      ...expected,
    });
  });

  const withdrawn = state({ disputedCents: 999, disputeStage: 2, tokensTakenBack: 7, tokensNotTakenBack: 3 });
  const refunded = state({ refundedCents: 999, tokensTakenBack: 7, tokensNotTakenBack: 3 });

  it.each([
    [
      'an inquiry (nothing withdrawn) takes nothing',
      NO_REVERSAL,
      { kind: 'dispute', withdrawnCents: 0, stage: 0 },
      10,
      { takeBack: 0, giveBack: 0, state: NO_REVERSAL },
    ],
    [
      'won: the 7 taken come back, the 3 recorded as spent are let go',
      withdrawn,
      { kind: 'dispute', withdrawnCents: 0, stage: 5 },
      0,
      { takeBack: 0, giveBack: 7, state: state({ disputeStage: 5 }) },
    ],
    [
      'a stale withdrawal after the win changes nothing',
      state({ disputeStage: 5 }),
      { kind: 'dispute', withdrawnCents: 999, stage: 2 },
      10,
      { takeBack: 0, giveBack: 0, state: state({ disputeStage: 5 }) },
    ],
    [
      'lost: the same funds stay withdrawn, nothing more',
      withdrawn,
      { kind: 'dispute', withdrawnCents: 999, stage: 3 },
      10,
      { takeBack: 0, giveBack: 0, state: { ...withdrawn, disputeStage: 3 } },
    ],
    [
      'a reinstatement that leaves 2 of 10 owed lets go of the 3 spent first, then gives back 5',
      withdrawn,
      { kind: 'dispute', withdrawnCents: 150, stage: 5 },
      0,
      { takeBack: 0, giveBack: 5, state: state({ disputedCents: 150, disputeStage: 5, tokensTakenBack: 2 }) },
    ],
    [
      'a failed full refund gives back the 7 taken',
      refunded,
      { kind: 'refund_failed', refundId: 're_1', amountCents: 999 },
      0,
      { takeBack: 0, giveBack: 7, state: state({ refundedCents: 999, failedRefunds: { re_1: 999 } }) },
    ],
    [
      'the same failed refund again gives nothing',
      state({ refundedCents: 999, failedRefunds: { re_1: 999 } }),
      { kind: 'refund_failed', refundId: 're_1', amountCents: 999 },
      0,
      { takeBack: 0, giveBack: 0, state: state({ refundedCents: 999, failedRefunds: { re_1: 999 } }) },
    ],
    [
      'of $3.00 and $6.99 refunded, the $3.00 failing leaves 7 owed (6.997 rounded up): 3 come back',
      state({ refundedCents: 999, tokensTakenBack: 10 }),
      { kind: 'refund_failed', refundId: 're_1', amountCents: 300 },
      0,
      {
        takeBack: 0,
        giveBack: 3,
        state: state({ refundedCents: 999, failedRefunds: { re_1: 300 }, tokensTakenBack: 7 }),
      },
    ],
    [
      'a failure reported before its refund: the refund then owes nothing',
      state({ failedRefunds: { re_1: 999 } }),
      { kind: 'refund', amountCents: 999 },
      10,
      { takeBack: 0, giveBack: 0, state: state({ refundedCents: 999, failedRefunds: { re_1: 999 } }) },
    ],
  ] as const)('%s', (_case, before, report, balance, expected) => {
    const step = nextReversal(BASIC, before, report, balance);
    expect({ takeBack: step.takeBack, giveBack: step.giveBack, state: step.state }).toEqual(expected);
  });

  it('says whether the report changed anything', () => {
    const after = nextReversal(BASIC, NO_REVERSAL, { kind: 'refund', amountCents: 999 }, 10);
    expect(after.changed).toBe(true);
    expect(nextReversal(BASIC, after.state, { kind: 'refund', amountCents: 999 }, 10).changed).toBe(false);
    expect(nextReversal(BASIC, after.state, { kind: 'dispute', withdrawnCents: 999, stage: 2 }, 10).changed).toBe(true);
  });
});
