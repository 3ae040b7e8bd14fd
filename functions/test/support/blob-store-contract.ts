import { describe, expect, it } from 'vitest';
import { type BlobStore, InvalidBlobKeyError, MAX_SIGNED_URL_MS } from '../../src/adapters/blob-store/blob-store';

/** A store under test and what the contract needs to look behind it. */
export interface ContractSubject {
  store: BlobStore;
  /** The store's clock, which signed URL expiries must lie after. */
  now(): Date;
  /** Reads an object the way a browser would through a signed URL: its bytes, or null when the URL is refused. */
  readThroughSignedUrl(url: string): Promise<Buffer | null>;
  /** The keys the backend holds, sorted. */
  storedKeys(): Promise<string[]>;
}

const KEY = 'users/u1/uploads/up1/base.jpg';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);

/** The whole second `seconds` after the last whole second of `now`: an expiry a store accepts for seconds ≥ 1. */
function wholeSecondsAfter(now: Date, seconds: number): Date {
  return new Date((Math.floor(now.getTime() / 1000) + seconds) * 1000);
}

/**
 * What every BlobStore promises its callers (src/adapters/blob-store/blob-store.ts), run against each
 * implementation: `subject()` returns a fresh, empty store for every test.
 */
export function describeBlobStoreContract(name: string, subject: () => ContractSubject): void {
  describe(`${name} blob store contract`, () => {
    it('reads back what it stored, with its content type, under exactly that key', async () => {
      const { store, storedKeys } = subject();
      await store.put(KEY, JPEG, 'image/jpeg');
      expect(await store.get(KEY)).toEqual({ buffer: JPEG, contentType: 'image/jpeg' });
      expect(await storedKeys()).toEqual([KEY]);
    });

    it('replaces an object on a second put', async () => {
      const { store } = subject();
      await store.put(KEY, JPEG, 'image/jpeg');
      await store.put(KEY, Buffer.from('webp bytes'), 'image/webp');
      expect(await store.get(KEY)).toEqual({ buffer: Buffer.from('webp bytes'), contentType: 'image/webp' });
    });

    it('answers null for a missing object, and deletes a missing object quietly', async () => {
      const { store } = subject();
      expect(await store.get('results/none.jpg')).toBeNull();
      await expect(store.delete('results/none.jpg')).resolves.toBeUndefined();
    });

    it('deletes an object so that nothing of it stays behind', async () => {
      const { store, storedKeys } = subject();
      await store.put(KEY, JPEG, 'image/jpeg');
      await store.put('results/r1.jpg', JPEG, 'image/jpeg');
      await store.delete(KEY);
      expect(await store.get(KEY)).toBeNull();
      expect(await storedKeys()).toEqual(['results/r1.jpg']);
    });

    it('deletes a whole folder by prefix, across pages, and nothing beside it', async () => {
      const { store, storedKeys } = subject();
      const folder = [
        'users/u1/results/j1/lease-a.jpg',
        'users/u1/results/j1/lease-b.jpg',
        'users/u1/results/j1/x.jpg',
      ];
      const beside = ['users/u1/results/j1.jpg', 'users/u1/results/j10/lease-a.jpg', 'users/u1/uploads/j1/base.jpg'];
      for (const key of [...folder, ...beside]) await store.put(key, JPEG, 'image/jpeg');
      await store.deleteByPrefix('users/u1/results/j1/');
      expect(await storedKeys()).toEqual(beside);
    });

    it('deletes an empty folder quietly, and a key with a slash added is a folder, not that object', async () => {
      const { store, storedKeys } = subject();
      await store.put(KEY, JPEG, 'image/jpeg');
      await expect(store.deleteByPrefix('users/u9/')).resolves.toBeUndefined();
      await expect(store.deleteByPrefix(`${KEY}/`)).resolves.toBeUndefined();
      expect(await storedKeys()).toEqual([KEY]);
    });

    it.each(['', '/', 'users', 'users/u1', '../users/', 'users//', '/users/', 'users/%2e%2e/'])(
      'refuses the prefix %j, which is not a whole folder',
      async (prefix) => {
        const { store, storedKeys } = subject();
        await store.put(KEY, JPEG, 'image/jpeg');
        await expect(store.deleteByPrefix(prefix)).rejects.toBeInstanceOf(InvalidBlobKeyError);
        expect(await storedKeys()).toEqual([KEY]);
      },
    );

    it.each(['', '../secret', 'users//u1', '/users/u1', 'users/u1/', 'users/%2e%2e/x', 'a\\b'])(
      'refuses the key %j everywhere',
      async (key) => {
        const { store, now } = subject();
        await expect(store.put(key, JPEG, 'image/jpeg')).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.get(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.signedUrl(key, wholeSecondsAfter(now(), 60))).rejects.toBeInstanceOf(InvalidBlobKeyError);
      },
    );

    it('refuses a content type that is not type/subtype', async () => {
      const { store, storedKeys } = subject();
      await expect(store.put(KEY, JPEG, 'text/html; charset=utf-8')).rejects.toBeInstanceOf(InvalidBlobKeyError);
      expect(await storedKeys()).toEqual([]);
    });

    it('signs a URL that reads the object, and one whose signature was changed reads nothing', async () => {
      const { store, now, readThroughSignedUrl } = subject();
      await store.put(KEY, JPEG, 'image/jpeg');
      const url = await store.signedUrl(KEY, wholeSecondsAfter(now(), 600));
      expect(await readThroughSignedUrl(url)).toEqual(JPEG);
      expect(await readThroughSignedUrl(withTamperedSignature(url))).toBeNull();
    });

    it.each([
      ['not a time', () => new Date(Number.NaN)],
      ['now or before', (now: Date) => wholeSecondsAfter(now, 0)],
      ['between two seconds', (now: Date) => new Date(wholeSecondsAfter(now, 60).getTime() + 500)],
      ['more than 7 days away', (now: Date) => new Date(wholeSecondsAfter(now, 1).getTime() + MAX_SIGNED_URL_MS)],
    ])('refuses an expiry %s', async (_case, expiry) => {
      const { store, now } = subject();
      await expect(store.signedUrl(KEY, expiry(now()))).rejects.toThrow(RangeError);
    });
  });
}

/** The URL with the first character of its signature (`sig` or `X-Goog-Signature`) changed. */
function withTamperedSignature(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  const name = parsed.searchParams.has('sig') ? 'sig' : 'X-Goog-Signature';
  const signature = parsed.searchParams.get(name) ?? '';
  parsed.searchParams.set(name, `${signature.startsWith('a') ? 'b' : 'a'}${signature.slice(1)}`);
  return url.startsWith('/') ? `${parsed.pathname}${parsed.search}` : parsed.toString();
}
