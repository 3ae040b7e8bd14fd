import { describe, expect, it } from 'vitest';
import { checkLedger, type LedgerLine } from './ledger-check';

/** Entries one millisecond apart, each { id, delta, balanceAfter } in the order written. */
function lines(...entries: [string, number, number][]): LedgerLine[] {
  return entries.map(([id, delta, balanceAfter], index) => ({ id, delta, balanceAfter, ref: id, createdAtMs: index }));
}

const noBatches = () => undefined;

describe('checkLedger', () => {
  it('finds nothing wrong with a sound ledger: a grant, a remix, its refund, a staging and a partial refund', () => {
    const entries = lines(
      ['purchase-p1', 10, 10],
      ['remix-j1', -2, 8],
      ['refund-j1', 2, 10],
      ['staging-b1', -3, 7],
      ['refund-j2', 1, 8],
    );
    const batchOfJob = (jobId: string) => (jobId === 'j2' ? 'b1' : undefined);
    expect(checkLedger({ balance: 8, entries, batchOfJob })).toEqual([]);
  });

  it('says so when the entries do not add up to the balance', () => {
    const violations = checkLedger({ balance: 12, entries: lines(['purchase-p1', 10, 10]), batchOfJob: noBatches });
    expect(violations).toContainEqual({
      kind: 'sum',
      message: 'The ledger adds up to 10 tokens but the balance is 12.',
    });
  });

  it('names the entry whose balanceAfter does not follow from the one before', () => {
    const entries = lines(['purchase-p1', 10, 10], ['remix-j1', -1, 8], ['remix-j2', -1, 7]);
    expect(checkLedger({ balance: 8, entries, batchOfJob: noBatches })).toEqual([
      { kind: 'chain', message: 'Entry remix-j1 says 8 after -1, but the balance before it was 10.' },
      { kind: 'chain', message: 'The last entry leaves 7 tokens but the balance is 8.' },
    ]);
  });

  it('chains entries written in the same millisecond in whichever order fits', () => {
    const entries = lines(['purchase-p1', 10, 10], ['remix-j1', -1, 8], ['remix-j2', -1, 9]).map((line) => ({
      ...line,
      createdAtMs: line.id === 'purchase-p1' ? 0 : 1,
    }));
    expect(checkLedger({ balance: 8, entries, batchOfJob: noBatches })).toEqual([]);
  });

  it('finds a batch refunded more than it was debited: refunds of photos staged for free', () => {
    const entries = lines(['purchase-p1', 3, 3], ['refund-j1', 4, 7], ['refund-j2', 4, 11]);
    const batchOfJob = () => 'b9';
    expect(checkLedger({ balance: 11, entries, batchOfJob })).toEqual([
      { kind: 'over_refund', message: 'b9 was refunded 8 tokens but debited 0.' },
    ]);
  });

  it('finds a job refunded more than its debit', () => {
    const entries = lines(['purchase-p1', 3, 3], ['remix-j1', -1, 2], ['refund-j1', 2, 4]);
    expect(checkLedger({ balance: 4, entries, batchOfJob: noBatches })).toEqual([
      { kind: 'over_refund', message: 'j1 was refunded 2 tokens but debited 1.' },
    ]);
  });
});
