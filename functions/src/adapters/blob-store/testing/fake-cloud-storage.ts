import { createHash, createVerify, type KeyObject } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Cloud Storage for the real `@google-cloud/storage` SDK, speaking the JSON API as the SDK calls it
 * (node_modules/@google-cloud/storage/build/cjs/src: file.js startSimpleUpload_, createReadStream, delete,
 * getMetadata and getSignedUrl; bucket.js getFiles; nodejs-common/util.js makeWritableStream for the
 * multipart/related upload; signer.js for V4 signing) and answering with the object resource, hashes and errors
 * the SDK checks: it refuses an upload whose answer lacks `crc32c`/`md5Hash`, and a download whose `x-goog-hash`
 * does not match its bytes. Reads through a V4 signed URL (XML API path `/{bucket}/{object}`) are served only when
 * the signature, recomputed here, verifies with the signing key's public half and the URL has not expired.
 */
export interface FakeCloudStorage {
  /** `http://127.0.0.1:port`: the Storage client's `apiEndpoint`. */
  endpoint: string;
  /** Names of the bucket's objects, sorted. */
  objectNames(): string[];
  close(): Promise<void>;
}

interface StoredObject {
  bytes: Buffer;
  contentType: string;
  cacheControl: string | undefined;
  generation: number;
}

/** Options: the bucket it holds, the public key V4 signatures must verify with, and its clock. */
export interface FakeCloudStorageOptions {
  bucket: string;
  signingKey: KeyObject;
  now?: () => Date;
}

/** GCS lists at most 1000 objects a page; a small page makes the SDK follow `nextPageToken`. */
const LIST_PAGE_SIZE = 2;
const JSON_API = /^\/storage\/v1\/b\/([^/]+)\/o(?:\/(.+))?$/;
const UPLOAD_API = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/;

export async function startFakeCloudStorage(options: FakeCloudStorageOptions): Promise<FakeCloudStorage> {
  const objects = new Map<string, StoredObject>();
  let generation = 1_700_000_000_000_000;
  const now = options.now ?? (() => new Date());

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // The Host header, as a signed URL's canonical request names the host the client asked for.
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    const upload = UPLOAD_API.exec(url.pathname);
    const json = JSON_API.exec(url.pathname);
    const bucket = decodeURIComponent((upload ?? json)?.[1] ?? '');
    if ((upload || json) && bucket !== options.bucket) return sendError(res, 404, 'notFound', 'The specified bucket does not exist.');
    if (upload && req.method === 'POST') return receiveUpload(req, res, url);
    if (json && json[2] === undefined && req.method === 'GET') return list(res, url);
    if (json && json[2] !== undefined) return objectCall(req, res, url, decodeURIComponent(json[2]));
    if (req.method === 'GET') return signedRead(res, url);
    sendError(res, 404, 'notFound', `No route for ${req.method} ${url.pathname}`);
  }

  async function receiveUpload(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const body = Buffer.concat(await req.toArray());
    const parsed = url.searchParams.get('uploadType') === 'multipart' ? parseMultipartRelated(req.headers['content-type'], body) : null;
    if (!parsed) return sendError(res, 400, 'invalid', 'Upload requests must be multipart/related with metadata and media parts.');
    const name = url.searchParams.get('name') ?? (typeof parsed.metadata.name === 'string' ? parsed.metadata.name : '');
    if (!name) return sendError(res, 400, 'required', 'Required: object name');
    generation += 1;
    const cacheControl = typeof parsed.metadata.cacheControl === 'string' ? parsed.metadata.cacheControl : undefined;
    const stored = { bytes: parsed.media, contentType: parsed.mediaType, cacheControl, generation };
    objects.set(name, stored);
    sendJson(res, 200, resource(name, stored));
  }

  function list(res: ServerResponse, url: URL): void {
    const prefix = url.searchParams.get('prefix') ?? '';
    const names = [...objects.keys()].filter((name) => name.startsWith(prefix)).sort();
    const start = Number(url.searchParams.get('pageToken') ?? 0);
    const page = names.slice(start, start + LIST_PAGE_SIZE);
    const next = start + LIST_PAGE_SIZE < names.length ? { nextPageToken: String(start + LIST_PAGE_SIZE) } : {};
    sendJson(res, 200, { kind: 'storage#objects', items: page.map((name) => resource(name, objects.get(name) as StoredObject)), ...next });
  }

  function objectCall(req: IncomingMessage, res: ServerResponse, url: URL, name: string): void {
    const stored = objects.get(name);
    if (!stored) return sendError(res, 404, 'notFound', `No such object: ${options.bucket}/${name}`);
    if (req.method === 'DELETE') {
      objects.delete(name);
      res.writeHead(204).end();
    } else if (req.method === 'GET' && url.searchParams.get('alt') === 'media') {
      sendMedia(res, stored);
    } else if (req.method === 'GET') {
      sendJson(res, 200, resource(name, stored));
    } else {
      sendError(res, 405, 'methodNotAllowed', `${req.method} is not supported here`);
    }
  }

  function signedRead(res: ServerResponse, url: URL): void {
    const [, bucket = '', ...rest] = url.pathname.split('/');
    const name = rest.map(decodeURIComponent).join('/');
    const refusal = v4SignatureRefusal(url, options.signingKey, now());
    if (refusal) return sendXmlError(res, refusal.status, refusal.code);
    const stored = bucket === options.bucket ? objects.get(name) : undefined;
    if (!stored) return sendXmlError(res, 404, 'NoSuchKey');
    sendMedia(res, stored);
  }

  function resource(name: string, stored: StoredObject) {
    const id = `${options.bucket}/${name}/${stored.generation}`;
    const time = now().toISOString();
    return {
      kind: 'storage#object',
      id,
      name,
      bucket: options.bucket,
      generation: String(stored.generation),
      metageneration: '1',
      contentType: stored.contentType,
      size: String(stored.bytes.byteLength),
      md5Hash: md5Of(stored.bytes),
      crc32c: crc32cOf(stored.bytes),
      ...(stored.cacheControl ? { cacheControl: stored.cacheControl } : {}),
      timeCreated: time,
      updated: time,
    };
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => sendError(res, 500, 'backendError', String(error)));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objectNames: () => [...objects.keys()].sort(),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

function sendMedia(res: ServerResponse, stored: StoredObject): void {
  res.writeHead(200, {
    'Content-Type': stored.contentType,
    'Content-Length': stored.bytes.byteLength,
    'x-goog-hash': `crc32c=${crc32cOf(stored.bytes)},md5=${md5Of(stored.bytes)}`,
    'x-goog-stored-content-encoding': 'identity',
    'x-goog-generation': String(stored.generation),
  });
  res.end(stored.bytes);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
}

/** The JSON API's error shape: `{ error: { code, message, errors: [{ message, domain, reason }] } }`. */
function sendError(res: ServerResponse, status: number, reason: string, message: string): void {
  sendJson(res, status, { error: { code: status, message, errors: [{ message, domain: 'global', reason }] } });
}

/** The XML API's error, as signed URLs get it. */
function sendXmlError(res: ServerResponse, status: number, code: string): void {
  res.writeHead(status, { 'Content-Type': 'application/xml; charset=UTF-8' });
  res.end(`<?xml version='1.0' encoding='UTF-8'?><Error><Code>${code}</Code></Error>`);
}

/** The two parts of the SDK's simple upload: JSON metadata, then the media with its content type. */
function parseMultipartRelated(contentType: string | undefined, body: Buffer) {
  const boundary = /^multipart\/related;\s*boundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
  if (!boundary) return null;
  const parts = splitParts(body, boundary);
  if (parts.length !== 2) return null;
  const [metadataPart, mediaPart] = parts as [Part, Part];
  if (!/^application\/json/i.test(metadataPart.headers['content-type'] ?? '')) return null;
  const metadata = JSON.parse(metadataPart.body.toString('utf8')) as Record<string, unknown>;
  return { metadata, media: mediaPart.body, mediaType: mediaPart.headers['content-type'] ?? 'application/octet-stream' };
}

interface Part {
  headers: Record<string, string>;
  body: Buffer;
}

function splitParts(body: Buffer, boundary: string): Part[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Part[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const afterDelimiter = start + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, afterDelimiter);
    if (next === -1) return [];
    const part = body.subarray(afterDelimiter + 2, next - 2);
    const headEnd = part.indexOf('\r\n\r\n');
    const headers = Object.fromEntries(
      part
        .subarray(0, headEnd)
        .toString('utf8')
        .split('\r\n')
        .map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    parts.push({ headers, body: part.subarray(headEnd + 4) });
    start = next;
  }
  return parts;
}

/**
 * Why a V4 signed read is refused, or null when it is good: the canonical request and string-to-sign are rebuilt
 * from the URL as Cloud Storage does (GOOG4-RSA-SHA256, signed header `host`, UNSIGNED-PAYLOAD), then the signature
 * is verified with the public key.
 */
export function v4SignatureRefusal(url: URL, publicKey: KeyObject, now: Date): { status: number; code: string } | null {
  const query = url.searchParams;
  const signature = query.get('X-Goog-Signature');
  const date = query.get('X-Goog-Date') ?? '';
  const expires = Number(query.get('X-Goog-Expires'));
  const credential = query.get('X-Goog-Credential') ?? '';
  if (query.get('X-Goog-Algorithm') !== 'GOOG4-RSA-SHA256' || !signature || !/^\d{8}T\d{6}Z$/.test(date) || !credential) {
    return { status: 400, code: 'AuthorizationQueryParametersError' };
  }
  if (!Number.isInteger(expires) || expires < 1 || expires > 604_800) return { status: 400, code: 'AuthorizationQueryParametersError' };
  const canonicalQuery = [...query.entries()]
    .filter(([name]) => name !== 'X-Goog-Signature')
    .map(([name, value]) => `${encodeRfc3986(name)}=${encodeRfc3986(value)}`)
    .sort()
    .join('&');
  const signedHeaders = query.get('X-Goog-SignedHeaders') ?? '';
  const canonicalRequest = ['GET', url.pathname, canonicalQuery, `host:${url.hostname}\n`, signedHeaders, 'UNSIGNED-PAYLOAD'].join('\n');
  const scope = credential.split('/').slice(1).join('/');
  const stringToSign = ['GOOG4-RSA-SHA256', date, scope, createHash('sha256').update(canonicalRequest).digest('hex')].join('\n');
  const verifier = createVerify('RSA-SHA256');
  verifier.update(stringToSign);
  if (signedHeaders !== 'host' || !verifier.verify(publicKey, Buffer.from(signature, 'hex'))) {
    return { status: 403, code: 'SignatureDoesNotMatch' };
  }
  const signedAt = Date.parse(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`);
  if (now.getTime() > signedAt + expires * 1000) return { status: 400, code: 'ExpiredToken' };
  return null;
}

function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

function md5Of(bytes: Buffer): string {
  return createHash('md5').update(bytes).digest('base64');
}

/** CRC32C (Castagnoli), big-endian and base64 as Cloud Storage reports it; zlib only has the IEEE polynomial. */
function crc32cOf(bytes: Buffer): string {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC32C_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  const out = Buffer.alloc(4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return out.toString('base64');
}

const CRC32C_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? (value >>> 1) ^ 0x82f63b78 : value >>> 1;
  return value >>> 0;
});
