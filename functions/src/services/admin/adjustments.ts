import type { AuditActor, TokenAdjustment, TokenAdjustmentRequest } from '@roomremix/contracts/admin';
import type { LedgerEntry } from '../../ports/ledger';
import type { Repositories } from '../../ports/repositories';
import type { IdempotentRequest } from '../../domain/idempotency';
import { namedError } from '../../domain/named-error';
import { adjustmentEntryId } from '../../domain/token-adjustment';
import { recordAudit } from './audit';
import { withBalanceLock } from '../core';
import {
  applyBalanceChange,
  claimIdempotencyKeyIn,
  IdempotencyKeyReusedError,
  InsufficientTokensError,
  UnknownUserError,
} from '../core';

/** No user has the uid an admin adjusts (the ledger's UnknownUserError, in the admin's words); nothing changed. */
export class AdjustedUserNotFoundError extends namedError('AdjustedUserNotFoundError') {}

/** The adjustment would take the balance below zero (the ledger's InsufficientTokensError); nothing changed. */
export class AdjustmentBelowZeroError extends namedError('AdjustmentBelowZeroError') {
  constructor(
    readonly balance: number,
    readonly required: number,
    options?: ErrorOptions,
  ) {
    super(`Balance ${balance} is below the ${required} tokens the adjustment takes`, options);
  }
}

/** An adjustment and whether it was made earlier under the same key (then this call changed nothing). */
export interface AdjustmentOutcome {
  adjustment: TokenAdjustment;
  replayed: boolean;
}

/**
 * `POST /api/admin/users/:uid/token-adjustments`: adds `delta` tokens to the user's balance (or takes them) with a
 * ledger entry (reason `admin`, the admin's uid and written reason) and the audit entry, in one transaction. The
 * entry id comes from the user and the Idempotency-Key, so a repeated request applies once and answers the same; the
 * admin's key sent with a different request (another user, delta or reason) is IdempotencyKeyReusedError.
 * Throws AdjustmentBelowZeroError, AdjustedUserNotFoundError, IdempotencyKeyReusedError.
 */
export async function adjustTokens(
  repositories: Pick<Repositories, 'runTransaction' | 'ledger' | 'idempotencyKeys' | 'adminAudit'>,
  admin: AuditActor & { uid: string },
  uid: string,
  request: TokenAdjustmentRequest,
  idempotency: IdempotentRequest,
): Promise<AdjustmentOutcome> {
  const id = adjustmentEntryId(uid, idempotency.key);
  const { runTransaction, ledger } = repositories;
  const replayed = await withBalanceLock(uid, () =>
    runTransaction(async (tx) => {
      const claim = await claimIdempotencyKeyIn(repositories, tx, idempotency);
      if ('replayOf' in claim) return true;
      const earlier = await ledger.entryIn(tx, uid, id);
      if (earlier) {
        if (earlier.delta !== request.delta || earlier.note !== request.reason) {
          throw new IdempotencyKeyReusedError(`Adjustment ${id} was made with another delta or reason`);
        }
        return true;
      }
      const { balanceAfter } = await applyBalanceChange(repositories, tx, {
        uid,
        delta: request.delta,
        reason: 'admin',
        ref: id,
        entryId: id,
        admin: { adminId: admin.uid, note: request.reason },
      });
      claim.record(id);
      recordAudit(
        repositories,
        tx,
        {
          action: 'tokens.adjust',
          actor: admin,
          target: { kind: 'user', id: uid, userId: uid },
          before: { tokenBalance: balanceAfter - request.delta },
          after: { tokenBalance: balanceAfter },
          reason: request.reason,
        },
        id,
      );
      return false;
    }),
  ).catch(asAdjustmentError);
  // Answered from the stored entry, so the first answer and every replay are the same.
  const entry = await ledger.entry(uid, id);
  if (!entry) throw new Error(`Adjustment ${id} has no ledger entry after its transaction`);
  return { adjustment: toAdjustment(uid, id, entry), replayed };
}

/** The ledger's refusals as this use-case's: here the missing user is the one adjusted, not the caller. */
function asAdjustmentError(error: unknown): never {
  if (error instanceof UnknownUserError) throw new AdjustedUserNotFoundError(error.message, { cause: error });
  if (error instanceof InsufficientTokensError) {
    throw new AdjustmentBelowZeroError(error.balance, error.required, { cause: error });
  }
  throw error;
}

function toAdjustment(uid: string, id: string, entry: LedgerEntry): TokenAdjustment {
  return {
    id,
    userId: uid,
    delta: entry.delta,
    reason: entry.note ?? '',
    adminId: entry.adminId ?? '',
    balanceBefore: entry.balanceAfter - entry.delta,
    balanceAfter: entry.balanceAfter,
    createdAt: entry.createdAt.toISOString(),
  };
}
