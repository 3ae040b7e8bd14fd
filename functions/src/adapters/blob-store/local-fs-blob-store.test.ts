import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { readImageEngine } from '../image-engine/engine-config';
import { InvalidBlobKeyError, isValidBlobKey } from './blob-store';
import { describeBlobStoreContract } from '../../../test/support/blob-store-contract';
import { createBlobStore, isLocalFsBlobStore } from './create-blob-store';
import { createLocalFsBlobStore, type LocalFsBlobStore } from './local-fs-blob-store';
import { createUrlSigner, signBlobUrl } from './url-signing';

const SECRET = 'test-url-signing-secret-of-at-least-32-chars';
const NOW = new Date('2026-03-01T12:00:00Z');
const NOW_UNIX = NOW.getTime() / 1000;
/** The instant `seconds` after the stores' fixed clock, as signed URLs are asked to expire. */
const secondsAfterNow = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
let directory: string;
let store: LocalFsBlobStore;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'roomremix-blobs-'));
  store = createLocalFsBlobStore({ directory, urlSigningSecret: SECRET, now: () => NOW });
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** Every file under the store's directory, relative, sorted. */
async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(directory.length + 1))
    .sort();
}

/** The key, expires and sig of a signed URL. */
function partsOf(url: string) {
  const parsed = new URL(url, 'http://localhost');
  return {
    path: parsed.pathname,
    key: parsed.pathname
      .replace(/^\/api\/files\//, '')
      .split('/')
      .map(decodeURIComponent)
      .join('/'),
    expires: parsed.searchParams.get('expires'),
    sig: parsed.searchParams.get('sig'),
  };
}

describeBlobStoreContract('local-fs', () => ({
  store,
  now: () => NOW,
  // What GET /api/files/* does with a signed URL: check it, then read the object.
  async readThroughSignedUrl(url) {
    const { key, expires, sig } = partsOf(url);
    return store.verifySignedUrl(key, expires, sig) === 'valid' ? ((await store.get(key))?.buffer ?? null) : null;
  },
  storedKeys: async () =>
    (await filesOnDisk()).filter((path) => path.startsWith('data/')).map((path) => path.slice('data/'.length)),
}));

describe('local-fs blob store', () => {
  it('stores, reads back and deletes an object with its content type', async () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]);
    await store.put('users/u1/jobs/j1/base.jpg', bytes, 'image/jpeg');
    expect(await store.get('users/u1/jobs/j1/base.jpg')).toEqual({ buffer: bytes, contentType: 'image/jpeg' });
    expect(await filesOnDisk()).toEqual(['data/users/u1/jobs/j1/base.jpg', 'meta/users/u1/jobs/j1/base.jpg.json']);

    await store.delete('users/u1/jobs/j1/base.jpg');
    expect(await store.get('users/u1/jobs/j1/base.jpg')).toBeNull();
    expect(await filesOnDisk()).toEqual([]);
  });

  it('replaces an object on a second put, leaving no temporary files', async () => {
    await store.put('results/r1.jpg', Buffer.from('one'), 'image/jpeg');
    await store.put('results/r1.jpg', Buffer.from('two'), 'image/webp');
    expect(await store.get('results/r1.jpg')).toEqual({ buffer: Buffer.from('two'), contentType: 'image/webp' });
    expect(await filesOnDisk()).toEqual(['data/results/r1.jpg', 'meta/results/r1.jpg.json']);
  });

  it('answers null for a missing object and deletes a missing object quietly', async () => {
    expect(await store.get('nothing/here.jpg')).toBeNull();
    await expect(store.delete('nothing/here.jpg')).resolves.toBeUndefined();
  });

  it('answers null when the data went missing after the meta was read', async () => {
    await store.put('a/b.jpg', Buffer.from('x'), 'image/jpeg');
    await rm(join(directory, 'data/a/b.jpg'));
    expect(await store.get('a/b.jpg')).toBeNull();
  });

  it('keeps parallel writes of different keys apart', async () => {
    const keys = Array.from({ length: 20 }, (_, i) => `jobs/j${i}/ref-${i}.jpg`);
    await Promise.all(keys.map((key, i) => store.put(key, Buffer.from(`object ${i}`), 'image/jpeg')));
    const read = await Promise.all(keys.map((key) => store.get(key)));
    expect(read.map((blob) => blob?.buffer.toString())).toEqual(keys.map((_, i) => `object ${i}`));
  });

  it.each([
    '../escape.jpg',
    'a/../../escape.jpg',
    '/etc/passwd',
    'a//b.jpg',
    'a/b/',
    '.hidden',
    'a/.hidden/b.jpg',
    'a\\..\\b.jpg',
    'a/%2e%2e/b.jpg',
    'a/b c.jpg',
    'a/ü.jpg',
    '',
    'x'.repeat(513),
    Array.from({ length: 11 }, () => 'a').join('/'),
  ])('refuses the key %j for every operation', async (key) => {
    expect(isValidBlobKey(key)).toBe(false);
    await expect(store.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toBeInstanceOf(InvalidBlobKeyError);
    await expect(store.get(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
    await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
    await expect(store.signedUrl(key, secondsAfterNow(60))).rejects.toBeInstanceOf(InvalidBlobKeyError);
    expect(await filesOnDisk()).toEqual([]);
  });

  it('cannot be led outside its directory even by a file planted beside it', async () => {
    await writeFile(join(directory, '..', `${directory.split('/').at(-1)}-secret.txt`), 'secret');
    await expect(store.get(`../${directory.split('/').at(-1)}-secret.txt`)).rejects.toBeInstanceOf(InvalidBlobKeyError);
    await rm(join(directory, '..', `${directory.split('/').at(-1)}-secret.txt`));
  });

  it.each(['image/jpeg; charset=binary', 'text/html\r\nX-Injected: 1', 'IMAGE/JPEG', '', 'jpeg'])(
    'refuses the content type %j',
    async (contentType) => {
      await expect(store.put('a/b.jpg', Buffer.from('x'), contentType)).rejects.toBeInstanceOf(InvalidBlobKeyError);
    },
  );

  it.each(['users/u1/base.jpg', 'a', 'A-1_b.c/d.e', 'results/2026/03/01/r.webp'])('accepts the key %j', async (key) => {
    expect(isValidBlobKey(key)).toBe(true);
    await store.put(key, Buffer.from('ok'), 'image/jpeg');
    expect((await store.get(key))?.buffer.toString()).toBe('ok');
  });
});

describe('local-fs signed URLs', () => {
  it('signs /api/files/<key> with an expiry and an HMAC-SHA256 of key and expiry', async () => {
    const url = await store.signedUrl('users/u1/jobs/j1/result.jpg', secondsAfterNow(900));
    const parts = partsOf(url);
    expect(parts.path).toBe('/api/files/users/u1/jobs/j1/result.jpg');
    expect(parts.expires).toBe(String(NOW_UNIX + 900));
    expect(parts.sig).toBe(signBlobUrl(SECRET, 'users/u1/jobs/j1/result.jpg', NOW_UNIX + 900));
    expect(parts.sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(store.verifySignedUrl(parts.key, parts.expires, parts.sig)).toBe('valid');
  });

  it('is valid until the second it expires, then expired', async () => {
    const { key, expires, sig } = partsOf(await store.signedUrl('r/x.jpg', secondsAfterNow(60)));
    expect(store.verifySignedUrl(key, expires, sig, new Date(NOW.getTime() + 59_999))).toBe('valid');
    expect(store.verifySignedUrl(key, expires, sig, new Date(NOW.getTime() + 60_000))).toBe('expired');
    expect(store.verifySignedUrl(key, expires, sig, new Date(NOW.getTime() + 86_400_000))).toBe('expired');
  });

  it.each([
    ['another key', (p: Parts) => ({ ...p, key: 'r/y.jpg' })],
    ['a later expiry', (p: Parts) => ({ ...p, expires: String(Number(p.expires) + 3600) })],
    [
      'a flipped signature character',
      (p: Parts) => ({ ...p, sig: `${p.sig.slice(0, 10)}${p.sig[10] === 'A' ? 'B' : 'A'}${p.sig.slice(11)}` }),
    ],
    ['a signature with padding', (p: Parts) => ({ ...p, sig: `${p.sig}=` })],
    ['a truncated signature', (p: Parts) => ({ ...p, sig: p.sig.slice(0, 42) })],
    ['no signature', (p: Parts) => ({ ...p, sig: undefined })],
    ['no expiry', (p: Parts) => ({ ...p, expires: undefined })],
    ['an expiry that is not a number', (p: Parts) => ({ ...p, expires: '17e8' })],
    ['a negative expiry', (p: Parts) => ({ ...p, expires: `-${p.expires}` })],
    ['repeated query values (arrays)', (p: Parts) => ({ ...p, sig: [p.sig, p.sig] })],
    [
      'a traversal key with a signature made for it',
      (p: Parts) => ({ ...p, key: '../r/x.jpg', sig: signBlobUrl(SECRET, '../r/x.jpg', Number(p.expires)) }),
    ],
    [
      'a signature made with another secret',
      (p: Parts) => ({ ...p, sig: signBlobUrl('another-secret-another-secret-another', p.key, Number(p.expires)) }),
    ],
  ])('is invalid with %s', async (_case, tamper) => {
    const original = partsOf(await store.signedUrl('r/x.jpg', secondsAfterNow(60)));
    const parts = tamper({ key: original.key, expires: original.expires ?? '', sig: original.sig ?? '' });
    expect(store.verifySignedUrl(parts.key, parts.expires, parts.sig)).toBe('invalid');
  });

  it('checks the signature before the expiry, so a tampered expired URL is invalid, not expired', async () => {
    const { key, expires } = partsOf(await store.signedUrl('r/x.jpg', secondsAfterNow(60)));
    expect(store.verifySignedUrl(key, expires, 'A'.repeat(43), new Date(NOW.getTime() + 120_000))).toBe('invalid');
  });

  it('accepts a numeric expiry as well as the query text', async () => {
    const { key, expires, sig } = partsOf(await store.signedUrl('r/x.jpg', secondsAfterNow(60)));
    expect(store.verifySignedUrl(key, Number(expires), sig)).toBe('valid');
  });

  it('signs the URL of the expiry it is given, the same whatever second its clock reads', async () => {
    let clock = NOW;
    const ticking = createLocalFsBlobStore({ directory, urlSigningSecret: SECRET, now: () => clock });
    const expiresAt = secondsAfterNow(3600);
    const first = await ticking.signedUrl('r/x.jpg', expiresAt);
    clock = new Date(NOW.getTime() + 1_001);
    expect(await ticking.signedUrl('r/x.jpg', expiresAt)).toBe(first);
    expect(partsOf(first).expires).toBe(String(NOW_UNIX + 3600));
  });

  it('accepts an expiry exactly 7 days away, the most the contract allows', async () => {
    const { expires } = partsOf(await store.signedUrl('r/x.jpg', secondsAfterNow(7 * 24 * 60 * 60)));
    expect(expires).toBe(String(NOW_UNIX + 7 * 24 * 60 * 60));
  });

  it('URL-encodes nothing a valid key can hold, and one signer checks what another with the same secret made', () => {
    const url = createUrlSigner(SECRET).url('a.b/c_d-e.jpg', NOW_UNIX + 5);
    expect(url).toBe(
      `/api/files/a.b/c_d-e.jpg?expires=${NOW_UNIX + 5}&sig=${signBlobUrl(SECRET, 'a.b/c_d-e.jpg', NOW_UNIX + 5)}`,
    );
    const { key, expires, sig } = partsOf(url);
    expect(createUrlSigner(SECRET).verify(key, expires, sig, NOW)).toBe('valid');
    expect(createUrlSigner('other-secret-other-secret-other-secret').verify(key, expires, sig, NOW)).toBe('invalid');
  });
});

describe('createBlobStore', () => {
  it('makes the local-fs store in the directory from the config, signing with its secret', async () => {
    const config = loadConfig({ LOCAL_BLOB_DIR: directory, URL_SIGNING_SECRET: SECRET }, readImageEngine);
    const fromConfig = createBlobStore(config);
    expect(isLocalFsBlobStore(fromConfig)).toBe(true);
    await fromConfig.put('k/v.jpg', Buffer.from('v'), 'image/jpeg');
    expect((await stat(join(directory, 'data/k/v.jpg'))).isFile()).toBe(true);
    const { key, expires, sig } = partsOf(
      await fromConfig.signedUrl('k/v.jpg', new Date((Math.floor(Date.now() / 1000) + 60) * 1000)),
    );
    expect(sig).toBe(signBlobUrl(SECRET, 'k/v.jpg', Number(expires)));
    if (isLocalFsBlobStore(fromConfig)) expect(fromConfig.verifySignedUrl(key, expires, sig)).toBe('valid');
  });

  it('makes the gcs store for BLOB_STORE=gcs without touching the network', () => {
    const config = loadConfig(
      { BLOB_STORE: 'gcs', STORAGE_BUCKET: 'demo-bucket', URL_SIGNING_SECRET: SECRET },
      readImageEngine,
    );
    expect(isLocalFsBlobStore(createBlobStore(config))).toBe(false);
  });
});

interface Parts {
  key: string;
  expires: unknown;
  sig: string;
}
