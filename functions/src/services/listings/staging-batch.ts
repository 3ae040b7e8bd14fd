import type { ListingBatch, ListingPhotoEntry, StagedDisclosure } from '../../ports/listings';
import type { RemixJobRecord } from '../../ports/remix-jobs';
import { nowOf } from '../../domain/clock';
import type { IdempotentRequest } from '../../domain/idempotency';
import { stagingDebitEntryId } from '../../domain/listing';
import { applyDebitForNewWork, claimIdempotencyKeyIn, withBalanceLock } from '../core';
import { takeJobIdsOf } from './listing-takes';
import { ownListingIn } from './listings';
import { applyRemarksIn, type Remark } from './re-mark';
import { photosToStage } from './staging-choices';
import type { StagingDeps } from './deps';

/** A take a photo shows from now on: its job, its image and what its disclosure says. */
export interface ShownImage {
  jobId: string;
  stagedImageKey: string;
  stagedDisclosure: StagedDisclosure;
}

/** What one staging stores: its batch (its jobs may be none), their documents, its re-marks and the takes shown. */
export interface StagingWrites {
  batch: ListingBatch;
  jobs: readonly { jobId: string; doc: RemixJobRecord }[];
  remarks: readonly Remark[];
  shown: ReadonlyMap<string, ShownImage>;
}

/**
 * The staging's one debit (none when it stages no photo), its jobs, its re-marks, the photos' takes and the key's
 * record in one transaction; false when the key was used for this request already (a replay, even a concurrent one).
 * Refuses a listing gone or changed meanwhile (a photo deleted, a take re-marked), and the key used for a different
 * request.
 */
export function storeStaging(
  deps: StagingDeps,
  { uid, listingId, idempotency }: { uid: string; listingId: string; idempotency: IdempotentRequest },
  { batch, jobs, remarks, shown }: StagingWrites,
): Promise<boolean> {
  return withBalanceLock(uid, () =>
    deps.repositories.runTransaction(async (tx) => {
      const { repositories } = deps;
      const claim = await claimIdempotencyKeyIn(repositories, tx, idempotency);
      if ('replayOf' in claim) return false;
      const current = await ownListingIn(deps, tx, uid, listingId);
      photosToStage(
        current,
        batch.jobs.map(({ photoId }) => photoId),
      );
      const writeRemarks = await applyRemarksIn(repositories, tx, remarks, nowOf(deps));
      if (batch.cost > 0) {
        await applyDebitForNewWork(repositories, tx, {
          uid,
          delta: -batch.cost,
          reason: 'listing_staging',
          ref: batch.id,
          entryId: stagingDebitEntryId(batch.id),
        });
      }
      for (const { jobId, doc } of jobs) repositories.remixJobs.createIn(tx, jobId, doc);
      writeRemarks();
      const staged = new Map(batch.jobs.map(({ photoId, jobId }) => [photoId, jobId]));
      const photos = current.photos.map((photo) => withTake(photo, staged.get(photo.id), shown.get(photo.id)));
      const stagesPhotos = batch.jobs.length > 0;
      repositories.listings.updateIn(tx, listingId, {
        ...(stagesPhotos && { batch }),
        photos,
        disclosureRule: batch.disclosureRule,
        updatedAt: nowOf(deps),
      });
      claim.record(batch.id, { remarked: remarks.map(({ photoId }) => photoId) });
      return true;
    }),
  );
}

/** The photo with its new take (staged now, shown first) or with the take it shows from now on. */
function withTake(
  photo: ListingPhotoEntry,
  stagedJobId: string | undefined,
  shown: ShownImage | undefined,
): ListingPhotoEntry {
  if (stagedJobId) return { ...photo, stagingJobId: stagedJobId, takeJobIds: [stagedJobId, ...takeJobIdsOf(photo)] };
  if (!shown) return photo;
  const { jobId, ...image } = shown;
  return { ...photo, stagingJobId: jobId, takeJobIds: takeJobIdsOf(photo), ...image };
}
