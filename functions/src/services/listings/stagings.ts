import { remixCost } from '@roomremix/contracts/constants';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { disclosureOf } from '@roomremix/contracts/disclosure';
import type { Disclosure } from '@roomremix/contracts/listings';
import { DEFAULT_REMIX_SETTINGS, pickRemixSettings } from '@roomremix/contracts/remix-settings';
import { Timestamp } from 'firebase-admin/firestore';
import type { ListingBatchDoc, ListingPhotoEntry, RemixJobDoc } from '../../adapters/firestore/collections';
import { updateListingIn } from '../../adapters/firestore/listings-repository';
import { createJobIn, newQueuedJob } from '../../adapters/firestore/remix-jobs-repository';
import type { RemixQueue } from '../../adapters/queue/remix-queue';
import { nowOf } from '../../domain/clock';
import { planStaging, stagingBatchId, stagingDebitEntryId, stagingJobId } from '../../domain/listing';
import { inputBlobKeys } from '../../domain/remix-job';
import { applyDebitForNewWork, claimIdempotencyKeyIn, deleteBlobs, earlierRef, withBalanceLock } from '../core';
import type { IdempotentRequest } from '../../domain/idempotency';
import { checkBalance, dispatchWaitingJobs, failJob } from '../remix';
import { stagingRefusalOf } from './listing-errors';
import { answerOf, replayOf, type StagingOutcome } from './staging-answers';
import { photosToStage, ruleToFollow, type StagingSettings } from './staging-choices';
import { type ListingsDeps, ownListingIn, readOwnListingDoc } from './listings';
import { createOriginalsLink } from './originals-links';
import { storeEngineCopy } from './listing-photos';

/** What staging a listing needs: the listing's adapters and the queue the first photos go to. */
export interface StagingDeps extends ListingsDeps {
  queue: RemixQueue;
}

/** One photo of a batch: its job, the job it waits for (null: it starts at once), and its place. */
interface PlannedJob {
  photo: ListingPhotoEntry;
  jobId: string;
  waitsFor: string | null;
  position: number;
}

/**
 * Stages the user's listing: every chosen photo (all of them, in listing order, by default) becomes a remix job of the
 * same settings, debited together in ONE ledger entry (photos × the quality's cost; StagingNotAffordableError when
 * short) and refunded one photo at a time when a photo fails. The batch's first photo (and each same-room group's
 * first) starts at once; the others wait for it and are given its result to match (planStaging, waiting-jobs.ts). The
 * Idempotency-Key names the batch: a retry answers the batch it made (`replayed`), debiting nothing more; the key with
 * another request (listing, settings) is IdempotencyKeyReusedError.
 */
export async function stageListing(
  deps: StagingDeps,
  uid: string,
  listingId: string,
  settings: StagingSettings,
  { idempotency, origin }: { idempotency: IdempotentRequest; origin: string },
): Promise<StagingOutcome> {
  const batchId = stagingBatchId(idempotency);
  const listing = await readOwnListingDoc(deps, uid, listingId);
  if ((await earlierRef(deps.db, idempotency)) !== null) return replayOf(deps, batchId);
  const rule = ruleToFollow(settings, listing);
  const disclosure = disclosureOf(rule);
  const perPhoto = remixCost(settings.quality, 1);
  const photos = photosToStage(listing, settings.photoIds);
  const cost = perPhoto * photos.length;
  const asStagingRefusal = stagingRefusalOf(photos.length);
  await checkBalance(deps, uid, cost).catch(asStagingRefusal);

  const planned = planStaging(photos).map(({ photoId, waitsFor }, position): PlannedJob => {
    const photo = photos[position] as ListingPhotoEntry;
    return {
      photo,
      jobId: stagingJobId(batchId, photoId),
      waitsFor: waitsFor && stagingJobId(batchId, waitsFor),
      position,
    };
  });
  // A label with a link points at the originals page, made now if the listing has none.
  const originalsUrl =
    disclosure === 'label-link' ? (await createOriginalsLink(deps, uid, listingId, origin)).link.url : undefined;
  const context: BatchContext = {
    uid,
    listingId,
    title: listing.title,
    batchId,
    settings,
    disclosure: { disclosure, disclosureRule: rule.id },
    perPhoto,
    originalsUrl,
  };
  const jobs = await Promise.all(
    planned.map(async (job) => ({ ...job, doc: await newStagingJob(deps, context, job) })),
  );
  const batch = {
    id: batchId,
    disclosure,
    disclosureRule: rule.id,
    cost,
    jobs: jobs.map(({ photo, jobId }) => ({ photoId: photo.id, jobId })),
    createdAt: Timestamp.fromDate(nowOf(deps)),
  };
  let created: boolean;
  try {
    created = await createBatch(deps, { uid, listingId, cost, idempotency }, batch, jobs).catch(asStagingRefusal);
  } catch (error) {
    // Nothing was debited: the copies made for the jobs go again. Their keys come from this request's own batch id, so
    // they are no other request's (a replay never gets here, it finds the key's record).
    await deleteBlobs(
      deps,
      jobs.map(({ doc }) => doc.inputs.base.key),
    );
    throw error;
  }
  if (!created) return replayOf(deps, batchId);
  deps.logger.info('Listing staging queued', { listingId, uid, batchId, photos: jobs.length, cost });
  await Promise.all(jobs.filter(({ waitsFor }) => waitsFor === null).map(({ jobId }) => enqueue(deps, jobId)));
  return { staging: answerOf(batch), replayed: false };
}

/**
 * The batch's one debit, its jobs, the listing's batch and the key's record in one transaction; false when the key
 * was used for this request already (a replay, even a concurrent one). Refuses a listing gone or changed meanwhile
 * (a photo deleted), and the key used for a different request.
 */
function createBatch(
  deps: StagingDeps,
  {
    uid,
    listingId,
    cost,
    idempotency,
  }: { uid: string; listingId: string; cost: number; idempotency: IdempotentRequest },
  batch: ListingBatchDoc,
  jobs: readonly { jobId: string; doc: RemixJobDoc }[],
): Promise<boolean> {
  return withBalanceLock(uid, () =>
    deps.db.runTransaction(async (tx) => {
      const claim = await claimIdempotencyKeyIn(deps.db, tx, idempotency);
      if ('replayOf' in claim) return false;
      const current = await ownListingIn(deps, tx, uid, listingId);
      photosToStage(
        current,
        batch.jobs.map(({ photoId }) => photoId),
      );
      await applyDebitForNewWork(deps.db, tx, {
        uid,
        delta: -cost,
        reason: 'listing_staging',
        ref: batch.id,
        entryId: stagingDebitEntryId(batch.id),
      });
      for (const { jobId, doc } of jobs) createJobIn(deps.db, tx, jobId, doc);
      const stagingJobOf = new Map(batch.jobs.map(({ photoId, jobId }) => [photoId, jobId]));
      const staged = current.photos.map((photo) => ({
        ...photo,
        stagingJobId: stagingJobOf.get(photo.id) ?? photo.stagingJobId,
      }));
      updateListingIn(
        deps.db,
        tx,
        listingId,
        { batch, photos: staged, disclosureRule: batch.disclosureRule },
        nowOf(deps),
      );
      claim.record(batch.id);
      return true;
    }),
  );
}

/** What every job of one batch shares. */
interface BatchContext {
  uid: string;
  listingId: string;
  title: string;
  batchId: string;
  settings: StagingSettings;
  /** What every photo's disclosure follows: the rule and what the kit does under it. */
  disclosure: { disclosure: Disclosure; disclosureRule: string };
  perPhoto: number;
  originalsUrl: string | undefined;
}

/**
 * The queued job of one photo, with a copy of the photo's original as its base image: the job's inputs go with its
 * result when the user deletes that, and the listing keeps its original. The copy's key is the job's, so a retried
 * request writes the same object.
 */
async function newStagingJob(
  deps: StagingDeps,
  batch: BatchContext,
  { photo, jobId, waitsFor, position }: PlannedJob,
): Promise<RemixJobDoc> {
  const base = await storeEngineCopy(deps, photo.image, inputBlobKeys(batch.uid, jobId, 0).base);
  const { disclosure: _disclosure, disclosureRule: _rule, photoIds: _photoIds, ...chosen } = batch.settings;
  const settings = pickRemixSettings({
    ...DEFAULT_REMIX_SETTINGS,
    ...chosen,
    title: `${batch.title} · ${position + 1}`,
    roomType: photo.roomType,
    referenceImageLabels: [],
  });
  const inputs = { base, references: [], mask: null };
  const doc = newQueuedJob({ userId: batch.uid, cost: batch.perPhoto, variants: 1, settings, inputs }, nowOf(deps));
  const { listingId, batchId } = batch;
  return {
    ...doc,
    listing: {
      listingId,
      photoId: photo.id,
      batchId,
      ...batch.disclosure,
      position,
      waitsFor,
      styleAnchorJobId: null,
      ...(batch.originalsUrl === undefined ? {} : { originalsUrl: batch.originalsUrl }),
    },
  };
}

/** Hands a photo that starts at once to the queue; when that fails, it is refunded and the next photo takes its place. */
async function enqueue(deps: StagingDeps, jobId: string): Promise<void> {
  try {
    await deps.queue.enqueue(jobId);
  } catch (error) {
    deps.logger.error('Could not enqueue a listing photo; refunding it', error, { jobId });
    await failJob(deps, jobId, REMIX_MESSAGES.enqueueFailed, { onlyIfQueued: true });
    await dispatchWaitingJobs(deps, jobId);
  }
}
