import { describe, expect, it } from 'vitest';
import { createInProcessQueue } from './in-process-queue';
import type { TaskDelivery } from '../../../src/adapters/queue/remix-queue';

describe('the in-process queue', () => {
  it('runs the handler after enqueue returns, with the task data and attempt 1', async () => {
    const deliveries: [unknown, TaskDelivery][] = [];
    const queue = createInProcessQueue({
      handler: async (data, delivery) => void deliveries.push([data, delivery]),
      maxAttempts: 3,
    });
    await queue.enqueue('job-1');
    expect(deliveries).toEqual([]);
    await queue.idle();
    expect(deliveries).toEqual([[{ jobId: 'job-1' }, { attempt: 1 }]]);
  });

  it('accepts a task id once, as Cloud Tasks does', async () => {
    let runs = 0;
    const queue = createInProcessQueue({ handler: async () => void (runs += 1), maxAttempts: 3 });
    await Promise.all([queue.enqueue('job-1'), queue.enqueue('job-1'), queue.enqueue('job-2')]);
    await queue.idle();
    await queue.enqueue('job-1');
    await queue.idle();
    expect(runs).toBe(2);
    expect(queue.enqueued).toEqual(['job-1', 'job-2']);
  });

  it('retries a throwing handler with the next attempt number, up to maxAttempts, then gives up', async () => {
    const attempts: number[] = [];
    const given: string[] = [];
    const queue = createInProcessQueue({
      handler: async (_data, { attempt }) => {
        attempts.push(attempt);
        throw new Error(`attempt ${attempt} failed`);
      },
      maxAttempts: 3,
      backoffMs: () => 1,
      onGiveUp: (jobId, error) => given.push(`${jobId}: ${(error as Error).message}`),
    });
    await queue.enqueue('job-1');
    await queue.idle();
    expect(attempts).toEqual([1, 2, 3]);
    expect(given).toEqual(['job-1: attempt 3 failed']);
  });

  it('stops retrying once an attempt succeeds', async () => {
    const attempts: number[] = [];
    const queue = createInProcessQueue({
      handler: async (_data, { attempt }) => {
        attempts.push(attempt);
        if (attempt === 1) throw new Error('first attempt failed');
      },
      maxAttempts: 3,
    });
    await queue.enqueue('job-1');
    await queue.idle();
    expect(attempts).toEqual([1, 2]);
  });
});
