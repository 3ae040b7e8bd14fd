import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { attemptFor, mayHaveBeenApplied } from './adjustment-attempt';

const GRANT = { delta: 5, reason: 'Remix failed twice' };
const fresh = () => 'fresh-key';

describe('attemptFor', () => {
  it.each([
    ['the first submit', null, GRANT, 'fresh-key'],
    ['a retry of the unconfirmed attempt (same amount and reason)', { key: 'k1', request: GRANT }, GRANT, 'k1'],
    ['another amount', { key: 'k1', request: GRANT }, { ...GRANT, delta: 6 }, 'fresh-key'],
    ['another reason', { key: 'k1', request: GRANT }, { ...GRANT, reason: 'Other' }, 'fresh-key'],
  ])('%s → key %s', (_case, unconfirmed, request, key) => {
    expect(attemptFor(unconfirmed, request, fresh)).toEqual({ key, request });
  });

  it('makes a fresh UUID key by default, a new one each time', () => {
    const first = attemptFor(null, GRANT).key;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(attemptFor(null, GRANT).key).not.toBe(first);
  });
});

describe('mayHaveBeenApplied', () => {
  it.each([
    ['no answer (network failure)', new TypeError('Failed to fetch'), true],
    ['a 500', new ApiError(500, 'Internal Server Error', ''), true],
    ['a 503', new ApiError(503, 'Service Unavailable', ''), true],
    ['a 400 refusal', new ApiError(400, 'Bad Request', ''), false],
    ['a 409 (below zero)', new ApiError(409, 'Conflict', ''), false],
  ])('%s → %s', (_case, error, expected) => {
    expect(mayHaveBeenApplied(error)).toBe(expected);
  });
});
