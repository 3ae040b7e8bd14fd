import { describe, expect, it } from 'vitest';
import { isRecentSignIn, revocationDelayMs } from './session';

const AUTH_TIME = 1_700_000_000;
const AUTH_MS = AUTH_TIME * 1000;

describe('isRecentSignIn', () => {
  it.each([
    ['just now', AUTH_MS, true],
    ['exactly 5 minutes ago', AUTH_MS + 5 * 60_000, true],
    ['5 minutes and a millisecond ago', AUTH_MS + 5 * 60_000 + 1, false],
    ['an hour ago', AUTH_MS + 60 * 60_000, false],
    ['slightly in the future (clock skew)', AUTH_MS - 2_000, true],
  ])('%s → %s', (_case, now, expected) => {
    expect(isRecentSignIn(AUTH_TIME, now)).toBe(expected);
  });
});

describe('revocationDelayMs', () => {
  it.each([
    ['at the start of the sign-in second: wait for the next one', AUTH_MS, 1_000],
    ['late in the sign-in second', AUTH_MS + 900, 100],
    ['in the next second already', AUTH_MS + 1_000, 0],
    ['long after', AUTH_MS + 3_600_000, 0],
    ['sign-in ahead of our clock: capped', AUTH_MS - 5_000, 1_500],
  ])('%s', (_case, now, expected) => {
    expect(revocationDelayMs(AUTH_TIME, now)).toBe(expected);
  });
});
