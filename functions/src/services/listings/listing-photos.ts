import { LISTING_MAX_PHOTOS, type Listing } from '@roomremix/contracts/listings';
import { LISTING_MESSAGES } from '@roomremix/contracts/messages';
import type { ListingPhotoEntry } from '../../adapters/firestore/collections';
import { newListingId, updateListingIn } from '../../adapters/firestore/listings-repository';
import { refuseBlankPhoto } from '../../adapters/image-codec/blank-photo';
import { decodeUpload } from '../../adapters/image-codec/image-codec';
import { nowOf } from '../../domain/clock';
import { listingPhotoKey } from '../../domain/listing';
import { deleteBlobs } from '../core';
import { ListingFieldError } from './listing-errors';
import { type ListingsDeps, ownListingIn, readOwnListing, readOwnListingDoc } from './listings';

/** The photos refused: the listing would pass LISTING_MAX_PHOTOS with them (400 at `photos`, nothing stored). */
function tooManyPhotos(held: number): ListingFieldError {
  return new ListingFieldError('photos', LISTING_MESSAGES.tooManyPhotos(LISTING_MAX_PHOTOS, LISTING_MAX_PHOTOS - held));
}

/**
 * Adds `uploads` to the end of the user's listing, in order: each is decoded as `POST /api/process` decodes a photo
 * (content decides the type; upright, stripped, re-encoded; a blank photo refused) and stored. A request that would take the listing past
 * LISTING_MAX_PHOTOS is refused before anything is decoded, and again in the transaction that adds them (two uploads
 * at once); any refusal deletes what it stored.
 */
export async function addListingPhotos(
  deps: ListingsDeps,
  uid: string,
  listingId: string,
  uploads: readonly Buffer[],
): Promise<Listing> {
  if (uploads.length === 0) throw new ListingFieldError('photos', LISTING_MESSAGES.noPhotos);
  const before = await readOwnListingDoc(deps, uid, listingId);
  if (before.photos.length + uploads.length > LISTING_MAX_PHOTOS) throw tooManyPhotos(before.photos.length);

  const photos: ListingPhotoEntry[] = [];
  try {
    // One at a time: a listing's upload holds up to 30 photos, and each decode can take ~150 MB (store-inputs.ts).
    for (const upload of uploads) {
      const image = await decodeUpload(upload);
      await refuseBlankPhoto(image.buffer);
      const id = newListingId(deps.db);
      const key = listingPhotoKey(uid, listingId, id);
      await deps.blobStore.put(key, image.buffer, image.contentType);
      const stored = { key, width: image.width, height: image.height, bytes: image.byteLength };
      photos.push({ id, image: stored, roomType: null, sameRoomAs: null, stagingJobId: null, stagedImageKey: null });
    }
    await deps.db.runTransaction(async (tx) => {
      const listing = await ownListingIn(deps, tx, uid, listingId);
      if (listing.photos.length + photos.length > LISTING_MAX_PHOTOS) throw tooManyPhotos(listing.photos.length);
      updateListingIn(deps.db, tx, listingId, { photos: [...listing.photos, ...photos] }, nowOf(deps));
    });
  } catch (error) {
    await deleteBlobs(
      deps,
      photos.map(({ image }) => image.key),
    );
    throw error;
  }
  deps.logger.info('Listing photos added', { listingId, uid, added: photos.length });
  return readOwnListing(deps, uid, listingId);
}
