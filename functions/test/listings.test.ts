import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  LISTING_MAX_PHOTOS,
  LISTING_PHOTO_MAX_LONG_EDGE_PX,
  type Listing,
  listingSchema,
  listingSummaryListSchema,
  originalsLinkSchema,
  publicListingSchema,
  stagingResponseSchema,
} from '@roomremix/contracts/listings';
import { LISTING_MESSAGES, REQUEST_MESSAGES, UPLOAD_MESSAGES } from '@roomremix/contracts/messages';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { collections } from '../src/adapters/firestore/collections';
import type { ImageEngine } from '../src/adapters/image-engine/image-engine';
import { createLocalImageEngine } from '../src/adapters/image-engine/local/local-engine';
import { ANCHOR_REFERENCE_LABEL, LISTING_MIN_STRUCTURE_SCORE } from '../src/domain/listing';
import { DEFAULT_RATE_LIMITS } from '../src/domain/rate-limit';
import { LISTING_SAFE_RULE } from '../src/domain/prompt';
import type { ApiClient } from './support/api-client';
import { apiClient } from './support/api-client';
import { NOT_SIGNED_IN } from './support/api-errors';
import { listingRequests, refusal } from './support/listings';
import { blobsOf, entriesOf, jobDoc, pathOf, refundsOf, sendAs, useTestImages, userWithTokens } from './support/remix';
import { blankPicture, decodeRgb, largeRoomPhoto, roomPhoto } from './support/test-images';
import { useTestApp } from './support/test-app';
import { contentPolicyRefusal } from './support/worker-steering';
import { unzipAnswer } from './support/zip';

// The listing kit (issue 29): listings, their photos, and staging them in one batch with matched furnishing.

/** The local engine, recording the reference labels of every call in order, and failing the first `failCalls`. */
function recordingEngine(real: ImageEngine) {
  const engine = {
    name: real.name,
    /** Each call's reference labels, in call order. */
    calls: [] as string[][],
    /** Each call's prompt, in call order. */
    prompts: [] as string[],
    /** How many of the next calls fail for good (a content-policy refusal). */
    failCalls: 0,
    /** How many of the next calls answer the room mirrored: every wall and window moved. */
    mirrorCalls: 0,
    upscale: (input: Parameters<ImageEngine['upscale']>[0]) => real.upscale(input),
    async generate(input: Parameters<ImageEngine['generate']>[0]) {
      engine.calls.push(input.references.map((reference) => reference.label ?? ''));
      engine.prompts.push(input.prompt);
      if (engine.failCalls > 0) {
        engine.failCalls -= 1;
        throw contentPolicyRefusal();
      }
      const made = await real.generate(input);
      if (engine.mirrorCalls === 0) return made;
      engine.mirrorCalls -= 1;
      return { ...made, image: await sharp(made.image).flop().jpeg().toBuffer(), contentType: 'image/jpeg' as const };
    },
  };
  return engine;
}

const engine = recordingEngine(createLocalImageEngine());
const app = useTestApp({ engine });
const images = useTestImages();

afterEach(() => {
  engine.calls = [];
  engine.prompts = [];
  engine.failCalls = 0;
  engine.mirrorCalls = 0;
});

/** What every take of the local engine's says of itself: a colour grade, not AI, never "Virtually staged". */
const GRADED_CAPTION = 'Digitally altered: the colours were graded digitally (a colour grade, not AI).';

const { json, listingWithPhotos, readListing, stage, uploadPhotos: upload } = listingRequests(app, images);

describe('listings', () => {
  it('when not signed in, then the listing routes answer 401', async () => {
    const visitor = apiClient(app);
    for (const response of [await visitor.get('/api/listings'), await visitor.post('/api/listings', { title: 'x' })]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(NOT_SIGNED_IN);
    }
  });

  it('when a listing is created, then it is listed, readable by its owner and a 404 to anyone else', async () => {
    const { client, id } = await listingWithPhotos(2);
    const listed = listingSummaryListSchema.parse(await (await sendAs(app, client, 'GET', '/api/listings')).json());
    expect(listed).toEqual([expect.objectContaining({ id, title: 'Maple St', photoCount: 2 })]);
    expect(listed[0]?.coverUrl).toBeTruthy();

    const other = await userWithTokens(app, 0);
    const response = await sendAs(app, other.client, 'GET', `/api/listings/${id}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: LISTING_MESSAGES.notFound });
    expect((await upload(other.client, id, 1)).status).toBe(404);
    expect((await stage(other.client, id, {})).status).toBe(404);
    expect((await sendAs(app, other.client, 'DELETE', `/api/listings/${id}`)).status).toBe(404);
  });

  it('when a title is blank, then it answers 400 at `title`', async () => {
    const { client } = await userWithTokens(app, 0);
    const response = await sendAs(app, client, 'POST', '/api/listings', json({ title: '  ' }));
    expect(await refusal(response)).toMatchObject({ status: 400, path: 'title' });
  });

  it('when photos are uploaded, then they join the listing in order, each served through a signed URL', async () => {
    const { client, listing } = await listingWithPhotos(3);
    expect(listing.photos).toHaveLength(3);
    for (const photo of listing.photos) {
      expect(photo).toMatchObject({ width: 96, height: 64, roomType: null, sameRoomAs: null, staged: null });
      const url = new URL(photo.originalUrl, app.baseUrl);
      expect((await sendAs(app, client, 'GET', url.pathname + url.search)).status).toBe(200);
    }
  });

  it('when a photo as taken is uploaded, then the page is given a preview of at most 640 px, gone with the photo', async () => {
    const { client, uid, id } = await listingWithPhotos(0);
    expect((await upload(client, id, 1, await largeRoomPhoto(4032, 3024))).status).toBe(201);
    const [photo] = (await readListing(client, id)).photos;
    const preview = await sendAs(app, client, 'GET', pathOf(photo?.previewUrl ?? ''));
    expect(preview.status).toBe(200);
    const bytes = Buffer.from(await preview.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });
    expect(bytes.byteLength).toBeLessThanOrEqual(150_000);
    const listed = await sendAs(app, client, 'GET', '/api/listings');
    expect(listingSummaryListSchema.parse(await listed.json())[0]?.coverUrl).toBe(photo?.previewUrl);

    expect((await sendAs(app, client, 'DELETE', `/api/listings/${id}/photos/${photo?.id}`)).status).toBe(204);
    expect(await blobsOf(app, uid)).toEqual([]);
  });

  it(`when a client sends a photo past ${LISTING_PHOTO_MAX_LONG_EDGE_PX} px, then it is kept scaled down to ${LISTING_PHOTO_MAX_LONG_EDGE_PX} px on its long edge`, async () => {
    const { client, id } = await listingWithPhotos(0);
    expect((await upload(client, id, 1, await largeRoomPhoto(9000, 3000))).status).toBe(201);
    expect((await readListing(client, id)).photos[0]).toMatchObject({ width: 8000, height: 2667 });
  });

  it(`when an upload would pass ${LISTING_MAX_PHOTOS} photos, then it answers 400 at \`photos\` and stores nothing`, async () => {
    const { client, uid, id } = await listingWithPhotos(LISTING_MAX_PHOTOS - 1, 0);
    const blobsBefore = await blobsOf(app, uid);
    const response = await upload(client, id, 2);
    expect(await refusal(response)).toEqual({
      status: 400,
      path: 'photos',
      message: LISTING_MESSAGES.tooManyPhotos(LISTING_MAX_PHOTOS, 1),
    });
    expect(await blobsOf(app, uid)).toEqual(blobsBefore);
    expect((await readListing(client, id)).photos).toHaveLength(LISTING_MAX_PHOTOS - 1);
    expect((await upload(client, id, 1)).status).toBe(201);
    expect(await refusal(await upload(client, id, 1))).toMatchObject({ status: 400, path: 'photos' });
  });

  it('when an upload holds a blank photo among real ones, then it answers 400 "This photo looks blank…" and stores none of them', async () => {
    const { client, uid, id } = await listingWithPhotos(1, 0);
    const blobsBefore = await blobsOf(app, uid);
    const form = new FormData();
    for (const [name, photo] of [
      ['room.jpg', images.room],
      ['blank.png', await blankPicture(96, 64, 1)],
      ['room-2.jpg', images.room],
    ] as const) {
      form.append('photos', new Blob([new Uint8Array(photo)]), name);
    }
    const response = await sendAs(app, client, 'POST', `/api/listings/${id}/photos`, { body: form });
    expect(await refusal(response)).toMatchObject({ status: 400, message: UPLOAD_MESSAGES.blankPhoto });
    expect(await blobsOf(app, uid)).toEqual(blobsBefore);
    expect((await readListing(client, id)).photos).toHaveLength(1);
  });

  it('when the listing is renamed and reordered, then it answers the new order; a reorder that loses a photo is a 400', async () => {
    const { client, id, listing } = await listingWithPhotos(3);
    const [a, b, c] = listing.photos.map((photo) => photo.id) as [string, string, string];
    const renamed = await sendAs(
      app,
      client,
      'PATCH',
      `/api/listings/${id}`,
      json({ title: 'Oak Ave', photoIds: [c, a, b] }),
    );
    expect(renamed.status).toBe(200);
    const body = listingSchema.parse(await renamed.json());
    expect(body.title).toBe('Oak Ave');
    expect(body.photos.map((photo) => photo.id)).toEqual([c, a, b]);

    const lost = await sendAs(app, client, 'PATCH', `/api/listings/${id}`, json({ photoIds: [c, a, a] }));
    expect(await refusal(lost)).toEqual({ status: 400, path: 'photoIds', message: LISTING_MESSAGES.orderMismatch });
  });

  it('when a photo gets a room type and a same-room link, then it keeps them; deleting the linked photo drops the link', async () => {
    const { client, id, listing } = await listingWithPhotos(2);
    const [a, b] = listing.photos.map((photo) => photo.id) as [string, string];
    const set = await sendAs(
      app,
      client,
      'PATCH',
      `/api/listings/${id}/photos/${b}`,
      json({ roomType: 'bedroom', sameRoomAs: a }),
    );
    expect(listingSchema.parse(await set.json()).photos[1]).toMatchObject({ roomType: 'bedroom', sameRoomAs: a });
    const self = await sendAs(app, client, 'PATCH', `/api/listings/${id}/photos/${b}`, json({ sameRoomAs: b }));
    expect(await refusal(self)).toMatchObject({ status: 400, path: 'sameRoomAs' });

    expect((await sendAs(app, client, 'DELETE', `/api/listings/${id}/photos/${a}`)).status).toBe(204);
    expect((await readListing(client, id)).photos).toEqual([expect.objectContaining({ id: b, sameRoomAs: null })]);
    expect((await sendAs(app, client, 'DELETE', `/api/listings/${id}/photos/${a}`)).status).toBe(404);
  });
});

describe('POST /api/listings/:id/stagings', () => {
  it('when the balance is short, then it answers 402 and debits nothing, makes no job', async () => {
    const { client, uid, id } = await listingWithPhotos(3, 2);
    const blobsBefore = await blobsOf(app, uid);
    const response = await stage(client, id, {});
    expect(await refusal(response)).toEqual({
      status: 402,
      path: undefined,
      message: 'Not enough tokens: staging 3 photos costs 3 tokens and you have 2.',
    });
    expect(await blobsOf(app, uid)).toEqual(blobsBefore);
    expect(await entriesOf(app, uid, 'listing_staging')).toEqual([]);
    expect((await readListing(client, id)).batch).toBeNull();
  });

  it('when it has no Idempotency-Key, then it answers 400', async () => {
    const { client, id } = await listingWithPhotos(1);
    const response = await sendAs(
      app,
      client,
      'POST',
      `/api/listings/${id}/stagings`,
      json({ roomStyle: 'modern', mode: 'redesign', disclosure: 'label' }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: REQUEST_MESSAGES.idempotencyKeyRequired });
  });

  it('when it succeeds, then ONE ledger entry pays every photo, the first is staged first and the others match its result', async () => {
    const { client, uid, id, listing } = await listingWithPhotos(3, 10);
    const key = randomUUID();
    const response = await stage(client, id, {}, key);
    expect(response.status).toBe(202);
    const batch = stagingResponseSchema.parse(await response.json());
    expect(batch.cost).toBe(3);
    expect(batch.jobs.map((job) => job.photoId)).toEqual(listing.photos.map((photo) => photo.id));
    const debits = await entriesOf(app, uid, 'listing_staging');
    expect(debits.map(([, entry]) => entry.delta)).toEqual([-3]);

    await app.queue.idle();
    const staged = await readListing(client, id);
    expect(staged.batch).toMatchObject({ total: 3, finished: 3, failed: 0, disclosure: 'label' });
    const [anchor, ...others] = batch.jobs;
    expect(staged.photos.map((photo) => photo.staged?.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(staged.photos[0]?.staged?.styleAnchorJobId).toBeNull();
    for (const photo of staged.photos.slice(1)) expect(photo.staged?.styleAnchorJobId).toBe(anchor?.jobId);
    // The local engine grades colours: its takes never claim furniture, matched or added.
    for (const photo of staged.photos) {
      expect(photo.staged).toMatchObject({ caption: GRADED_CAPTION, furnitureMatched: false });
    }
    for (const photo of staged.photos) expect(photo.staged?.imageUrl).toBeTruthy();
    for (const photo of staged.photos) expect(photo.staged?.thumbnailUrl).toBeTruthy();
    expect(engine.calls).toEqual([[], [ANCHOR_REFERENCE_LABEL], [ANCHOR_REFERENCE_LABEL]]);
    expect(others).toHaveLength(2);
    // Listing-safe: every photo's prompt says only movable things may change.
    expect(engine.prompts.filter((prompt) => prompt.includes(LISTING_SAFE_RULE))).toHaveLength(3);

    const replay = await stage(client, id, {}, key);
    expect(replay.status).toBe(202);
    expect(stagingResponseSchema.parse(await replay.json())).toEqual(batch);
    expect(await entriesOf(app, uid, 'listing_staging')).toHaveLength(1);
    expect((await collections.users(app.db).doc(uid).get()).data()?.tokenBalance).toBe(7);
  });

  it('when the first photo fails, then its share is refunded once and the next photo takes its place as the one to match', async () => {
    const { client, uid, id } = await listingWithPhotos(3, 10);
    engine.failCalls = 1;
    const batch = stagingResponseSchema.parse(await (await stage(client, id, {})).json());
    await app.queue.idle();

    const [first, second, third] = batch.jobs as [
      (typeof batch.jobs)[0],
      (typeof batch.jobs)[0],
      (typeof batch.jobs)[0],
    ];
    const staged = await readListing(client, id);
    expect(staged.batch).toMatchObject({ total: 3, finished: 3, failed: 1 });
    expect(staged.photos.map((photo) => photo.staged?.status)).toEqual(['failed', 'succeeded', 'succeeded']);
    expect(staged.photos[1]?.staged?.styleAnchorJobId).toBeNull();
    expect(staged.photos[2]?.staged?.styleAnchorJobId).toBe(second.jobId);
    expect(await refundsOf(app, uid)).toEqual([expect.objectContaining({ delta: 1, ref: first.jobId })]);
    expect((await jobDoc(app, third.jobId))?.listing?.waitsFor).toBeNull();
    expect(engine.calls).toEqual([[], [], [ANCHOR_REFERENCE_LABEL]]);
    expect((await collections.users(app.db).doc(uid).get()).data()?.tokenBalance).toBe(8);
  });

  it('when photos are the same room, then the group follows its own first photo', async () => {
    const { client, id, listing } = await listingWithPhotos(3, 10);
    const [a, b, c] = listing.photos.map((photo) => photo.id) as [string, string, string];
    await sendAs(app, client, 'PATCH', `/api/listings/${id}/photos/${c}`, json({ sameRoomAs: b }));
    const batch = stagingResponseSchema.parse(await (await stage(client, id, {})).json());
    await app.queue.idle();
    const jobOf = new Map(batch.jobs.map((job) => [job.photoId, job.jobId]));
    const staged = await readListing(client, id);
    expect(staged.photos.map((photo) => photo.staged?.styleAnchorJobId)).toEqual([null, jobOf.get(a), jobOf.get(b)]);
  });

  it('when it names photos of another listing, then it answers 400 at `photoIds` and debits nothing', async () => {
    const { client, uid, id } = await listingWithPhotos(1);
    const response = await stage(client, id, { photoIds: ['not-a-photo'] });
    expect(await refusal(response)).toEqual({ status: 400, path: 'photoIds', message: LISTING_MESSAGES.unknownPhotos });
    expect(await entriesOf(app, uid, 'listing_staging')).toEqual([]);
  });
});

describe('DELETE /api/listings/:id', () => {
  it('deletes the listing, its originals and its staged results; it then answers 404', async () => {
    const { client, uid, id } = await listingWithPhotos(2, 10);
    stagingResponseSchema.parse(await (await stage(client, id, {})).json());
    await app.queue.idle();
    expect((await sendAs(app, client, 'DELETE', `/api/listings/${id}`)).status).toBe(204);
    expect((await sendAs(app, client, 'GET', `/api/listings/${id}`)).status).toBe(404);
    expect(await blobsOf(app, uid)).toEqual([]);
    expect((await collections.imageResults(app.db).where('userId', '==', uid).get()).size).toBe(0);
  });
});

/** Mean absolute difference of two same-sized images over a rectangle given in fractions of the image. */
async function meanDifference(a: Buffer, b: Buffer, box: { left: number; top: number; right: number; bottom: number }) {
  const [first, second] = await Promise.all([decodeRgb(a), decodeRgb(b)]);
  let sum = 0;
  let count = 0;
  for (let y = Math.floor(box.top * first.height); y < Math.floor(box.bottom * first.height); y += 1) {
    for (let x = Math.floor(box.left * first.width); x < Math.floor(box.right * first.width); x += 1) {
      for (let channel = 0; channel < 3; channel += 1) {
        const at = (y * first.width + x) * 3 + channel;
        sum += Math.abs((first.data[at] ?? 0) - (second.data[at] ?? 0));
        count += 1;
      }
    }
  }
  return sum / count;
}

const BOTTOM_LEFT = { left: 0.04, top: 0.85, right: 0.3, bottom: 0.95 };
const TOP_RIGHT = { left: 0.6, top: 0.05, right: 0.95, bottom: 0.5 };

/** The first photo's image (or its preview) once staged under `disclosure`: a first staging (202), or its take re-marked (200). */
async function stagedImage(
  client: ApiClient,
  id: string,
  disclosure: string,
  which: 'imageUrl' | 'thumbnailUrl' = 'imageUrl',
): Promise<Buffer> {
  expect([200, 202]).toContain((await stage(client, id, { disclosure })).status);
  await app.queue.idle();
  const url = (await readListing(client, id)).photos[0]?.staged?.[which] ?? '';
  const response = await sendAs(app, client, 'GET', pathOf(url));
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('the disclosure', () => {
  it('`label` burns "Virtually staged" into the bottom-left corner; `caption` leaves the same staging unmarked', async () => {
    const { client, uid, id } = await listingWithPhotos(0, 10);
    expect((await upload(client, id, 1, await roomPhoto(640, 480))).status).toBe(201);
    const labelled = await stagedImage(client, id, 'label');
    const captioned = await stagedImage(client, id, 'caption');

    expect(await meanDifference(labelled, captioned, BOTTOM_LEFT)).toBeGreaterThan(40);
    expect(await meanDifference(labelled, captioned, TOP_RIGHT)).toBeLessThan(3);
    // The caption is the same take with its mark taken off, not a second staging.
    const results = await collections.imageResults(app.db).where('userId', '==', uid).get();
    expect(results.docs.map((doc) => Boolean(doc.data().unmarkedImageKey))).toEqual([false]);
  });

  it('a labelled take’s preview carries the label as its image does; a captioned one’s does not', async () => {
    const { client, id } = await listingWithPhotos(0, 10);
    expect((await upload(client, id, 1, await roomPhoto(960, 720))).status).toBe(201);
    const labelled = await stagedImage(client, id, 'label', 'thumbnailUrl');
    const captioned = await stagedImage(client, id, 'caption', 'thumbnailUrl');
    const { format, width, height } = await sharp(labelled).metadata();
    expect([format, width, height]).toEqual(['webp', 640, 480]);
    expect(await meanDifference(labelled, captioned, BOTTOM_LEFT)).toBeGreaterThan(40);
    expect(await meanDifference(labelled, captioned, TOP_RIGHT)).toBeLessThan(3);
  });

  it('an Ultra staging costs 4 tokens a photo and delivers 3840 px with the label burned in', async () => {
    const { client, uid, id } = await listingWithPhotos(0, 10);
    expect((await upload(client, id, 1, await roomPhoto(640, 480))).status).toBe(201);
    expect((await stage(client, id, { quality: 'ultra' })).status).toBe(202);
    expect((await entriesOf(app, uid, 'listing_staging')).map(([, entry]) => entry.delta)).toEqual([-4]);
    await app.queue.idle();
    const url = (await readListing(client, id)).photos[0]?.staged?.imageUrl ?? '';
    const staged = Buffer.from(await (await sendAs(app, client, 'GET', pathOf(url))).arrayBuffer());
    expect(await sharp(staged).metadata()).toMatchObject({ width: 3840, height: 2880 });
    const unmarked = (await collections.imageResults(app.db).where('userId', '==', uid).get()).docs[0]?.data();
    const plain = (await app.blobStore.get(unmarked?.unmarkedImageKey ?? ''))?.buffer ?? Buffer.alloc(0);
    expect(await meanDifference(staged, plain, BOTTOM_LEFT)).toBeGreaterThan(40);
  }, 60_000);

  it('`label-link` makes the originals link and points the label at it', async () => {
    const { client, id, listing } = await listingWithPhotos(1, 10);
    const batch = stagingResponseSchema.parse(await (await stage(client, id, { disclosure: 'label-link' })).json());
    await app.queue.idle();
    const link = (await readListing(client, id)).originalsLink;
    expect(link?.url).toMatch(/\/l\/[A-Za-z0-9_-]{32}$/);
    expect((await jobDoc(app, batch.jobs[0]?.jobId ?? ''))?.listing?.originalsUrl).toBe(link?.url);
    expect((await readListing(client, id)).photos[0]?.staged?.labelLink).toBe(link?.url);
    expect(listing.originalsLink).toBeNull();
  });
});

describe('the originals link', () => {
  it('shows each original beside its staged photo to anyone with the link, nothing of the owner, until it is turned off (410)', async () => {
    const { client, uid, id } = await listingWithPhotos(2, 10);
    await stage(client, id, { disclosure: 'caption' });
    await app.queue.idle();
    const created = await sendAs(app, client, 'POST', `/api/listings/${id}/originals-link`);
    expect(created.status).toBe(201);
    const link = originalsLinkSchema.parse(await created.json());
    const again = await sendAs(app, client, 'POST', `/api/listings/${id}/originals-link`);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(link);

    const token = link.url.split('/').at(-1) ?? '';
    const visitor = apiClient(app);
    const page = await visitor.get(`/api/public/listings/${token}`);
    expect(page.status).toBe(200);
    const text = await page.text();
    const shown = publicListingSchema.parse(JSON.parse(text));
    expect(shown.title).toBe('Maple St');
    expect(shown.photos).toHaveLength(2);
    expect(shown.photos.map((photo) => photo.caption)).toEqual([GRADED_CAPTION, GRADED_CAPTION]);
    expect(Object.keys(JSON.parse(text) as object)).toEqual(['title', 'photos']);
    for (const ownerData of [uid, id]) expect(text).not.toContain(ownerData);
    for (const photo of shown.photos) {
      for (const url of [photo.originalUrl, photo.stagedUrl ?? '']) {
        const image = await visitor.get(url);
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/jpeg');
      }
    }

    const html = await app.api(`/l/${token}`);
    expect(html.status).toBe(200);
    expect(html.headers.get('x-robots-tag')).toBe('noindex');
    expect(await html.text()).toContain(
      `<meta property="og:title" content="Maple St: ${LISTING_MESSAGES.originalsPageTitle}"`,
    );

    const other = await userWithTokens(app, 0);
    expect((await sendAs(app, other.client, 'POST', `/api/listings/${id}/originals-link`)).status).toBe(404);
    expect((await sendAs(app, client, 'DELETE', `/api/listings/${id}/originals-link`)).status).toBe(204);
    expect((await visitor.get(`/api/public/listings/${token}`)).status).toBe(410);
    expect((await visitor.get(shown.photos[0]?.originalUrl ?? '')).status).toBe(410);
    expect((await app.api(`/l/${token}`)).status).toBe(410);
    expect((await app.api(`/l/${'x'.repeat(32)}`)).status).toBe(404);
    expect((await sendAs(app, client, 'DELETE', `/api/listings/${id}/originals-link`)).status).toBe(404);
    expect((await visitor.get('/api/public/listings/not-a-token')).status).toBe(404);
  });
});

describe('the originals page', () => {
  /** The listing's originals link made now; answers its token. */
  async function originalsToken(client: ApiClient, id: string): Promise<string> {
    const created = await sendAs(app, client, 'POST', `/api/listings/${id}/originals-link`);
    expect(created.status).toBe(201);
    return (
      originalsLinkSchema
        .parse(await created.json())
        .url.split('/')
        .at(-1) ?? ''
    );
  }

  it('when some photos were never staged, then the page shows only the staged ones and their originals', async () => {
    const { client, id, listing } = await listingWithPhotos(3, 10);
    const [, second] = listing.photos as [Listing['photos'][0], Listing['photos'][0]];
    expect((await stage(client, id, { disclosure: 'caption', photoIds: [second.id] })).status).toBe(202);
    await app.queue.idle();
    const token = await originalsToken(client, id);

    const visitor = apiClient(app);
    const shown = publicListingSchema.parse(await (await visitor.get(`/api/public/listings/${token}`)).json());
    expect(shown.photos).toEqual([
      {
        originalUrl: `/api/public/listings/${token}/${second.id}/original.jpg`,
        stagedUrl: `/api/public/listings/${token}/${second.id}/staged.jpg`,
        words: 'Digitally altered',
        caption: GRADED_CAPTION,
      },
    ]);
    const unstaged = listing.photos[0]?.id ?? '';
    expect((await visitor.get(`/api/public/listings/${token}/${unstaged}/original.jpg`)).status).toBe(404);
  });

  it("when the stagings' job and result documents are gone, then the page and its images are still served from the listing alone", async () => {
    const { client, id } = await listingWithPhotos(2, 10);
    const batch = stagingResponseSchema.parse(await (await stage(client, id, { disclosure: 'label' })).json());
    await app.queue.idle();
    const token = await originalsToken(client, id);
    // One document read a page: what it serves was stored on the listing when each staging finished.
    for (const { jobId } of batch.jobs) {
      await collections.remixJobs(app.db).doc(jobId).delete();
      await collections.imageResults(app.db).doc(jobId).delete();
    }

    const visitor = apiClient(app);
    const shown = publicListingSchema.parse(await (await visitor.get(`/api/public/listings/${token}`)).json());
    expect(shown.photos).toHaveLength(2);
    for (const photo of shown.photos) {
      for (const url of [photo.originalUrl, photo.stagedUrl ?? '']) expect((await visitor.get(url)).status).toBe(200);
    }
  });

  it('when the owner deletes a staged result, then the page no longer shows that photo', async () => {
    const { client, id } = await listingWithPhotos(1, 10);
    const batch = stagingResponseSchema.parse(await (await stage(client, id, { disclosure: 'caption' })).json());
    await app.queue.idle();
    const token = await originalsToken(client, id);
    const resultId = batch.jobs[0]?.jobId ?? '';
    expect((await sendAs(app, client, 'DELETE', `/api/results/${resultId}`)).status).toBe(204);

    const shown = publicListingSchema.parse(await (await apiClient(app).get(`/api/public/listings/${token}`)).json());
    expect(shown.photos).toEqual([]);
  });

  it(`when an address reads its images past the public read budget (${DEFAULT_RATE_LIMITS.publicShareReadsPerAddress.maxAttempts} reads), then they answer 429 with Retry-After`, async () => {
    const { client, id } = await listingWithPhotos(1, 10);
    await stage(client, id, { disclosure: 'caption' });
    await app.queue.idle();
    const token = await originalsToken(client, id);
    const visitor = apiClient(app);
    const shown = publicListingSchema.parse(await (await visitor.get(`/api/public/listings/${token}`)).json());
    const image = shown.photos[0]?.stagedUrl ?? '';
    for (let read = 1; read < DEFAULT_RATE_LIMITS.publicShareReadsPerAddress.maxAttempts; read += 1) {
      expect((await visitor.get(image)).status).toBe(200);
    }

    for (const url of [image, shown.photos[0]?.originalUrl ?? '']) {
      const over = await visitor.get(url);
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    expect((await apiClient(app).get(image)).status).toBe(200);
  }, 60_000);
});

describe('the unmarked copy of a labelled staging', () => {
  /** Every signed URL in a JSON answer. */
  function signedUrlsIn(body: unknown): string[] {
    return JSON.stringify(body).match(/[^"]*\/files\/[^"]*/g) ?? [];
  }

  const digest = (image: Buffer) => createHash('sha256').update(image).digest('hex');

  /** The hash of every file under `folder`. */
  async function fileDigests(folder: string): Promise<string[]> {
    const names = await readdir(folder, { recursive: true, withFileTypes: true });
    return Promise.all(
      names
        .filter((entry) => entry.isFile())
        .map(async (entry) => digest(await readFile(join(entry.parentPath, entry.name)))),
    );
  }

  it('when photos matched a labelled staging, then no answer to the owner (listing, results, jobs, exports) holds its unmarked image', async () => {
    const { client, uid, id } = await listingWithPhotos(2, 10);
    const batch = stagingResponseSchema.parse(await (await stage(client, id, { disclosure: 'label-link' })).json());
    await app.queue.idle();
    const results = await collections.imageResults(app.db).where('userId', '==', uid).get();
    const unmarked = new Set<string>();
    for (const result of results.docs) {
      const blob = await app.blobStore.get(result.data().unmarkedImageKey ?? '');
      expect(blob).toBeTruthy();
      unmarked.add(digest(blob?.buffer ?? Buffer.alloc(0)));
    }
    expect(unmarked.size).toBe(2);
    // The engine is still given the staging to match without its mark: a mark in a reference could be copied.
    const matched = await jobDoc(app, batch.jobs[1]?.jobId ?? '');
    const given = await app.blobStore.get(matched?.inputs.references[0]?.unmarkedKey ?? '');
    expect(unmarked.has(digest(given?.buffer ?? Buffer.alloc(0)))).toBe(true);

    const answers: unknown[] = [];
    const read = async (path: string) => {
      const response = await sendAs(app, client, 'GET', path);
      expect(response.status).toBe(200);
      answers.push(await response.json());
    };
    await read(`/api/listings/${id}`);
    await read('/api/listings');
    await read('/api/results');
    for (const { jobId } of batch.jobs) {
      await read(`/api/jobs/${jobId}`);
      await read(`/api/results/${jobId}`);
    }
    const urls = answers.flatMap(signedUrlsIn);
    // The matched photo's reference is among them: the staging it was given, as the owner may see it.
    expect(JSON.stringify(answers)).toContain('reference-1');
    const served: string[] = [];
    for (const url of urls) {
      const image = await sendAs(app, client, 'GET', pathOf(url));
      expect(image.status).toBe(200);
      served.push(digest(Buffer.from(await image.arrayBuffer())));
    }
    for (const path of [`/api/listings/${id}/export`, '/api/account/export']) {
      const response = await sendAs(app, client, 'GET', path);
      expect(response.status).toBe(200);
      served.push(...(await fileDigests(await unzipAnswer(response))));
    }

    expect(served.filter((image) => unmarked.has(image))).toEqual([]);
  }, 60_000);
});

describe('disclosure rules', () => {
  it('when staged under SDMLS, then no mark is burned in, the captions use its words, and the listing remembers the rule', async () => {
    const { client, id } = await listingWithPhotos(0, 10);
    expect((await upload(client, id, 1, await roomPhoto(640, 480))).status).toBe(201);
    const plain = await stagedImage(client, id, 'caption');
    // The same take, given SDMLS's words for free.
    expect((await stage(client, id, { disclosure: undefined, disclosureRule: 'sdmls' })).status).toBe(200);
    const listing = await readListing(client, id);
    expect(listing.disclosureRule).toBe('sdmls');
    const [photo] = listing.photos;
    expect(photo?.staged?.disclosureRule).toBe('sdmls');
    expect(photo?.staged?.caption).toBe(
      'Digitally Altered: the colours were graded digitally (a colour grade, not AI).',
    );
    const served = await sendAs(app, client, 'GET', pathOf(photo?.staged?.imageUrl ?? ''));
    const image = Buffer.from(await served.arrayBuffer());
    expect(await meanDifference(image, plain, BOTTOM_LEFT)).toBeLessThan(3);

    // The next staging, naming no rule, follows the one the listing remembers.
    expect((await stage(client, id, { disclosure: undefined, roomStyle: 'coastal' })).status).toBe(202);
    await app.queue.idle();
    expect((await readListing(client, id)).batch?.disclosure).toBe('caption');
  });

  it('when a rule requires a link (AB 723), then the photos carry the originals link', async () => {
    const { client, id } = await listingWithPhotos(1, 10);
    expect((await stage(client, id, { disclosure: undefined, disclosureRule: 'ca-ab-723' })).status).toBe(202);
    await app.queue.idle();
    const listing = await readListing(client, id);
    expect(listing.batch?.disclosure).toBe('label-link');
    expect(listing.photos[0]?.staged?.labelLink).toBe(listing.originalsLink?.url);
  });

  it('when the rule is not one offered, then it answers 400 at `disclosureRule` and debits nothing', async () => {
    const { client, uid, id } = await listingWithPhotos(1, 10);
    const response = await stage(client, id, { disclosure: undefined, disclosureRule: 'old-mls' });
    expect(await refusal(response)).toEqual({
      status: 400,
      path: 'disclosureRule',
      message: LISTING_MESSAGES.unknownDisclosureRule,
    });
    expect(await entriesOf(app, uid, 'listing_staging')).toEqual([]);
  });
});

describe('GET /api/listings/:id/export', () => {
  it('streams the originals, the staged photos as disclosed and captions.csv, in listing order; another user gets 404', async () => {
    const { client, id, listing } = await listingWithPhotos(2, 10);
    const [first, second] = listing.photos as [Listing['photos'][0], Listing['photos'][0]];
    await sendAs(app, client, 'PATCH', `/api/listings/${id}/photos/${first.id}`, json({ roomType: 'bedroom' }));
    await sendAs(app, client, 'PATCH', `/api/listings/${id}`, json({ photoIds: [first.id, second.id] }));
    await stage(client, id, { disclosure: 'label' });
    await app.queue.idle();
    const staged = await readListing(client, id);

    const response = await sendAs(app, client, 'GET', `/api/listings/${id}/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="maple-st-photos.zip"');
    const folder = await unzipAnswer(response);
    expect((await readdir(folder, { recursive: true })).sort()).toEqual([
      'captions.csv',
      'originals',
      'originals/01-bedroom.jpg',
      'originals/02-photo.jpg',
      'staged',
      'staged/01-bedroom-digitally-altered.jpg',
      'staged/02-photo-digitally-altered.jpg',
    ]);
    const servedStaged = await sendAs(app, client, 'GET', pathOf(staged.photos[0]?.staged?.imageUrl ?? ''));
    const exportedStaged = await readFile(join(folder, 'staged/01-bedroom-digitally-altered.jpg'));
    expect(exportedStaged.equals(Buffer.from(await servedStaged.arrayBuffer()))).toBe(true);
    expect(await readFile(join(folder, 'captions.csv'), 'utf8')).toBe(
      [
        'file,caption,original file',
        `staged/01-bedroom-digitally-altered.jpg,"${GRADED_CAPTION}",originals/01-bedroom.jpg`,
        `staged/02-photo-digitally-altered.jpg,"${GRADED_CAPTION}",originals/02-photo.jpg`,
        '',
      ].join('\r\n'),
    );

    const other = await userWithTokens(app, 0);
    expect((await sendAs(app, other.client, 'GET', `/api/listings/${id}/export`)).status).toBe(404);
  });

  it('keeps a 4032 px phone photo at 4032 px, upright and without EXIF, in the export and on the originals page; the engine gets a 2048 px copy', async () => {
    const { client, id } = await listingWithPhotos(0, 10);
    // Stored sideways with EXIF orientation 6, as phones do, and tagged with where it was taken.
    const taken = await sharp(await largeRoomPhoto(4032, 3024))
      .withExif({ IFD0: { Make: 'SpyCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 92 })
      .toBuffer();
    expect((await upload(client, id, 1, taken)).status).toBe(201);
    const batch = stagingResponseSchema.parse(await (await stage(client, id, { disclosure: 'label-link' })).json());
    await app.queue.idle();
    const listing = await readListing(client, id);
    expect(listing.photos[0]).toMatchObject({ width: 3024, height: 4032 });

    const upright = async (image: Buffer) => {
      const metadata = await sharp(image).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      for (const tag of ['SpyCam', 'GPS']) expect(image.includes(Buffer.from(tag))).toBe(false);
      return { width: metadata.width, height: metadata.height };
    };
    const folder = await unzipAnswer(await sendAs(app, client, 'GET', `/api/listings/${id}/export`));
    expect(await upright(await readFile(join(folder, 'originals/01-photo.jpg')))).toEqual({
      width: 3024,
      height: 4032,
    });

    const visitor = apiClient(app);
    const token = listing.originalsLink?.url.split('/').at(-1) ?? '';
    const shown = publicListingSchema.parse(await (await visitor.get(`/api/public/listings/${token}`)).json());
    const served = Buffer.from(await (await visitor.get(shown.photos[0]?.originalUrl ?? '')).arrayBuffer());
    expect(await upright(served)).toEqual({ width: 3024, height: 4032 });

    // The engine works from its own copy at the studio's 2048 px, and the staged photo is measured against it.
    const base = (await jobDoc(app, batch.jobs[0]?.jobId ?? ''))?.inputs.base;
    expect(base).toMatchObject({ width: 1536, height: 2048 });
    expect(await upright((await app.blobStore.get(base?.key ?? ''))?.buffer ?? Buffer.alloc(0))).toEqual({
      width: 1536,
      height: 2048,
    });
  }, 60_000);
});

describe('listing-safe staging', () => {
  /** A one-photo listing of a 640 × 480 room, staged; answers the photo's staging and the user's balance after it. */
  async function stagedOnce() {
    const { client, uid, id } = await listingWithPhotos(0, 10);
    expect((await upload(client, id, 1, await roomPhoto(640, 480))).status).toBe(201);
    const batch = stagingResponseSchema.parse(await (await stage(client, id, { disclosure: 'caption' })).json());
    await app.queue.idle();
    const staged = (await readListing(client, id)).photos[0]?.staged;
    const job = await jobDoc(app, batch.jobs[0]?.jobId ?? '');
    const balance = (await collections.users(app.db).doc(uid).get()).data()?.tokenBalance;
    return { staged, job, balance };
  }

  it('when a staging moves the room, then it is made once more at no cost and the second take is delivered unflagged', async () => {
    engine.mirrorCalls = 1;
    const { staged, job, balance } = await stagedOnce();
    expect(engine.calls).toHaveLength(2);
    expect(staged).toMatchObject({ status: 'succeeded', flagged: false });
    expect(staged?.structureScore).toBeGreaterThanOrEqual(LISTING_MIN_STRUCTURE_SCORE);
    expect(job?.notes).not.toContain(LISTING_MESSAGES.structureFlagged);
    expect(balance).toBe(9);
  });

  it('when the second take moves the room too, then it is delivered flagged "check this one", charged once', async () => {
    engine.mirrorCalls = 2;
    const { staged, job, balance } = await stagedOnce();
    expect(engine.calls).toHaveLength(2);
    expect(staged).toMatchObject({ status: 'succeeded', flagged: true });
    expect(staged?.structureScore).toBeLessThan(LISTING_MIN_STRUCTURE_SCORE);
    expect(job?.notes).toContain(LISTING_MESSAGES.structureFlagged);
    expect(balance).toBe(9);
  });
});
