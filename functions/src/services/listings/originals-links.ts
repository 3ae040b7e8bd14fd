import { randomBytes } from 'node:crypto';
import { apiPath, API_ROUTES } from '@roomremix/contracts/api-paths';
import { originalsPagePath, type OriginalsLink, type PublicListing } from '@roomremix/contracts/listings';
import { SHARE_TOKEN_PATTERN } from '@roomremix/contracts/shares';
import type { StoredBlob } from '../../adapters/blob-store/blob-store';
import type { ListingPhotoEntry, ListingRecord } from '../../ports/listings';
import { nowOf } from '../../domain/clock';
import { UNKNOWN_TAKE_DISCLOSURE } from '../../domain/disclosure-words';
import type { ListingsDeps } from './deps';
import { ownListingIn } from './listings';

/** Random bytes of a token: 192 bits, 32 base64url characters, as a share's (SHARE_TOKEN_PATTERN). */
const TOKEN_BYTES = 24;

/** The images of an originals page, per photo. */
export const ORIGINALS_IMAGES = ['original.jpg', 'staged.jpg'] as const;
export type OriginalsImage = (typeof ORIGINALS_IMAGES)[number];

/**
 * The user's listing's originals link, made now with a new random token unless it has a live one (answered again,
 * `created` false). A listing has at most one live link.
 */
export async function createOriginalsLink(
  deps: ListingsDeps,
  uid: string,
  listingId: string,
  origin: string,
): Promise<{ link: OriginalsLink; created: boolean }> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const { listings, runTransaction } = deps.repositories;
  const id = listings.newLinkId();
  return runTransaction(async (tx) => {
    const listing = await ownListingIn(deps, tx, uid, listingId);
    if (listing.originalsLink) return { link: listing.originalsLink, created: false };
    const now = nowOf(deps);
    const link = { id, url: origin + originalsPagePath(token) };
    listings.createLinkIn(tx, id, {
      userId: uid,
      listingId,
      token,
      createdAt: now,
      revokedAt: null,
    });
    listings.updateIn(tx, listingId, { originalsLink: link, originalsToken: token, updatedAt: now });
    return { link, created: true };
  });
}

/** Turns the listing's originals link off: its page and images answer 410 from now on. False when it has none. */
export async function revokeOriginalsLink(deps: ListingsDeps, uid: string, listingId: string): Promise<boolean> {
  const { listings, runTransaction } = deps.repositories;
  return runTransaction(async (tx) => {
    const listing = await ownListingIn(deps, tx, uid, listingId);
    if (!listing.originalsLink) return false;
    const now = nowOf(deps);
    listings.revokeLinkIn(tx, listing.originalsLink.id, now);
    listings.updateIn(tx, listingId, { originalsLink: null, originalsToken: null, updatedAt: now });
    return true;
  });
}

/** What an originals token names: a live listing, one turned off (410), or nothing (404). */
export type OriginalsLookup =
  { kind: 'live'; token: string; listing: ListingRecord } | { kind: 'revoked' } | { kind: 'missing' };

/**
 * The listing an originals token names, as the public routes need it: one document read for a live link (the listing
 * holds its token and what its page serves). Only a token no listing holds reads its link, to tell 410 from 404; a
 * listing stored before it held its token is read through its live link.
 */
export async function findOriginals(deps: Pick<ListingsDeps, 'repositories'>, token: string): Promise<OriginalsLookup> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return { kind: 'missing' };
  const { listings } = deps.repositories;
  const live = await listings.findByOriginalsToken(token);
  if (live) return { kind: 'live', token, listing: live };
  const link = await listings.findLinkByToken(token);
  if (!link) return { kind: 'missing' };
  const listing = link.revokedAt ? undefined : await listings.read(link.listingId);
  return listing ? { kind: 'live', token, listing } : { kind: 'revoked' };
}

/** The photos an originals page shows: the staged ones, each beside its original. */
function shownPhotosOf(listing: ListingRecord): (ListingPhotoEntry & { stagedImageKey: string })[] {
  return listing.photos.flatMap((photo) =>
    photo.stagedImageKey ? [{ ...photo, stagedImageKey: photo.stagedImageKey }] : [],
  );
}

/** What the originals page shows: each staged photo beside its original, with its caption. */
export function publicListingOf({ token, listing }: Extract<OriginalsLookup, { kind: 'live' }>): PublicListing {
  const image = (photoId: string, name: OriginalsImage) =>
    apiPath(API_ROUTES.publicListingImage, { token, photoId, image: name });
  return {
    title: listing.title,
    photos: shownPhotosOf(listing).map(({ id, stagedDisclosure }) => ({
      originalUrl: image(id, 'original.jpg'),
      stagedUrl: image(id, 'staged.jpg'),
      ...(stagedDisclosure ?? UNKNOWN_TAKE_DISCLOSURE),
    })),
  };
}

/** The blob of one image of a live originals page; null for a photo the page does not show. */
export async function originalsImageBlob(
  deps: Pick<ListingsDeps, 'blobStore'>,
  { listing }: Extract<OriginalsLookup, { kind: 'live' }>,
  photoId: string,
  image: OriginalsImage,
): Promise<StoredBlob | null> {
  const photo = shownPhotosOf(listing).find(({ id }) => id === photoId);
  if (!photo) return null;
  return deps.blobStore.get(image === 'original.jpg' ? photo.image.key : photo.stagedImageKey);
}

/** The first photo an originals page shows, for its link preview. */
export function firstOriginalsPhoto(listing: ListingRecord): ListingPhotoEntry | undefined {
  return shownPhotosOf(listing)[0];
}
