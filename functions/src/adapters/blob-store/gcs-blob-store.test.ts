import { generateKeyPairSync } from 'node:crypto';
import { Storage } from '@google-cloud/storage';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeBlobStoreContract } from './blob-store-contract';
import { createGcsBlobStore } from './gcs-blob-store';
import { type FakeCloudStorage, startFakeCloudStorage } from './testing/fake-cloud-storage';

const BUCKET = 'roomremix-test.firebasestorage.app';
const SEVEN_DAYS_SECONDS = 7 * 24 * 60 * 60;
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
let clock = new Date();
let fake: FakeCloudStorage;

beforeAll(async () => {
  fake = await startFakeCloudStorage({ bucket: BUCKET, signingKey: publicKey, now: () => clock });
});

afterAll(async () => {
  await fake.close();
});

afterEach(async () => {
  clock = new Date();
  await storage().bucket(BUCKET).deleteFiles({ force: true });
});

/**
 * The real SDK aimed at the fake. A custom apiEndpoint makes the SDK send no OAuth token (nodejs-common/util.js,
 * authorizeRequest), so nothing reaches Google; the service-account key signs URLs locally, as in production.
 */
function storage(): Storage {
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return new Storage({
    projectId: 'roomremix-test',
    apiEndpoint: fake.endpoint,
    credentials: { client_email: 'blob-tests@roomremix-test.iam.gserviceaccount.com', private_key: pem },
  });
}

async function readThroughSignedUrl(url: string): Promise<Buffer | null> {
  const response = await fetch(url);
  return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
}

describeBlobStoreContract('gcs', () => ({
  store: createGcsBlobStore({ bucket: BUCKET, storage: storage() }),
  readThroughSignedUrl,
  storedKeys: () => Promise.resolve(fake.objectNames()),
}));

describe('gcs blob store on the Cloud Storage JSON API', () => {
  it('uploads in one multipart request with the content type and a private cache policy', async () => {
    const store = createGcsBlobStore({ bucket: BUCKET, storage: storage() });
    await store.put('results/r1.webp', Buffer.from('webp'), 'image/webp');
    const [metadata] = await storage().bucket(BUCKET).file('results/r1.webp').getMetadata();
    expect(metadata).toMatchObject({ contentType: 'image/webp', cacheControl: 'private, max-age=0', size: '4' });
  });

  it('lists and deletes by prefix through the SDK, page by page', async () => {
    const store = createGcsBlobStore({ bucket: BUCKET, storage: storage() });
    const keys = ['users/u1/a.jpg', 'users/u1/b.jpg', 'users/u1/c.jpg', 'users/u2/a.jpg'];
    for (const key of keys) await store.put(key, Buffer.from(key), 'image/jpeg');
    const [files] = await storage().bucket(BUCKET).getFiles({ prefix: 'users/u1/' });
    expect(files.map((file) => file.name)).toEqual(keys.slice(0, 3));

    await storage().bucket(BUCKET).deleteFiles({ prefix: 'users/u1/' });
    expect(fake.objectNames()).toEqual(['users/u2/a.jpg']);
  });

  it('answers a missing bucket with the JSON API error the SDK raises as a 404', async () => {
    const missing = storage().bucket('no-such-bucket').file('x.jpg');
    await expect(missing.getMetadata()).rejects.toMatchObject({ code: 404 });
  });
});

describe('gcs V4 signed URLs', () => {
  it('are signed with the service account key over host and path (GOOG4-RSA-SHA256), verified by recomputation', async () => {
    const store = createGcsBlobStore({ bucket: BUCKET, storage: storage() });
    await store.put('results/r1.jpg', Buffer.from('jpeg'), 'image/jpeg');
    const url = new URL(await store.signedUrl('results/r1.jpg', 600));

    expect(url.pathname).toBe(`/${BUCKET}/results/r1.jpg`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      'X-Goog-Algorithm': 'GOOG4-RSA-SHA256',
      'X-Goog-Expires': '600',
      'X-Goog-SignedHeaders': 'host',
      'X-Goog-Credential': expect.stringMatching(
        /^blob-tests@roomremix-test\.iam\.gserviceaccount\.com\/\d{8}\/auto\/storage\/goog4_request$/,
      ) as unknown,
    });
    expect(await readThroughSignedUrl(url.toString())).toEqual(Buffer.from('jpeg'));
  });

  it('stop reading once expired', async () => {
    const store = createGcsBlobStore({ bucket: BUCKET, storage: storage() });
    await store.put('results/r1.jpg', Buffer.from('jpeg'), 'image/jpeg');
    const url = await store.signedUrl('results/r1.jpg', 60);
    clock = new Date(Date.now() + 61_000);
    const response = await fetch(url);
    expect({ status: response.status, body: await response.text() }).toEqual({
      status: 400,
      body: expect.stringContaining('<Code>ExpiredToken</Code>') as unknown,
    });
  });

  it('never outlive the 7 days V4 allows, however long the caller asks for', async () => {
    const store = createGcsBlobStore({ bucket: BUCKET, storage: storage() });
    const url = new URL(await store.signedUrl('results/r1.jpg', 30 * 24 * 60 * 60));
    expect(Number(url.searchParams.get('X-Goog-Expires'))).toBeLessThanOrEqual(SEVEN_DAYS_SECONDS);
    expect(Number(url.searchParams.get('X-Goog-Expires'))).toBeGreaterThan(SEVEN_DAYS_SECONDS - 5);
  });
});
