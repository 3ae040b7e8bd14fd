import { randomBytes } from 'node:crypto';
import { IdentityError, type Identity } from '../../adapters/identity/identity';
import { nowOf } from '../../domain/clock';
import { namedError } from '../../domain/named-error';
import type { RateLimitPolicy } from '../../domain/rate-limit';
import type { Repositories } from '../../ports/repositories';
import { type RateLimitStore, reserveAttempts } from '../core';
import { type DeletionStepDeps, runAccountDeletion } from './account-deletion';

/** What `DELETE /api/account` needs besides: the password check of Firebase Auth. */
export interface AccountDeletionDeps extends DeletionStepDeps, RateLimitStore {
  repositories: DeletionStepDeps['repositories'] & Pick<Repositories, 'rateLimits'>;
  identity: Identity;
}

/** The password given at "Delete account" is not the account's. */
export class WrongPasswordError extends namedError('WrongPasswordError') {}

/**
 * Firebase Auth would not check the password for another reason than a wrong one (its own lockout, a disabled
 * account): the sign-in's answers to those are not this use-case's, so it fails as an internal error.
 */
export class PasswordCheckFailedError extends namedError('PasswordCheckFailedError') {}

/** A Google-only account whose session's sign-in is older than GOOGLE_REAUTH_WINDOW_MS. */
export class GoogleReauthRequiredError extends namedError('GoogleReauthRequiredError') {}

/** The balance the user confirmed as forfeited is not the balance now (a purchase or a refund landed meanwhile). */
export class BalanceChangedError extends namedError('BalanceChangedError') {
  constructor(readonly balance: number) {
    super(`The balance is now ${balance}`);
  }
}

/** How recent a Google-only account's sign-in must be to delete it: it stands in for the password. */
export const GOOGLE_REAUTH_WINDOW_MS = 5 * 60_000;

/** A validated `DELETE /api/account` of the signed-in user. */
export interface DeletionRequest {
  uid: string;
  password?: string | undefined;
  /** The balance the user saw named as forfeited. */
  confirmBalance: number;
  /** When the session's sign-in happened (seconds), for a Google-only account's recent sign-in. */
  sessionAuthTimeSec: number;
}

/**
 * Deletes the signed-in user's account (docs/data-model.md#accountdeletions): checks the password (or, for a
 * Google-only account, a Google sign-in within 5 minutes) and the confirmed balance, records the deletion, then runs
 * its steps. A deletion already recorded is a retry: it is finished without asking again. Throws WrongPasswordError,
 * GoogleReauthRequiredError, BalanceChangedError or TooManyAttemptsError before anything is deleted.
 */
export async function deleteAccount(
  deps: AccountDeletionDeps,
  policy: RateLimitPolicy,
  request: DeletionRequest,
): Promise<void> {
  const recorded = async () => (await deps.repositories.accountDeletions.read(request.uid)) !== undefined;
  if (!(await recorded())) {
    await reserveAttempts(deps, [{ scope: 'account-delete', kind: 'user', value: request.uid, policy }]);
    await checkReauthentication(deps, request).catch(async (error: unknown) => {
      // A request sent twice at once: the other one recorded the deletion and deleted the password meanwhile.
      if (!(await recorded())) throw error;
    });
    await recordDeletion(deps, request);
  }
  await runAccountDeletion(deps, request.uid);
}

/** The password of an account that has one; a Google sign-in within the window for one that has not. */
async function checkReauthentication(deps: AccountDeletionDeps, request: DeletionRequest): Promise<void> {
  const account = await deps.identity.findAccount(request.uid);
  if (account?.hasPassword && account.email) {
    await deps.identity.signInWithPassword(account.email, request.password ?? '').catch((error: unknown) => {
      if (error instanceof IdentityError && error.reason === 'invalid_credentials') {
        throw new WrongPasswordError(error.message);
      }
      throw new PasswordCheckFailedError(`Firebase Auth did not check the password: ${String(error)}`, {
        cause: error,
      });
    });
    return;
  }
  const ageMs = nowOf(deps).getTime() - request.sessionAuthTimeSec * 1000;
  if (ageMs > GOOGLE_REAUTH_WINDOW_MS) throw new GoogleReauthRequiredError(`Sign-in is ${ageMs} ms old`);
}

/**
 * Writes `accountDeletions/{uid}` in the transaction that reads the balance, so the forfeited amount is the one the
 * user confirmed; from then on the worker refuses to complete the user's jobs (job-lease.ts completeJob).
 */
async function recordDeletion(deps: AccountDeletionDeps, request: DeletionRequest): Promise<void> {
  const { runTransaction, users, accountDeletions } = deps.repositories;
  await runTransaction(async (tx) => {
    const [user, deletion] = await Promise.all([
      users.readIn(tx, request.uid),
      accountDeletions.readIn(tx, request.uid),
    ]);
    if (deletion) return;
    const balance = user?.tokenBalance ?? 0;
    if (balance !== request.confirmBalance) throw new BalanceChangedError(balance);
    accountDeletions.createIn(tx, request.uid, {
      state: 'pending',
      tombstoneId: `deleted-${randomBytes(10).toString('hex')}`,
      stepsDone: [],
      forfeitedTokens: balance,
      requestedAt: nowOf(deps),
      completedAt: null,
    });
  });
}
