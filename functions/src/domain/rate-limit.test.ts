import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RATE_LIMITS,
  releaseAttempt,
  reserveAttempt,
  retryAfterMinutes,
  type AttemptDecision,
  type RateLimitWindow,
} from './rate-limit';

const MINUTE = 60_000;
const policy = DEFAULT_RATE_LIMITS.loginPerAccountAddress;
const T0 = 1_700_000_000_000;

describe('reserveAttempt', () => {
  it.each<[string, RateLimitWindow | undefined, number, AttemptDecision]>([
    ['no counter yet: opens a window', undefined, T0, { allowed: true, window: { count: 1, startedAtMs: T0 } }],
    [
      '1st to 10th attempt counts up',
      { count: 9, startedAtMs: T0 },
      T0 + MINUTE,
      {
        allowed: true,
        window: { count: 10, startedAtMs: T0 },
      },
    ],
    [
      '11th attempt in the window is refused until it ends',
      { count: 10, startedAtMs: T0 },
      T0 + 5 * MINUTE,
      {
        allowed: false,
        retryAfterMs: 10 * MINUTE,
      },
    ],
    [
      'refused a millisecond before the window ends',
      { count: 10, startedAtMs: T0 },
      T0 + 15 * MINUTE - 1,
      {
        allowed: false,
        retryAfterMs: 1,
      },
    ],
    [
      'allowed again the moment the window ends (no permanent lockout)',
      { count: 10, startedAtMs: T0 },
      T0 + 15 * MINUTE,
      {
        allowed: true,
        window: { count: 1, startedAtMs: T0 + 15 * MINUTE },
      },
    ],
    [
      'a counter above the limit (limit lowered) still refuses',
      { count: 25, startedAtMs: T0 },
      T0,
      {
        allowed: false,
        retryAfterMs: 15 * MINUTE,
      },
    ],
  ])('%s', (_case, current, now, expected) => {
    expect(reserveAttempt(current, now, policy)).toEqual(expected);
  });

  it('honours a short injected window', () => {
    const short = { maxAttempts: 2, windowMs: 1_000 };
    expect(reserveAttempt({ count: 2, startedAtMs: T0 }, T0 + 999, short)).toEqual({ allowed: false, retryAfterMs: 1 });
    expect(reserveAttempt({ count: 2, startedAtMs: T0 }, T0 + 1_000, short)).toEqual({
      allowed: true,
      window: { count: 1, startedAtMs: T0 + 1_000 },
    });
  });
});

describe('releaseAttempt', () => {
  it.each<[string, RateLimitWindow | undefined, number, RateLimitWindow | undefined]>([
    ['takes back one attempt of the same window', { count: 3, startedAtMs: T0 }, T0, { count: 2, startedAtMs: T0 }],
    [
      'leaves a newer window alone',
      { count: 1, startedAtMs: T0 + 20 * MINUTE },
      T0,
      { count: 1, startedAtMs: T0 + 20 * MINUTE },
    ],
    ['never goes below zero', { count: 0, startedAtMs: T0 }, T0, { count: 0, startedAtMs: T0 }],
    ['nothing to release', undefined, T0, undefined],
  ])('%s', (_case, current, reservedAt, expected) => {
    expect(releaseAttempt(current, reservedAt)).toEqual(expected);
  });
});

describe('retryAfterMinutes', () => {
  it.each([
    [15 * MINUTE, 15],
    [14 * MINUTE + 1, 15],
    [MINUTE, 1],
    [1, 1],
    [0, 1],
  ])('%i ms → %i minutes', (ms, minutes) => {
    expect(retryAfterMinutes(ms)).toBe(minutes);
  });
});
