import type { KeyObject } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseMultipartRelated } from './multipart-related';
import { crc32cOf, md5Of } from './object-hashes';
import { v4SignatureRefusal } from './v4-signed-url';

/**
 * A local Cloud Storage for the real `@google-cloud/storage` SDK, speaking the JSON API as the SDK calls it
 * (node_modules/@google-cloud/storage/build/cjs/src: file.js startSimpleUpload_, createReadStream, delete,
 * getMetadata and getSignedUrl; bucket.js getFiles; nodejs-common/util.js makeWritableStream for the
 * multipart/related upload; signer.js for V4 signing) and answering with the object resource, hashes and errors
 * the SDK checks: it refuses an upload whose answer lacks `crc32c`/`md5Hash`, and a download whose `x-goog-hash`
 * does not match its bytes. Uploads are `uploadType=multipart` only: that is all the SDK sends for a non-resumable
 * save (`uploadType=media` never comes from it). Errors take the JSON API's shape, and a bucket other than the one
 * it holds is a 404. Reads through a V4 signed URL (XML API path `/{bucket}/{object}`) are served only when the
 * signature, recomputed in v4-signed-url.ts, verifies with the signing key's public half and has not expired.
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

/**
 * GCS lists at most 1000 objects a page and may answer with fewer than `maxResults`; a small page makes every list
 * test follow `nextPageToken`.
 */
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
    if ((upload || json) && bucket !== options.bucket)
      return sendError(res, 404, 'notFound', 'The specified bucket does not exist.');
    if (upload && req.method === 'POST') return receiveUpload(req, res, url);
    if (json && json[2] === undefined && req.method === 'GET') return list(res, url);
    if (json && json[2] !== undefined) return objectCall(req, res, url, decodeURIComponent(json[2]));
    if (req.method === 'GET') return signedRead(res, url);
    sendError(res, 404, 'notFound', `No route for ${req.method} ${url.pathname}`);
  }

  async function receiveUpload(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const body = Buffer.concat(await req.toArray());
    const parsed =
      url.searchParams.get('uploadType') === 'multipart'
        ? parseMultipartRelated(req.headers['content-type'], body)
        : null;
    if (!parsed)
      return sendError(res, 400, 'invalid', 'Upload requests must be multipart/related with metadata and media parts.');
    const name = url.searchParams.get('name') ?? (typeof parsed.metadata.name === 'string' ? parsed.metadata.name : '');
    if (!name) return sendError(res, 400, 'required', 'Required: object name');
    generation += 1;
    const cacheControl = typeof parsed.metadata.cacheControl === 'string' ? parsed.metadata.cacheControl : undefined;
    const stored = { bytes: parsed.media, contentType: parsed.mediaType, cacheControl, generation };
    objects.set(name, stored);
    sendJson(res, 200, resource(name, stored));
  }

  /**
   * A page of names under `prefix` in name order. As in GCS, the page token names where the last page ended, not an
   * offset, so deleting the objects of one page while listing (as a prefix delete does) skips none of the next.
   */
  function list(res: ServerResponse, url: URL): void {
    const prefix = url.searchParams.get('prefix') ?? '';
    const after = url.searchParams.has('pageToken') ? lastNameOf(url.searchParams.get('pageToken') ?? '') : '';
    if (after === null) return sendError(res, 400, 'invalid', 'Invalid pageToken');
    const pageSize = Math.min(
      Number(url.searchParams.get('maxResults') ?? LIST_PAGE_SIZE) || LIST_PAGE_SIZE,
      LIST_PAGE_SIZE,
    );
    const names = [...objects.keys()].filter((name) => name.startsWith(prefix) && name > after).sort();
    const page = names.slice(0, pageSize);
    const next = names.length > pageSize ? { nextPageToken: pageTokenAfter(page.at(-1) ?? '') } : {};
    const items = page.map((name) => resource(name, objects.get(name) as StoredObject));
    sendJson(res, 200, { kind: 'storage#objects', items, ...next });
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

/** An opaque page token, as GCS's are, naming the last object of the page. */
function pageTokenAfter(name: string): string {
  return Buffer.from(`after:${name}`).toString('base64url');
}

function lastNameOf(pageToken: string): string | null {
  const text = Buffer.from(pageToken, 'base64url').toString('utf8');
  return text.startsWith('after:') ? text.slice('after:'.length) : null;
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
