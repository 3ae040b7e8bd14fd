import {
  type DocumentReference,
  type Firestore,
  type Query,
  type Transaction,
  type UpdateData,
} from 'firebase-admin/firestore';
import { type JobChange, NEW_JOB, type StaleJobCutoffs } from '../../domain/remix-job-lifecycle';
import { collections, type RemixJobDoc, type StoredImageRef } from './collections';

// `remixJobs/{jobId}` (docs/data-model.md#remixjobs): how a job is stored. Which change a job may undergo, and what
// it changes, is decided by domain/remix-job-lifecycle.ts; this file only writes the change it decided.

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
  return {
    ...fields,
    ...NEW_JOB,
    resultId: null,
    notes: [],
    engine: null,
    resultDeleted: false,
    createdAt: now,
    updatedAt: now,
  };
}

/** Creates `remixJobs/{jobId}` in `tx`; the transaction fails if it exists. */
export function createJobIn(db: Firestore, tx: Transaction, jobId: string, job: RemixJobDoc): void {
  tx.create(jobRef(db, jobId), job);
}

/** Stores a change the job's state machine decided (domain/remix-job-lifecycle.ts `transition`), in `tx`. */
export function writeJobChangeIn(db: Firestore, tx: Transaction, jobId: string, change: JobChange): void {
  tx.update(jobRef(db, jobId), storedChange(change));
}

/** A change as stored: the first result beside the list, the wait inside `listing`. */
function storedChange(change: JobChange): UpdateData<RemixJobDoc> {
  const { resultIds, waitsFor, styleAnchorJobId, ...rest } = change;
  return {
    ...rest,
    ...(resultIds && { resultIds, resultId: resultIds[0] ?? null }),
    ...(waitsFor !== undefined && { 'listing.waitsFor': waitsFor }),
    ...(styleAnchorJobId !== undefined && { 'listing.styleAnchorJobId': styleAnchorJobId }),
  };
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
 * Stale jobs as two queries (domain/remix-job-lifecycle.ts staleJobCutoffs): queued jobs last changed before the
 * cutoff and processing jobs whose lease ended before it, in `order` of those times.
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

/**
 * Ends a queued job's wait in `tx` with the change its state machine decided, its reference to match (the take it
 * waited for, or none) its one reference.
 */
export function endWaitIn(
  db: Firestore,
  tx: Transaction,
  jobId: string,
  change: JobChange,
  match: { reference: StoredImageRef | null; label: string },
): void {
  tx.update(jobRef(db, jobId), {
    ...storedChange(change),
    'inputs.references': match.reference ? [match.reference] : [],
    'settings.referenceImageLabels': match.reference ? [match.label] : [],
  });
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
