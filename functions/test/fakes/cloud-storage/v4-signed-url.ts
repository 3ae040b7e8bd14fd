import { createHash, verify, type KeyObject } from 'node:crypto';

/** Why Cloud Storage's XML API refuses a signed read: the HTTP status and the `<Code>` of its error. */
export interface SignedUrlRefusal {
  status: number;
  code: 'AuthorizationQueryParametersError' | 'SignatureDoesNotMatch' | 'ExpiredToken';
}

/** The most a V4 signature may live (node_modules/@google-cloud/storage/build/cjs/src/signer.js SEVEN_DAYS). */
const MAX_EXPIRES_SECONDS = 604_800;
const X_GOOG_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

/**
 * Why a V4 signed GET is refused, or null when it is good. As Cloud Storage does, the canonical request is rebuilt
 * from the URL (GOOG4-RSA-SHA256, the one signed header `host`, UNSIGNED-PAYLOAD) and the signature over its
 * string-to-sign is verified with the service account's public key; only then is the expiry checked.
 */
export function v4SignatureRefusal(url: URL, publicKey: KeyObject, now: Date): SignedUrlRefusal | null {
  const query = url.searchParams;
  const signature = query.get('X-Goog-Signature') ?? '';
  const date = X_GOOG_DATE.exec(query.get('X-Goog-Date') ?? '');
  const expires = Number(query.get('X-Goog-Expires'));
  const credential = query.get('X-Goog-Credential') ?? '';
  const wellFormed = query.get('X-Goog-Algorithm') === 'GOOG4-RSA-SHA256' && /^[0-9a-f]+$/.test(signature);
  if (!wellFormed || !date || !credential.includes('/'))
    return { status: 400, code: 'AuthorizationQueryParametersError' };
  if (!Number.isInteger(expires) || expires < 1 || expires > MAX_EXPIRES_SECONDS) {
    return { status: 400, code: 'AuthorizationQueryParametersError' };
  }
  const signed =
    query.get('X-Goog-SignedHeaders') === 'host' &&
    verify('RSA-SHA256', Buffer.from(stringToSign(url)), publicKey, Buffer.from(signature, 'hex'));
  if (!signed) return { status: 403, code: 'SignatureDoesNotMatch' };
  const [, year, month, day, hour, minute, second] = date;
  const signedAt = Date.parse(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
  return now.getTime() > signedAt + expires * 1000 ? { status: 400, code: 'ExpiredToken' } : null;
}

/** GOOG4-RSA-SHA256, the request time, the credential scope and the hex SHA-256 of the canonical request. */
function stringToSign(url: URL): string {
  const query = url.searchParams;
  const scope = (query.get('X-Goog-Credential') ?? '').split('/').slice(1).join('/');
  const canonicalHash = createHash('sha256').update(canonicalRequest(url)).digest('hex');
  return ['GOOG4-RSA-SHA256', query.get('X-Goog-Date'), scope, canonicalHash].join('\n');
}

/** Method, path, the sorted query without the signature, the `host` header, the signed headers, the payload. */
function canonicalRequest(url: URL): string {
  const canonicalQuery = [...url.searchParams.entries()]
    .filter(([name]) => name !== 'X-Goog-Signature')
    .map(([name, value]) => `${encodeRfc3986(name)}=${encodeRfc3986(value)}`)
    .sort()
    .join('&');
  return ['GET', url.pathname, canonicalQuery, `host:${url.hostname}\n`, 'host', 'UNSIGNED-PAYLOAD'].join('\n');
}

function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
