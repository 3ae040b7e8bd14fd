import type { BlobStore } from '../../adapters/blob-store/blob-store';
import type { Identity } from '../../adapters/identity/identity';
import type { Logger } from '../../adapters/logging/logger';
import { type Clock, nowOf } from '../../domain/clock';
import { underTombstone } from '../../domain/tombstone';
import { ACCOUNT_DELETION_STEPS, type AccountDeletion, type AccountDeletionStep } from '../../ports/account-deletions';
import type { Repositories } from '../../ports/repositories';
import { endUserSessions } from './sessions';

/** What the steps of a recorded deletion touch: the stored records, Firebase Auth's users and the blob store. */
export interface DeletionStepDeps {
  repositories: Pick<Repositories, 'runTransaction' | 'users' | 'sessions' | 'accountDeletions'>;
  identity: Pick<Identity, 'deleteUser'>;
  blobStore: BlobStore;
  logger: Logger;
  now?: Clock | undefined;
  /** Called after each step is recorded as done; tests throw here to stop a deletion half-way. */
  afterStep?: ((step: AccountDeletionStep) => void | Promise<void>) | undefined;
}

/** Deletions one sweep finishes at most; the rest wait for the next run. */
export const DELETIONS_PER_SWEEP = 20;

/** A pending deletion younger than this is left to the request that is running it. */
export const SWEEP_GRACE_MS = 2 * 60_000;

/** How long a run of a deletion's steps holds it, renewed at each step; longer than the API's timeout (index.ts). */
export const DELETION_RUN_LEASE_MS = 2 * 60_000;

/** A pending deletion, with the tombstone id its steps keep the accounting under. */
type RunnableDeletion = AccountDeletion & { tombstoneId: string };

/**
 * Runs the steps of a recorded deletion that are not done yet, in order, recording each; every step may run again
 * after a crash (deleting what is already gone changes nothing). Ends with the record marked done and its tombstone
 * id removed. One run at a time: a run that finds another one holding the deletion (a request sent twice, the
 * sweep) leaves it to that one. Answers whether this run finished the deletion.
 */
export async function runAccountDeletion(deps: DeletionStepDeps, uid: string): Promise<boolean> {
  const deletion = await claimDeletionRun(deps, uid);
  if (!deletion) return false;
  const logger = deps.logger.child({ uid });
  const { accountDeletions } = deps.repositories;
  try {
    for (const step of ACCOUNT_DELETION_STEPS) {
      if (deletion.stepsDone.includes(step)) continue;
      await STEPS[step](deps, uid, deletion.tombstoneId, deletion);
      deletion.stepsDone.push(step);
      await accountDeletions.update(uid, { stepsDone: deletion.stepsDone, runLeaseUntil: leaseEnd(deps) });
      await deps.afterStep?.(step);
    }
  } catch (error) {
    // The next run (a retry, the sweep) need not wait for the lease to run out.
    await accountDeletions.update(uid, { runLeaseUntil: null }).catch((releaseError: unknown) => {
      logger.error('Could not release an account deletion after a failed step', releaseError);
    });
    throw error;
  }
  // The tombstone id goes, so nothing links the uid to the accounting kept under it.
  await accountDeletions.update(uid, {
    state: 'done',
    tombstoneId: null,
    completedAt: nowOf(deps),
    runLeaseUntil: null,
  });
  logger.info('Account deleted', { forfeitedTokens: deletion.forfeitedTokens });
  return true;
}

/**
 * Takes the run of a pending deletion in a transaction, answering it; undefined when there is nothing to run (never
 * recorded, or done) or another run's lease is still live.
 */
async function claimDeletionRun(deps: DeletionStepDeps, uid: string): Promise<RunnableDeletion | undefined> {
  const { runTransaction, accountDeletions } = deps.repositories;
  return runTransaction(async (tx) => {
    const deletion = await accountDeletions.readIn(tx, uid);
    if (!deletion || deletion.state === 'done' || deletion.tombstoneId === null) return undefined;
    if ((deletion.runLeaseUntil?.getTime() ?? 0) > nowOf(deps).getTime()) return undefined;
    accountDeletions.updateIn(tx, uid, { runLeaseUntil: leaseEnd(deps) });
    return { ...deletion, tombstoneId: deletion.tombstoneId };
  });
}

const leaseEnd = (deps: DeletionStepDeps) => new Date(nowOf(deps).getTime() + DELETION_RUN_LEASE_MS);

type Step = (deps: DeletionStepDeps, uid: string, tombstoneId: string, deletion: AccountDeletion) => Promise<void>;

const STEPS: Record<AccountDeletionStep, Step> = {
  // Every browser is signed out first, so nothing new is started while the rest goes.
  sessions: async (deps, uid) => {
    await endUserSessions(deps, uid);
  },
  auth: (deps, uid) => deps.identity.deleteUser(uid),
  // Deleted, not revoked: the link then answers 404, and no token or origin of the user is kept.
  shares: (deps, uid) => deps.repositories.accountDeletions.deleteOwned('shares', uid),
  results: (deps, uid) => deps.repositories.accountDeletions.deleteOwned('imageResults', uid),
  // The records of the user's Idempotency-Keys name the jobs and batches they made.
  jobs: async (deps, uid) => {
    await deps.repositories.accountDeletions.deleteOwned('idempotencyKeys', uid);
    await deps.repositories.accountDeletions.deleteOwned('remixJobs', uid);
  },
  // A deleted listing's originals link answers 404, as a deleted share's does.
  listings: async (deps, uid) => {
    await deps.repositories.accountDeletions.deleteOwned('listingLinks', uid);
    await deps.repositories.accountDeletions.deleteOwned('listings', uid);
  },
  // Uploads, results, share previews and listing photos all live under the user's folder.
  blobs: (deps, uid) => deps.blobStore.deleteByPrefix(`users/${uid}/`),
  accounting: keepAccountingUnderTombstone,
  profile: deleteProfileAndUsername,
};

/**
 * Keeps the accounting records without the person: the ledger is copied to `deletedAccounts/{tombstoneId}/ledger`
 * (admin notes dropped) with one last entry for the forfeited balance, then deleted; purchases, refunded payments and
 * coupon counters are re-keyed to the tombstone id. Every id and `ref` built from the uid is renamed with the
 * tombstone's id in its place (underTombstone). Copies are plain sets, so running this again writes the same documents.
 */
async function keepAccountingUnderTombstone(
  deps: DeletionStepDeps,
  uid: string,
  tombstoneId: string,
  deletion: AccountDeletion,
): Promise<void> {
  const { accountDeletions } = deps.repositories;
  const { requestedAt, forfeitedTokens } = deletion;
  await accountDeletions.saveTombstone(tombstoneId, { deletedAt: requestedAt, forfeitedTokens });
  if (forfeitedTokens > 0) {
    await accountDeletions.saveTombstoneEntry(tombstoneId, 'account-deleted', {
      delta: -forfeitedTokens,
      balanceAfter: 0,
      reason: 'account_deleted',
      ref: tombstoneId,
      createdAt: requestedAt,
    });
  }
  const renamed = (id: string) => underTombstone(id, uid, tombstoneId);
  await accountDeletions.moveLedgerToTombstone(uid, tombstoneId, {
    renamed,
    keep: ({ delta, balanceAfter, reason, ref, createdAt, adminId }) => ({
      delta,
      balanceAfter,
      reason,
      ref: renamed(ref),
      createdAt,
      ...(adminId === undefined ? {} : { adminId }),
    }),
  });
  await accountDeletions.reassignAccountingRecords(uid, tombstoneId, renamed);
}

/** The profile and its username reservation go together, so the username and e-mail are free again. */
async function deleteProfileAndUsername(deps: DeletionStepDeps, uid: string): Promise<void> {
  const { runTransaction, users } = deps.repositories;
  await runTransaction(async (tx) => {
    const user = await users.readIn(tx, uid);
    if (!user) return;
    if ((await users.usernameOwnerIn(tx, user.usernameLower)) === uid) users.freeUsernameIn(tx, user.usernameLower);
    users.deleteIn(tx, uid);
  });
}

/** What one sweep of interrupted deletions did. */
export interface DeletionSweep {
  finished: number;
  errors: number;
}

/**
 * Finishes the deletions that stopped half-way (a crash, a timeout, a failing step), oldest first, leaving alone the
 * ones started less than SWEEP_GRACE_MS ago, which their request is still running, and any that another run holds.
 * Called by the scheduled sweep.
 */
export async function sweepAccountDeletions(
  deps: DeletionStepDeps,
  limit = DELETIONS_PER_SWEEP,
): Promise<DeletionSweep> {
  const cutoff = new Date(nowOf(deps).getTime() - SWEEP_GRACE_MS);
  const pending = await deps.repositories.accountDeletions.findPending(cutoff, limit);
  const sweep: DeletionSweep = { finished: 0, errors: 0 };
  for (const uid of pending) {
    try {
      if (await runAccountDeletion(deps, uid)) sweep.finished += 1;
    } catch (error) {
      deps.logger.error('Could not finish an account deletion', error, { uid });
      sweep.errors += 1;
    }
  }
  if (pending.length > 0) deps.logger.info('Swept interrupted account deletions', { ...sweep });
  return sweep;
}
