import type { LedgerReason } from '@roomremix/contracts/enums';
import { TOKEN_ACTIVITY_LIMIT, type TokenActivityItem } from '@roomremix/contracts/tokens';
import { namedError } from '../../domain/named-error';
import type { LedgerEntry } from '../../ports/ledger';
import type { Repositories } from '../../ports/repositories';
import type { Tx } from '../../ports/transactions';

/** One balance change. `entryId` is the idempotency key: the same id applied twice changes the balance once. */
export interface BalanceChange {
  uid: string;
  delta: number;
  reason: LedgerReason;
  ref: string;
  entryId: string;
  /** An admin adjustment's admin and their written reason, kept on the entry. */
  admin?: { adminId: string; note: string };
}

/** The outcome of a balance change; `applied` is false when the entry id had been applied before. */
export interface BalanceChangeResult {
  applied: boolean;
  balanceAfter: number;
}

/** The user has fewer tokens than the change takes away; nothing was written. */
export class InsufficientTokensError extends namedError('InsufficientTokensError') {
  constructor(
    readonly balance: number,
    readonly required: number,
  ) {
    super(`Balance ${balance} is below the ${required} tokens required`);
  }
}

/** The user document does not exist; nothing was written. */
export class UnknownUserError extends namedError('UnknownUserError') {}

/**
 * Applies a balance change inside the caller's transaction: the user's balance and the ledger entry are written
 * together, or not at all. It reads before it writes, so callers that read more must do so before calling it.
 */
export async function applyBalanceChange(
  { ledger }: Pick<Repositories, 'ledger'>,
  tx: Tx,
  change: BalanceChange,
): Promise<BalanceChangeResult> {
  if (!Number.isInteger(change.delta) || change.delta === 0)
    throw new RangeError('A balance change is a non-zero integer');
  const read = await ledger.readBalanceIn(tx, change.uid, change.entryId);
  if (!read) throw new UnknownUserError(`No user ${change.uid}`);
  if (read.entryApplied) return { applied: false, balanceAfter: read.balance };

  const balanceAfter = read.balance + change.delta;
  if (balanceAfter < 0) throw new InsufficientTokensError(read.balance, -change.delta);
  ledger.writeEntryIn(tx, change.uid, change.entryId, {
    delta: change.delta,
    balanceAfter,
    reason: change.reason,
    ref: change.ref,
    createdAt: new Date(),
    ...change.admin,
  });
  return { applied: true, balanceAfter };
}

/** A debit for new work was applied before (its entry id is taken): the work it would pay for is not made. */
export class DebitAlreadyAppliedError extends namedError('DebitAlreadyAppliedError') {}

/**
 * applyBalanceChange for the debit that pays for new work: a debit found applied already throws
 * DebitAlreadyAppliedError, so the caller's transaction makes nothing that was not paid for.
 */
export async function applyDebitForNewWork(
  repositories: Pick<Repositories, 'ledger'>,
  tx: Tx,
  change: BalanceChange,
): Promise<BalanceChangeResult> {
  const result = await applyBalanceChange(repositories, tx, change);
  if (!result.applied) throw new DebitAlreadyAppliedError(`The debit ${change.entryId} was applied before`);
  return result;
}

/** Applies one balance change in a transaction of its own: a grant outside any use-case (the seed, a bench user). */
export function changeBalance(
  repositories: Pick<Repositories, 'runTransaction' | 'ledger'>,
  change: BalanceChange,
): Promise<BalanceChangeResult> {
  return repositories.runTransaction((tx) => applyBalanceChange(repositories, tx, change));
}

/** `GET /api/tokens/activity`: the user's latest balance changes, newest first, each with the balance it left. */
export async function tokenActivity(
  { ledger }: Pick<Repositories, 'ledger'>,
  uid: string,
): Promise<TokenActivityItem[]> {
  const entries = await ledger.latest(uid, TOKEN_ACTIVITY_LIMIT);
  return entries.map((entry) => toTokenActivityItem(entry.id, entry));
}

/** A ledger entry as its user sees it; the admin's view adds the adjustment's admin and note. */
export function toTokenActivityItem(id: string, entry: LedgerEntry): TokenActivityItem {
  return {
    id,
    delta: entry.delta,
    balanceAfter: entry.balanceAfter,
    reason: entry.reason,
    ref: entry.ref,
    createdAt: entry.createdAt.toISOString(),
  };
}
