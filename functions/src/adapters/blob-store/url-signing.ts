import { API_PREFIX } from '@roomremix/contracts/api-paths';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isValidBlobKey } from './blob-store';

/** Where the API serves local blobs (`GET /api/files/<key>?expires=&sig=`). */
export const LOCAL_FILES_PATH = `${API_PREFIX}/files`;

/** The outcome of checking a signed file URL. */
export type SignedUrlCheck = 'valid' | 'expired' | 'invalid';

/** An HMAC-SHA256 in unpadded base64url: 43 characters. */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
const UNIX_SECONDS = /^\d{1,12}$/;

/**
 * The signature of a file URL: HMAC-SHA256 with the URL signing secret over the key and the expiry (unix seconds)
 * joined by a line break (which no key contains, so no two pairs sign the same text), in unpadded base64url.
 */
export function signBlobUrl(secret: string, key: string, expiresAtUnix: number): string {
  return createHmac('sha256', secret).update(`${key}\n${expiresAtUnix}`).digest('base64url');
}

/** Signs and checks the local blob store's file URLs. */
export interface UrlSigner {
  /** `/api/files/<key>?expires=<unix>&sig=<signature>`, each key segment URL-encoded. */
  url(key: string, expiresAtUnix: number): string;
  /**
   * Checks the query of a file URL. The key must be valid, `expires` whole unix seconds and `sig` its signature
   * (compared in constant time); a genuine URL whose time has passed is 'expired'. `now` defaults to the clock.
   */
  verify(key: string, expires: unknown, sig: unknown, now?: Date): SignedUrlCheck;
}

/** A signer for `secret` whose URLs start with `pathPrefix` (default /api/files). */
export function createUrlSigner(secret: string, pathPrefix = LOCAL_FILES_PATH): UrlSigner {
  if (secret.length === 0) throw new Error('The URL signing secret is empty');
  return {
    url(key, expiresAtUnix) {
      const path = key.split('/').map(encodeURIComponent).join('/');
      return `${pathPrefix}/${path}?expires=${expiresAtUnix}&sig=${signBlobUrl(secret, key, expiresAtUnix)}`;
    },
    verify(key, expires, sig, now = new Date()) {
      if (!isValidBlobKey(key)) return 'invalid';
      const expiresText = typeof expires === 'number' ? String(expires) : expires;
      if (typeof expiresText !== 'string' || !UNIX_SECONDS.test(expiresText)) return 'invalid';
      if (typeof sig !== 'string' || !SIGNATURE.test(sig)) return 'invalid';
      // The texts are compared, not the decoded bytes, so only the one canonical spelling of a signature passes.
      const expected = Buffer.from(signBlobUrl(secret, key, Number(expiresText)), 'latin1');
      const given = Buffer.from(sig, 'latin1');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return Number(expiresText) * 1000 <= now.getTime() ? 'expired' : 'valid';
    },
  };
}
