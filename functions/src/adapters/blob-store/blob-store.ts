import { namedError } from '../../domain/named-error';

/** A stored object: its bytes and the content type it was stored with. */
export interface StoredBlob {
  buffer: Buffer;
  contentType: string;
}

/**
 * Where uploads and results live (docs/data-model.md#blob-storage): Cloud Storage in production, a local directory in
 * dev and tests. Keys are server-generated paths such as `users/{uid}/uploads/{uploadId}/base.jpg`
 * (domain/remix-job.ts; see isValidBlobKey).
 */
export interface BlobStore {
  /** Stores `buffer` under `key`, replacing any object there. */
  put(key: string, buffer: Buffer, contentType: string): Promise<void>;
  /** The object under `key`, or null when there is none. */
  get(key: string): Promise<StoredBlob | null>;
  /** Removes the object; removing a missing one is not an error (deletes are retried). */
  delete(key: string): Promise<void>;
  /**
   * Removes every object whose key starts with `prefix`, a valid key followed by `/` (see assertBlobPrefix), so
   * `users/u1/` never reaches `users/u10/...`; an empty folder is not an error.
   */
  deleteByPrefix(prefix: string): Promise<void>;
  /**
   * A URL that lets whoever holds it read the object until `expiresAt`: a whole second after the store's clock and
   * at most MAX_SIGNED_URL_MS after it, or a RangeError (see assertExpiry). The expiry is an instant rather than a
   * lifetime so that the store's clock, read a second later than the caller's, cannot move it: signing a key again
   * for the same expiry gives the same URL (on Cloud Storage while the expiry is at most SIGNED_URL_MAX_LIFETIME_MS
   * away, as signedUrlExpiry's in domain/remix-job.ts are), which the browser's cache then serves.
   */
  signedUrl(key: string, expiresAt: Date): Promise<string>;
}

/** A key or content type the store refuses; a bug in the caller, since keys are made by the server. */
export class InvalidBlobKeyError extends namedError('InvalidBlobKeyError') {}

const MAX_KEY_LENGTH = 512;
const MAX_SEGMENTS = 10;
/** A path segment starts with a letter or digit, so '.', '..' and hidden names cannot occur. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const CONTENT_TYPE = /^[a-z]+\/[a-z0-9][a-z0-9.+-]{0,99}$/;

/**
 * Whether `key` is a safe object key: up to 10 `/`-separated segments of letters, digits, `.`, `_` and `-`, each
 * starting with a letter or digit, 512 characters at most. No leading, trailing or double slash, no `..`, no
 * backslash, no percent-encoding: the same key is a safe relative path on disk and a plain object name in GCS.
 */
export function isValidBlobKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  const segments = key.split('/');
  return segments.length <= MAX_SEGMENTS && segments.every((segment) => SEGMENT.test(segment));
}

/** Throws InvalidBlobKeyError unless isValidBlobKey(key). */
export function assertBlobKey(key: string): void {
  if (!isValidBlobKey(key)) throw new InvalidBlobKeyError(`Invalid blob key ${JSON.stringify(key).slice(0, 80)}`);
}

/** Throws InvalidBlobKeyError unless `prefix` is a whole folder: a valid key and a trailing `/`. */
export function assertBlobPrefix(prefix: string): void {
  if (!prefix.endsWith('/') || !isValidBlobKey(prefix.slice(0, -1))) {
    throw new InvalidBlobKeyError(`Invalid blob prefix ${JSON.stringify(prefix).slice(0, 80)}`);
  }
}

/** Throws InvalidBlobKeyError unless the content type looks like `type/subtype` (lower case, no parameters). */
export function assertContentType(contentType: string): void {
  if (!CONTENT_TYPE.test(contentType))
    throw new InvalidBlobKeyError(`Invalid content type ${JSON.stringify(contentType).slice(0, 80)}`);
}

/**
 * The furthest ahead a signed URL may expire, in every store: the 7 days of Cloud Storage's V4 signatures
 * (node_modules/@google-cloud/storage/build/cjs/src/signer.js SEVEN_DAYS), so local runs refuse what production would.
 */
export const MAX_SIGNED_URL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Throws RangeError unless `expiresAt` is a valid instant on a whole second (both stores sign unix seconds, so any
 * fraction would be dropped silently), after the store's clock reading `nowMs` and at most MAX_SIGNED_URL_MS after it.
 */
export function assertExpiry(expiresAt: Date, nowMs: number): void {
  const expiresAtMs = expiresAt.getTime();
  if (!Number.isInteger(expiresAtMs / 1000)) {
    throw new RangeError(`A signed URL must expire on a whole second, got ${expiresAtMs} ms since the epoch`);
  }
  if (expiresAtMs <= nowMs || expiresAtMs - nowMs > MAX_SIGNED_URL_MS) {
    const storeTime = new Date(nowMs).toISOString();
    throw new RangeError(`A signed URL must expire within 7 days after ${storeTime}, got ${expiresAt.toISOString()}`);
  }
}
