import { adminJobListSchema, jobRefundResponseSchema } from '@roomremix/contracts/admin';
import { ADMIN_MESSAGES } from '@roomremix/contracts/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { collections } from '../src/adapters/firestore/collections';
import { type ImageEngine, PERMANENT_FAILURE_MESSAGES } from '../src/adapters/image-engine/image-engine';
import { createLocalImageEngine } from '../src/adapters/image-engine/local/local-engine';
import { LEASE_STALE_GRACE_MS, QUEUED_STALE_MS } from '../src/domain/remix-job-lifecycle';
import { runRemixTask } from '../src/services/remix/worker';
import { auditOf, sendJson, useSignedInAdmin } from './support/admin';
import { JOB_NOT_FOUND } from './support/api-errors';
import { MINUTE_MS, processingUntil, queuedSince, submittedJob } from './support/job-states';
import { balanceOf } from './support/payments';
import { blobsOf, getJob, jobDoc, refundsOf, type RemixUser, useTestImages } from './support/remix';
import { useTestApp } from './support/test-app';
import { contentPolicyRefusal, steeredEnqueue } from './support/worker-steering';

const local = createLocalImageEngine();

/** The engine's next calls: pass, fail for good, or wait until the test lets them go on. */
let engineMode: 'pass' | 'refuse' | 'hold' = 'pass';
let held: { entered: () => void; release: Promise<void> } | null = null;
const engine: ImageEngine = {
  name: local.name,
  upscale: (input) => local.upscale(input),
  async generate(input) {
    if (engineMode === 'refuse') throw contentPolicyRefusal();
    if (engineMode === 'hold' && held) {
      held.entered();
      await held.release;
    }
    return local.generate(input);
  },
};

const enqueue = steeredEnqueue();
const app = useTestApp({ engine, wrapQueue: enqueue.wrap });
const images = useTestImages();
const admin = useSignedInAdmin(() => app);

afterEach(async () => {
  await app.queue.idle();
  engineMode = 'pass';
  enqueue.mode = 'run';
  held = null;
});

/** A user with one token who submitted one remix, once the worker is done with it; parked, it stays queued. */
async function userWithJob(): Promise<{ user: RemixUser; jobId: string }> {
  const submitted = await submittedJob(app, images);
  await app.queue.idle();
  return submitted;
}

function refund(jobId: string): Promise<Response> {
  return sendJson(app, admin.client, 'POST', `/api/admin/jobs/${jobId}/refund`);
}

async function listJobs(status: string) {
  const response = await admin.client.get(`/api/admin/jobs?status=${status}`);
  expect(response.status).toBe(200);
  return adminJobListSchema.parse(await response.json());
}

describe('GET /api/admin/jobs', () => {
  it('lists failed jobs of every user, newest first, with their error and engine', async () => {
    engineMode = 'refuse';
    const first = await userWithJob();
    const second = await userWithJob();

    const failed = (await listJobs('failed')).filter((job) => [first.jobId, second.jobId].includes(job.id));
    expect(failed.map(({ id, userId }) => ({ id, userId }))).toEqual([
      { id: second.jobId, userId: second.user.uid },
      { id: first.jobId, userId: first.user.uid },
    ]);
    expect(failed[0]).toMatchObject({
      status: 'failed',
      error: PERMANENT_FAILURE_MESSAGES.content_policy,
      engine: 'local',
      refunded: true,
      attempts: 1,
      stuck: false,
    });
  });

  it('lists stuck jobs (queued 30 minutes, or a lease that ran out 5 minutes ago), not ones still moving', async () => {
    enqueue.mode = 'park';
    const now = Date.now();
    const lostTask = await userWithJob();
    await queuedSince(app, lostTask.jobId, now - QUEUED_STALE_MS - MINUTE_MS);
    const deadAttempt = await userWithJob();
    await processingUntil(app, deadAttempt.jobId, now - LEASE_STALE_GRACE_MS - MINUTE_MS);
    const waiting = await userWithJob();

    const stuck = await listJobs('stuck');
    const ours = stuck.filter((job) => [lostTask.jobId, deadAttempt.jobId, waiting.jobId].includes(job.id));
    expect(ours.map(({ id, status, stuck: isStuck }) => ({ id, status, isStuck }))).toEqual([
      { id: deadAttempt.jobId, status: 'processing', isStuck: true },
      { id: lostTask.jobId, status: 'queued', isStuck: true },
    ]);
    const times = stuck.map(({ createdAt }) => Date.parse(createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it.each(['', 'status=queued', 'status=failed&status=stuck'])('when the query is "%s", then 400', async (query) => {
    const response = await admin.client.get(`/api/admin/jobs?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: ADMIN_MESSAGES.jobFilter, code: 'validation_failed' });
  });
});

describe('POST /api/admin/jobs/:id/refund', () => {
  it('fails and refunds a stuck job once, through the refund-{jobId} entry, with its audit entry', async () => {
    enqueue.mode = 'park';
    const { user, jobId } = await userWithJob();
    expect(await balanceOf(app, user.uid)).toBe(0);

    const response = await refund(jobId);
    expect(response.status).toBe(200);
    const body = jobRefundResponseSchema.parse(await response.json());
    expect(body).toMatchObject({
      refunded: true,
      job: {
        id: jobId,
        status: 'failed',
        refunded: true,
        refundedTokens: 1,
        error: ADMIN_MESSAGES.jobStoppedBySupport,
      },
    });
    expect(await balanceOf(app, user.uid)).toBe(1);
    expect(await refundsOf(app, user.uid)).toEqual([{ id: `refund-${jobId}`, delta: 1, ref: jobId }]);
    expect(await blobsOf(app, user.uid)).toEqual([]);
    expect(await getJob(app, user.client, jobId)).toMatchObject({
      status: 'failed',
      refunded: true,
      error: ADMIN_MESSAGES.jobStoppedBySupport,
    });
    expect(await auditOf(app, jobId)).toEqual([
      expect.objectContaining({
        action: 'job.refund',
        actor: { kind: 'admin', uid: admin.uid, name: admin.username },
        target: { kind: 'job', id: jobId, userId: user.uid },
        before: { status: 'queued', refunded: false, refundedTokens: 0 },
        after: { status: 'failed', refunded: true, refundedTokens: 1 },
      }),
    ]);

    // Again, and a late delivery of its task: nothing more happens.
    const again = await refund(jobId);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ refunded: false, job: { status: 'failed', refunded: true } });
    await expect(runRemixTask(app.workerDeps, { jobId }, { attempt: 1 })).resolves.toBe('finished');
    expect(await balanceOf(app, user.uid)).toBe(1);
    expect(await refundsOf(app, user.uid)).toHaveLength(1);
    expect(await auditOf(app, jobId)).toHaveLength(1);
  });

  it('answers a job the worker failed and refunded already with refunded: false, changing nothing', async () => {
    engineMode = 'refuse';
    const { user, jobId } = await userWithJob();
    const response = await refund(jobId);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ refunded: false, job: { status: 'failed', refunded: true } });
    expect(await balanceOf(app, user.uid)).toBe(1);
    expect(await auditOf(app, jobId)).toEqual([]);
  });

  it('when the job succeeded, then 409 and nothing changes: a goodwill credit is a token adjustment', async () => {
    const { user, jobId } = await userWithJob();
    expect((await jobDoc(app, jobId))?.status).toBe('succeeded');

    const response = await refund(jobId);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: ADMIN_MESSAGES.succeededJobNotRefunded, code: 'conflict' });
    expect(await balanceOf(app, user.uid)).toBe(0);
    expect(await refundsOf(app, user.uid)).toEqual([]);
    expect(await jobDoc(app, jobId)).toMatchObject({ status: 'succeeded', refunded: false, resultIds: [jobId] });
    expect(await auditOf(app, jobId)).toEqual([]);
  });

  it.each(['no-such-job', '__reserved__', 'a.b'])('when the job id is %s, then 404', async (jobId) => {
    const response = await refund(jobId);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(JOB_NOT_FOUND);
  });

  it('when the admin refunds while the worker is generating, then the job ends failed, refunded once, and the worker drops its result', async () => {
    enqueue.mode = 'park';
    const { user, jobId } = await userWithJob();
    let entered!: () => void;
    const inEngine = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    held = { entered, release: new Promise<void>((resolve) => (release = resolve)) };
    engineMode = 'hold';

    const delivery = runRemixTask(app.workerDeps, { jobId }, { attempt: 1 });
    await inEngine;
    expect((await jobDoc(app, jobId))?.status).toBe('processing');
    const response = await refund(jobId);
    release();

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ refunded: true, job: { status: 'failed' } });
    await expect(delivery).resolves.toBe('superseded');
    expect(await jobDoc(app, jobId)).toMatchObject({ status: 'failed', refunded: true, resultId: null });
    expect((await collections.imageResults(app.db).doc(jobId).get()).exists).toBe(false);
    expect(await balanceOf(app, user.uid)).toBe(1);
    expect(await refundsOf(app, user.uid)).toEqual([{ id: `refund-${jobId}`, delta: 1, ref: jobId }]);
    expect(await blobsOf(app, user.uid)).toEqual([]);
  });

  it('when a refund and the worker run at the same time, then whichever wins, the tokens go back at most once', async () => {
    enqueue.mode = 'park';
    for (let round = 0; round < 4; round += 1) {
      const { user, jobId } = await userWithJob();
      const [response] = await Promise.all([refund(jobId), runRemixTask(app.workerDeps, { jobId }, { attempt: 1 })]);
      const job = await jobDoc(app, jobId);
      if (job?.status === 'succeeded') {
        expect(response.status).toBe(409);
        expect(await balanceOf(app, user.uid)).toBe(0);
        expect(await refundsOf(app, user.uid)).toEqual([]);
      } else {
        expect(response.status).toBe(200);
        expect(job).toMatchObject({ status: 'failed', refunded: true, resultId: null });
        expect(await balanceOf(app, user.uid)).toBe(1);
        expect(await refundsOf(app, user.uid)).toEqual([{ id: `refund-${jobId}`, delta: 1, ref: jobId }]);
      }
    }
  });
});
