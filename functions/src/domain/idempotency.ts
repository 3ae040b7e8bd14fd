import { createHash } from 'node:crypto';

// Pure rules of Idempotency-Keys (docs/api.md#idempotency): a key names one request of one caller, known by its
// fingerprint; the same key with the same request replays, with another it is refused.

/** One request's claim on an Idempotency-Key: the caller, the key, and the request's fingerprint. */
export interface IdempotentRequest {
  uid: string;
  key: string;
  fingerprint: string;
}

/** What a request is known by: its route, its path's ids, its canonical body and its files. */
export interface RequestParts {
  /** The method and route pattern, e.g. `POST /listings/:id/stagings`. */
  route: string;
  params?: Readonly<Record<string, string>>;
  /** The body as the route validated it (a JSON body), or its text fields (a multipart body). */
  body?: unknown;
  /** A multipart body's files by field name, in order. */
  files?: ReadonlyMap<string, readonly Buffer[]>;
}

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/**
 * The fingerprint of a request: SHA-256 of its canonical JSON (object keys sorted), files by their SHA-256, so two
 * requests have one fingerprint exactly when they ask for the same thing.
 */
export function requestFingerprint({ route, params = {}, body = null, files = new Map() }: RequestParts): string {
  const fileHashes = Object.fromEntries([...files].map(([field, buffers]) => [field, buffers.map(sha256)]));
  return sha256(canonicalJson({ route, params, body, files: fileHashes }));
}

/** JSON with every object's keys sorted, so equal values give equal text whatever order they were built in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** The id of the record that holds a caller's key: a hash, so neither the uid nor the key can be read from it. */
export function idempotencyRecordId(uid: string, key: string): string {
  return sha256(`idempotency-key\n${uid}\n${key}`).slice(0, 40);
}

/**
 * The id of what one request makes (a job, a batch): a hash of the caller, the key and the fingerprint under a
 * namespace, so a retry finds what its first attempt made and another request under the same key can never name it.
 * 40 hex characters: a valid Firestore document id and Cloud Tasks task id.
 */
export function idempotentId(namespace: string, { uid, key, fingerprint }: IdempotentRequest): string {
  return sha256(`${namespace}\n${uid}\n${key}\n${fingerprint}`).slice(0, 40);
}
