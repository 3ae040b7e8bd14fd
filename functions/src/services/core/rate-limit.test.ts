import { describe, expect, it } from 'vitest';
import { memoryRepositories } from '../../../test/memory/memory-repositories';
import { type RateLimitKey, reserveAttempts, TooManyAttemptsError } from './rate-limit';

const policy = { maxAttempts: 2, windowMs: 60_000 };
const byAddress: RateLimitKey = { scope: 'login', kind: 'ip', value: '203.0.113.7', policy };
const byAccount: RateLimitKey = {
  scope: 'login',
  kind: 'account',
  value: 'alice',
  policy: { ...policy, maxAttempts: 5 },
};

function limiter() {
  let nowMs = 1_700_000_000_000;
  const store = { repositories: memoryRepositories(), rateLimitIdSecret: 'test-secret' };
  return {
    reserve: (keys: RateLimitKey[] = [byAddress]) => reserveAttempts(store, keys, () => new Date(nowMs)),
    later: (ms: number) => void (nowMs += ms),
  };
}

describe('reserving attempts', () => {
  it('allows the policy’s attempts in a window, then refuses with the wait and the scope', async () => {
    const { reserve, later } = limiter();
    await reserve();
    later(10_000);
    await reserve();
    const refusal = await reserve().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TooManyAttemptsError);
    expect(refusal).toMatchObject({ retryAfterMs: 50_000, scope: 'login' });
  });

  it('starts a new window once the old one ends', async () => {
    const { reserve, later } = limiter();
    await reserve();
    await reserve();
    later(60_000);
    await expect(reserve()).resolves.toBeDefined();
  });

  it('counts nothing on any key when one key is full', async () => {
    const { reserve } = limiter();
    await reserve([byAddress]);
    await reserve([byAddress]);
    await expect(reserve([byAccount, byAddress])).rejects.toThrow(TooManyAttemptsError);
    for (let attempt = 0; attempt < 5; attempt += 1) await reserve([byAccount]);
    await expect(reserve([byAccount])).rejects.toThrow(TooManyAttemptsError);
  });

  it('gives a released attempt back, so only failures count', async () => {
    const { reserve } = limiter();
    for (let attempt = 0; attempt < 5; attempt += 1) await (await reserve()).release();
    await reserve();
    await reserve();
    await expect(reserve()).rejects.toThrow(TooManyAttemptsError);
  });
});
