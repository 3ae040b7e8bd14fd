import type { LedgerViolation } from '@roomremix/contracts/admin';

// Pure rules of the ledger reconciliation (docs/architecture.md#reconciliation): a user's entries must add up to
// their balance, each entry's balanceAfter must follow from the one before, and no job or staging batch may be
// refunded more than it was debited.

/** One ledger entry as the check reads it. */
export interface LedgerLine {
  id: string;
  delta: number;
  balanceAfter: number;
  ref: string;
  createdAtMs: number;
}

/** What one user's ledger must agree with. */
export interface LedgerCheckInput {
  balance: number;
  entries: readonly LedgerLine[];
  /** The staging batch a job belongs to (its refunds count against the batch's one debit), or undefined. */
  batchOfJob: (jobId: string) => string | undefined;
}

const DEBIT_PREFIXES = ['remix-', 'staging-'] as const;
const REFUND_PREFIX = 'refund-';

/** Every way the user's ledger disagrees with their balance or with itself; empty when it is sound. */
export function checkLedger(input: LedgerCheckInput): LedgerViolation[] {
  return [...sumViolations(input), ...chainViolations(input), ...refundViolations(input)];
}

function sumViolations({ balance, entries }: LedgerCheckInput): LedgerViolation[] {
  const sum = entries.reduce((total, { delta }) => total + delta, 0);
  if (sum === balance) return [];
  return [{ kind: 'sum', message: `The ledger adds up to ${sum} tokens but the balance is ${balance}.` }];
}

/**
 * Walks the entries from the oldest, each one's balanceAfter following from the balance before it; entries written
 * in the same millisecond are taken in whichever order chains, since their timestamps cannot order them.
 */
function chainViolations({ balance, entries }: LedgerCheckInput): LedgerViolation[] {
  const violations: LedgerViolation[] = [];
  const remaining = [...entries].sort((a, b) => a.createdAtMs - b.createdAtMs);
  let running = 0;
  while (remaining.length > 0) {
    const first = remaining[0] as LedgerLine;
    const tied = remaining.filter(({ createdAtMs }) => createdAtMs === first.createdAtMs);
    const next = tied.find(({ delta, balanceAfter }) => running + delta === balanceAfter) ?? first;
    if (running + next.delta !== next.balanceAfter) {
      violations.push({
        kind: 'chain',
        message: `Entry ${next.id} says ${next.balanceAfter} after ${signed(next.delta)}, but the balance before it was ${running}.`,
      });
    }
    running = next.balanceAfter;
    remaining.splice(remaining.indexOf(next), 1);
  }
  if (entries.length > 0 && running !== balance) {
    violations.push({
      kind: 'chain',
      message: `The last entry leaves ${running} tokens but the balance is ${balance}.`,
    });
  }
  return violations;
}

/** Refunds per job, or per staging batch for a batch's jobs, against what that job or batch was debited. */
function refundViolations({ entries, batchOfJob }: LedgerCheckInput): LedgerViolation[] {
  const debited = new Map<string, number>();
  const refunded = new Map<string, number>();
  for (const { id, delta } of entries) {
    const prefix = DEBIT_PREFIXES.find((start) => id.startsWith(start));
    if (prefix) add(debited, id.slice(prefix.length), -delta);
    if (id.startsWith(REFUND_PREFIX)) {
      const jobId = id.slice(REFUND_PREFIX.length);
      add(refunded, batchOfJob(jobId) ?? jobId, delta);
    }
  }
  return [...refunded]
    .filter(([paidFor, tokens]) => tokens > (debited.get(paidFor) ?? 0))
    .map(([paidFor, tokens]) => ({
      kind: 'over_refund' as const,
      message: `${paidFor} was refunded ${tokens} tokens but debited ${debited.get(paidFor) ?? 0}.`,
    }));
}

function add(totals: Map<string, number>, key: string, tokens: number): void {
  totals.set(key, (totals.get(key) ?? 0) + tokens);
}

const signed = (delta: number) => (delta > 0 ? `+${delta}` : String(delta));
