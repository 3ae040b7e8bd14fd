import { imageResultListSchema, imageResultSchema, type ImageResult } from '@roomremix/contracts/remix';
import { FieldValue } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUrlSigner } from '../src/adapters/blob-store/url-signing';
import { collections } from '../src/adapters/firestore/collections';
import { apiClient } from './support/api-client';
import { JOB_NOT_FOUND, RESULT_NOT_FOUND } from './support/api-errors';
import {
  blobsOf,
  getJob,
  jobDoc,
  pathOf,
  type RemixUser,
  sendAs,
  submitAccepted,
  SUCCEEDED_JOB,
  userWithTokens,
  useTestImages,
} from './support/remix';
import { useTestApp } from './support/test-app';

const app = useTestApp();
const images = useTestImages();
let alice: RemixUser;
let bob: RemixUser;
/** Alice's two results, oldest first, and their job ids. */
let aliceJobs: string[];

beforeAll(async () => {
  [alice, bob] = await Promise.all([userWithTokens(app, 3), userWithTokens(app, 1)]);
  const first = await submitAccepted(app, alice.client, {
    base: [[images.room]],
    references: [[images.swatches[0]], [images.swatches[1]]],
    fields: {
      title: 'First',
      roomStyle: 'rustic',
      referenceImageLabels: JSON.stringify(['wood: oak', '']),
      quality: 'hd',
    },
  });
  await app.queue.idle();
  const second = await submitAccepted(app, alice.client, {
    base: [[images.room]],
    fields: { title: 'Second', colorScheme: 'sage green' },
  });
  await submitAccepted(app, bob.client, { base: [[images.room]], fields: { title: 'Bob', roomStyle: 'modern' } });
  await app.queue.idle();
  aliceJobs = [first.id, second.id];
});

async function listOf(user: RemixUser, query = ''): Promise<ImageResult[]> {
  const response = await sendAs(app, user.client, 'GET', `/api/results${query}`);
  expect(response.status).toBe(200);
  return imageResultListSchema.parse(await response.json());
}

describe('GET /api/jobs/:id', () => {
  it('answers the owner with status, stage, progress, cost, refund flag and the result with signed URLs', async () => {
    const job = await getJob(app, alice.client, aliceJobs[0] ?? '');
    expect(job).toMatchObject({ ...SUCCEEDED_JOB, id: aliceJobs[0], cost: 2 });
    expect(job.result).toMatchObject({
      id: aliceJobs[0],
      title: 'First',
      quality: 'hd',
      tokensUsed: 2,
      engine: 'local',
    });
    expect(job.result?.resultImageUrl).toMatch(/^\/api\/files\/users\/.+\?expires=\d+&sig=[\w-]{43}$/);
  });

  it("answers another user's job with 404, exactly as a job that does not exist", async () => {
    for (const id of [aliceJobs[0], 'no-such-job', 'bad..id', 'a%20b']) {
      const response = await sendAs(app, bob.client, 'GET', `/api/jobs/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(JOB_NOT_FOUND);
    }
  });

  it('answers 401 without a session', async () => {
    const response = await apiClient(app).get(`/api/jobs/${aliceJobs[0]}`);
    expect(response.status).toBe(401);
  });
});

describe('GET /api/results', () => {
  it("lists the user's own results only, newest first, each a SPEC ImageResult with signed URLs", async () => {
    const results = await listOf(alice);
    expect(results.map((result) => result.id)).toEqual([...aliceJobs].reverse());
    const [second, first] = results;
    expect(first).toMatchObject({
      userId: alice.uid,
      title: 'First',
      referenceImageLabels: ['wood: oak', ''],
      textPrompt: null,
      styleIntensity: 'moderate',
      preserveStructure: true,
      roomStyle: 'rustic',
      customStyle: null,
      quality: 'hd',
      colorScheme: null,
      tokensUsed: 2,
      engine: 'local',
    });
    expect(first?.referenceImageUrls).toHaveLength(2);
    expect(second).toMatchObject({
      title: 'Second',
      roomStyle: 'none',
      colorScheme: 'sage green',
      tokensUsed: 1,
      referenceImageUrls: [],
    });
    for (const result of results) {
      expect(Number.isInteger(result.structureScore)).toBe(true);
      expect(result.fileSize).toBeGreaterThan(0);
      expect(Date.parse(result.createdAt)).toBeGreaterThan(Date.now() - 600_000);
    }
    expect((await listOf(bob)).map((result) => result.title)).toEqual(['Bob']);
  });

  it('signs the same URLs for repeated listings within a few minutes, so the browser can cache the images', async () => {
    const [a, b] = [await listOf(alice), await listOf(alice)];
    expect(a.map((result) => result.resultImageUrl)).toEqual(b.map((result) => result.resultImageUrl));
  });

  it('takes a limit for the home page preview, and refuses a bad one', async () => {
    expect((await listOf(alice, '?limit=1')).map((result) => result.id)).toEqual([aliceJobs[1]]);
    const response = await sendAs(app, alice.client, 'GET', '/api/results?limit=0');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'limit must be a whole number from 1 to 200' });
  });

  it('answers 401 without a session', async () => {
    expect((await apiClient(app).get('/api/results')).status).toBe(401);
  });
});

describe('GET /api/results/:id', () => {
  it('answers the owner', async () => {
    const response = await sendAs(app, alice.client, 'GET', `/api/results/${aliceJobs[1]}`);
    expect(response.status).toBe(200);
    expect(imageResultSchema.parse(await response.json())).toMatchObject({ id: aliceJobs[1], title: 'Second' });
  });

  it("answers another user's result with 404", async () => {
    const response = await sendAs(app, bob.client, 'GET', `/api/results/${aliceJobs[1]}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(RESULT_NOT_FOUND);
  });
});

describe('results and jobs stored in an older spelling', () => {
  it('when a result from before modes kept blank texts as empty strings, then it is answered with blank as null and a redesign of an unnamed room', async () => {
    const user = await userWithTokens(app, 1);
    const job = await submitAccepted(app, user.client, { base: [[images.room]], fields: { roomStyle: 'coastal' } });
    await app.queue.idle();
    // Written without the converter, as an older version stored them.
    const older = {
      textPrompt: '',
      customStyle: '',
      colorScheme: '',
      mode: FieldValue.delete(),
      roomType: FieldValue.delete(),
    };
    await app.db.collection('imageResults').doc(job.id).update(older);
    await app.db
      .collection('remixJobs')
      .doc(job.id)
      .update(Object.fromEntries(Object.entries(older).map(([field, value]) => [`settings.${field}`, value])));

    const response = await sendAs(app, user.client, 'GET', `/api/results/${job.id}`);
    expect(response.status).toBe(200);
    const blank = { textPrompt: null, customStyle: null, colorScheme: null, mode: 'redesign', roomType: null };
    expect(await response.json()).toMatchObject({ ...blank, roomStyle: 'coastal' });
    expect((await jobDoc(app, job.id))?.settings).toMatchObject({ ...blank, roomStyle: 'coastal' });
  });
});

describe('GET /api/files/... (the local store’s signed URLs)', () => {
  it('serves the image without a session, as a nosniff JPEG cached privately until the link expires', async () => {
    const [result] = await listOf(alice);
    const response = await app.api(pathOf(result?.resultImageUrl ?? ''));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(response.headers.get('cache-control') ?? '')?.[1]);
    const expires = Number(new URL(result?.resultImageUrl ?? '', 'http://x').searchParams.get('expires'));
    expect(maxAge).toBeGreaterThan(55 * 60);
    expect(maxAge).toBeLessThanOrEqual(expires - Math.floor(Date.now() / 1000) + 1);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.byteLength).toBe(result?.fileSize);
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
  });

  it('serves the base and reference images too', async () => {
    const first = (await listOf(alice)).find((result) => result.id === aliceJobs[0]);
    for (const url of [first?.baseImageUrl, ...(first?.referenceImageUrls ?? [])]) {
      expect((await app.api(pathOf(url ?? ''))).status).toBe(200);
    }
  });

  it('answers 403 for a tampered signature, and for another file with a valid signature', async () => {
    const [aliceResult] = await listOf(alice);
    const [bobResult] = await listOf(bob);
    const url = new URL(aliceResult?.resultImageUrl ?? '', 'http://x');
    const sig = url.searchParams.get('sig') ?? '';
    const flipped = `${sig.slice(0, 5)}${sig[5] === 'A' ? 'B' : 'A'}${sig.slice(6)}`;
    const bobPath = new URL(bobResult?.resultImageUrl ?? '', 'http://x').pathname;
    for (const path of [
      `${url.pathname}?expires=${url.searchParams.get('expires')}&sig=${flipped}`,
      `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 3600}&sig=${sig}`,
      `${bobPath}?expires=${url.searchParams.get('expires')}&sig=${sig}`,
      url.pathname,
    ]) {
      const response = await app.api(path);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'This image link is not valid', code: 'forbidden' });
    }
  });

  it('answers 410 for a genuine link that has expired', async () => {
    const [result] = await listOf(alice);
    const key = decodeURIComponent(
      new URL(result?.resultImageUrl ?? '', 'http://x').pathname.replace('/api/files/', ''),
    );
    const expired = createUrlSigner(app.config.urlSigningSecret).url(key, Math.floor(Date.now() / 1000) - 1);
    const response = await app.api(expired);
    expect(response.status).toBe(410);
    expect(await response.json()).toEqual({
      message: 'This image link has expired. Reload the page to get a new one.',
      code: 'gone',
    });
  });
});

describe('DELETE /api/results/:id', () => {
  it("answers 404 for another user's result and deletes nothing", async () => {
    const response = await sendAs(app, bob.client, 'DELETE', `/api/results/${aliceJobs[0]}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(RESULT_NOT_FOUND);
    expect(
      (
        await collections
          .imageResults(app.db)
          .doc(aliceJobs[0] ?? '')
          .get()
      ).exists,
    ).toBe(true);
  });

  it('removes the images and the document (204); links stop working, the job keeps no free text', async () => {
    const id = aliceJobs[0] ?? '';
    const before = (await listOf(alice)).find((result) => result.id === id);
    const blobsBefore = await blobsOf(app, alice.uid);

    const response = await sendAs(app, alice.client, 'DELETE', `/api/results/${id}`);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');

    // Base, two references, the result and its preview of the first remix are gone; the second remix's images stay.
    const blobsAfter = await blobsOf(app, alice.uid);
    expect(blobsBefore.length - blobsAfter.length).toBe(5);
    expect((await collections.imageResults(app.db).doc(id).get()).exists).toBe(false);
    const urls = [
      before?.resultImageUrl,
      before?.thumbnailUrl,
      before?.baseImageUrl,
      ...(before?.referenceImageUrls ?? []),
    ];
    for (const url of urls) {
      expect((await app.api(pathOf(url ?? ''))).status).toBe(404);
    }
    expect((await sendAs(app, alice.client, 'GET', `/api/results/${id}`)).status).toBe(404);
    expect((await listOf(alice)).map((result) => result.id)).toEqual([aliceJobs[1]]);
    expect(await getJob(app, alice.client, id)).toMatchObject({ status: 'succeeded', result: null });
    expect(await jobDoc(app, id)).toMatchObject({
      resultId: null,
      resultDeleted: true,
      settings: { title: '', textPrompt: null, referenceImageLabels: [] },
    });
    expect((await sendAs(app, alice.client, 'DELETE', `/api/results/${id}`)).status).toBe(404);
  });
});
