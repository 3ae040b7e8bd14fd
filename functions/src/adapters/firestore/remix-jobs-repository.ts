import { type DocumentReference, type Firestore, type Query, type Transaction } from 'firebase-admin/firestore';
import { STAGE_PROGRESS, type StaleJobCutoffs } from '../../domain/remix-job';
import { collections, type RemixJobDoc, type StoredImageRef } from './collections';

// `remixJobs/{jobId}` (docs/data-model.md#remixjobs): how each state of the job's state machine is stored. The rules
// (whether a job may be claimed, failed or completed, and by whom) stay with the use-cases in services/remix.

/** A stored job and its id. */
export interface StoredJob {
  id: string;
  job: RemixJobDoc;
}

function jobRef(db: Firestore, jobId: string): DocumentReference<RemixJobDoc> {
  return collections.remixJobs(db).doc(jobId);
}

/** A new job id: a Firestore auto-id. */
export function newJobId(db: Firestore): string {
  return collections.remixJobs(db).doc().id;
}

/** `remixJobs/{jobId}` as stored now. */
export async function readJob(db: Firestore, jobId: string): Promise<RemixJobDoc | undefined> {
  return (await jobRef(db, jobId).get()).data();
}

/** Reads `remixJobs/{jobId}` in `tx`. */
export async function readJobIn(db: Firestore, tx: Transaction, jobId: string): Promise<RemixJobDoc | undefined> {
  return (await tx.get(jobRef(db, jobId))).data();
}

/** A new job document in its first state: queued, nothing attempted, nothing refunded. */
export function newQueuedJob(
  fields: Pick<RemixJobDoc, 'userId' | 'settings' | 'inputs' | 'cost' | 'variants'>,
  now: Date,
): RemixJobDoc {
  const at = now;
  return {
    ...fields,
    status: 'queued',
    stage: 'queued',
    progress: STAGE_PROGRESS.queued,
    attempts: 0,
    leaseId: null,
    leaseExpiresAt: null,
    resultId: null,
    error: null,
    refunded: false,
    notes: [],
    engine: null,
    resultDeleted: false,
    createdAt: at,
    updatedAt: at,
    startedAt: null,
    finishedAt: null,
  };
}

/** Creates `remixJobs/{jobId}` in `tx`; the transaction fails if it exists. */
export function createJobIn(db: Firestore, tx: Transaction, jobId: string, job: RemixJobDoc): void {
  tx.create(jobRef(db, jobId), job);
}

/** A claim of the job by one attempt. */
export interface ClaimRecord {
  leaseId: string;
  attempts: number;
  leaseExpiresAt: Date;
  engine: NonNullable<RemixJobDoc['engine']>;
  /** When the first attempt started (this one, for the first). */
  startedAt: Date;
}

/** Stores the job as processing under the claiming attempt's lease, in `tx`. */
export function markClaimedIn(db: Firestore, tx: Transaction, jobId: string, claim: ClaimRecord, at: Date): void {
  tx.update(jobRef(db, jobId), {
    status: 'processing',
    stage: 'generating',
    progress: STAGE_PROGRESS.generating,
    attempts: claim.attempts,
    leaseId: claim.leaseId,
    leaseExpiresAt: claim.leaseExpiresAt,
    engine: claim.engine,
    startedAt: claim.startedAt,
    updatedAt: at,
  });
}

/** Stores the job's next stage, in `tx`. */
export function markStageIn(
  db: Firestore,
  tx: Transaction,
  jobId: string,
  change: Pick<RemixJobDoc, 'stage' | 'progress'>,
  at: Date,
): void {
  tx.update(jobRef(db, jobId), { ...change, updatedAt: at });
}

/** Stores the job back in the queue, its lease let go, in `tx`. */
export function markQueuedAgainIn(db: Firestore, tx: Transaction, jobId: string, at: Date): void {
  tx.update(jobRef(db, jobId), {
    status: 'queued',
    stage: 'queued',
    progress: STAGE_PROGRESS.queued,
    leaseId: null,
    leaseExpiresAt: null,
    updatedAt: at,
  });
}

/** What a succeeded job keeps: its variants' result ids in order, the tokens given back, the notes, the engine. */
export type SuccessRecord = Pick<RemixJobDoc, 'notes' | 'engine'> & { resultIds: string[]; refundedTokens: number };

/** Stores the job as succeeded, in `tx`. */
export function markSucceededIn(db: Firestore, tx: Transaction, jobId: string, success: SuccessRecord, at: Date): void {
  tx.update(jobRef(db, jobId), {
    status: 'succeeded',
    progress: STAGE_PROGRESS.done,
    resultId: success.resultIds[0] ?? null,
    resultIds: success.resultIds,
    refundedTokens: success.refundedTokens,
    notes: success.notes,
    engine: success.engine,
    ...finishedFields(at),
  });
}

/** What a failed job keeps: the readable reason and whether (and how much) it was refunded. */
export type FailureRecord = Pick<RemixJobDoc, 'error' | 'refunded'> & { refundedTokens: number };

/** Stores the job as failed, in `tx`. */
export function markFailedIn(db: Firestore, tx: Transaction, jobId: string, failure: FailureRecord, at: Date): void {
  tx.update(jobRef(db, jobId), {
    status: 'failed',
    error: failure.error,
    refunded: failure.refunded,
    refundedTokens: failure.refundedTokens,
    ...finishedFields(at),
  });
}

/** What every finished job has, succeeded or failed: done, no lease, and when it finished. */
function finishedFields(at: Date) {
  const finishedAt = at;
  return { stage: 'done', leaseId: null, leaseExpiresAt: null, finishedAt, updatedAt: finishedAt } as const;
}

/** What a job keeps of the user's words once none of its results remains: nothing. */
const FREE_TEXTS_CLEARED = {
  resultDeleted: true,
  'settings.title': '',
  'settings.textPrompt': null,
  'settings.customStyle': null,
  'settings.colorScheme': null,
  'settings.referenceImageLabels': [],
  notes: [],
} as const;

/**
 * Stores which of the job's variants remain after a deletion, in `tx`; with none left (`remaining` empty) the job
 * keeps none of the user's words either.
 */
export function setRemainingResultsIn(
  db: Firestore,
  tx: Transaction,
  jobId: string,
  remaining: string[],
  at: Date,
): void {
  tx.update(jobRef(db, jobId), {
    resultId: remaining[0] ?? null,
    resultIds: remaining,
    ...(remaining.length === 0 ? FREE_TEXTS_CLEARED : {}),
    updatedAt: at,
  });
}

/**
 * Stale jobs as two queries (domain/remix-job.ts staleJobCutoffs): queued jobs last changed before the cutoff and
 * processing jobs whose lease ended before it, in `order` of those times.
 */
export function staleJobQueriesBefore(
  db: Firestore,
  cutoffs: StaleJobCutoffs,
  order: 'asc' | 'desc',
): Query<RemixJobDoc>[] {
  const jobs = collections.remixJobs(db);
  // Each needs a composite index (status, then the time field, in each order): firestore.indexes.json declares them.
  return [
    jobs
      .where('status', '==', 'queued')
      .where('updatedAt', '<', new Date(cutoffs.queuedUpdatedBeforeMs))
      .orderBy('updatedAt', order),
    // A claim always sets the lease, so a processing job without one (which the range skips) does not occur.
    jobs
      .where('status', '==', 'processing')
      .where('leaseExpiresAt', '<', new Date(cutoffs.leaseExpiredBeforeMs))
      .orderBy('leaseExpiresAt', order),
  ];
}

/** The first `limit` jobs of `query`. */
export async function readJobs(query: Query<RemixJobDoc>, limit: number): Promise<StoredJob[]> {
  const snapshot = await query.limit(limit).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, job: doc.data() }));
}

/**
 * Whether an account deletion of `uid` is recorded, read in `tx` (`accountDeletions/{uid}`): a job of an account being
 * deleted stores nothing more.
 */
export async function isAccountDeletionRecordedIn(db: Firestore, tx: Transaction, uid: string): Promise<boolean> {
  return (await tx.get(collections.accountDeletions(db).doc(uid))).exists;
}

/** The token balance of `uid` as stored now; undefined without such a user. */
export async function readTokenBalance(db: Firestore, uid: string): Promise<number | undefined> {
  return (await collections.users(db).doc(uid).get()).data()?.tokenBalance;
}

const byBatchPosition = (a: StoredJob, b: StoredJob) => (a.job.listing?.position ?? 0) - (b.job.listing?.position ?? 0);

/** The queued jobs that wait for `jobId` to finish (a listing batch's photos and their anchor), in batch order. */
export async function findJobsWaitingFor(db: Firestore, jobId: string): Promise<StoredJob[]> {
  const found = await collections.remixJobs(db).where('listing.waitsFor', '==', jobId).get();
  return found.docs
    .map((doc) => ({ id: doc.id, job: doc.data() }))
    .filter(({ job }) => job.status === 'queued')
    .sort(byBatchPosition);
}

/** What a waiting job is given when it may start: the result to match as its one reference, or none. */
export interface WaitOver {
  reference: StoredImageRef | null;
  referenceLabel: string;
  styleAnchorJobId: string | null;
}

/** Ends a queued job's wait in `tx`: its reference to match is set, and it waits for nothing more. */
export function endWaitIn(db: Firestore, tx: Transaction, jobId: string, over: WaitOver, at: Date): void {
  tx.update(jobRef(db, jobId), {
    'inputs.references': over.reference ? [over.reference] : [],
    'settings.referenceImageLabels': over.reference ? [over.referenceLabel] : [],
    'listing.waitsFor': null,
    'listing.styleAnchorJobId': over.styleAnchorJobId,
    updatedAt: at,
  });
}

/** Makes a queued job wait for `waitsFor` instead, in `tx` (its anchor failed; another photo took its place). */
export function waitForIn(db: Firestore, tx: Transaction, jobId: string, waitsFor: string, at: Date): void {
  tx.update(jobRef(db, jobId), { 'listing.waitsFor': waitsFor, updatedAt: at });
}

/** The jobs of one listing staging batch, in batch order. */
export async function readBatchJobs(db: Firestore, batchId: string): Promise<StoredJob[]> {
  const found = await collections.remixJobs(db).where('listing.batchId', '==', batchId).get();
  return found.docs.map((doc) => ({ id: doc.id, job: doc.data() })).sort(byBatchPosition);
}

/** Gives a listing photo's take its new disclosure in `tx` (a re-mark: services/listings/re-mark.ts). */
export function setListingDisclosureIn(
  db: Firestore,
  tx: Transaction,
  jobId: string,
  listing: NonNullable<RemixJobDoc['listing']>,
  at: Date,
): void {
  tx.update(jobRef(db, jobId), { listing, updatedAt: at });
}
