import { describe, expect, it } from 'vitest';
import { IdempotencyKeyReusedError, InsufficientTokensError } from '../core';
import { OWNER, remixWorld, submission, submitDepsOf } from '../../../test/memory/remix-fixture';
import { EnqueueFailedError, findIdempotentJob, submitRemix } from './submit';

describe('submitting a remix', () => {
  it('debits once per Idempotency-Key: a replay answers the same job, debited once', async () => {
    const world = remixWorld(10);
    const first = await submitRemix(submitDepsOf(world), await submission('key-1'));
    const replay = await submitRemix(submitDepsOf(world), await submission('key-1'));
    expect(first.created).toBe(true);
    expect(replay).toEqual({ job: first.job, created: false });
    expect(world.balance()).toBe(10 - first.job.cost);
    expect(world.ledger('remix')).toHaveLength(1);
    expect(world.store.query('remixJobs')).toHaveLength(1);
    const request = { uid: OWNER, key: 'key-1', fingerprint: 'fingerprint-key-1' };
    expect((await findIdempotentJob(world.deps, request))?.id).toBe(first.job.id);
  });

  it('debits once when the same key arrives twice at once', async () => {
    const world = remixWorld(10);
    const [a, b] = await Promise.all([
      submitRemix(submitDepsOf(world), await submission('key-1')),
      submitRemix(submitDepsOf(world), await submission('key-1')),
    ]);
    expect(a.job.id).toBe(b.job.id);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(world.balance()).toBe(10 - a.job.cost);
    expect(world.ledger('remix')).toHaveLength(1);
  });

  it('debits again for a new key, and refuses a key used for another request without changing anything', async () => {
    const world = remixWorld(10);
    const first = await submitRemix(submitDepsOf(world), await submission('key-1'));
    const second = await submitRemix(submitDepsOf(world), await submission('key-2'));
    expect(second.job.id).not.toBe(first.job.id);
    expect(world.balance()).toBe(10 - first.job.cost - second.job.cost);
    const reused = { ...(await submission('key-1')), idempotency: { uid: OWNER, key: 'key-1', fingerprint: 'other' } };
    await expect(submitRemix(submitDepsOf(world), reused)).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    expect(world.balance()).toBe(10 - first.job.cost - second.job.cost);
    expect(world.store.query('remixJobs')).toHaveLength(2);
  });

  it('refuses a remix the balance does not cover: no debit, no job', async () => {
    const world = remixWorld(0);
    await expect(submitRemix(submitDepsOf(world), await submission('key-1'))).rejects.toBeInstanceOf(
      InsufficientTokensError,
    );
    expect(world.balance()).toBe(0);
    expect(world.ledger()).toEqual([]);
    expect(world.store.query('remixJobs')).toEqual([]);
  });

  it('refunds a job the queue would not take, once, and a replay of it debits nothing more', async () => {
    const world = remixWorld(10);
    world.queueDown = true;
    await expect(submitRemix(submitDepsOf(world), await submission('key-1'))).rejects.toBeInstanceOf(
      EnqueueFailedError,
    );
    expect(world.balance()).toBe(10);
    const replay = await submitRemix(submitDepsOf(world), await submission('key-1'));
    expect(replay).toMatchObject({ created: false, job: { status: 'failed', refunded: true } });
    expect(world.balance()).toBe(10);
    expect(world.ledger('refund')).toHaveLength(1);
  });
});
