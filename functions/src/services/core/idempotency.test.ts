import { describe, expect, it } from 'vitest';
import { memoryRepositories } from '../../../test/memory/memory-repositories';
import { claimIdempotencyKeyIn, earlierRef, IdempotencyKeyReusedError, idempotencyRecordOf } from './idempotency';

const request = { uid: 'u1', key: 'k1', fingerprint: 'POST /process #1' };

describe('an Idempotency-Key', () => {
  it('new: claimed, the work recorded with what it made, and then replayed as that', async () => {
    const repositories = memoryRepositories();
    const made = await repositories.runTransaction(async (tx) => {
      const claim = await claimIdempotencyKeyIn(repositories, tx, request);
      if ('replayOf' in claim) throw new Error('a new key replayed');
      claim.record('job-1', { remarked: ['p1'] });
      return 'job-1';
    });
    expect(made).toBe('job-1');
    expect(await earlierRef(repositories, request)).toBe('job-1');
    expect(await idempotencyRecordOf(repositories, request)).toMatchObject({ ref: 'job-1', remarked: ['p1'] });
    const again = await repositories.runTransaction((tx) => claimIdempotencyKeyIn(repositories, tx, request));
    expect(again).toEqual({ replayOf: 'job-1' });
  });

  it('used for a different request is refused, and its first request keeps it', async () => {
    const repositories = memoryRepositories();
    await repositories.runTransaction(async (tx) => {
      const claim = await claimIdempotencyKeyIn(repositories, tx, request);
      if ('record' in claim) claim.record('job-1');
    });
    const other = { ...request, fingerprint: 'POST /process #2' };
    await expect(earlierRef(repositories, other)).rejects.toThrow(IdempotencyKeyReusedError);
    await expect(repositories.runTransaction((tx) => claimIdempotencyKeyIn(repositories, tx, other))).rejects.toThrow(
      IdempotencyKeyReusedError,
    );
    expect(await earlierRef(repositories, request)).toBe('job-1');
  });

  it('is the caller’s own: another user’s same key is new', async () => {
    const repositories = memoryRepositories();
    await repositories.runTransaction(async (tx) => {
      const claim = await claimIdempotencyKeyIn(repositories, tx, request);
      if ('record' in claim) claim.record('job-1');
    });
    expect(await earlierRef(repositories, { ...request, uid: 'u2' })).toBeNull();
  });

  it('claimed in a transaction that fails stays new', async () => {
    const repositories = memoryRepositories();
    await expect(
      repositories.runTransaction(async (tx) => {
        const claim = await claimIdempotencyKeyIn(repositories, tx, request);
        if ('record' in claim) claim.record('job-1');
        throw new Error('the debit was refused');
      }),
    ).rejects.toThrow();
    expect(await earlierRef(repositories, request)).toBeNull();
  });
});
