import { createHash, generateKeyPairSync, verify } from 'node:crypto';
import { Storage } from '@google-cloud/storage';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeBlobStoreContract } from '../../../test/support/blob-store-contract';
import { createGcsBlobStore } from './gcs-blob-store';
import { type FakeCloudStorage, startFakeCloudStorage } from '../../../test/fakes/cloud-storage/fake-cloud-storage';

const BUCKET = 'roomremix-test.firebasestorage.app';
const CLIENT_EMAIL = 'blob-tests@roomremix-test.iam.gserviceaccount.com';
const SEVEN_DAYS_SECONDS = 7 * 24 * 60 * 60;
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
let clock = new Date();
let fake: FakeCloudStorage;
let client: Storage;

beforeAll(async () => {
  fake = await startFakeCloudStorage({ bucket: BUCKET, signingKey: publicKey, now: () => clock });
  client = sdkAimedAt(fake.endpoint);
});

afterAll(async () => {
  await fake.close();
});

afterEach(async () => {
  vi.useRealTimers();
  clock = new Date();
  await client.bucket(BUCKET).deleteFiles({ force: true });
});

/**
 * The real SDK aimed at the fake. With a custom apiEndpoint and useAuthWithCustomEndpoint false the SDK attaches no
 * OAuth token and so fetches none (node_modules/@google-cloud/storage/build/cjs/src/nodejs-common/util.js
 * authorizeRequest); the service-account key in `credentials` signs URLs locally (google-auth-library's
 * GoogleAuth.sign signs with a JWT client's key), as in production. Nothing reaches Google. `credentials` prints a
 * deprecation notice, but its replacement, `authClient: new JWT(...)`, makes V4 signing ask the metadata server
 * for the client email (GoogleAuth.getCredentialsAsync) and fail offline; one client per file prints it once.
 */
function sdkAimedAt(apiEndpoint: string): Storage {
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return new Storage({
    projectId: 'roomremix-test',
    apiEndpoint,
    useAuthWithCustomEndpoint: false,
    credentials: { client_email: CLIENT_EMAIL, private_key: pem },
  });
}

async function readThroughSignedUrl(url: string): Promise<Buffer | null> {
  const response = await fetch(url);
  return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
}

describeBlobStoreContract('gcs', () => ({
  store: createGcsBlobStore({ bucket: BUCKET, storage: client }),
  now: () => new Date(),
  readThroughSignedUrl,
  storedKeys: () => Promise.resolve(fake.objectNames()),
}));

describe('gcs blob store on the Cloud Storage JSON API', () => {
  it('uploads in one multipart request with the content type and a private cache policy', async () => {
    const store = createGcsBlobStore({ bucket: BUCKET, storage: client });
    await store.put('results/r1.webp', Buffer.from('webp'), 'image/webp');
    const [metadata] = await client.bucket(BUCKET).file('results/r1.webp').getMetadata();
    expect(metadata).toMatchObject({ contentType: 'image/webp', cacheControl: 'private, max-age=0', size: '4' });
  });

  it('lists by prefix through the SDK, following nextPageToken page by page', async () => {
    const store = createGcsBlobStore({ bucket: BUCKET, storage: client });
    const keys = ['users/u1/a.jpg', 'users/u1/b.jpg', 'users/u1/c.jpg', 'users/u10/a.jpg', 'users/u2/a.jpg'];
    for (const key of keys) await store.put(key, Buffer.from(key), 'image/jpeg');
    const [files] = await client.bucket(BUCKET).getFiles({ prefix: 'users/u1/' });
    expect(files.map((file) => file.name)).toEqual(keys.slice(0, 3));
    const [firstPage, nextQuery] = await client.bucket(BUCKET).getFiles({ prefix: 'users/', autoPaginate: false });
    expect({ names: firstPage.map((file) => file.name), next: nextQuery }).toEqual({
      names: keys.slice(0, 2),
      next: expect.objectContaining({ pageToken: expect.any(String) as unknown }) as unknown,
    });
  });

  it('answers a missing object in the JSON API error shape, which the SDK raises as a 404 ApiError', async () => {
    const response = await fetch(`${fake.endpoint}/storage/v1/b/${BUCKET}/o/${encodeURIComponent('results/none.jpg')}`);
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 404,
      body: {
        error: {
          code: 404,
          message: `No such object: ${BUCKET}/results/none.jpg`,
          errors: [{ message: `No such object: ${BUCKET}/results/none.jpg`, domain: 'global', reason: 'notFound' }],
        },
      },
    });
    await expect(client.bucket(BUCKET).file('results/none.jpg').getMetadata()).rejects.toMatchObject({
      code: 404,
      errors: [{ reason: 'notFound', domain: 'global' }],
    });
  });

  it('refuses another bucket and an upload that is not multipart/related', async () => {
    await expect(client.bucket('no-such-bucket').file('x.jpg').getMetadata()).rejects.toMatchObject({ code: 404 });
    const media = await fetch(`${fake.endpoint}/upload/storage/v1/b/${BUCKET}/o?uploadType=media&name=x.jpg`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/jpeg' },
      body: 'jpeg',
    });
    expect(media.status).toBe(400);
    expect(await media.json()).toMatchObject({
      error: { code: 400, errors: [{ domain: 'global', reason: 'invalid' }] },
    });
    expect(fake.objectNames()).toEqual([]);
  });
});

describe('gcs V4 signed URLs', () => {
  const SIGNED_AT = new Date('2026-03-01T12:00:00.000Z');

  it('carry a GOOG4-RSA-SHA256 signature over the canonical request that the public key verifies', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: SIGNED_AT });
    const store = createGcsBlobStore({ bucket: BUCKET, storage: client });
    const url = new URL(await store.signedUrl('results/r1.jpg', new Date('2026-03-01T13:15:00.000Z')));

    expect(`${url.origin}${url.pathname}`).toBe(`${fake.endpoint}/${BUCKET}/results/r1.jpg`);
    const query = Object.fromEntries(url.searchParams);
    expect(query).toEqual({
      'X-Goog-Algorithm': 'GOOG4-RSA-SHA256',
      'X-Goog-Credential': `${CLIENT_EMAIL}/20260301/auto/storage/goog4_request`,
      'X-Goog-Date': '20260301T120000Z',
      'X-Goog-Expires': '4500',
      'X-Goog-SignedHeaders': 'host',
      'X-Goog-Signature': expect.stringMatching(/^[0-9a-f]{512}$/) as unknown,
    });
    const signature = Buffer.from(query['X-Goog-Signature'] ?? '', 'hex');
    const signs = (path: string, expires: string) =>
      verify('RSA-SHA256', Buffer.from(v4StringToSign(path, expires)), publicKey, signature);
    expect(signs(`/${BUCKET}/results/r1.jpg`, '4500')).toBe(true);
    expect(signs(`/${BUCKET}/results/r2.jpg`, '4500')).toBe(false);
    expect(signs(`/${BUCKET}/results/r1.jpg`, '4501')).toBe(false);
  });

  it('stop reading once expired', async () => {
    const store = createGcsBlobStore({ bucket: BUCKET, storage: client });
    await store.put('results/r1.jpg', Buffer.from('jpeg'), 'image/jpeg');
    const expiresAt = new Date((Math.floor(Date.now() / 1000) + 60) * 1000);
    const url = await store.signedUrl('results/r1.jpg', expiresAt);
    clock = new Date(expiresAt.getTime() + 1_000);
    const response = await fetch(url);
    expect({ status: response.status, body: await response.text() }).toEqual({
      status: 400,
      body: expect.stringContaining('<Code>ExpiredToken</Code>') as unknown,
    });
  });

  it('sign one key for one expiry byte for byte alike all through its window, dated 75 minutes before it', async () => {
    const store = createGcsBlobStore({ bucket: BUCKET, storage: client });
    await store.put('results/r1.jpg', Buffer.from('jpeg'), 'image/jpeg');
    const expiresAt = new Date('2026-03-01T13:00:00.000Z');
    const signingTimes = ['2026-03-01T11:45:00.500Z', '2026-03-01T11:59:57.000Z', '2026-03-01T12:00:00.000Z'];
    const urls = new Set<string>();
    vi.useFakeTimers({ toFake: ['Date'], now: SIGNED_AT });
    for (const time of signingTimes) {
      vi.setSystemTime(new Date(time));
      urls.add(await store.signedUrl('results/r1.jpg', expiresAt));
    }
    vi.useRealTimers();

    expect(urls.size).toBe(1);
    const [url = ''] = urls;
    const query = new URL(url).searchParams;
    expect([query.get('X-Goog-Date'), query.get('X-Goog-Expires')]).toEqual(['20260301T114500Z', '4500']);
    clock = new Date('2026-03-01T12:00:03.000Z');
    expect(await readThroughSignedUrl(url)).toEqual(Buffer.from('jpeg'));
    clock = new Date('2026-03-01T13:00:01.000Z');
    expect(await readThroughSignedUrl(url)).toBeNull();
  });

  it('live at most the 7 days V4 allows, dated when signed once they live past 75 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: SIGNED_AT });
    const store = createGcsBlobStore({ bucket: BUCKET, storage: client });
    const sevenDaysOn = new Date(SIGNED_AT.getTime() + SEVEN_DAYS_SECONDS * 1000);
    const query = new URL(await store.signedUrl('results/r1.jpg', sevenDaysOn)).searchParams;
    expect([query.get('X-Goog-Date'), query.get('X-Goog-Expires')]).toEqual(['20260301T120000Z', '604800']);
    await expect(store.signedUrl('results/r1.jpg', new Date(sevenDaysOn.getTime() + 1000))).rejects.toBeInstanceOf(
      RangeError,
    );
  });
});

/**
 * The V4 string-to-sign of a GET of `path` signed at SIGNED_AT for `expires` seconds, written out from Google's
 * V4 signing rules: the canonical request (method, path, query sorted and encoded without the signature, the host
 * header, the signed header names, UNSIGNED-PAYLOAD), then algorithm, time, scope and the canonical request's hash.
 */
function v4StringToSign(path: string, expires: string): string {
  const scope = '20260301/auto/storage/goog4_request';
  const canonicalQuery = [
    'X-Goog-Algorithm=GOOG4-RSA-SHA256',
    `X-Goog-Credential=${encodeURIComponent(`${CLIENT_EMAIL}/${scope}`)}`,
    'X-Goog-Date=20260301T120000Z',
    `X-Goog-Expires=${expires}`,
    'X-Goog-SignedHeaders=host',
  ].join('&');
  const canonicalRequest = ['GET', path, canonicalQuery, 'host:127.0.0.1\n', 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  const hash = createHash('sha256').update(canonicalRequest).digest('hex');
  return ['GOOG4-RSA-SHA256', '20260301T120000Z', scope, hash].join('\n');
}
