import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { JobChange } from '../../src/domain/remix-job-lifecycle';
import type { StoredJob } from '../../src/ports/remix-jobs';
import { aJob, aListing, aResult, aStaging, at, SETTINGS } from './remix-records';
import type { StoreWithDocuments } from './stored-documents';

const ids = (found: { id: string }[]) => found.map(({ id }) => id);

/** What the remix use-cases rely on from the remix jobs, image results and listings repositories, on every store. */
export function remixRepositoriesContract(name: string, open: () => StoreWithDocuments): void {
  const fresh = () => {
    const id = randomUUID().replaceAll('-', '');
    return { ...open(), uid: `contract-${id}`, jobId: `job${id}` };
  };

  describe(`${name}: the remix jobs repository`, () => {
    it('creates a job once and reads it back as written, in and out of a transaction', async () => {
      const { repositories, uid, jobId } = fresh();
      const { remixJobs, runTransaction } = repositories;
      const job = aJob(uid);
      await runTransaction(async (tx) => remixJobs.createIn(tx, jobId, job));
      await expect(runTransaction(async (tx) => remixJobs.createIn(tx, jobId, job))).rejects.toThrow();
      expect(await remixJobs.read(jobId)).toEqual(job);
      expect(await runTransaction((tx) => remixJobs.readIn(tx, jobId))).toEqual(job);
      expect(await remixJobs.read(`${jobId}gone`)).toBeUndefined();
      expect(remixJobs.newId()).not.toBe(remixJobs.newId());
    });

    it('stores a change as decided: the first result beside the list, the wait inside the listing', async () => {
      const { repositories, uid, jobId } = fresh();
      const { remixJobs, runTransaction } = repositories;
      const job = aJob(uid, { listing: aStaging('batch', { waitsFor: 'anchor' }) });
      await runTransaction(async (tx) => remixJobs.createIn(tx, jobId, job));
      const change: JobChange = { status: 'succeeded', resultIds: [jobId, `${jobId}-2`], updatedAt: at(5) };
      await runTransaction(async (tx) => remixJobs.writeChangeIn(tx, jobId, change));
      await runTransaction(async (tx) =>
        remixJobs.writeChangeIn(tx, jobId, { waitsFor: null, styleAnchorJobId: 'anchor', updatedAt: at(6) }),
      );
      expect(await remixJobs.read(jobId)).toEqual({
        ...job,
        status: 'succeeded',
        resultIds: [`${jobId}`, `${jobId}-2`],
        resultId: jobId,
        listing: { ...job.listing, waitsFor: null, styleAnchorJobId: 'anchor' },
        updatedAt: at(6),
      });
    });

    it('ends a wait with the take to match as the one reference, or none', async () => {
      const { repositories, uid, jobId } = fresh();
      const { remixJobs, runTransaction } = repositories;
      const job = aJob(uid, { listing: aStaging('batch', { waitsFor: 'anchor' }) });
      await runTransaction(async (tx) => {
        remixJobs.createIn(tx, jobId, job);
        remixJobs.createIn(tx, `${jobId}b`, job);
      });
      const reference = { key: 'anchor.jpg', width: 10, height: 20, bytes: 30 };
      const change = { waitsFor: null, styleAnchorJobId: 'anchor', updatedAt: at(7) };
      await runTransaction(async (tx) => {
        remixJobs.endWaitIn(tx, jobId, change, { reference, label: 'the look' });
        remixJobs.endWaitIn(tx, `${jobId}b`, { ...change, styleAnchorJobId: null }, { reference: null, label: 'x' });
      });
      const [matched, alone] = [await remixJobs.read(jobId), await remixJobs.read(`${jobId}b`)];
      expect(matched?.inputs.references).toEqual([reference]);
      expect(matched?.settings.referenceImageLabels).toEqual(['the look']);
      expect(matched?.listing).toEqual({ ...job.listing, waitsFor: null, styleAnchorJobId: 'anchor' });
      expect(alone?.inputs.references).toEqual([]);
      expect(alone?.settings.referenceImageLabels).toEqual([]);
      expect(alone?.inputs.base).toEqual(job.inputs.base);
    });

    it('keeps the remaining variants, and none of the user’s words once none remains', async () => {
      const { repositories, uid, jobId } = fresh();
      const { remixJobs, runTransaction } = repositories;
      const job = aJob(uid, { resultIds: ['a', 'b'], resultId: 'a', notes: ['a note'] });
      await runTransaction(async (tx) => remixJobs.createIn(tx, jobId, job));
      await runTransaction(async (tx) => remixJobs.setRemainingResultsIn(tx, jobId, ['b'], at(8)));
      expect(await remixJobs.read(jobId)).toEqual({ ...job, resultIds: ['b'], resultId: 'b', updatedAt: at(8) });
      await runTransaction(async (tx) => remixJobs.setRemainingResultsIn(tx, jobId, [], at(9)));
      expect(await remixJobs.read(jobId)).toEqual({
        ...job,
        resultIds: [],
        resultId: null,
        resultDeleted: true,
        notes: [],
        settings: {
          ...SETTINGS,
          title: '',
          textPrompt: null,
          customStyle: null,
          colorScheme: null,
          referenceImageLabels: [],
        },
        updatedAt: at(9),
      });
    });

    it('finds the queued jobs waiting for a take and a batch’s jobs, in batch order', async () => {
      const { repositories, uid, jobId } = fresh();
      const { remixJobs, runTransaction } = repositories;
      const batch = `batch-${jobId}`;
      const staged = (position: number, waitsFor: string | null, status: 'queued' | 'failed' = 'queued') =>
        aJob(uid, { status, listing: aStaging(batch, { position, waitsFor }) });
      await runTransaction(async (tx) => {
        remixJobs.createIn(tx, `${jobId}c`, staged(2, jobId));
        remixJobs.createIn(tx, `${jobId}a`, staged(0, null));
        remixJobs.createIn(tx, `${jobId}b`, staged(1, jobId));
        remixJobs.createIn(tx, `${jobId}d`, staged(3, jobId, 'failed'));
      });
      expect(ids(await remixJobs.findWaitingFor(jobId))).toEqual([`${jobId}b`, `${jobId}c`]);
      expect(await remixJobs.findWaitingFor(`${jobId}none`)).toEqual([]);
      expect(ids(await remixJobs.batchJobs(batch))).toEqual(['a', 'b', 'c', 'd'].map((end) => `${jobId}${end}`));
    });

    it('finds the stale jobs of each kind before the cut-offs, newest or oldest first, up to a limit', async () => {
      const { repositories, uid, jobId } = fresh();
      const { remixJobs, runTransaction } = repositories;
      // Far in the past and later on every run, so jobs other tests (and earlier runs) left are not among the newest.
      const base = Date.now() - 20 * 365 * 24 * 3600 * 1000;
      const when = (ms: number) => new Date(base + ms);
      const processing = (leaseEndMs: number) =>
        aJob(uid, { status: 'processing', leaseId: 'lease', leaseExpiresAt: when(leaseEndMs), updatedAt: when(0) });
      await runTransaction(async (tx) => {
        remixJobs.createIn(tx, `${jobId}q1`, aJob(uid, { updatedAt: when(1000) }));
        remixJobs.createIn(tx, `${jobId}q2`, aJob(uid, { updatedAt: when(2000) }));
        remixJobs.createIn(tx, `${jobId}q3`, aJob(uid, { updatedAt: when(9000) }));
        remixJobs.createIn(tx, `${jobId}p1`, processing(1000));
        remixJobs.createIn(tx, `${jobId}p2`, processing(2000));
        remixJobs.createIn(tx, `${jobId}p3`, processing(9000));
        remixJobs.createIn(tx, `${jobId}f`, aJob(uid, { status: 'failed', updatedAt: when(1500) }));
      });
      const cutoffs = { queuedUpdatedBeforeMs: base + 5000, leaseExpiredBeforeMs: base + 5000 };
      const [queued, leased] = await remixJobs.staleBefore(cutoffs, 'desc', 2);
      expect(ids(queued)).toEqual([`${jobId}q2`, `${jobId}q1`]);
      expect(ids(leased)).toEqual([`${jobId}p2`, `${jobId}p1`]);
      const [newest] = await remixJobs.staleBefore(cutoffs, 'desc', 1);
      expect(ids(newest)).toEqual([`${jobId}q2`]);
      const [oldest] = await remixJobs.staleBefore(cutoffs, 'asc', 1000);
      expect(ids(oldest.filter(({ job }: StoredJob) => job.userId === uid))).toEqual([`${jobId}q1`, `${jobId}q2`]);
    });

    it('lists a user’s newest jobs, the newest failed jobs of everyone, and the batch of each staged job', async () => {
      const { repositories, uid, jobId } = fresh();
      const { remixJobs, runTransaction } = repositories;
      // Milliseconds apart at about now: on a shared emulator other jobs may be newer, so the failed jobs are looked for
      // within a page of the newest.
      const now = Date.now();
      const created = (step: number) => new Date(now + step);
      await runTransaction(async (tx) => {
        remixJobs.createIn(tx, `${jobId}a`, aJob(uid, { createdAt: created(0), status: 'failed' }));
        remixJobs.createIn(tx, `${jobId}b`, aJob(uid, { createdAt: created(1), listing: aStaging(`b-${jobId}`) }));
        remixJobs.createIn(tx, `${jobId}c`, aJob(uid, { createdAt: created(2), status: 'failed' }));
        remixJobs.createIn(tx, `${jobId}x`, aJob(`${uid}-other`, { createdAt: created(3) }));
      });
      expect(ids(await remixJobs.latestOf(uid, 2))).toEqual([`${jobId}c`, `${jobId}b`]);
      const failed = await remixJobs.latestFailed(50);
      expect(failed.every(({ job }) => job.status === 'failed')).toBe(true);
      expect(ids(failed.filter(({ job }) => job.userId === uid))).toEqual([`${jobId}c`, `${jobId}a`]);
      expect([...(await remixJobs.batchesOf(uid))]).toEqual([[`${jobId}b`, `b-${jobId}`]]);
    });
  });

  describe(`${name}: the image results repository`, () => {
    it('creates results once, reads them back, lists and counts the user’s, changes and deletes one', async () => {
      const { repositories, uid, jobId } = fresh();
      const { imageResults, runTransaction } = repositories;
      const first = { id: jobId, doc: aResult(uid, jobId, { createdAt: at(1) }) };
      const second = { id: `${jobId}-2`, doc: aResult(uid, jobId, { createdAt: at(2), variant: 2 }) };
      await runTransaction(async (tx) => imageResults.createIn(tx, [first, second]));
      await expect(runTransaction(async (tx) => imageResults.createIn(tx, [first]))).rejects.toThrow();
      expect(await imageResults.read(jobId)).toEqual(first.doc);
      expect(await runTransaction((tx) => imageResults.readIn(tx, second.id))).toEqual(second.doc);
      expect(await imageResults.readMany([second.id, 'gone', first.id])).toEqual([second, first]);
      expect(ids(await imageResults.latestOf(uid, 10))).toEqual([second.id, first.id]);
      expect(ids(await imageResults.latestOf(uid, 1))).toEqual([second.id]);
      expect(await imageResults.countOf(uid)).toBe(2);
      expect(await imageResults.countOf(`${uid}-other`)).toBe(0);
      await runTransaction(async (tx) => imageResults.updateIn(tx, jobId, { thumbnailImageKey: 't.jpg' }));
      expect(await imageResults.read(jobId)).toEqual({ ...first.doc, thumbnailImageKey: 't.jpg' });
      await runTransaction(async (tx) => imageResults.deleteIn(tx, jobId));
      expect(await imageResults.read(jobId)).toBeUndefined();
      expect(ids(await imageResults.latestOf(uid, 10))).toEqual([second.id]);
      expect(await imageResults.countOf(uid)).toBe(1);
    });
  });

  describe(`${name}: the listings repository`, () => {
    it('creates a listing once, changes, lists and deletes it', async () => {
      const { repositories, uid } = fresh();
      const { listings, runTransaction } = repositories;
      const [older, newer] = [listings.newId(), listings.newId()];
      await listings.create(older, aListing(uid));
      await listings.create(newer, aListing(uid, { updatedAt: at(1) }));
      await expect(listings.create(older, aListing(uid))).rejects.toThrow();
      expect(await listings.read(older)).toEqual(aListing(uid));
      await runTransaction(async (tx) => listings.updateIn(tx, older, { title: 'Renamed', updatedAt: at(2) }));
      expect(await runTransaction((tx) => listings.readIn(tx, older))).toEqual(
        aListing(uid, { title: 'Renamed', updatedAt: at(2) }),
      );
      expect((await listings.latestOf(uid, 10)).map(({ id }) => id)).toEqual([older, newer]);
      expect((await listings.latestOf(uid, 1)).map(({ id }) => id)).toEqual([older]);
      await runTransaction(async (tx) => listings.deleteIn(tx, older));
      expect(await listings.read(older)).toBeUndefined();
    });

    it('finds a listing by its live originals token, and the link by its token once turned off', async () => {
      const { repositories, uid } = fresh();
      const { listings, runTransaction } = repositories;
      const [id, linkId, token] = [listings.newId(), listings.newLinkId(), `token-${randomUUID()}`];
      await listings.create(id, aListing(uid, { originalsToken: token }));
      const link = { userId: uid, listingId: id, token, createdAt: at(1), revokedAt: null };
      await runTransaction(async (tx) => listings.createLinkIn(tx, linkId, link));
      expect(await listings.findByOriginalsToken(token)).toEqual(aListing(uid, { originalsToken: token }));
      expect(await listings.findLinkByToken(token)).toEqual(link);
      await runTransaction(async (tx) => listings.revokeLinkIn(tx, linkId, at(3)));
      expect(await listings.findLinkByToken(token)).toEqual({ ...link, revokedAt: at(3) });
      expect(await listings.findByOriginalsToken(`${token}-other`)).toBeUndefined();
      expect(await listings.findLinkByToken(`${token}-other`)).toBeUndefined();
    });
  });
}
