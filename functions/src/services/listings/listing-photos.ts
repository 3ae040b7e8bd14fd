import pLimit from 'p-limit';
import { UPLOAD_LIMITS } from '@roomremix/contracts/constants';
import { LISTING_MAX_PHOTOS, LISTING_PHOTO_MAX_LONG_EDGE_PX, type Listing } from '@roomremix/contracts/listings';
import { LISTING_MESSAGES } from '@roomremix/contracts/messages';
import type { ListingPhotoEntry } from '../../ports/listings';
import type { StoredImageRef } from '../../ports/remix-jobs';
import { refuseBlankPhoto } from '../../adapters/image-codec/blank-photo';
import { decodeUpload } from '../../adapters/image-codec/image-codec';
import { storeThumbnail } from '../../adapters/image-codec/thumbnail';
import { toProviderJpeg } from '../../adapters/image-engine/images';
import { nowOf } from '../../domain/clock';
import { listingPhotoKey } from '../../domain/listing';
import { deleteBlobs } from '../core';
import { ListingFieldError } from './listing-errors';
import type { ListingsDeps } from './deps';
import { ownListingIn, readOwnListing, readOwnListingDoc } from './listings';

/** The photos refused: the listing would pass LISTING_MAX_PHOTOS with them (400 at `photos`, nothing stored). */
function tooManyPhotos(held: number): ListingFieldError {
  return new ListingFieldError('photos', LISTING_MESSAGES.tooManyPhotos(LISTING_MAX_PHOTOS, LISTING_MAX_PHOTOS - held));
}

/**
 * Adds `uploads` to the end of the user's listing, in order: each is decoded as `POST /api/process` decodes a photo
 * (content decides the type; upright, stripped, re-encoded; a blank photo refused) and stored at its size, up to
 * LISTING_PHOTO_MAX_LONG_EDGE_PX (the export and the originals page serve it as taken). A request that would take the listing past
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
      const image = await decodeUpload(upload, { maxLongEdge: LISTING_PHOTO_MAX_LONG_EDGE_PX });
      await refuseBlankPhoto(image.buffer);
      const id = deps.repositories.listings.newId();
      const key = listingPhotoKey(uid, listingId, id);
      await deps.blobStore.put(key, image.buffer, image.contentType);
      const stored = { key, width: image.width, height: image.height, bytes: image.byteLength };
      const entry = { id, image: stored, roomType: null, sameRoomAs: null, stagingJobId: null, stagedImageKey: null };
      photos.push(entry);
      // The page's cards show a preview: the photo as taken can be several megabytes.
      photos[photos.length - 1] = { ...entry, previewKey: await storeThumbnail(deps.blobStore, key, image.buffer) };
    }
    await deps.repositories.runTransaction(async (tx) => {
      const listing = await ownListingIn(deps, tx, uid, listingId);
      if (listing.photos.length + photos.length > LISTING_MAX_PHOTOS) throw tooManyPhotos(listing.photos.length);
      const change = { photos: [...listing.photos, ...photos], updatedAt: nowOf(deps) };
      deps.repositories.listings.updateIn(tx, listingId, change);
    });
  } catch (error) {
    await deleteBlobs(
      deps,
      photos.flatMap(({ image, previewKey }) => [image.key, ...(previewKey ? [previewKey] : [])]),
    );
    throw error;
  }
  deps.logger.info('Listing photos added', { listingId, uid, added: photos.length });
  return readOwnListing(deps, uid, listingId);
}

/** Engine copies made at once: each holds its original (up to ~15 MB at 8000 px) while it shrinks on load (+42 MiB). */
const withinCopySlots = pLimit(3);

/**
 * Stores at `key` the copy of a listing photo the engines work from: the original (kept as taken for the export and
 * the originals page) scaled to the long edge the studio's own uploads are sent at, so a staging costs what a studio
 * remix costs in memory and provider bytes, and its structure score is measured against what the engine was given.
 * A photo whose original is gone is a 400 at `photoIds`.
 */
export function storeEngineCopy(deps: ListingsDeps, original: StoredImageRef, key: string): Promise<StoredImageRef> {
  return withinCopySlots(async () => {
    const stored = await deps.blobStore.get(original.key);
    if (!stored) throw new ListingFieldError('photoIds', LISTING_MESSAGES.unknownPhotos);
    const copy = await toProviderJpeg(stored.buffer, UPLOAD_LIMITS.downscaleLongEdgePx);
    await deps.blobStore.put(key, copy.buffer, 'image/jpeg');
    return { key, width: copy.width, height: copy.height, bytes: copy.buffer.byteLength };
  });
}
