import { describe, expect, it } from 'vitest';
import { RetryableEngineError, type ImageEngine } from '../../adapters/image-engine/image-engine';
import { QUEUED_STALE_MS } from '../../domain/remix-job-lifecycle';
import { OWNER, remixWorld, type RemixWorld, submission, submitDepsOf } from '../../../test/memory/remix-fixture';
import { failJob, readOwnJob } from './jobs';
import { sweepStuckJobs } from './stuck-jobs';
import { submitRemix } from './submit';
import { runRemixTask } from './worker';

/** An engine whose every attempt fails in a way a retry may fix. */
const busy = () => Promise.reject(new RetryableEngineError('The provider is busy', { engine: 'local' }));
const failingEngine: ImageEngine = { name: 'local', generate: busy, upscale: busy };

/** A submitted job of the owner's (debited), in `world`. */
async function submitted(world: RemixWorld, fields: Record<string, unknown> = {}) {
  const { job } = await submitRemix(submitDepsOf(world), await submission(undefined, fields));
  return job;
}

describe('a failed job’s refund', () => {
  it('is paid once, when the last of the worker’s retries fails, whatever then runs again', async () => {
    const world = remixWorld(10, failingEngine);
    const job = await submitted(world);
    const deliver = (attempt: number) => runRemixTask(world.deps, { jobId: job.id }, { attempt });
    await expect(deliver(1)).rejects.toBeInstanceOf(RetryableEngineError);
    await expect(deliver(2)).rejects.toBeInstanceOf(RetryableEngineError);
    expect(world.balance()).toBe(10 - job.cost);
    await expect(deliver(3)).resolves.toBe('failed');
    expect(world.balance()).toBe(10);

    await expect(deliver(3)).resolves.toBe('finished');
    await expect(failJob(world.deps, job.id, 'Stopped by support')).resolves.toBe('already-finished');
    world.later(QUEUED_STALE_MS * 2);
    await sweepStuckJobs(world.deps);
    expect(await readOwnJob(world.deps, OWNER, job.id)).toMatchObject({
      status: 'failed',
      refunded: true,
      refundedTokens: job.cost,
    });
    expect(world.balance()).toBe(10);
    expect(world.ledger('refund')).toEqual([expect.objectContaining({ delta: job.cost, ref: job.id })]);
  });

  it('is paid once for a lost job that the sweep, its owner’s read, support and a late delivery find together', async () => {
    const world = remixWorld(10);
    const job = await submitted(world, { variants: '2' });
    world.later(QUEUED_STALE_MS + 60_000);
    const outcomes = await Promise.all([
      sweepStuckJobs(world.deps),
      readOwnJob(world.deps, OWNER, job.id),
      failJob(world.deps, job.id, 'Stopped by support'),
      runRemixTask(world.deps, { jobId: job.id }, { attempt: 1 }),
      sweepStuckJobs(world.deps),
    ]);
    expect(outcomes).toBeDefined();
    const stored = world.job(job.id);
    if (stored?.status === 'succeeded') {
      // The late delivery claimed it first: it ran, and nothing was refunded.
      expect(world.balance()).toBe(10 - job.cost);
      expect(world.ledger('refund')).toEqual([]);
    } else {
      expect(stored).toMatchObject({ status: 'failed', refunded: true, refundedTokens: job.cost });
      expect(world.balance()).toBe(10);
      expect(world.ledger('refund')).toHaveLength(1);
    }
  });

  it('is never paid for a job that succeeded, nor more than it cost', async () => {
    const world = remixWorld(10);
    const job = await submitted(world);
    await expect(runRemixTask(world.deps, { jobId: job.id }, { attempt: 1 })).resolves.toBe('succeeded');
    await expect(failJob(world.deps, job.id, 'Stopped by support')).resolves.toBe('already-finished');
    world.later(QUEUED_STALE_MS * 2);
    expect(await sweepStuckJobs(world.deps)).toMatchObject({ failed: 0 });
    expect(await readOwnJob(world.deps, OWNER, job.id)).toMatchObject({ status: 'succeeded', refundedTokens: 0 });
    expect(world.balance()).toBe(10 - job.cost);
    expect(world.ledger('refund')).toEqual([]);
  });

  it('is not paid to an account that is gone, yet the job still ends', async () => {
    const world = remixWorld(10);
    const job = await submitted(world);
    world.store.delete(`users/${OWNER}`);
    await expect(failJob(world.deps, job.id, 'Stopped by support')).resolves.toBe('failed');
    expect(world.job(job.id)).toMatchObject({ status: 'failed', refunded: false, refundedTokens: 0 });
  });
});
