import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, processResponseSchema } from '@roomremix/contracts/remix';
import { listingSchema, stagingResponseSchema } from '@roomremix/contracts/listings';
import { describe, expect, it } from 'vitest';
import { collections } from '../src/adapters/firestore/collections';
import { adjustTokens, signedInUser, useSignedInAdmin } from './support/admin';
import type { ApiClient } from './support/api-client';
import { balanceOf } from './support/payments';
import { getJob, sendAs, submitAccepted, submitRemix, useTestImages, userWithTokens } from './support/remix';
import { roomPhoto } from './support/test-images';
import { useTestApp } from './support/test-app';

// An Idempotency-Key replays only the request it was made for (as Stripe's keys do): the same key with another
// request is refused, nothing debited and nothing made, on every route that takes one.

const app = useTestApp();
const images = useTestImages();
const admin = useSignedInAdmin(() => app);

const REUSED = { message: 'This Idempotency-Key was used for a different request', code: 'idempotency_key_reused' };

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

/** A new listing of the user's holding `photos` copies of the test room; answers its id. */
async function listingOf(client: ApiClient, title: string, photos: number): Promise<string> {
  const created = await sendAs(app, client, 'POST', '/api/listings', json({ title }));
  expect(created.status).toBe(201);
  const { id } = listingSchema.parse(await created.json());
  const form = new FormData();
  for (let index = 0; index < photos; index += 1) {
    form.append('photos', new Blob([new Uint8Array(images.room)], { type: 'image/jpeg' }), `room-${index}.jpg`);
  }
  expect((await sendAs(app, client, 'POST', `/api/listings/${id}/photos`, { body: form })).status).toBe(201);
  return id;
}

function stage(client: ApiClient, listingId: string, key: string, body: object = {}): Promise<Response> {
  const request = json({ mode: 'redesign', roomStyle: 'modern', disclosure: 'label', ...body });
  return sendAs(app, client, 'POST', `/api/listings/${listingId}/stagings`, {
    ...request,
    headers: { ...request.headers, [IDEMPOTENCY_KEY_HEADER]: key },
  });
}

function upscale(client: ApiClient, resultId: string, key: string): Promise<Response> {
  return sendAs(app, client, 'POST', `/api/results/${resultId}/upscale`, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });
}

/** Every remix job of the user, by id. */
async function jobIdsOf(uid: string): Promise<string[]> {
  const jobs = await collections.remixJobs(app.db).where('userId', '==', uid).get();
  return jobs.docs.map(({ id }) => id).sort();
}

async function expectReused(response: Response): Promise<void> {
  expect(response.status).toBe(422);
  expect(await response.json()).toEqual(REUSED);
}

/** A finished standard remix of the user's; answers its result id. */
async function madeResult(client: ApiClient): Promise<string> {
  const job = await submitAccepted(app, client, { base: [[images.room]], fields: { roomStyle: 'coastal' } });
  await app.queue.idle();
  const done = await getJob(app, client, job.id);
  expect(done.status).toBe('succeeded');
  return done.results[0]!.id;
}

describe('a listing staging with an Idempotency-Key used before', () => {
  it('when the key staged another listing, then 422: nothing debited, no job made, no refund to come', async () => {
    const user = await userWithTokens(app, 3);
    const first = await listingOf(user.client, 'First St', 1);
    const second = await listingOf(user.client, 'Second St', 2);
    const key = randomUUID();
    expect((await stage(user.client, first, key)).status).toBe(202);
    await app.queue.idle();
    const jobsBefore = await jobIdsOf(user.uid);
    const balanceBefore = await balanceOf(app, user.uid);

    await expectReused(await stage(user.client, second, key));
    await app.queue.idle();

    expect(await balanceOf(app, user.uid)).toBe(balanceBefore);
    expect(await jobIdsOf(user.uid)).toEqual(jobsBefore);
    const listing = (await collections.listings(app.db).doc(second).get()).data();
    expect(listing?.batch ?? null).toBeNull();
  });

  it('when the same listing is sent other settings, then 422; the same request again replays the first answer', async () => {
    const user = await userWithTokens(app, 5);
    const listingId = await listingOf(user.client, 'Third St', 1);
    const key = randomUUID();
    const first = await stage(user.client, listingId, key);
    expect(first.status).toBe(202);
    const answer = stagingResponseSchema.parse(await first.json());

    await expectReused(await stage(user.client, listingId, key, { quality: 'hd' }));
    const again = await stage(user.client, listingId, key);
    expect(again.status).toBe(202);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(stagingResponseSchema.parse(await again.json())).toEqual(answer);
    await app.queue.idle();
    expect(await balanceOf(app, user.uid)).toBe(4);
  });
});

describe('POST /api/process with an Idempotency-Key used before', () => {
  it.each([
    ['another photo', async () => ({ base: [[await roomPhoto(80, 60)]] as [Buffer][] })],
    ['another style', async () => ({ fields: { roomStyle: 'industrial' } })],
    ['another quality', async () => ({ fields: { roomStyle: 'coastal', quality: 'hd' } })],
    ['a reference added', async () => ({ references: [[images.swatches[0]]] as [Buffer][] })],
  ])('when it comes with %s, then 422 and nothing is debited or made', async (_case, change) => {
    const user = await userWithTokens(app, 5);
    const key = randomUUID();
    const original = { base: [[images.room]] as [Buffer][], fields: { roomStyle: 'coastal' } };
    const job = await submitAccepted(app, user.client, original, { [IDEMPOTENCY_KEY_HEADER]: key });

    await expectReused(
      await submitRemix(app, user.client, { ...original, ...(await change()) }, { [IDEMPOTENCY_KEY_HEADER]: key }),
    );
    expect(await balanceOf(app, user.uid)).toBe(4);
    expect(await jobIdsOf(user.uid)).toEqual([job.id]);
    const replay = await submitRemix(app, user.client, original, { [IDEMPOTENCY_KEY_HEADER]: key });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(processResponseSchema.parse(await replay.json()).job.id).toBe(job.id);
    await app.queue.idle();
  });

  it('when the key was used for an upscale, then a remix with it is 422', async () => {
    const user = await userWithTokens(app, 10);
    const resultId = await madeResult(user.client);
    const key = randomUUID();
    expect((await upscale(user.client, resultId, key)).status).toBe(202);
    await app.queue.idle();
    const balance = await balanceOf(app, user.uid);

    await expectReused(
      await submitRemix(
        app,
        user.client,
        { base: [[images.room]], fields: { roomStyle: 'coastal' } },
        { [IDEMPOTENCY_KEY_HEADER]: key },
      ),
    );
    expect(await balanceOf(app, user.uid)).toBe(balance);
  });
});

describe('an upscale with an Idempotency-Key used before', () => {
  it('when the key upscaled another result, then 422 and nothing is debited or made', async () => {
    const user = await userWithTokens(app, 10);
    const [one, two] = [await madeResult(user.client), await madeResult(user.client)];
    const key = randomUUID();
    expect((await upscale(user.client, one, key)).status).toBe(202);
    await app.queue.idle();
    const [balance, jobs] = [await balanceOf(app, user.uid), await jobIdsOf(user.uid)];

    await expectReused(await upscale(user.client, two, key));
    expect(await balanceOf(app, user.uid)).toBe(balance);
    expect(await jobIdsOf(user.uid)).toEqual(jobs);
  });
});

describe('an admin token adjustment with an Idempotency-Key used before', () => {
  it('when the key adjusted another user, or this user by another amount, then 422 and no balance changes', async () => {
    const [alice, bob] = [await signedInUser(app), await signedInUser(app)];
    const key = randomUUID();
    expect((await adjustTokens(app, admin.client, alice.uid, { delta: 3, reason: 'Goodwill' }, key)).status).toBe(201);

    await expectReused(await adjustTokens(app, admin.client, bob.uid, { delta: 3, reason: 'Goodwill' }, key));
    await expectReused(await adjustTokens(app, admin.client, alice.uid, { delta: 30, reason: 'Goodwill' }, key));
    expect([await balanceOf(app, alice.uid), await balanceOf(app, bob.uid)]).toEqual([3, 0]);
  });
});
