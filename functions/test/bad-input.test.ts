import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { UPLOAD_MESSAGES } from '@roomremix/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../src/adapters/firestore/collections';
import { requireAuthEmulator } from './support/auth-emulator';
import { requireFirestoreEmulator } from './support/emulators';
import { balanceOf } from './support/payments';
import { openSocket, requestHead, sendRaw } from './support/raw-http';
import { blobsOf, entriesOf, makeTestImages, type RemixUser, type TestImages, userWithTokens } from './support/remix';
import { startTestApp, type TestApp } from './support/test-app';

requireFirestoreEmulator();
requireAuthEmulator();

const TOKENS = 3;

let inProcess: TestApp;
let cloudFunctions: TestApp;
let images: TestImages;

beforeAll(async () => {
  [inProcess, cloudFunctions, images] = await Promise.all([
    startTestApp(),
    startTestApp({ cloudFunctionsRuntime: true }),
    makeTestImages(),
  ]);
});

afterAll(async () => {
  await Promise.all([inProcess.close(), cloudFunctions.close()]);
  await inProcess.db.terminate();
});

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

    const response = await sendRaw(app.baseUrl, Buffer.concat([Buffer.from(processHead(app, user, boundary, body.length)), body]));

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
