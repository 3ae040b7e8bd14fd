import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import {
  AUTH_MESSAGES,
  COUPON_MESSAGES,
  PAYMENT_MESSAGES,
  REQUEST_MESSAGES,
  UPLOAD_MESSAGES,
} from '@roomremix/contracts/messages';
import { describe, expect, it } from 'vitest';
import { collections } from '../src/adapters/firestore/collections';
import { JSON_BODY_LIMIT_BYTES } from '../src/http/middleware/json-body';
import { newRegistration, PASSWORD, signUp, usernameOwner } from './support/accounts';
import { apiClient } from './support/api-client';
import { fieldRefusal, JOB_NOT_FOUND, RESULT_NOT_FOUND } from './support/api-errors';
import { balanceOf } from './support/payments';
import { openSocket, requestHead, sendRaw } from './support/raw-http';
import { blobsOf, entriesOf, type RemixUser, sendAs, userWithTokens, useTestImages } from './support/remix';
import { type TestApp, useTestApp } from './support/test-app';

const TOKENS = 3;

const inProcess = useTestApp();
const cloudFunctions = useTestApp({ cloudFunctionsRuntime: true });
const images = useTestImages();

/** A remix form whose body stops inside the base image: no rest of the file, no closing boundary. */
function cutOffUpload(image: Buffer): { boundary: string; body: Buffer } {
  const boundary = `----cut-${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="roomStyle"\r\n\r\nscandinavian\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="baseImage"; filename="room.jpg"\r\n`),
    Buffer.from('Content-Type: image/jpeg\r\n\r\n'),
    image.subarray(0, Math.floor(image.length / 2)),
  ]);
  return { boundary, body };
}

/** The head of `POST /api/process` as the signed-in user's browser sends it. */
function processHead(app: TestApp, user: RemixUser, boundary: string, contentLength: number): string {
  return requestHead('POST', '/api/process', {
    'Content-Type': `multipart/form-data; boundary=${boundary}`,
    'Content-Length': contentLength,
    Origin: app.config.allowedOrigins[0] ?? '',
    'X-Forwarded-For': user.client.ip,
    Cookie: `__session=${user.client.sessionCookie}`,
  });
}

/** The same app still answers the user, and their balance, ledger, jobs and stored images are as before. */
async function expectServingAndUnchanged(app: TestApp, user: RemixUser): Promise<void> {
  const profile = await user.client.get('/api/user');
  expect(profile.status).toBe(200);
  expect(await balanceOf(app, user.uid)).toBe(TOKENS);
  expect(await entriesOf(app, user.uid, 'remix')).toEqual([]);
  expect((await collections.remixJobs(app.db).where('userId', '==', user.uid).get()).size).toBe(0);
  expect(await blobsOf(app, user.uid)).toEqual([]);
}

describe.each([
  ['streamed in-process', () => inProcess],
  ['read whole into req.rawBody by the Cloud Functions runtime', () => cloudFunctions],
])('POST /api/process with an upload cut off inside a file (%s)', (_case, appOf) => {
  it('answers 400 JSON "The upload was interrupted…", stores and debits nothing, and keeps serving', async () => {
    const app = appOf();
    const user = await userWithTokens(app, TOKENS);
    const { boundary, body } = cutOffUpload(images.room);

    const response = await sendRaw(
      app.baseUrl,
      Buffer.concat([Buffer.from(processHead(app, user, boundary, body.length)), body]),
    );

    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual({ message: UPLOAD_MESSAGES.uploadInterrupted, code: 'bad_request' });
    expect(UPLOAD_MESSAGES.uploadInterrupted).toMatch(/^The upload was interrupted/);
    await expectServingAndUnchanged(app, user);
  });
});

describe('POST /api/process when the client goes away mid-upload', () => {
  it('stores and debits nothing and keeps serving', async () => {
    const user = await userWithTokens(inProcess, TOKENS);
    const { boundary, body } = cutOffUpload(images.room);
    const socket = await openSocket(inProcess.baseUrl);
    // Promises more bytes than it sends, then hangs up while the server is inside the file part.
    socket.write(processHead(inProcess, user, boundary, body.length + 4096));
    socket.write(body);
    await sleep(200);
    socket.destroy();
    await sleep(200);

    await expectServingAndUnchanged(inProcess, user);
  });
});

/** Asserts the answer is exactly this JSON error: no HTML page, no stack trace, no server path. */
async function expectJsonError(response: Response, status: number, body: object): Promise<void> {
  const text = await response.text();
  expect({ status: response.status, type: response.headers.get('content-type') }).toEqual({
    status,
    type: 'application/json; charset=utf-8',
  });
  expect(JSON.parse(text)).toEqual(body);
  expect(text).not.toMatch(/<html|\bat .*\.[jt]s:\d|\/work\/|node_modules/i);
}

/** `POST` of a raw body with an allowed Origin, as the browser of `user` (or anonymously). */
function postRaw(
  app: TestApp,
  path: string,
  body: string | Uint8Array,
  headers: Record<string, string>,
  user?: RemixUser,
) {
  const init = { body, headers: { 'Content-Type': 'application/json', ...headers } };
  if (user) return sendAs(app, user.client, 'POST', path, init);
  return app.api(path, {
    ...init,
    method: 'POST',
    headers: { ...init.headers, Origin: app.config.allowedOrigins[0] ?? '' },
  });
}

describe('a JSON body the API cannot read is answered as JSON', () => {
  it('answers malformed JSON with 400 and creates no account', async () => {
    const registration = newRegistration();
    const text = JSON.stringify(registration).slice(0, -1);
    await expectJsonError(await postRaw(inProcess, '/api/register', text, {}), 400, {
      message: REQUEST_MESSAGES.invalidJson,
      code: 'bad_request',
    });
    expect(await usernameOwner(inProcess, registration.username)).toBeUndefined();
  });

  it.each([
    [
      'an unsupported charset',
      { 'Content-Type': 'application/json; charset=latin1' },
      '{}',
      415,
      REQUEST_MESSAGES.unsupportedEncoding,
    ],
    [
      'an unsupported Content-Encoding',
      { 'Content-Encoding': 'compress' },
      '{}',
      415,
      REQUEST_MESSAGES.unsupportedEncoding,
    ],
    ['a gzip body that is not gzip', { 'Content-Encoding': 'gzip' }, '{"a":1}', 400, REQUEST_MESSAGES.unreadable],
  ])("answers %s with our message, not the parser's", async (_case, headers, body, status, message) => {
    const registration = newRegistration();
    const response = await postRaw(inProcess, '/api/register', body, headers);
    await expectJsonError(response, status, { message, code: 'bad_request' });
    expect(await usernameOwner(inProcess, registration.username)).toBeUndefined();
  });

  it('still reads a well-formed gzip JSON body', async () => {
    const registration = newRegistration();
    const response = await postRaw(inProcess, '/api/register', gzipSync(JSON.stringify(registration)), {
      'Content-Encoding': 'gzip',
    });
    expect(response.status).toBe(201);
  });

  it('answers a path that is not valid percent-encoding with 400, not 500', async () => {
    const user = await userWithTokens(inProcess, 0);
    await expectJsonError(await sendAs(inProcess, user.client, 'GET', '/api/jobs/%E0%A4%A'), 400, {
      message: REQUEST_MESSAGES.unreadable,
      code: 'bad_request',
    });
  });
});

describe.each([
  ['streamed in-process', () => inProcess],
  ['already parsed by the Cloud Functions runtime', () => cloudFunctions],
])('a body over 100 KB that is not an upload (%s)', (_case, appOf) => {
  it.each([
    ['as JSON', (registration: object) => JSON.stringify(registration), 'application/json'],
    [
      'url-encoded',
      (registration: object) => new URLSearchParams(registration as Record<string, string>).toString(),
      'application/x-www-form-urlencoded',
    ],
  ])('is answered 413 %s and does nothing: no account is created', async (_encoding, encode, contentType) => {
    const app = appOf();
    const registration = newRegistration({ notes: 'x'.repeat(JSON_BODY_LIMIT_BYTES) });
    const response = await postRaw(app, '/api/register', encode(registration), { 'Content-Type': contentType });
    await expectJsonError(response, 413, {
      message: REQUEST_MESSAGES.bodyTooLarge(JSON_BODY_LIMIT_BYTES),
      code: 'payload_too_large',
    });
    expect(await usernameOwner(app, registration.username)).toBeUndefined();
  });

  it('still takes a body just under the limit', async () => {
    const app = appOf();
    const registration = newRegistration();
    const padding = JSON_BODY_LIMIT_BYTES - JSON.stringify({ ...registration, notes: '' }).length;
    const response = await postRaw(
      app,
      '/api/register',
      JSON.stringify({ ...registration, notes: 'x'.repeat(padding) }),
      {},
    );
    expect(response.status).toBe(201);
  });
});

describe('text fields over their limits', () => {
  it.each([
    ['a 10 kB e-mail', { email: `${'a'.repeat(10_000)}@example.com` }, 'email', 'Email must be at most 254 characters'],
    ['a 129-character password', { password: 'p'.repeat(129) }, 'password', 'Password must be at most 128 characters'],
  ])('refuses %s at registration with 400 and creates no account', async (_case, change, field, message) => {
    const registration = newRegistration(change);
    const response = await apiClient(inProcess).post('/api/register', registration);
    await expectJsonError(response, 400, fieldRefusal(field, message));
    expect(await usernameOwner(inProcess, registration.username)).toBeUndefined();
  });
});

describe('ids Firestore cannot hold', () => {
  const unusableIds = [
    ['reserved __x__', '__x__'],
    ['with an encoded slash', 'a%2Fb'],
    ['over 1500 bytes', 'j'.repeat(1501)],
  ];

  it.each(unusableIds)('GET /api/jobs/:id %s answers 404', async (_case, id) => {
    const user = await userWithTokens(inProcess, 0);
    await expectJsonError(await sendAs(inProcess, user.client, 'GET', `/api/jobs/${id}`), 404, JOB_NOT_FOUND);
  });

  it.each(unusableIds)('GET and DELETE /api/results/:id %s answer 404', async (_case, id) => {
    const user = await userWithTokens(inProcess, 0);
    for (const method of ['GET', 'DELETE']) {
      await expectJsonError(await sendAs(inProcess, user.client, method, `/api/results/${id}`), 404, RESULT_NOT_FOUND);
    }
  });

  it.each([
    ['reserved __x__', '__bob__'],
    ['with a slash', 'bob/x'],
    ['over 1500 bytes', 'b'.repeat(1501)],
    ['an e-mail over 254 characters', `${'b'.repeat(300)}@example.com`],
  ])('login with a username %s answers 401 like wrong credentials', async (_case, username) => {
    const response = await apiClient(inProcess).post('/api/login', { username, password: PASSWORD });
    await expectJsonError(response, 401, fieldRefusal('password', AUTH_MESSAGES.invalidCredentials, 'unauthenticated'));
  });

  it('a real account still signs in', async () => {
    const { user } = await signUp(inProcess);
    const response = await apiClient(inProcess).post('/api/login', { username: user.username, password: PASSWORD });
    expect(response.status).toBe(200);
  });

  it('registering the reserved username __bob__ answers 400 and creates no account', async () => {
    const response = await apiClient(inProcess).post('/api/register', newRegistration({ username: '__bob__' }));
    await expectJsonError(response, 400, fieldRefusal('username', AUTH_MESSAGES.usernameReserved));
    // Not looked up by id: Firestore refuses to read a document named __bob__.
    expect((await collections.users(inProcess.db).where('usernameLower', '==', '__bob__').get()).size).toBe(0);
  });

  it('a reserved coupon code answers 400 Invalid coupon code, a reserved package id 404 Unknown token package', async () => {
    const user = await userWithTokens(inProcess, 0);
    const validate = (body: object) => user.client.post('/api/coupons/validate', body);
    await expectJsonError(
      await validate({ code: '__save__', packageId: 'small' }),
      400,
      fieldRefusal('code', COUPON_MESSAGES.invalidCode),
    );
    await expectJsonError(
      await validate({ code: 'SAVE10', packageId: '__small__' }),
      404,
      fieldRefusal('packageId', PAYMENT_MESSAGES.unknownPackage, 'not_found'),
    );
  });
});
