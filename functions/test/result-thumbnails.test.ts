import { THUMBNAIL_LIMITS } from '@roomremix/contracts/constants';
import { imageResultListSchema, imageResultSchema, type ImageResult } from '@roomremix/contracts/remix';
import { FieldValue } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../src/adapters/firestore/collections';
import { MAX_THUMBNAILS_MADE_PER_REQUEST } from '../src/services/remix/result-thumbnails';
import { roomPhoto } from './support/test-images';
import { blobsOf, pathOf, type RemixUser, sendAs, submitAccepted, userWithTokens } from './support/remix';
import { useTestApp } from './support/test-app';

// Result grids show a preview of each result, not the 4K image: made when the result is stored, made on a listing
// for results stored before previews, gone with the result.

const app = useTestApp();
/** A photo with a photo's grain, so its Ultra result weighs what a real one does (about 1 MB). */
let photo: Buffer;

beforeAll(async () => {
  photo = await roomPhoto(1200, 900);
});

async function listOf(user: RemixUser): Promise<ImageResult[]> {
  const response = await sendAs(app, user.client, 'GET', '/api/results');
  expect(response.status).toBe(200);
  return imageResultListSchema.parse(await response.json());
}

/** Makes `count` results of the user at `quality`, one job each; answers them newest first. */
async function remixes(user: RemixUser, count: number, quality = 'standard'): Promise<ImageResult[]> {
  for (let made = 0; made < count; made += 1) {
    await submitAccepted(app, user.client, { base: [[photo]], fields: { roomStyle: 'coastal', quality } });
    await app.queue.idle();
  }
  return listOf(user);
}

/** The bytes a signed URL serves (asserting 200) and its content type. */
async function served(user: RemixUser, url: string): Promise<{ bytes: Buffer; type: string | null }> {
  const response = await sendAs(app, user.client, 'GET', pathOf(url));
  expect(response.status).toBe(200);
  return { bytes: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') };
}

/** Makes the stored results look as results stored before previews do: no preview recorded, none stored. */
async function forgetThumbnails(user: RemixUser, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    await collections.imageResults(app.db).doc(id).update({ thumbnailImageKey: FieldValue.delete() });
  }
  for (const key of await blobsOf(app, user.uid)) {
    if (key.endsWith('-thumb.webp')) await app.blobStore.delete(`users/${user.uid}/${key}`);
  }
}

describe('a stored result’s preview', () => {
  it('when an Ultra result is stored, then the list gives its preview: WebP, 640 px on the long edge, at most 150 KB, the full image apart', async () => {
    const user = await userWithTokens(app, 4);
    const [result] = await remixes(user, 1, 'ultra');
    expect(result?.thumbnailUrl).toBeTruthy();
    const full = await served(user, result!.resultImageUrl);
    const thumbnail = await served(user, result!.thumbnailUrl!);
    expect(thumbnail.type).toBe('image/webp');
    const { width, height, format } = await sharp(thumbnail.bytes).metadata();
    expect(format).toBe('webp');
    expect(Math.max(width, height)).toBe(THUMBNAIL_LIMITS.longEdge);
    expect(width / height).toBeCloseTo(result!.width! / result!.height!, 2);
    expect(thumbnail.bytes.byteLength).toBeLessThanOrEqual(THUMBNAIL_LIMITS.maxBytes);
    expect(full.bytes.byteLength).toBeGreaterThan(10 * thumbnail.bytes.byteLength);

    const detail = await sendAs(app, user.client, 'GET', `/api/results/${result!.id}`);
    expect(imageResultSchema.parse(await detail.json()).thumbnailUrl).toBe(result!.thumbnailUrl);
  }, 60_000);

  it('when a result is deleted, then its preview goes with it', async () => {
    const user = await userWithTokens(app, 1);
    const [result] = await remixes(user, 1);
    expect((await sendAs(app, user.client, 'DELETE', `/api/results/${result!.id}`)).status).toBe(204);
    expect((await app.api(pathOf(result!.thumbnailUrl!))).status).toBe(404);
    expect(await blobsOf(app, user.uid)).toEqual([]);
  });
});

describe('results stored before previews', () => {
  it(`when listed, then the newest ${MAX_THUMBNAILS_MADE_PER_REQUEST} without one get one, and the rest on the next listing`, async () => {
    const user = await userWithTokens(app, MAX_THUMBNAILS_MADE_PER_REQUEST + 1);
    const ids = (await remixes(user, MAX_THUMBNAILS_MADE_PER_REQUEST + 1)).map(({ id }) => id);
    await forgetThumbnails(user, ids);

    const first = await listOf(user);
    expect(first.map(({ id }) => id)).toEqual(ids);
    expect(first.map(({ thumbnailUrl }) => thumbnailUrl !== null)).toEqual([
      ...Array<boolean>(MAX_THUMBNAILS_MADE_PER_REQUEST).fill(true),
      false,
    ]);
    const made = await served(user, first[0]!.thumbnailUrl!);
    const { width, height } = await sharp(made.bytes).metadata();
    expect(Math.max(width, height)).toBeLessThanOrEqual(THUMBNAIL_LIMITS.longEdge);
    const stored = await collections.imageResults(app.db).doc(ids[0]!).get();
    expect(stored.data()?.thumbnailImageKey).toMatch(/-thumb\.webp$/);

    const second = await listOf(user);
    expect(second.every(({ thumbnailUrl }) => thumbnailUrl !== null)).toBe(true);
    expect(second[0]?.thumbnailUrl).toBe(first[0]?.thumbnailUrl);
  }, 60_000);

  it('when one is read alone, then it gets its preview', async () => {
    const user = await userWithTokens(app, 1);
    const [result] = await remixes(user, 1);
    await forgetThumbnails(user, [result!.id]);
    const response = await sendAs(app, user.client, 'GET', `/api/results/${result!.id}`);
    const read = imageResultSchema.parse(await response.json());
    expect(read.thumbnailUrl).toBeTruthy();
    expect((await served(user, read.thumbnailUrl!)).type).toBe('image/webp');
  });
});
