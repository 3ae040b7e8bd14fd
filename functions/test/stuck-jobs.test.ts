import { describe, expect, it } from 'vitest';
import type { RemixJobRecord } from '../src/ports/remix-jobs';
import { firestoreRepositories } from '../src/adapters/firestore/repositories';
import { RETRYABLE_FAILURE_MESSAGE } from '../src/adapters/image-engine/image-engine';
import { LEASE_STALE_GRACE_MS, QUEUED_STALE_MS } from '../src/domain/remix-job-lifecycle';
import { giveUpStaleJob, type RemixJobsDeps } from '../src/services/remix/jobs';
import { runRemixTask } from '../src/services/remix/worker';
import { sweepStuckJobs } from '../src/services/remix/stuck-jobs';
import { MINUTE_MS, processingUntil, queuedSince, submittedJob } from './support/job-states';
import { balanceOf } from './support/payments';
import { blobsOf, getJob, jobDoc, refundsOf, type RemixUser, useTestImages } from './support/remix';
import { useTestApp } from './support/test-app';

// Submitted jobs stay queued, as when their task is lost: each test moves them where it needs them.
const app = useTestApp({ wrapQueue: () => ({ enqueue: () => Promise.resolve() }) });
const images = useTestImages();

/** The sweep's dependencies with its clock fixed at `now`. */
function sweepDeps(now: number): RemixJobsDeps {
  return {
    repositories: firestoreRepositories(app.db),
    blobStore: app.blobStore,
    logger: app.logger,
    now: () => new Date(now),
  };
}

/** Asserts the job ended failed with the retry message, its owner got the token back once and its inputs are gone. */
async function expectGivenUpAndRefundedOnce({ user, jobId }: { user: RemixUser; jobId: string }): Promise<void> {
  expect(await getJob(app, user.client, jobId)).toMatchObject({
    status: 'failed',
    refunded: true,
    error: RETRYABLE_FAILURE_MESSAGE,
  });
  expect(await balanceOf(app, user.uid)).toBe(1);
  expect(await refundsOf(app, user.uid)).toEqual([{ id: `refund-${jobId}`, delta: 1, ref: jobId }]);
  expect(await blobsOf(app, user.uid)).toEqual([]);
}

describe('the stuck-job sweep', () => {
  it('fails and refunds a job queued over 30 minutes and one whose lease ran out over 5 minutes ago, without their owners looking', async () => {
    const now = Date.now();
    const lostTask = await submittedJob(app, images);
    await queuedSince(app, lostTask.jobId, now - QUEUED_STALE_MS - MINUTE_MS);
    const deadAttempt = await submittedJob(app, images);
    await processingUntil(app, deadAttempt.jobId, now - LEASE_STALE_GRACE_MS - MINUTE_MS);

    await sweepStuckJobs(sweepDeps(now));

    for (const swept of [lostTask, deadAttempt]) {
      expect(await jobDoc(app, swept.jobId)).toMatchObject({
        status: 'failed',
        stage: 'done',
        refunded: true,
        leaseId: null,
      });
      await expectGivenUpAndRefundedOnce(swept);
      // A late delivery finds the job finished and does nothing.
      await expect(runRemixTask(app.workerDeps, { jobId: swept.jobId }, { attempt: 2 })).resolves.toBe('finished');
    }
    expect(await refundsOf(app, deadAttempt.user.uid)).toHaveLength(1);
  });

  it('leaves alone a job queued under 30 minutes, one under a live lease and one whose lease ran out within 5 minutes', async () => {
    const now = Date.now();
    const waiting = await submittedJob(app, images);
    await queuedSince(app, waiting.jobId, now - QUEUED_STALE_MS + MINUTE_MS);
    const running = await submittedJob(app, images);
    await processingUntil(app, running.jobId, now + MINUTE_MS);
    const awaitingRetry = await submittedJob(app, images);
    await processingUntil(app, awaitingRetry.jobId, now - LEASE_STALE_GRACE_MS + MINUTE_MS);

    await sweepStuckJobs(sweepDeps(now));

    for (const [{ user, jobId }, status] of [
      [waiting, 'queued'],
      [running, 'processing'],
      [awaitingRetry, 'processing'],
    ] as const) {
      expect(await jobDoc(app, jobId)).toMatchObject({ status, refunded: false, error: null });
      expect(await balanceOf(app, user.uid)).toBe(0);
      expect(await refundsOf(app, user.uid)).toEqual([]);
    }
  });

  it('refunds once when two sweeps and the owner reading the job give it up at the same time', async () => {
    const now = Date.now();
    const lostTask = await submittedJob(app, images);
    await queuedSince(app, lostTask.jobId, now - QUEUED_STALE_MS - MINUTE_MS);

    const [, , read] = await Promise.all([
      sweepStuckJobs(sweepDeps(now)),
      sweepStuckJobs(sweepDeps(now)),
      getJob(app, lostTask.user.client, lostTask.jobId),
    ]);

    expect(read).toMatchObject({ status: 'failed', refunded: true });
    await expectGivenUpAndRefundedOnce(lostTask);
    await sweepStuckJobs(sweepDeps(now));
    expect(await refundsOf(app, lostTask.user.uid)).toHaveLength(1);
  });

  it('gives up at most its batch of each kind, oldest first, and the next run takes the rest', async () => {
    const now = Date.now();
    // Older than any other job in the emulator, so these are the oldest stale ones.
    const jobs = [await submittedJob(app, images), await submittedJob(app, images), await submittedJob(app, images)];
    for (const [index, { jobId }] of jobs.entries()) await queuedSince(app, jobId, index + 1);

    const first = await sweepStuckJobs(sweepDeps(now), 2);
    expect(first.more).toBe(true);
    const statuses = async () => Promise.all(jobs.map(async ({ jobId }) => (await jobDoc(app, jobId))?.status));
    expect(await statuses()).toEqual(['failed', 'failed', 'queued']);

    await sweepStuckJobs(sweepDeps(now), 2);
    expect(await statuses()).toEqual(['failed', 'failed', 'failed']);
    for (const job of jobs) await expectGivenUpAndRefundedOnce(job);
  });

  it('leaves a job to the delivery that claimed it after the sweep found it stale', async () => {
    const now = Date.now();
    const { user, jobId } = await submittedJob(app, images);
    await queuedSince(app, jobId, now - QUEUED_STALE_MS - MINUTE_MS);
    const foundStale = (await jobDoc(app, jobId)) as RemixJobRecord;
    await processingUntil(app, jobId, now + MINUTE_MS);

    await expect(giveUpStaleJob(sweepDeps(now), jobId, foundStale)).resolves.toBe('superseded');

    expect(await jobDoc(app, jobId)).toMatchObject({ status: 'processing', refunded: false, leaseId: 'attempt-1' });
    expect(await refundsOf(app, user.uid)).toEqual([]);
  });
});
