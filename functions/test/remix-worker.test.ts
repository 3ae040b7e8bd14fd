import { randomUUID } from 'node:crypto';
import { processResponseSchema } from '@roomremix/contracts/remix';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collections } from '../src/adapters/firestore/collections';
import {
  PERMANENT_FAILURE_MESSAGES,
  PermanentEngineError,
  RETRYABLE_FAILURE_MESSAGE,
  RetryableEngineError,
} from '../src/adapters/image-engine/image-engine';
import { createLocalImageEngine } from '../src/adapters/image-engine/local/local-engine';
import { failJob } from '../src/services/remix/jobs';
import { JobBusyError, runRemixTask } from '../src/services/remix/worker';
import { processingUntil, queuedSince } from './support/job-states';
import { balanceOf } from './support/payments';
import {
  blobsOf,
  entriesOf,
  getJob,
  jobDoc,
  refundsOf,
  type RemixForm,
  submitAccepted,
  submitRemix,
  SUCCEEDED_JOB,
  userWithTokens,
  useTestImages,
} from './support/remix';
import { useTestApp } from './support/test-app';
import { contentPolicyRefusal, providerBusy, scriptedEngine, steeredEnqueue } from './support/worker-steering';

const enqueue = steeredEnqueue();
const engine = scriptedEngine(createLocalImageEngine());
const app = useTestApp({ engine, wrapQueue: enqueue.wrap });
const images = useTestImages();

afterEach(async () => {
  await app.queue.idle();
  enqueue.mode = 'run';
  engine.reset();
});

function form(change: Partial<RemixForm> = {}): RemixForm {
  return { base: [[images.room]], fields: { roomStyle: 'coastal', title: 'Kitchen' }, ...change };
}

/** A new user with one token whose remix stays queued, as when its task is lost. */
async function parkedJob() {
  const user = await userWithTokens(app, 1);
  enqueue.mode = 'park';
  const job = await submitAccepted(app, user.client, form());
  return { user, job };
}

describe('the worker completes a job', () => {
  it('stores the result with its structure score and completes the job in one go', async () => {
    const user = await userWithTokens(app, 1);
    const job = await submitAccepted(
      app,
      user.client,
      form({ fields: { roomStyle: 'modern', preserveStructure: 'true', title: 'Kitchen' } }),
    );
    await app.queue.idle();

    const doc = await jobDoc(app, job.id);
    expect(doc).toMatchObject({
      ...SUCCEEDED_JOB,
      attempts: 1,
      resultId: job.id,
      engine: 'local',
      leaseId: null,
    });
    const result = (await collections.imageResults(app.db).doc(job.id).get()).data();
    expect(result).toMatchObject({
      userId: user.uid,
      jobId: job.id,
      title: 'Kitchen',
      roomStyle: 'modern',
      tokensUsed: 1,
      engine: 'local',
    });
    expect(Number.isInteger(result?.structureScore)).toBe(true);
    // The local engine keeps the base's edges when structure is preserved.
    expect(result?.structureScore).toBeGreaterThanOrEqual(80);
    // Without a mask there are no sides to measure.
    expect([result?.structureScoreInside, result?.structureScoreOutside]).toEqual([null, null]);
    const stored = await app.blobStore.get(result?.resultImageKey ?? '');
    expect(stored?.buffer.byteLength).toBe(result?.fileSize);
    const metadata = await sharp(stored?.buffer).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 96, height: 64 });
    expect(await balanceOf(app, user.uid)).toBe(0);
    expect(await refundsOf(app, user.uid)).toEqual([]);
  });

  it('asks the engine for what the mode and room type say, in the first line of its prompt', async () => {
    const user = await userWithTokens(app, 1);
    await submitAccepted(
      app,
      user.client,
      form({ fields: { mode: 'exterior', roomType: 'exterior', roomStyle: 'coastal' } }),
    );
    await app.queue.idle();
    expect(engine.prompts).toHaveLength(1);
    expect(engine.prompts[0]?.split('\n')[0]).toMatch(/^Redesign the exterior of the building in image 1 \(facade/);
  });

  it('output JPEGs carry no EXIF or GPS, even when the upload did', async () => {
    const user = await userWithTokens(app, 1);
    const tagged = await sharp(images.room)
      .withExif({
        IFD0: { Make: 'SpyCam', Model: 'X1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif?.toString('latin1')).toContain('SpyCam');
    const job = await submitAccepted(app, user.client, form({ base: [[tagged]] }));
    await app.queue.idle();

    const doc = await jobDoc(app, job.id);
    const result = (await collections.imageResults(app.db).doc(job.id).get()).data();
    for (const key of [doc?.inputs.base.key, result?.resultImageKey]) {
      const blob = await app.blobStore.get(key ?? '');
      const metadata = await sharp(blob?.buffer).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(blob?.buffer.includes(Buffer.from('SpyCam'))).toBe(false);
      expect(blob?.buffer.includes(Buffer.from('GPS'))).toBe(false);
    }
  });

  it('retries a failure that may pass, and succeeds on the next attempt without a refund', async () => {
    const user = await userWithTokens(app, 1);
    engine.script = [providerBusy()];
    const job = await submitAccepted(app, user.client, form());
    await app.queue.idle();
    expect(engine.calls).toBe(2);
    expect(await jobDoc(app, job.id)).toMatchObject({ status: 'succeeded', attempts: 2, refunded: false, error: null });
    expect(await balanceOf(app, user.uid)).toBe(0);
    expect(await refundsOf(app, user.uid)).toEqual([]);
  });
});

describe('the worker fails a job and refunds it exactly once', () => {
  it('a permanent provider failure: failed at once with its readable message, refunded, inputs deleted', async () => {
    const user = await userWithTokens(app, 2);
    engine.script = [contentPolicyRefusal()];
    const job = await submitAccepted(app, user.client, form({ fields: { roomStyle: 'modern', quality: 'hd' } }));
    await app.queue.idle();

    expect(engine.calls).toBe(1);
    const failed = await getJob(app, user.client, job.id);
    expect(failed).toMatchObject({
      status: 'failed',
      stage: 'done',
      refunded: true,
      cost: 2,
      result: null,
      error: PERMANENT_FAILURE_MESSAGES.content_policy,
    });
    expect(await balanceOf(app, user.uid)).toBe(2);
    expect(await refundsOf(app, user.uid)).toEqual([{ id: `refund-${job.id}`, delta: 2, ref: job.id }]);
    expect(await blobsOf(app, user.uid)).toEqual([]);
  });

  it('a misconfigured provider (invalid key): the user reads "temporarily unavailable", refunded once, the log names the code', async () => {
    const user = await userWithTokens(app, 1);
    engine.script = [
      new PermanentEngineError('provider_misconfigured', 'API key not valid', {
        engine: 'gemini',
        status: 400,
        code: 'API_KEY_INVALID',
      }),
    ];
    const job = await submitAccepted(app, user.client, form());
    await app.queue.idle();

    const failed = await getJob(app, user.client, job.id);
    expect(failed).toMatchObject({
      status: 'failed',
      refunded: true,
      error: PERMANENT_FAILURE_MESSAGES.provider_misconfigured,
    });
    expect(await balanceOf(app, user.uid)).toBe(1);
    expect(await refundsOf(app, user.uid)).toEqual([{ id: `refund-${job.id}`, delta: 1, ref: job.id }]);
    const logged = app.logger.entries.find((entry) => entry.level === 'error' && entry.fields.jobId === job.id);
    expect(logged?.error).toMatchObject({
      reason: 'provider_misconfigured',
      engine: 'gemini',
      code: 'API_KEY_INVALID',
    });
  });

  it('a failure on every attempt: 3 attempts, then failed with the retry message and refunded once', async () => {
    const user = await userWithTokens(app, 1);
    engine.script = [providerBusy(), providerBusy(), providerBusy()];
    const job = await submitAccepted(app, user.client, form());
    await app.queue.idle();

    expect(engine.calls).toBe(3);
    expect(await jobDoc(app, job.id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      refunded: true,
      error: RETRYABLE_FAILURE_MESSAGE,
    });
    expect(await balanceOf(app, user.uid)).toBe(1);
    expect(await refundsOf(app, user.uid)).toEqual([{ id: `refund-${job.id}`, delta: 1, ref: job.id }]);
    expect(await blobsOf(app, user.uid)).toEqual([]);
  });

  it('running the failure handler again, or delivering the task again, refunds nothing more', async () => {
    const user = await userWithTokens(app, 1);
    engine.script = [contentPolicyRefusal()];
    const job = await submitAccepted(app, user.client, form());
    await app.queue.idle();

    expect(await failJob(app.workerDeps, job.id, 'Something else')).toBe('already-finished');
    expect(await runRemixTask(app.workerDeps, { jobId: job.id }, { attempt: 3 })).toBe('finished');
    expect(engine.calls).toBe(1);
    expect(await jobDoc(app, job.id)).toMatchObject({
      status: 'failed',
      error: PERMANENT_FAILURE_MESSAGES.content_policy,
    });
    expect(await refundsOf(app, user.uid)).toHaveLength(1);
    expect(await balanceOf(app, user.uid)).toBe(1);
  });

  it('five failure handlers racing on one job refund it once', async () => {
    const { user, job } = await parkedJob();
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => failJob(app.workerDeps, job.id, RETRYABLE_FAILURE_MESSAGE)),
    );
    expect(outcomes.filter((outcome) => outcome === 'failed')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'already-finished')).toHaveLength(4);
    expect(await refundsOf(app, user.uid)).toHaveLength(1);
    expect(await balanceOf(app, user.uid)).toBe(1);
  });

  it('the last delivery fails the job instead of asking for another retry', async () => {
    const { job } = await parkedJob();
    engine.script = [providerBusy()];
    await expect(runRemixTask(app.workerDeps, { jobId: job.id }, { attempt: 3 })).resolves.toBe('failed');
    expect(await jobDoc(app, job.id)).toMatchObject({
      status: 'failed',
      refunded: true,
      error: RETRYABLE_FAILURE_MESSAGE,
    });
  });

  it('an earlier delivery throws a failure that may pass, and puts the job back in the queue', async () => {
    const { job } = await parkedJob();
    engine.script = [providerBusy()];
    await expect(runRemixTask(app.workerDeps, { jobId: job.id }, { attempt: 1 })).rejects.toBeInstanceOf(
      RetryableEngineError,
    );
    expect(await jobDoc(app, job.id)).toMatchObject({
      status: 'queued',
      stage: 'queued',
      attempts: 1,
      leaseId: null,
      refunded: false,
    });
    await expect(runRemixTask(app.workerDeps, { jobId: job.id }, { attempt: 2 })).resolves.toBe('succeeded');
  });

  it('a refunded job retried by the user is a new remix, charged again', async () => {
    const user = await userWithTokens(app, 1);
    engine.script = [contentPolicyRefusal()];
    const failed = await submitAccepted(app, user.client, form(), { 'Idempotency-Key': randomUUID() });
    await app.queue.idle();
    expect(await balanceOf(app, user.uid)).toBe(1);

    const retry = await submitAccepted(app, user.client, form(), { 'Idempotency-Key': randomUUID() });
    expect(retry.id).not.toBe(failed.id);
    expect(await balanceOf(app, user.uid)).toBe(0);
    await app.queue.idle();
    expect(await getJob(app, user.client, retry.id)).toMatchObject({ status: 'succeeded', refunded: false });
    expect((await entriesOf(app, user.uid, 'remix')).map(([id]) => id).sort()).toEqual(
      [`remix-${failed.id}`, `remix-${retry.id}`].sort(),
    );
    expect(await refundsOf(app, user.uid)).toHaveLength(1);
  });
});

describe('the worker and the queue', () => {
  it('an enqueue failure refunds the debit and answers 503; nothing stays stored', async () => {
    const user = await userWithTokens(app, 1);
    enqueue.mode = 'fail';
    const response = await submitRemix(app, user.client, form());
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      message: 'Could not start the remix right now. Your tokens were refunded; please try again.',
      code: 'unavailable',
    });
    expect(await balanceOf(app, user.uid)).toBe(1);
    const [debit] = await entriesOf(app, user.uid, 'remix');
    const jobId = debit?.[1].ref ?? '';
    expect(await refundsOf(app, user.uid)).toEqual([{ id: `refund-${jobId}`, delta: 1, ref: jobId }]);
    expect(await jobDoc(app, jobId)).toMatchObject({ status: 'failed', refunded: true });
    expect(await blobsOf(app, user.uid)).toEqual([]);
  });

  it('a job whose last attempt fails after storing a variant deletes that variant’s image and its preview too', async () => {
    const user = await userWithTokens(app, 2);
    const put = app.blobStore.put.bind(app.blobStore);
    // The second variant's image can never be stored; the first, and its preview, are stored each attempt.
    const failing = vi
      .spyOn(app.blobStore, 'put')
      .mockImplementation((key, buffer, type) =>
        /\/results\/.*-2\.jpg$/.test(key) ? Promise.reject(new Error('Disk full')) : put(key, buffer, type),
      );
    try {
      const job = await submitAccepted(app, user.client, form({ fields: { roomStyle: 'coastal', variants: '2' } }));
      await app.queue.idle();
      expect(await jobDoc(app, job.id)).toMatchObject({ status: 'failed', refunded: true });
    } finally {
      failing.mockRestore();
    }
    expect(await blobsOf(app, user.uid)).toEqual([]);
  });

  it('a delivery while another attempt holds a live lease asks to be retried later', async () => {
    const { job } = await parkedJob();
    await processingUntil(app, job.id, Date.now() + 60_000);
    await expect(runRemixTask(app.workerDeps, { jobId: job.id }, { attempt: 2 })).rejects.toBeInstanceOf(JobBusyError);
    expect(engine.calls).toBe(0);
  });

  it('takes over a job whose lease ran out (its attempt died)', async () => {
    const { job } = await parkedJob();
    await processingUntil(app, job.id, Date.now() - 1000);
    await expect(runRemixTask(app.workerDeps, { jobId: job.id }, { attempt: 2 })).resolves.toBe('succeeded');
    expect(await jobDoc(app, job.id)).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('acknowledges a task without a valid job id, or for a job that does not exist', async () => {
    await expect(runRemixTask(app.workerDeps, { jobId: '../users' }, { attempt: 1 })).resolves.toBe('invalid');
    await expect(runRemixTask(app.workerDeps, {}, { attempt: 1 })).resolves.toBe('invalid');
    await expect(runRemixTask(app.workerDeps, { jobId: 'no-such-job' }, { attempt: 1 })).resolves.toBe('missing');
  });

  it('fails and refunds a job whose task was lost, when its owner looks at it', async () => {
    const { user, job } = await parkedJob();
    expect((await getJob(app, user.client, job.id)).status).toBe('queued');
    await queuedSince(app, job.id, Date.now() - 31 * 60_000);

    expect(await getJob(app, user.client, job.id)).toMatchObject({
      status: 'failed',
      refunded: true,
      error: RETRYABLE_FAILURE_MESSAGE,
    });
    expect(await balanceOf(app, user.uid)).toBe(1);
    // A late delivery finds the job finished and does nothing.
    await expect(runRemixTask(app.workerDeps, { jobId: job.id }, { attempt: 1 })).resolves.toBe('finished');
    expect(await refundsOf(app, user.uid)).toHaveLength(1);
  });

  it('answers a replayed submit of a job that failed to enqueue with that failed job', async () => {
    const user = await userWithTokens(app, 1);
    const key = randomUUID();
    enqueue.mode = 'fail';
    expect((await submitRemix(app, user.client, form(), { 'Idempotency-Key': key })).status).toBe(503);
    enqueue.mode = 'run';
    const replay = await submitRemix(app, user.client, form(), { 'Idempotency-Key': key });
    expect(replay.status).toBe(202);
    expect(processResponseSchema.parse(await replay.json()).job).toMatchObject({ status: 'failed', refunded: true });
    expect(await balanceOf(app, user.uid)).toBe(1);
  });
});
