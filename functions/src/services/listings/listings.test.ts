import { describe, expect, it } from 'vitest';
import type { ImageResultRecord } from '../../ports/image-results';
import { OWNER } from '../../../test/memory/remix-fixture';
import { listingWorld, ORIGIN } from '../../../test/memory/listings-fixture';
import { deleteOwnListing, deleteOwnListingPhoto } from './listing-deletions';
import { ListingNotFoundError } from './listing-errors';
import { readOwnListing } from './listings';
import { createOriginalsLink, findOriginals, revokeOriginalsLink } from './originals-links';

/** A listing of two photos, each with two takes (two looks), all finished. */
async function twiceStaged() {
  const world = await listingWorld(10);
  await world.stage('modern');
  await world.finish();
  await world.stage('scandinavian', { roomStyle: 'scandinavian' });
  await world.finish();
  const resultsOf = (photoId: string) =>
    world.store
      .query<ImageResultRecord>('imageResults', (result) => result.listingId === world.listingId)
      .filter(({ doc }) => world.job(doc.jobId)?.listing?.photoId === photoId);
  return { ...world, resultsOf };
}

describe('deleting from a listing', () => {
  it('deletes every take of a deleted photo, and only its', async () => {
    const world = await twiceStaged();
    const [gone, kept] = world.photoIds as [string, string];
    expect(world.resultsOf(gone)).toHaveLength(2);
    await deleteOwnListingPhoto(world.deps, OWNER, world.listingId, gone);
    expect(world.resultsOf(gone)).toEqual([]);
    expect(world.resultsOf(kept)).toHaveLength(2);
    const listing = await readOwnListing(world.deps, OWNER, world.listingId);
    expect(listing.photos.map(({ id }) => id)).toEqual([kept]);
    expect(listing.photos[0]?.earlierTakes).toHaveLength(1);
  });

  it('deletes every take of a deleted listing, and the listing answers 404 after', async () => {
    const world = await twiceStaged();
    await deleteOwnListing(world.deps, OWNER, world.listingId);
    expect(world.store.query('imageResults')).toEqual([]);
    await expect(readOwnListing(world.deps, OWNER, world.listingId)).rejects.toBeInstanceOf(ListingNotFoundError);
  });
});

describe("a listing's originals link", () => {
  it('answers as turned off once turned off, and a new one has a new token', async () => {
    const world = await listingWorld(10);
    const tokenOf = (url: string) => url.split('/').at(-1) as string;
    const first = await createOriginalsLink(world.deps, OWNER, world.listingId, ORIGIN);
    expect(first.created).toBe(true);
    expect(first.link.url.startsWith(ORIGIN)).toBe(true);
    const again = await createOriginalsLink(world.deps, OWNER, world.listingId, ORIGIN);
    expect(again).toEqual({ link: first.link, created: false });
    const oldToken = tokenOf(first.link.url);
    expect((await findOriginals(world.deps, oldToken)).kind).toBe('live');

    await expect(revokeOriginalsLink(world.deps, OWNER, world.listingId)).resolves.toBe(true);
    expect(await findOriginals(world.deps, oldToken)).toEqual({ kind: 'revoked' });
    expect((await readOwnListing(world.deps, OWNER, world.listingId)).originalsLink).toBeNull();
    await expect(revokeOriginalsLink(world.deps, OWNER, world.listingId)).resolves.toBe(false);

    const renewed = await createOriginalsLink(world.deps, OWNER, world.listingId, ORIGIN);
    const newToken = tokenOf(renewed.link.url);
    expect(newToken).not.toBe(oldToken);
    expect((await findOriginals(world.deps, newToken)).kind).toBe('live');
    expect(await findOriginals(world.deps, oldToken)).toEqual({ kind: 'revoked' });
  });
});
