/* eslint-disable max-lines -- being split by capability (issue 28); the limit holds once the split lands */
import { randomBytes } from 'node:crypto';
import { type DocumentReference, type Firestore, type Query, Timestamp } from 'firebase-admin/firestore';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import {
  ACCOUNT_DELETION_STEPS,
  type AccountDeletionDoc,
  type AccountDeletionStep,
  collections,
} from '../../adapters/firestore/collections';
import { IdentityError, type Identity } from '../../adapters/identity/identity';
import type { Logger } from '../../adapters/logging/logger';
import { type Clock, nowOf } from '../../domain/clock';
import { namedError } from '../../domain/named-error';
import type { RateLimitPolicy } from '../../domain/rate-limit';
import { reserveAttempts } from '../core';
import { endUserSessions } from './sessions';

/** What the steps of a recorded deletion touch: Firestore, Firebase Auth's users and the blob store (the sweep's). */
export interface DeletionStepDeps {
  db: Firestore;
  identity: Pick<Identity, 'deleteUser'>;
  blobStore: BlobStore;
  logger: Logger;
  now?: Clock | undefined;
  /** Called after each step is recorded as done; tests throw here to stop a deletion half-way. */
  afterStep?: ((step: AccountDeletionStep) => void | Promise<void>) | undefined;
}

/** What `DELETE /api/account` needs besides: the password check of Firebase Auth. */
export interface AccountDeletionDeps extends DeletionStepDeps {
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

/** Deletions one sweep finishes at most; the rest wait for the next run. */
export const DELETIONS_PER_SWEEP = 20;

/** A pending deletion younger than this is left to the request that is running it. */
export const SWEEP_GRACE_MS = 2 * 60_000;

/** Batched writes stay under Firestore's 500 writes per batch. */
const BATCH_SIZE = 400;

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
  const deletionRef = collections.accountDeletions(deps.db).doc(request.uid);
  const recorded = async () => (await deletionRef.get()).exists;
  if (!(await recorded())) {
    await reserveAttempts(deps.db, [{ scope: 'account-delete', kind: 'user', value: request.uid, policy }]);
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
  const userRef = collections.users(deps.db).doc(request.uid);
  const deletionRef = collections.accountDeletions(deps.db).doc(request.uid);
  await deps.db.runTransaction(async (tx) => {
    const [user, deletion] = await Promise.all([tx.get(userRef), tx.get(deletionRef)]);
    if (deletion.exists) return;
    const balance = user.data()?.tokenBalance ?? 0;
    if (balance !== request.confirmBalance) throw new BalanceChangedError(balance);
    const doc: AccountDeletionDoc = {
      state: 'pending',
      tombstoneId: `deleted-${randomBytes(10).toString('hex')}`,
      stepsDone: [],
      forfeitedTokens: balance,
      requestedAt: Timestamp.fromDate(nowOf(deps)),
      completedAt: null,
    };
    tx.create(deletionRef, doc);
  });
}

/**
 * Runs the steps of a recorded deletion that are not done yet, in order, recording each; every step may run again
 * after a crash (deleting what is already gone changes nothing). Ends with the record marked done and its tombstone
 * id removed. A deletion already done, or never recorded, is left alone.
 */
export async function runAccountDeletion(deps: DeletionStepDeps, uid: string): Promise<void> {
  const deletionRef = collections.accountDeletions(deps.db).doc(uid);
  const deletion = (await deletionRef.get()).data();
  if (!deletion || deletion.state === 'done' || deletion.tombstoneId === null) return;
  const logger = deps.logger.child({ uid });
  for (const step of ACCOUNT_DELETION_STEPS) {
    if (deletion.stepsDone.includes(step)) continue;
    await STEPS[step](deps, uid, deletion.tombstoneId, deletion);
    deletion.stepsDone.push(step);
    await deletionRef.update({ stepsDone: deletion.stepsDone });
    await deps.afterStep?.(step);
  }
  await deletionRef.update({ state: 'done', tombstoneId: null, completedAt: Timestamp.fromDate(nowOf(deps)) });
  logger.info('Account deleted', { forfeitedTokens: deletion.forfeitedTokens });
}

type Step = (deps: DeletionStepDeps, uid: string, tombstoneId: string, deletion: AccountDeletionDoc) => Promise<void>;

const STEPS: Record<AccountDeletionStep, Step> = {
  // Every browser is signed out first, so nothing new is started while the rest goes.
  sessions: async (deps, uid) => {
    await endUserSessions(deps, uid);
  },
  auth: (deps, uid) => deps.identity.deleteUser(uid),
  // Deleted, not revoked: the link then answers 404, and no token or origin of the user is kept.
  shares: (deps, uid) => deleteAll(deps.db, collections.shares(deps.db).where('userId', '==', uid)),
  results: (deps, uid) => deleteAll(deps.db, collections.imageResults(deps.db).where('userId', '==', uid)),
  jobs: (deps, uid) => deleteAll(deps.db, collections.remixJobs(deps.db).where('userId', '==', uid)),
  // Uploads, results and share previews all live under the user's folder.
  blobs: (deps, uid) => deps.blobStore.deleteByPrefix(`users/${uid}/`),
  accounting: keepAccountingUnderTombstone,
  profile: deleteProfileAndUsername,
};

/** Deletes every document a query finds, in batches. */
async function deleteAll(db: Firestore, query: Query): Promise<void> {
  const found = await query.get();
  for (let start = 0; start < found.docs.length; start += BATCH_SIZE) {
    const batch = db.batch();
    for (const doc of found.docs.slice(start, start + BATCH_SIZE)) batch.delete(doc.ref);
    await batch.commit();
  }
}

/**
 * Keeps the accounting records without the person: the ledger is copied to `deletedAccounts/{tombstoneId}/ledger`
 * (admin notes dropped) with one last entry for the forfeited balance, then deleted; purchases and refunded payments
 * are re-keyed to the tombstone id. Copies are plain sets, so running this again writes the same documents.
 */
async function keepAccountingUnderTombstone(
  deps: DeletionStepDeps,
  uid: string,
  tombstoneId: string,
  deletion: AccountDeletionDoc,
): Promise<void> {
  const { db } = deps;
  await collections.deletedAccounts(db).doc(tombstoneId).set({
    deletedAt: deletion.requestedAt,
    forfeitedTokens: deletion.forfeitedTokens,
  });
  const tombstoneLedger = collections.tombstoneLedger(db, tombstoneId);
  if (deletion.forfeitedTokens > 0) {
    await tombstoneLedger.doc('account-deleted').set({
      delta: -deletion.forfeitedTokens,
      balanceAfter: 0,
      reason: 'account_deleted',
      ref: tombstoneId,
      createdAt: deletion.requestedAt,
    });
  }
  const ledger = await collections.ledger(db, uid).get();
  for (let start = 0; start < ledger.docs.length; start += BATCH_SIZE) {
    const batch = db.batch();
    for (const entry of ledger.docs.slice(start, start + BATCH_SIZE)) {
      const { delta, balanceAfter, reason, ref, createdAt, adminId } = entry.data();
      batch.set(tombstoneLedger.doc(entry.id), {
        delta,
        balanceAfter,
        reason,
        ref,
        createdAt,
        ...(adminId === undefined ? {} : { adminId }),
      });
      batch.delete(entry.ref);
    }
    await batch.commit();
  }
  await rekey(db, collections.tokenPurchases(db).where('userId', '==', uid), tombstoneId);
  await rekey(db, collections.refundedPayments(db).where('userId', '==', uid), tombstoneId);
}

/** Sets `userId` to the tombstone id on every document the query finds. */
async function rekey(db: Firestore, query: Query, tombstoneId: string): Promise<void> {
  const found = await query.get();
  for (let start = 0; start < found.docs.length; start += BATCH_SIZE) {
    const batch = db.batch();
    for (const doc of found.docs.slice(start, start + BATCH_SIZE)) {
      batch.update(doc.ref as DocumentReference, { userId: tombstoneId });
    }
    await batch.commit();
  }
}

/** The profile and its username reservation go together, so the username and e-mail are free again. */
async function deleteProfileAndUsername(deps: DeletionStepDeps, uid: string): Promise<void> {
  const userRef = collections.users(deps.db).doc(uid);
  await deps.db.runTransaction(async (tx) => {
    const user = (await tx.get(userRef)).data();
    if (!user) return;
    const nameRef = collections.usernames(deps.db).doc(user.usernameLower);
    const name = (await tx.get(nameRef)).data();
    if (name?.uid === uid) tx.delete(nameRef);
    tx.delete(userRef);
  });
}

/** What one sweep of interrupted deletions did. */
export interface DeletionSweep {
  finished: number;
  errors: number;
}

/**
 * Finishes the deletions that stopped half-way (a crash, a timeout, a failing step), oldest first, leaving alone the
 * ones started less than SWEEP_GRACE_MS ago, which their request is still running. Called by the scheduled sweep.
 */
export async function sweepAccountDeletions(
  deps: DeletionStepDeps,
  limit = DELETIONS_PER_SWEEP,
): Promise<DeletionSweep> {
  const cutoff = Timestamp.fromMillis(nowOf(deps).getTime() - SWEEP_GRACE_MS);
  const pending = await collections
    .accountDeletions(deps.db)
    .where('state', '==', 'pending')
    .where('requestedAt', '<=', cutoff)
    .orderBy('requestedAt')
    .limit(limit)
    .get();
  const sweep: DeletionSweep = { finished: 0, errors: 0 };
  for (const doc of pending.docs) {
    try {
      await runAccountDeletion(deps, doc.id);
      sweep.finished += 1;
    } catch (error) {
      deps.logger.error('Could not finish an account deletion', error, { uid: doc.id });
      sweep.errors += 1;
    }
  }
  if (pending.size > 0) deps.logger.info('Swept interrupted account deletions', { ...sweep });
  return sweep;
}
