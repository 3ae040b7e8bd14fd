import { imageResultListSchema } from '@roomremix/contracts/remix';
import { type Listing, stagingResponseSchema } from '@roomremix/contracts/listings';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { collections } from '../src/adapters/firestore/collections';
import { createLocalImageEngine } from '../src/adapters/image-engine/local/local-engine';
import type { ApiClient } from './support/api-client';
import { listingRequests } from './support/listings';
import { blobsOf, entriesOf, jobDoc, pathOf, sendAs, submitAccepted, useTestImages } from './support/remix';
import { decodeRgb, roomPhoto } from './support/test-images';
import { useTestApp } from './support/test-app';

// A listing photo keeps its takes: a staging pays only for photos without a take of its look, a disclosure change
// re-marks the takes it has for free, and a listing's takes live with the listing, not loose in My Results.

let engineCalls = 0;
const local = createLocalImageEngine();
const app = useTestApp({
  engine: {
    ...local,
    generate: (input) => {
      engineCalls += 1;
      return local.generate(input);
    },
  },
});
const images = useTestImages();
const { listingWithPhotos, readListing, stage, uploadPhotos } = listingRequests(app, images);

/** A user with 10 tokens and a listing of `count` 640 × 480 photos, big enough to see a label on. */
async function listingOf(count: number) {
  const user = await listingWithPhotos(0, 10);
  expect((await uploadPhotos(user.client, user.id, count, await roomPhoto(640, 480))).status).toBe(201);
  const listing = await readListing(user.client, user.id);
  return { ...user, photoIds: listing.photos.map((photo) => photo.id) };
}

/** Stages and waits for every photo; answers the status and the staging's answer. */
async function staged(client: ApiClient, id: string, body: object = {}) {
  const response = await stage(client, id, body);
  const answer = stagingResponseSchema.parse(await response.json());
  await app.queue.idle();
  return { status: response.status, ...answer };
}

async function balanceOf(uid: string): Promise<number | undefined> {
  return (await collections.users(app.db).doc(uid).get()).data()?.tokenBalance;
}

async function resultCount(uid: string): Promise<number> {
  return (await collections.imageResults(app.db).where('userId', '==', uid).get()).size;
}

/** The shown take's image (or its preview) of the listing's first photo. */
async function firstImage(
  client: ApiClient,
  listing: Listing,
  which: 'imageUrl' | 'thumbnailUrl' = 'imageUrl',
): Promise<Buffer> {
  const response = await sendAs(app, client, 'GET', pathOf(listing.photos[0]?.staged?.[which] ?? ''));
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** Mean absolute difference of two images in the bottom-left corner, where a label is burned in. */
async function cornerDifference(a: Buffer, b: Buffer): Promise<number> {
  const [first, second] = await Promise.all([decodeRgb(a), decodeRgb(b)]);
  let sum = 0;
  let count = 0;
  for (let y = Math.floor(first.height * 0.85); y < Math.floor(first.height * 0.95); y += 1) {
    for (let x = Math.floor(first.width * 0.04); x < Math.floor(first.width * 0.3); x += 1) {
      const at = (y * first.width + x) * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        sum += Math.abs((first.data[at + channel] ?? 0) - (second.data[at + channel] ?? 0));
        count += 1;
      }
    }
  }
  return sum / count;
}

describe('a disclosure change', () => {
  it('re-marks the takes the photos have, with no engine call and no debit, and leaves no image behind', async () => {
    const { client, uid, id, photoIds } = await listingOf(2);
    expect(await staged(client, id)).toMatchObject({ status: 202, cost: 2, remarked: [] });
    const labelled = await firstImage(client, await readListing(client, id));
    const labelledPreview = await firstImage(client, await readListing(client, id), 'thumbnailUrl');
    const blobs = await blobsOf(app, uid);
    const calls = engineCalls;

    const captioned = await staged(client, id, { disclosure: 'caption' });
    expect(captioned).toMatchObject({ status: 200, cost: 0, jobs: [], remarked: photoIds });
    const listing = await readListing(client, id);
    expect(listing.disclosureRule).toBe('caption');
    expect(listing.photos.map((photo) => photo.staged?.disclosureRule)).toEqual(['caption', 'caption']);
    const plain = await firstImage(client, listing);
    expect(await cornerDifference(labelled, plain)).toBeGreaterThan(40);
    // The preview the listing shows is the re-marked image's, not the old label's.
    expect(await cornerDifference(labelledPreview, await firstImage(client, listing, 'thumbnailUrl'))).toBeGreaterThan(
      40,
    );
    expect(await sharp(plain).metadata()).toMatchObject({ width: 640, height: 480 });

    expect(await staged(client, id, { disclosure: 'label' })).toMatchObject({
      status: 200,
      cost: 0,
      remarked: photoIds,
    });
    const relabelled = await firstImage(client, await readListing(client, id));
    expect(await cornerDifference(relabelled, plain)).toBeGreaterThan(40);

    expect(engineCalls).toBe(calls);
    expect(await balanceOf(uid)).toBe(8);
    expect(await entriesOf(app, uid, 'listing_staging')).toHaveLength(1);
    expect(await resultCount(uid)).toBe(2);
    expect((await blobsOf(app, uid)).length).toBe(blobs.length);
  }, 60_000);

  it('answers a retry with the same Idempotency-Key as it answered the first time', async () => {
    const { client, id, photoIds } = await listingOf(1);
    await staged(client, id);
    const key = 'remark-once';
    const first = await stage(client, id, { disclosure: 'caption' }, key);
    const again = await stage(client, id, { disclosure: 'caption' }, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(
      stagingResponseSchema.parse(await (await stage(client, id, { disclosure: 'caption' }, key)).json()),
    ).toMatchObject({ remarked: photoIds });
  });
});

describe('a staging of a listing with takes', () => {
  it('charges only the photo that has no take of these settings; the same settings again cost nothing', async () => {
    const { client, uid, id } = await listingOf(2);
    await staged(client, id);
    expect((await uploadPhotos(client, id, 1, await roomPhoto(640, 480))).status).toBe(201);
    const added = (await readListing(client, id)).photos[2]?.id;

    const next = await staged(client, id);
    expect(next).toMatchObject({ status: 202, cost: 1, remarked: [] });
    expect(next.jobs.map((job) => job.photoId)).toEqual([added]);
    expect(await staged(client, id)).toMatchObject({ status: 200, cost: 0, jobs: [], remarked: [] });

    expect(await balanceOf(uid)).toBe(7);
    expect(
      (await entriesOf(app, uid, 'listing_staging')).map(([, entry]) => entry.delta).sort((a, b) => a - b),
    ).toEqual([-2, -1]);
  });

  it("matches a photo staged alone to the listing's first take of these settings, as a batch's photos match its first", async () => {
    const { client, id } = await listingOf(2);
    const first = await staged(client, id);
    expect((await uploadPhotos(client, id, 1, await roomPhoto(640, 480))).status).toBe(201);
    const added = await staged(client, id);
    const job = await jobDoc(app, added.jobs[0]?.jobId ?? '');
    expect(job?.status).toBe('succeeded');
    expect(job?.listing?.styleAnchorJobId).toBe(first.jobs[0]?.jobId);
    expect(job?.inputs.references).toHaveLength(1);
  });

  it('charges every photo for another look, keeps both looks, and going back to the first look costs nothing', async () => {
    const { client, uid, id } = await listingOf(2);
    const modern = await staged(client, id);
    expect(await staged(client, id, { roomStyle: 'coastal' })).toMatchObject({ status: 202, cost: 2 });
    const back = await staged(client, id, { roomStyle: 'modern' });
    expect(back).toMatchObject({ status: 200, cost: 0, jobs: [] });

    const listing = await readListing(client, id);
    expect(listing.photos.map((photo) => photo.staged?.jobId)).toEqual(modern.jobs.map((job) => job.jobId));
    expect(listing.photos.map((photo) => photo.staged?.look?.roomStyle)).toEqual(['modern', 'modern']);
    expect(listing.photos.map((photo) => photo.earlierTakes.map((take) => take.look?.roomStyle))).toEqual([
      ['coastal'],
      ['coastal'],
    ]);
    expect(await balanceOf(uid)).toBe(6);
  });

  it('re-stages photos named by id, charging them and keeping the earlier take, which can be deleted', async () => {
    const { client, uid, id, photoIds } = await listingOf(2);
    const first = await staged(client, id);
    const again = await staged(client, id, { photoIds: [photoIds[0]] });
    expect(again).toMatchObject({ status: 202, cost: 1 });

    const listing = await readListing(client, id);
    const [photo, other] = listing.photos;
    expect(photo?.staged?.jobId).toBe(again.jobs[0]?.jobId);
    expect(photo?.earlierTakes.map((take) => take.jobId)).toEqual([first.jobs[0]?.jobId]);
    expect(photo?.earlierTakes[0]?.imageUrl).toBeTruthy();
    expect(other?.earlierTakes).toEqual([]);
    expect(await balanceOf(uid)).toBe(7);

    const earlier = first.jobs[0]?.jobId ?? '';
    const path = `/api/listings/${id}/photos/${photoIds[0]}/takes/${earlier}`;
    expect((await sendAs(app, client, 'DELETE', path)).status).toBe(204);
    expect((await readListing(client, id)).photos[0]?.earlierTakes).toEqual([]);
    expect((await collections.imageResults(app.db).doc(earlier).get()).exists).toBe(false);
    expect((await sendAs(app, client, 'DELETE', path)).status).toBe(404);
  });

  it('deleting the listing deletes every take of every photo', async () => {
    const { client, uid, id, photoIds } = await listingOf(2);
    await staged(client, id);
    await staged(client, id, { photoIds: [photoIds[1]] });
    await staged(client, id, { roomStyle: 'coastal' });
    expect(await resultCount(uid)).toBe(5);
    expect((await sendAs(app, client, 'DELETE', `/api/listings/${id}`)).status).toBe(204);
    expect(await resultCount(uid)).toBe(0);
    expect(await blobsOf(app, uid)).toEqual([]);
  });
});

describe('My Results', () => {
  it("lists the user's remixes but none of a listing's takes, which stay with the listing", async () => {
    const { client, id, photoIds } = await listingOf(2);
    await staged(client, id);
    await staged(client, id, { photoIds: [photoIds[0]] });
    const remix = await submitAccepted(app, client, {
      base: [[images.room]],
      fields: { title: 'Den', roomStyle: 'modern' },
    });
    await app.queue.idle();

    const response = await sendAs(app, client, 'GET', '/api/results');
    expect(response.status).toBe(200);
    const results = imageResultListSchema.parse(await response.json());
    expect(results.map((result) => result.title)).toEqual(['Den']);
    expect(results[0]?.id).toBe(remix.id);
  });
});
