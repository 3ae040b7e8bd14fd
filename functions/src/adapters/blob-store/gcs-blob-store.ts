import type { Bucket, GetFilesOptions, Storage } from '@google-cloud/storage';
import { SIGNED_URL_MAX_LIFETIME_MS } from '../../domain/remix-job';
import { assertBlobKey, assertBlobPrefix, assertContentType, assertExpiry, type BlobStore } from './blob-store';

/** Objects listed, and then deleted in parallel, per page of a prefix delete. */
const DELETE_PAGE_SIZE = 100;

/** Which bucket to use, and optionally a ready Storage client. */
export interface GcsBlobStoreOptions {
  bucket: string;
  storage?: Storage | undefined;
}

/**
 * Blobs in Cloud Storage (production; honours STORAGE_EMULATOR_HOST). A thin wrapper: save without resumable
 * upload (our objects are a few MB), download, delete ignoring a missing object, delete by prefix page by page, and
 * V4 signed read URLs dated by their expiry (see signingDate). The SDK is imported and the client created on first
 * use, so cold starts that never touch Storage do not pay for it.
 * gcs-blob-store.test.ts runs it through the real SDK against functions/test/fakes/cloud-storage/fake-cloud-storage.ts.
 */
export function createGcsBlobStore(options: GcsBlobStoreOptions): BlobStore {
  let opened: Promise<Bucket> | undefined;
  const bucket = () =>
    (opened ??= (async () => {
      const storage = options.storage ?? new (await import('@google-cloud/storage')).Storage();
      return storage.bucket(options.bucket);
    })());
  const file = async (key: string) => {
    assertBlobKey(key);
    return (await bucket()).file(key);
  };

  return {
    async put(key, buffer, contentType) {
      assertContentType(contentType);
      await (
        await file(key)
      ).save(buffer, { contentType, resumable: false, metadata: { cacheControl: 'private, max-age=0' } });
    },
    async get(key) {
      const object = await file(key);
      try {
        const [[buffer], [metadata]] = await Promise.all([object.download(), object.getMetadata()]);
        return { buffer, contentType: metadata.contentType ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as { code?: unknown }).code === 404) return null;
        throw error;
      }
    },
    async delete(key) {
      await (await file(key)).delete({ ignoreNotFound: true });
    },
    async deleteByPrefix(prefix) {
      assertBlobPrefix(prefix);
      // Not bucket.deleteFiles: it hands one query object to the listing and every delete, and the first delete
      // removes ignoreNotFound from it (node_modules/@google-cloud/storage/build/cjs/src/bucket.js deleteFiles,
      // nodejs-common/service-object.js delete), so an object deleted meanwhile by another caller would fail it.
      let pageToken: string | undefined;
      do {
        const [files, nextQuery] = await (await bucket()).getFiles(pageQuery(prefix, pageToken));
        await Promise.all(files.map((object) => object.delete({ ignoreNotFound: true })));
        pageToken = (nextQuery as GetFilesOptions | null)?.pageToken;
      } while (pageToken);
    },
    async signedUrl(key, expiresAt) {
      const nowMs = Date.now();
      assertExpiry(expiresAt, nowMs);
      const [url] = await (
        await file(key)
      ).getSignedUrl({
        version: 'v4',
        action: 'read',
        expires: expiresAt,
        accessibleAt: signingDate(expiresAt, nowMs),
      });
      return url;
    },
  };
}

/**
 * The X-Goog-Date of a V4 URL expiring at `expiresAt`, signed at `nowMs`. The SDK signs from `accessibleAt` (by
 * default now): X-Goog-Date is that second and X-Goog-Expires the seconds from it to `expires`, at most 7 days
 * (node_modules/@google-cloud/storage/build/cjs/src/signer.js getSignedUrlV4), so dating every URL now would make each
 * second's URL another. A URL expiring within SIGNED_URL_MAX_LIFETIME_MS, as every signedUrlExpiry does, is dated that
 * long before its expiry instead: an instant fixed by the expiry and never after now, so the same key and expiry sign
 * byte for byte the same URL, and Cloud Storage honours it from the first request. A URL that lives longer is dated
 * now, within the 7 days assertExpiry allows.
 */
function signingDate(expiresAt: Date, nowMs: number): Date {
  return new Date(Math.min(expiresAt.getTime() - SIGNED_URL_MAX_LIFETIME_MS, nowMs));
}

/** One page of the listing under `prefix`, from `pageToken` on. */
function pageQuery(prefix: string, pageToken: string | undefined): GetFilesOptions {
  return { prefix, autoPaginate: false, maxResults: DELETE_PAGE_SIZE, ...(pageToken ? { pageToken } : {}) };
}
