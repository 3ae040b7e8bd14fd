import { remixCost } from '@roomremix/contracts/constants';
import { disclosureOf } from '@roomremix/contracts/disclosure';
import { stagingLookOf } from '@roomremix/contracts/listings';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { DEFAULT_REMIX_SETTINGS, pickRemixSettings } from '@roomremix/contracts/remix-settings';
import type { ListingPhotoEntry } from '../../ports/listings';
import type { RemixJobRecord } from '../../ports/remix-jobs';
import { nowOf } from '../../domain/clock';
import type { IdempotentRequest } from '../../domain/idempotency';
import { planStaging, stagingBatchId, stagingJobId } from '../../domain/listing';
import { listingAnchorOf, planTakes, type ShownTake } from '../../domain/listing-takes';
import { inputBlobKeys } from '../../domain/remix-job';
import { assertRequestOffered } from '../../domain/remix-request';
import { deleteBlobs, earlierRef } from '../core';
import { checkBalance, dispatchWaitingJobs, failJob, newQueuedJob, takeDisclosureOf } from '../remix';
import { ListingTakesBusyError, stagingRefusalOf } from './listing-errors';
import { photoTakesOf, readTakes, type StoredTake, takeJobIdsOf } from './listing-takes';
import type { StagingDeps } from './deps';
import { readOwnListingDoc } from './listings';
import { createOriginalsLink } from './originals-links';
import {
  deleteReplacedImages,
  deleteWrittenImages,
  prepareRemarks,
  type Remark,
  type WantedDisclosure,
} from './re-mark';
import { answerOf, replayOf, type StagingOutcome } from './staging-answers';
import { type ShownImage, storeStaging } from './staging-batch';
import { photosToStage, ruleToFollow, type StagingSettings } from './staging-choices';
import { storeEngineCopy } from './listing-photos';

/** One photo of a batch: its job, the job it waits for (null: it starts at once), and its place. */
interface PlannedJob {
  photo: ListingPhotoEntry;
  jobId: string;
  waitsFor: string | null;
  position: number;
}

/**
 * Stages the user's listing (domain/listing-takes.ts): the photos with no take of these settings (or those named by
 * `photoIds`) become remix jobs, debited together in ONE ledger entry (photos × the quality's cost;
 * StagingNotAffordableError when short) and refunded one photo at a time when a photo fails; the other photos show
 * their take of these settings, re-marked for free when its disclosure differs. The batch's first photo (and each
 * same-room group's first) starts at once; the others wait for it and are given its result to match (planStaging,
 * waiting-jobs.ts). The Idempotency-Key names the batch: a retry answers what the first request did (`replayed`),
 * debiting nothing more; the key with another request (listing, settings) is IdempotencyKeyReusedError.
 */
export async function stageListing(
  deps: StagingDeps,
  uid: string,
  listingId: string,
  settings: StagingSettings,
  { idempotency, origin }: { idempotency: IdempotentRequest; origin: string },
): Promise<StagingOutcome> {
  assertRequestOffered(deps.engine, { ...settings, referenceCount: 0, masked: false });
  const batchId = stagingBatchId(idempotency);
  const listing = await readOwnListingDoc(deps, uid, listingId);
  if ((await earlierRef(deps.repositories, idempotency)) !== null) return replayOf(deps, batchId, idempotency);
  const rule = ruleToFollow(settings, listing);
  const disclosure = disclosureOf(rule);
  photosToStage(listing, settings.photoIds);
  // A label with a link points at the originals page, made now if the listing has none.
  const originalsUrl =
    disclosure === 'label-link' ? (await createOriginalsLink(deps, uid, listingId, origin)).link.url : undefined;
  const takes = await readTakes(deps, listing.photos.flatMap(takeJobIdsOf));
  const look = stagingLookOf(settings);
  const photoTakes = photoTakesOf(listing, takes);
  const plan = planTakes(photoTakes, {
    look,
    disclosureRule: rule.id,
    originalsUrl: originalsUrl ?? null,
    photoIds: settings.photoIds,
  });
  if (plan.busy.length > 0) throw new ListingTakesBusyError(`Photos ${plan.busy.join(', ')} are still being staged`);
  const photos = listing.photos.filter(({ id }) => plan.stage.includes(id));
  const perPhoto = remixCost(settings.quality, 1);
  const cost = perPhoto * photos.length;
  const asStagingRefusal = stagingRefusalOf(photos.length);
  if (cost > 0) await checkBalance(deps, uid, cost).catch(asStagingRefusal);

  // Photos staged beside others that have a take of this look match the listing's first such take.
  const anchor = listingAnchorOf(photoTakes, plan, look);
  const wanted = { disclosure, disclosureRule: rule.id, originalsUrl };
  const context: BatchContext = { uid, listingId, title: listing.title, batchId, settings, wanted, perPhoto };
  const jobs = await Promise.all(
    plannedJobs(batchId, photos, anchor).map(async (job) => ({ ...job, doc: await newStagingJob(deps, context, job) })),
  );
  const batch = {
    id: batchId,
    disclosure,
    disclosureRule: rule.id,
    cost,
    jobs: jobs.map(({ photo, jobId }) => ({ photoId: photo.id, jobId })),
    createdAt: nowOf(deps),
  };
  const copies = jobs.map(({ doc }) => doc.inputs.base.key);
  let remarks: Remark[] = [];
  let created: boolean;
  try {
    remarks = await prepareRemarks(
      deps,
      plan.show.filter(({ remark }) => remark),
      takes,
      wanted,
      batchId,
    );
    const shown = shownImagesOf(plan.show, remarks, takes);
    created = await storeStaging(deps, { uid, listingId, idempotency }, { batch, jobs, remarks, shown }).catch(
      asStagingRefusal,
    );
  } catch (error) {
    // Nothing was debited or shown: the copies made for the jobs and the re-marked images go again. Their keys come
    // from this request's own batch id, so they are no other request's (a replay never gets here, it finds the
    // key's record).
    await deleteBlobs(deps, copies);
    await deleteWrittenImages(deps, remarks);
    throw error;
  }
  if (!created) return replayOf(deps, batchId, idempotency);
  await deleteReplacedImages(deps, remarks);
  deps.logger.info('Listing staging stored', {
    listingId,
    uid,
    batchId,
    photos: jobs.length,
    cost,
    remarks: remarks.length,
  });
  await Promise.all(jobs.filter(({ waitsFor }) => waitsFor === null).map(({ jobId }) => enqueue(deps, jobId)));
  if (anchor !== null && jobs.length > 0) await dispatchWaitingJobs(deps, anchor);
  return { staging: answerOf(batch, remarks), replayed: false };
}

/**
 * The batch's photos in staging order, each with its job and the job it waits for: the batch's first waits for
 * `anchor`, an earlier take it is to match, when there is one (dispatched once the batch is stored).
 */
function plannedJobs(batchId: string, photos: readonly ListingPhotoEntry[], anchor: string | null): PlannedJob[] {
  return planStaging(photos).map(({ photoId, waitsFor }, position) => ({
    photo: photos[position] as ListingPhotoEntry,
    jobId: stagingJobId(batchId, photoId),
    waitsFor: waitsFor === null ? anchor : stagingJobId(batchId, waitsFor),
    position,
  }));
}

/** What each photo that shows another take (or the same one re-marked) shows from now on. */
function shownImagesOf(
  shown: readonly ShownTake[],
  remarks: readonly Remark[],
  takes: ReadonlyMap<string, StoredTake>,
): Map<string, ShownImage> {
  const remarked = new Map(remarks.map((remark) => [remark.jobId, remark]));
  return new Map(
    shown.flatMap(({ photoId, jobId }): [string, ShownImage][] => {
      const remark = remarked.get(jobId);
      if (remark) {
        const image = { stagedImageKey: remark.image.resultImageKey, stagedDisclosure: remark.disclosure };
        return [[photoId, { jobId, ...image }]];
      }
      const { job, result } = takes.get(jobId) ?? {};
      if (!job || !result) return [];
      return [[photoId, { jobId, stagedImageKey: result.doc.resultImageKey, stagedDisclosure: takeDisclosureOf(job) }]];
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
  /** What every photo's disclosure follows: the rule, what the kit does under it and a label-link's page. */
  wanted: WantedDisclosure;
  perPhoto: number;
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
): Promise<RemixJobRecord> {
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
  const { disclosure, disclosureRule, originalsUrl } = batch.wanted;
  return {
    ...doc,
    listing: {
      listingId,
      photoId: photo.id,
      batchId,
      disclosure,
      disclosureRule,
      position,
      waitsFor,
      styleAnchorJobId: null,
      ...(originalsUrl === undefined ? {} : { originalsUrl }),
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
