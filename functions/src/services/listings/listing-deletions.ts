import type { ListingPhotoEntry } from '../../ports/listings';
import { deleteOwnResult, resultIdsOf, takeDisclosureOf } from '../remix';
import { ListingPhotoNotFoundError, ListingTakeNotFoundError } from './listing-errors';
import { listingJobIdsOf, readTakes, takeJobIdsOf } from './listing-takes';
import type { ListingsDeps } from './deps';
import { changeOwnListing, readOwnListingDoc } from './listings';

// Deleting a listing, a photo of it or one take of a photo, with the images they leave nobody to show.

/** Deletes the results of `jobIds` (each take's image and inputs, as deleting them in My Results does). */
async function deleteTakes(deps: ListingsDeps, uid: string, jobIds: readonly string[]): Promise<void> {
  for (const jobId of jobIds) {
    const job = await deps.repositories.remixJobs.read(jobId);
    for (const resultId of job ? resultIdsOf(job) : []) await deleteOwnResult(deps, uid, resultId);
  }
}

/** Removes a photo from the user's listing, with its original, its preview and its takes; links of other photos to it are dropped. */
export async function deleteOwnListingPhoto(deps: ListingsDeps, uid: string, id: string, photoId: string) {
  let removed: ListingPhotoEntry | undefined;
  await changeOwnListing(deps, uid, id, (listing) => {
    removed = listing.photos.find((photo) => photo.id === photoId);
    if (!removed) throw new ListingPhotoNotFoundError(photoId);
    const photos = listing.photos
      .filter((photo) => photo.id !== photoId)
      .map((photo) => (photo.sameRoomAs === photoId ? { ...photo, sameRoomAs: null } : photo));
    return { photos };
  });
  if (!removed) return;
  await deleteTakes(deps, uid, takeJobIdsOf(removed));
  await deps.blobStore.delete(removed.image.key);
  if (removed.previewKey) await deps.blobStore.delete(removed.previewKey);
}

/** Deletes the user's listing with its images: the originals, and every take of its photos with their inputs. */
export async function deleteOwnListing(deps: ListingsDeps, uid: string, id: string): Promise<void> {
  const listing = await readOwnListingDoc(deps, uid, id);
  await deleteTakes(deps, uid, listingJobIdsOf(listing));
  const { runTransaction, listings } = deps.repositories;
  await runTransaction(async (tx) => {
    if ((await listings.readIn(tx, id))?.userId === uid) listings.deleteIn(tx, id);
  });
  await deps.blobStore.deleteByPrefix(`users/${uid}/listings/${id}/`);
  deps.logger.info('Listing deleted', { listingId: id, uid, photos: listing.photos.length });
}

/**
 * Deletes one take of a photo of the user's listing: its image and inputs, and its place among the photo's takes.
 * When it was the take shown, the photo shows its newest other take that has an image (or none).
 */
export async function deleteOwnTake(deps: ListingsDeps, uid: string, id: string, photoId: string, jobId: string) {
  const listing = await readOwnListingDoc(deps, uid, id);
  const photo = listing.photos.find((candidate) => candidate.id === photoId);
  if (!photo) throw new ListingPhotoNotFoundError(photoId);
  if (!takeJobIdsOf(photo).includes(jobId)) throw new ListingTakeNotFoundError(`No take ${jobId} of ${photoId}`);
  await deleteTakes(deps, uid, [jobId]);
  const others = await readTakes(
    deps,
    takeJobIdsOf(photo).filter((other) => other !== jobId),
  );
  await changeOwnListing(deps, uid, id, (current) => ({
    photos: current.photos.map((entry) => {
      if (entry.id !== photoId) return entry;
      const takeJobIds = takeJobIdsOf(entry).filter((other) => other !== jobId);
      if (entry.stagingJobId !== jobId) return { ...entry, takeJobIds };
      const next = takeJobIds.map((other) => others.get(other)).find((take) => take?.job && take.result);
      return {
        ...entry,
        takeJobIds,
        stagingJobId: next?.jobId ?? null,
        stagedImageKey: next?.result?.doc.resultImageKey ?? null,
        stagedDisclosure: next?.job ? takeDisclosureOf(next.job) : null,
      };
    }),
  }));
}
