import { LISTING_MESSAGES } from '@roomremix/contracts/messages';
import type {
  Listing,
  ListingSummary,
  UpdateListingPhotoRequest,
  UpdateListingRequest,
} from '@roomremix/contracts/listings';
import type { Tx } from '../../ports/transactions';
import type { ListingPhotoEntry, ListingRecord } from '../../ports/listings';
import { nowOf } from '../../domain/clock';
import { isReorderOf } from '../../domain/listing';
import { isValidJobId, signedUrlExpiry } from '../../domain/remix-job';
import { ListingFieldError, ListingNotFoundError, ListingPhotoNotFoundError } from './listing-errors';
import type { ListingsDeps } from './deps';
import { toListing } from './listing-answer';

export type { ListingsDeps, StagingDeps } from './deps';

/** Most listings `GET /api/listings` answers. */
const MAX_LISTINGS_LISTED = 200;

/** Creates an empty listing of the user and answers it. */
export async function createListing(deps: ListingsDeps, uid: string, title: string): Promise<Listing> {
  const { listings } = deps.repositories;
  const id = listings.newId();
  const at = nowOf(deps);
  const listing: ListingRecord = {
    userId: uid,
    title,
    photos: [],
    batch: null,
    originalsLink: null,
    originalsToken: null,
    createdAt: at,
    updatedAt: at,
  };
  await listings.create(id, listing);
  return toListing(deps, id, listing);
}

/** The user's listings, most recently changed first, each with its first photo as the cover. */
export async function listOwnListings(deps: ListingsDeps, uid: string): Promise<ListingSummary[]> {
  const expiresAt = signedUrlExpiry(nowOf(deps).getTime());
  const listings = await deps.repositories.listings.latestOf(uid, MAX_LISTINGS_LISTED);
  return Promise.all(
    listings.map(async ({ id, listing }) => {
      const cover = listing.photos[0];
      return {
        id,
        title: listing.title,
        photoCount: listing.photos.length,
        coverUrl: cover ? await deps.blobStore.signedUrl(cover.previewKey ?? cover.image.key, expiresAt) : null,
        createdAt: listing.createdAt.toISOString(),
        updatedAt: listing.updatedAt.toISOString(),
      };
    }),
  );
}

/** The user's listing `id` (throws ListingNotFoundError for none, or another user's). */
export async function readOwnListingDoc(
  deps: Pick<ListingsDeps, 'repositories'>,
  uid: string,
  id: string,
): Promise<ListingRecord> {
  const listing = isValidJobId(id) ? await deps.repositories.listings.read(id) : undefined;
  if (!listing || listing.userId !== uid) throw new ListingNotFoundError(`No listing ${id} of ${uid}`);
  return listing;
}

/** The user's listing `id` as the API answers it: photos in order, each with its latest staging. */
export async function readOwnListing(deps: ListingsDeps, uid: string, id: string): Promise<Listing> {
  return toListing(deps, id, await readOwnListingDoc(deps, uid, id));
}

/** Renames and/or reorders the user's listing; a new order must name every photo exactly once. */
export async function updateOwnListing(
  deps: ListingsDeps,
  uid: string,
  id: string,
  change: UpdateListingRequest,
): Promise<Listing> {
  const updated = await changeOwnListing(deps, uid, id, (listing) => {
    const { title, photoIds } = change;
    if (photoIds === undefined) return { title: title ?? listing.title };
    const current = listing.photos.map((photo) => photo.id);
    if (!isReorderOf(current, photoIds)) throw new ListingFieldError('photoIds', LISTING_MESSAGES.orderMismatch);
    const byId = new Map(listing.photos.map((photo) => [photo.id, photo]));
    return { title: title ?? listing.title, photos: photoIds.map((photoId) => byId.get(photoId) as ListingPhotoEntry) };
  });
  return toListing(deps, id, updated);
}

/** Sets what a photo of the user's listing shows and which of its photos shows the same room. */
export async function updateOwnListingPhoto(
  deps: ListingsDeps,
  uid: string,
  id: string,
  photoId: string,
  change: UpdateListingPhotoRequest,
): Promise<Listing> {
  const updated = await changeOwnListing(deps, uid, id, (listing) => {
    if (!listing.photos.some((photo) => photo.id === photoId)) throw new ListingPhotoNotFoundError(photoId);
    const { roomType, sameRoomAs } = change;
    if (sameRoomAs === photoId) throw new ListingFieldError('sameRoomAs', LISTING_MESSAGES.sameRoomAsItself);
    if (sameRoomAs && !listing.photos.some((photo) => photo.id === sameRoomAs)) {
      throw new ListingFieldError('sameRoomAs', LISTING_MESSAGES.photoNotFound);
    }
    const photos = listing.photos.map((photo) =>
      photo.id === photoId
        ? { ...photo, roomType: roomType === undefined ? photo.roomType : roomType, sameRoomAs: sameRoomAs ?? null }
        : photo,
    );
    return { photos };
  });
  return toListing(deps, id, updated);
}

/** The user's listing read in `tx` (ListingNotFoundError for none, or another user's). */
export async function ownListingIn(
  deps: Pick<ListingsDeps, 'repositories'>,
  tx: Tx,
  uid: string,
  listingId: string,
): Promise<ListingRecord> {
  const listing = isValidJobId(listingId) ? await deps.repositories.listings.readIn(tx, listingId) : undefined;
  if (!listing || listing.userId !== uid) throw new ListingNotFoundError(`No listing ${listingId} of ${uid}`);
  return listing;
}

/**
 * Applies `change` to the user's listing in a transaction that reads it again (ListingNotFoundError when it is gone
 * or another user's) and answers the listing as written.
 */
export async function changeOwnListing(
  deps: ListingsDeps,
  uid: string,
  id: string,
  change: (listing: ListingRecord) => Partial<Pick<ListingRecord, 'title' | 'photos'>>,
): Promise<ListingRecord> {
  return deps.repositories.runTransaction(async (tx) => {
    const listing = await ownListingIn(deps, tx, uid, id);
    const changed = change(listing);
    const now = nowOf(deps);
    deps.repositories.listings.updateIn(tx, id, { ...changed, updatedAt: now });
    return { ...listing, ...changed, updatedAt: now };
  });
}
