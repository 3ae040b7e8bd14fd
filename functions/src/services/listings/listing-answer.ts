import type { Listing, ListingPhoto } from '@roomremix/contracts/listings';
import type { ListingPhotoEntry, ListingRecord } from '../../ports/listings';
import { disclosureRuleOf } from '../../domain/disclosure-rules';
import { nowOf } from '../../domain/clock';
import { signedUrlExpiry } from '../../domain/remix-job';
import { listingJobIdsOf, readTakes, type StoredTake, takeJobIdsOf } from './listing-takes';
import type { ListingsDeps } from './deps';
import { stagedPhotoOf } from './staged-photos';

/**
 * A stored listing as the API answers it: signed URLs, each photo's shown take and its earlier ones that still have
 * their image, and the latest batch's progress.
 */
export async function toListing(deps: ListingsDeps, id: string, listing: ListingRecord): Promise<Listing> {
  const expiresAt = signedUrlExpiry(nowOf(deps).getTime());
  const takes = await readTakes(deps, listingJobIdsOf(listing));
  const staged = new Map(
    await Promise.all(
      [...takes.values()].map(async (take) => [take.jobId, await stagedPhotoOf(deps, take, expiresAt)] as const),
    ),
  );
  const photos = await Promise.all(
    listing.photos.map(async (photo): Promise<ListingPhoto> => ({
      id: photo.id,
      originalUrl: await deps.blobStore.signedUrl(photo.image.key, expiresAt),
      previewUrl: photo.previewKey ? await deps.blobStore.signedUrl(photo.previewKey, expiresAt) : null,
      width: photo.image.width,
      height: photo.image.height,
      roomType: photo.roomType,
      sameRoomAs: photo.sameRoomAs,
      staged: (photo.stagingJobId && staged.get(photo.stagingJobId)) || null,
      earlierTakes: earlierTakesOf(photo, takes).flatMap((jobId) => staged.get(jobId) ?? []),
    })),
  );
  const { batch } = listing;
  const statuses = batch?.jobs.map(({ jobId }) => staged.get(jobId)?.status) ?? [];
  return {
    id,
    title: listing.title,
    photos,
    originalsLink: listing.originalsLink,
    disclosureRule: disclosureRuleOf({ disclosureRule: listing.disclosureRule }).id,
    batch: batch && {
      id: batch.id,
      disclosure: batch.disclosure,
      total: batch.jobs.length,
      finished: statuses.filter((status) => status === 'succeeded' || status === 'failed').length,
      failed: statuses.filter((status) => status === 'failed').length,
      createdAt: batch.createdAt.toISOString(),
    },
    createdAt: listing.createdAt.toISOString(),
    updatedAt: listing.updatedAt.toISOString(),
  };
}

/** The photo's takes other than the one shown that still have their image, newest first. */
function earlierTakesOf(photo: ListingPhotoEntry, takes: ReadonlyMap<string, StoredTake>): string[] {
  return takeJobIdsOf(photo).filter((jobId) => jobId !== photo.stagingJobId && takes.get(jobId)?.result);
}
