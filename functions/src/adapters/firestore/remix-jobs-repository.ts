import type { Firestore, Query, UpdateData } from 'firebase-admin/firestore';
import type { JobChange, StaleJobCutoffs } from '../../domain/remix-job-lifecycle';
import type { RemixJobRecord, RemixJobsRepository, StoredJob } from '../../ports/remix-jobs';
import { collections } from './collections';
import { firestoreTransactionOf } from './transactions';

// `remixJobs/{jobId}` (docs/data-model.md#remixjobs): how a job is stored. Which change a job may undergo, and what
// it changes, is decided by domain/remix-job-lifecycle.ts; this file only writes the change it decided.

/** A change as stored: the first result beside the list, the wait inside `listing`. */
function storedChange(change: JobChange): UpdateData<RemixJobRecord> {
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

const byBatchPosition = (a: StoredJob, b: StoredJob) => (a.job.listing?.position ?? 0) - (b.job.listing?.position ?? 0);

async function storedJobs(query: Query<RemixJobRecord>): Promise<StoredJob[]> {
  return (await query.get()).docs.map((doc) => ({ id: doc.id, job: doc.data() }));
}

/** `remixJobs` on Firestore (ports/remix-jobs.ts). */
export function firestoreRemixJobs(db: Firestore): RemixJobsRepository {
  const jobs = collections.remixJobs(db);
  const ref = (id: string) => jobs.doc(id);
  return {
    newId: () => jobs.doc().id,
    read: async (id) => (await ref(id).get()).data(),
    readIn: async (tx, id) => (await firestoreTransactionOf(tx).get(ref(id))).data(),
    createIn: (tx, id, job) => void firestoreTransactionOf(tx).create(ref(id), job),
    writeChangeIn: (tx, id, change) => void firestoreTransactionOf(tx).update(ref(id), storedChange(change)),
    endWaitIn(tx, id, change, { reference, label }) {
      firestoreTransactionOf(tx).update(ref(id), {
        ...storedChange(change),
        'inputs.references': reference ? [reference] : [],
        'settings.referenceImageLabels': reference ? [label] : [],
      });
    },
    setRemainingResultsIn(tx, id, remaining, at) {
      firestoreTransactionOf(tx).update(ref(id), {
        resultId: remaining[0] ?? null,
        resultIds: remaining,
        ...(remaining.length === 0 ? FREE_TEXTS_CLEARED : {}),
        updatedAt: at,
      });
    },
    setListingDisclosureIn: (tx, id, listing, at) =>
      void firestoreTransactionOf(tx).update(ref(id), { listing, updatedAt: at }),
    async findWaitingFor(jobId) {
      const found = await storedJobs(jobs.where('listing.waitsFor', '==', jobId));
      return found.filter(({ job }) => job.status === 'queued').sort(byBatchPosition);
    },
    batchJobs: async (batchId) =>
      (await storedJobs(jobs.where('listing.batchId', '==', batchId))).sort(byBatchPosition),
    async staleBefore(cutoffs: StaleJobCutoffs, order, limit) {
      // Each needs a composite index (status, then the time field, in each order): firestore.indexes.json declares them.
      const queued = jobs
        .where('status', '==', 'queued')
        .where('updatedAt', '<', new Date(cutoffs.queuedUpdatedBeforeMs))
        .orderBy('updatedAt', order);
      // A claim always sets the lease, so a processing job without one (which the range skips) does not occur.
      const processing = jobs
        .where('status', '==', 'processing')
        .where('leaseExpiresAt', '<', new Date(cutoffs.leaseExpiredBeforeMs))
        .orderBy('leaseExpiresAt', order);
      return Promise.all([storedJobs(queued.limit(limit)), storedJobs(processing.limit(limit))]);
    },
    latestFailed: (limit) => storedJobs(jobs.where('status', '==', 'failed').orderBy('createdAt', 'desc').limit(limit)),
    latestOf: (uid, limit) => storedJobs(jobs.where('userId', '==', uid).orderBy('createdAt', 'desc').limit(limit)),
    async batchesOf(uid) {
      const found = await jobs.where('userId', '==', uid).select('listing.batchId').get();
      const batches = new Map<string, string>();
      for (const job of found.docs) {
        const batchId: unknown = job.get('listing.batchId');
        if (typeof batchId === 'string') batches.set(job.id, batchId);
      }
      return batches;
    },
  };
}
