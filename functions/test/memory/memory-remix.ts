import type { ImageResultRecord, ImageResultsRepository } from '../../src/ports/image-results';
import type { ListingLinkRecord, ListingRecord, ListingsRepository } from '../../src/ports/listings';
import type { RemixJobRecord, RemixJobsRepository, StoredJob } from '../../src/ports/remix-jobs';
import type { JobChange } from '../../src/domain/remix-job-lifecycle';
import type { Repositories } from '../../src/ports/repositories';
import { AlreadyExistsError, type MemoryStore, memoryTxOf } from './memory-store';

let nextId = 0;
const newId = (prefix: string) => `${prefix}${(nextId += 1)}${Math.random().toString(36).slice(2, 10)}`;

/** A stored change of the job, as the Firestore repository makes it: the first result beside the list, the wait inside `listing`. */
function changed(job: RemixJobRecord, change: JobChange): RemixJobRecord {
  const { resultIds, waitsFor, styleAnchorJobId, ...rest } = change;
  const listing = job.listing && {
    ...job.listing,
    ...(waitsFor !== undefined && { waitsFor }),
    ...(styleAnchorJobId !== undefined && { styleAnchorJobId }),
  };
  return {
    ...job,
    ...rest,
    ...(resultIds && { resultIds, resultId: resultIds[0] ?? null }),
    ...(listing && { listing }),
  };
}

/** What a job keeps of the user's words once none of its results remains: nothing. */
function withoutFreeTexts(job: RemixJobRecord): RemixJobRecord {
  const settings = { ...job.settings, title: '', textPrompt: null, customStyle: null, colorScheme: null };
  return { ...job, resultDeleted: true, settings: { ...settings, referenceImageLabels: [] }, notes: [] };
}

const byBatchPosition = (a: StoredJob, b: StoredJob) => (a.job.listing?.position ?? 0) - (b.job.listing?.position ?? 0);
const asJobs = (found: Array<{ id: string; doc: RemixJobRecord }>): StoredJob[] =>
  found.map(({ id, doc }) => ({ id, job: doc }));

function memoryRemixJobs(store: MemoryStore): RemixJobsRepository {
  const job = (id: string) => `remixJobs/${id}`;
  const jobs = (keep: (doc: RemixJobRecord) => boolean) => asJobs(store.query<RemixJobRecord>('remixJobs', keep));
  const oldestFirst = (time: (doc: RemixJobRecord) => number, order: 'asc' | 'desc') => (a: StoredJob, b: StoredJob) =>
    (time(a.job) - time(b.job)) * (order === 'asc' ? 1 : -1);
  return {
    newId: () => newId('job'),
    read: async (id) => store.get<RemixJobRecord>(job(id)),
    readIn: async (tx, id) => memoryTxOf(tx).get<RemixJobRecord>(job(id)),
    createIn: (tx, id, record) => memoryTxOf(tx).create(job(id), record),
    writeChangeIn: (tx, id, change) => memoryTxOf(tx).modify<RemixJobRecord>(job(id), (doc) => changed(doc, change)),
    endWaitIn(tx, id, change, { reference, label }) {
      memoryTxOf(tx).modify<RemixJobRecord>(job(id), (doc) => {
        const next = changed(doc, change);
        return {
          ...next,
          inputs: { ...next.inputs, references: reference ? [reference] : [] },
          settings: { ...next.settings, referenceImageLabels: reference ? [label] : [] },
        };
      });
    },
    setRemainingResultsIn(tx, id, remaining, at) {
      memoryTxOf(tx).modify<RemixJobRecord>(job(id), (doc) => {
        const next = { ...doc, resultId: remaining[0] ?? null, resultIds: remaining, updatedAt: at };
        return remaining.length === 0 ? withoutFreeTexts(next) : next;
      });
    },
    setListingDisclosureIn: (tx, id, listing, at) => memoryTxOf(tx).update(job(id), { listing, updatedAt: at }),
    findWaitingFor: async (jobId) =>
      jobs((doc) => doc.listing?.waitsFor === jobId && doc.status === 'queued').sort(byBatchPosition),
    batchJobs: async (batchId) => jobs((doc) => doc.listing?.batchId === batchId).sort(byBatchPosition),
    async staleBefore(cutoffs, order, limit) {
      const queued = jobs((doc) => doc.status === 'queued' && doc.updatedAt.getTime() < cutoffs.queuedUpdatedBeforeMs)
        .sort(oldestFirst((doc) => doc.updatedAt.getTime(), order))
        .slice(0, limit);
      const leaseEnd = (doc: RemixJobRecord) => doc.leaseExpiresAt?.getTime() ?? Number.NaN;
      const processing = jobs((doc) => doc.status === 'processing' && leaseEnd(doc) < cutoffs.leaseExpiredBeforeMs)
        .sort(oldestFirst(leaseEnd, order))
        .slice(0, limit);
      return [queued, processing];
    },
    latestFailed: async (limit) =>
      jobs((doc) => doc.status === 'failed')
        .sort(oldestFirst((doc) => doc.createdAt.getTime(), 'desc'))
        .slice(0, limit),
    latestOf: async (uid, limit) =>
      jobs((doc) => doc.userId === uid)
        .sort(oldestFirst((doc) => doc.createdAt.getTime(), 'desc'))
        .slice(0, limit),
    batchesOf: async (uid) =>
      new Map(
        jobs((doc) => doc.userId === uid).flatMap(({ id, job: doc }) =>
          doc.listing ? [[id, doc.listing.batchId] as const] : [],
        ),
      ),
  };
}

function memoryImageResults(store: MemoryStore): ImageResultsRepository {
  const result = (id: string) => `imageResults/${id}`;
  return {
    read: async (id) => store.get<ImageResultRecord>(result(id)),
    readIn: async (tx, id) => memoryTxOf(tx).get<ImageResultRecord>(result(id)),
    readMany: async (ids) =>
      ids.flatMap((id) => {
        const doc = store.get<ImageResultRecord>(result(id));
        return doc ? [{ id, doc }] : [];
      }),
    countOf: async (uid) => store.query<ImageResultRecord>('imageResults', (doc) => doc.userId === uid).length,
    latestOf: async (uid, limit) =>
      store
        .query<ImageResultRecord>('imageResults', (doc) => doc.userId === uid)
        .sort((a, b) => b.doc.createdAt.getTime() - a.doc.createdAt.getTime())
        .slice(0, limit),
    createIn(tx, results) {
      for (const { id, doc } of results) memoryTxOf(tx).create(result(id), doc);
    },
    updateIn: (tx, id, change) => memoryTxOf(tx).update(result(id), change),
    deleteIn: (tx, id) => memoryTxOf(tx).delete(result(id)),
  };
}

function memoryListings(store: MemoryStore): ListingsRepository {
  const listing = (id: string) => `listings/${id}`;
  const link = (id: string) => `listingLinks/${id}`;
  return {
    newId: () => newId('listing'),
    async create(id, record) {
      if (store.get(listing(id)) !== undefined) throw new AlreadyExistsError(`${listing(id)} exists already`);
      store.set(listing(id), record);
    },
    read: async (id) => store.get<ListingRecord>(listing(id)),
    readIn: async (tx, id) => memoryTxOf(tx).get<ListingRecord>(listing(id)),
    updateIn: (tx, id, change) => memoryTxOf(tx).update(listing(id), change),
    deleteIn: (tx, id) => memoryTxOf(tx).delete(listing(id)),
    latestOf: async (uid, limit) =>
      store
        .query<ListingRecord>('listings', (doc) => doc.userId === uid)
        .sort((a, b) => b.doc.updatedAt.getTime() - a.doc.updatedAt.getTime())
        .slice(0, limit)
        .map(({ id, doc }) => ({ id, listing: doc })),
    findByOriginalsToken: async (token) =>
      store.query<ListingRecord>('listings', (doc) => doc.originalsToken === token)[0]?.doc,
    newLinkId: () => newId('link'),
    createLinkIn: (tx, id, record) => memoryTxOf(tx).create(link(id), record),
    revokeLinkIn: (tx, id, at) => memoryTxOf(tx).update(link(id), { revokedAt: at }),
    findLinkByToken: async (token) =>
      store.query<ListingLinkRecord>('listingLinks', (doc) => doc.token === token)[0]?.doc,
  };
}

/** `remixJobs`, `imageResults`, `listings` and `listingLinks` in memory (ports/remix-jobs.ts, image-results.ts, listings.ts). */
export function memoryRemixRepositories(
  store: MemoryStore,
): Pick<Repositories, 'remixJobs' | 'imageResults' | 'listings'> {
  return {
    remixJobs: memoryRemixJobs(store),
    imageResults: memoryImageResults(store),
    listings: memoryListings(store),
  };
}
