import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type RemixJob, processResponseSchema, remixJobSchema } from '@roomremix/contracts/remix';
import { expect } from 'vitest';
import { collections } from '../../src/adapters/firestore/collections';
import type { RemixJobRecord } from '../../src/ports/remix-jobs';
import type { LedgerEntry } from '../../src/ports/ledger';
import { roomPhoto, swatchPhoto } from './test-images';
import { changeBalance } from '../../src/services/core/ledger';
import type { ApiClient } from './api-client';
import { signUp } from './accounts';
import { preparedForFile, type TestApp } from './test-app';
import { firestoreRepositories } from '../../src/adapters/firestore/repositories';

/** A signed-in test user with a known balance. */
export interface RemixUser {
  client: ApiClient;
  uid: string;
}

/** Registers a user through the API and gives them `tokens` (an 'admin' ledger entry, as support staff would). */
export async function userWithTokens(app: TestApp, tokens: number): Promise<RemixUser> {
  const { client, user } = await signUp(app);
  if (tokens > 0) {
    await changeBalance(firestoreRepositories(app.db), {
      uid: user.id,
      delta: tokens,
      reason: 'admin',
      ref: 'test',
      entryId: `grant-${randomBytes(4).toString('hex')}`,
    });
  }
  return { client, uid: user.id };
}

/** Small real photos, made once: a room as the base, swatches as references. */
export interface TestImages {
  room: Buffer;
  roomPng: Buffer;
  swatches: [Buffer, Buffer, Buffer];
}

/** The test images, made once before the file's tests. */
export function useTestImages(): TestImages {
  return preparedForFile(makeTestImages);
}

/** Builds the test images (a 96×64 room photo, JPEG and PNG, and three 32×32 swatches). */
async function makeTestImages(): Promise<TestImages> {
  return {
    room: await roomPhoto(96, 64),
    roomPng: await roomPhoto(96, 64, 'png'),
    swatches: await Promise.all([
      swatchPhoto(32, 32, [180, 120, 70]),
      swatchPhoto(32, 32, [40, 90, 160]),
      swatchPhoto(32, 32, [90, 150, 80]),
    ]),
  };
}

/** What goes into one `POST /api/process` form; files are [bytes, filename, content type]. */
export interface RemixForm {
  base?: [Buffer, string?, string?][];
  references?: [Buffer, string?, string?][];
  mask?: [Buffer, string?, string?][];
  fields?: Record<string, string>;
}

/** The multipart body the web sends: baseImage, referenceImages (repeated) and the text fields. */
export function remixFormData(form: RemixForm): FormData {
  const data = new FormData();
  for (const [name, files] of [
    ['baseImage', form.base ?? []],
    ['referenceImages', form.references ?? []],
    ['mask', form.mask ?? []],
  ] as const) {
    for (const [bytes, filename = 'photo.jpg', type = 'image/jpeg'] of files) {
      data.append(name, new Blob([new Uint8Array(bytes)], { type }), filename);
    }
  }
  for (const [name, value] of Object.entries(form.fields ?? {})) data.append(name, value);
  return data;
}

/** Sends a request as the client would (its cookie, IP and an allowed Origin), with any body. */
export function sendAs(
  app: TestApp,
  client: ApiClient,
  method: string,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  return app.api(path, {
    ...init,
    method,
    headers: {
      'X-Forwarded-For': client.ip,
      ...(method === 'GET' ? {} : { Origin: app.config.allowedOrigins[0] ?? '' }),
      ...(client.sessionCookie ? { Cookie: `__session=${client.sessionCookie}` } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });
}

/** `POST /api/process` with a multipart form. */
export function submitRemix(
  app: TestApp,
  client: ApiClient,
  form: RemixForm | FormData,
  headers: Record<string, string> = {},
): Promise<Response> {
  const body = form instanceof FormData ? form : remixFormData(form);
  return sendAs(app, client, 'POST', '/api/process', { body, headers });
}

/** Submits and asserts the 202 with its Location; returns the job it answered. */
export async function submitAccepted(
  app: TestApp,
  client: ApiClient,
  form: RemixForm,
  headers: Record<string, string> = {},
): Promise<RemixJob> {
  const response = await submitRemix(app, client, form, headers);
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(202);
  const { job } = processResponseSchema.parse(body);
  expect(response.headers.get('location')).toBe(`/api/jobs/${job.id}`);
  return job;
}

/** What a job that ran to its result shows, in the API's answer and in its document. */
export const SUCCEEDED_JOB = {
  status: 'succeeded',
  stage: 'done',
  progress: 100,
  refunded: false,
  error: null,
} as const;

/** `GET /api/jobs/:id` as the client, parsed (asserting 200). */
export async function getJob(app: TestApp, client: ApiClient, id: string): Promise<RemixJob> {
  const response = await sendAs(app, client, 'GET', `/api/jobs/${id}`);
  expect(response.status).toBe(200);
  return remixJobSchema.parse(await response.json());
}

/** The stored job document. */
export async function jobDoc(app: TestApp, id: string): Promise<RemixJobRecord | undefined> {
  return (await collections.remixJobs(app.db).doc(id).get()).data();
}

/** The user's ledger entries with a given reason. */
export async function entriesOf(
  app: TestApp,
  uid: string,
  reason: LedgerEntry['reason'],
): Promise<[string, LedgerEntry][]> {
  const snapshot = await collections.ledger(app.db, uid).where('reason', '==', reason).get();
  return snapshot.docs.map((doc) => [doc.id, doc.data()]);
}

/** The user's refund entries: each id, delta and the job it refunds. */
export async function refundsOf(app: TestApp, uid: string): Promise<{ id: string; delta: number; ref: string }[]> {
  return (await entriesOf(app, uid, 'refund')).map(([id, entry]) => ({ id, delta: entry.delta, ref: entry.ref }));
}

/** Every blob key stored under the user's folder in the app's local-fs store. */
export async function blobsOf(app: TestApp, uid: string): Promise<string[]> {
  const root = join(app.blobStore.directory, 'data', 'users', uid);
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The path and query of a signed URL, to request it from the app. */
export function pathOf(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
}
