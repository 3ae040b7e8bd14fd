import { describe, expect, it } from 'vitest';
import {
  alignReferenceLabels,
  debitEntryId,
  idempotentJobId,
  inputBlobKeys,
  isValidJobId,
  refundEntryId,
  resultBlobKey,
  SIGNED_URL_MAX_LIFETIME_MS,
  signedUrlExpiry,
} from './remix-job';

const NOW = Date.parse('2026-03-01T12:00:00Z');

describe('idempotentJobId', () => {
  const request = { uid: 'u1', key: 'key-1', fingerprint: 'f1' };

  it('is stable for one request, 40 hex characters', () => {
    expect(idempotentJobId(request)).toBe(idempotentJobId({ ...request }));
    expect(idempotentJobId(request)).toMatch(/^[0-9a-f]{40}$/);
  });

  it.each([
    ['another user', { uid: 'u2' }],
    ['another key', { key: 'key-2' }],
    ['another request under the same key', { fingerprint: 'f2' }],
    ['a shifted boundary', { uid: 'u1k', key: 'ey-1' }],
  ])('differs for %s', (_case, change) => {
    expect(idempotentJobId({ ...request, ...change })).not.toBe(idempotentJobId(request));
  });

  it('is a valid job id, and the ledger keys follow it', () => {
    const id = idempotentJobId({ uid: 'u1', key: 'k', fingerprint: 'f' });
    expect(isValidJobId(id)).toBe(true);
    expect([debitEntryId(id), refundEntryId(id)]).toEqual([`remix-${id}`, `refund-${id}`]);
  });
});

describe('isValidJobId', () => {
  it.each([
    ['a Firestore auto-id', 'AbCdEfGhIjKlMnOpQrSt', true],
    ['a hash id', 'a'.repeat(40), true],
    ['empty', '', false],
    ['a path', 'users/u1', false],
    ['dots', '..', false],
    ['65 characters', 'a'.repeat(65), false],
    ['a reserved id Firestore refuses', '__x__', false],
    ['not text', 42, false],
  ])('%s → %s', (_case, id, expected) => {
    expect(isValidJobId(id)).toBe(expected);
  });
});

describe('blob keys', () => {
  it('puts inputs under the user and the upload, references numbered from 1, the mask beside them', () => {
    expect(inputBlobKeys('u1', 'up1', 2)).toEqual({
      base: 'users/u1/uploads/up1/base.jpg',
      references: ['users/u1/uploads/up1/reference-1.jpg', 'users/u1/uploads/up1/reference-2.jpg'],
      mask: 'users/u1/uploads/up1/mask.png',
    });
  });

  it('makes keys of plain segments only, as the blob store requires', () => {
    const keys = [
      ...Object.values(inputBlobKeys('Uid123', 'abc', 10)).flat(),
      resultBlobKey('Uid123', 'job1', 'lease1'),
    ];
    const segment = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
    expect(keys.every((key) => key.split('/').every((part) => segment.test(part)))).toBe(true);
    expect(resultBlobKey('u1', 'job1', 'lease1')).toBe('users/u1/results/job1/lease1.jpg');
  });
});

describe('alignReferenceLabels', () => {
  it.each([
    [['a', 'b'], 2, ['a', 'b']],
    [['a', 'b', 'c'], 2, ['a', 'b']],
    [['a'], 3, ['a', '', '']],
    [[], 0, []],
  ])('%j for %i references → %j', (labels, count, expected) => {
    expect(alignReferenceLabels(labels, count)).toEqual(expected);
  });
});

describe('signedUrlExpiry', () => {
  it.each([
    ['on a 15-minute boundary', NOW, '2026-03-01T13:00:00.000Z'],
    ['a millisecond after it', NOW + 1, '2026-03-01T13:15:00.000Z'],
    ['one second before the next', NOW + 899_000, '2026-03-01T13:15:00.000Z'],
  ])('%s', (_case, now, expected) => {
    expect(signedUrlExpiry(now).toISOString()).toBe(expected);
  });

  it('gives every moment of a window the same expiry, always 60 to 75 minutes away', () => {
    const expiries = new Set<number>();
    for (let offset = 1; offset <= 900_000; offset += 7_001) {
      const now = NOW + offset;
      const expiresAt = signedUrlExpiry(now).getTime();
      expect(expiresAt - now).toBeGreaterThanOrEqual(60 * 60_000);
      expect(expiresAt - now).toBeLessThan(SIGNED_URL_MAX_LIFETIME_MS);
      expiries.add(expiresAt);
    }
    expect([...expiries]).toEqual([Date.parse('2026-03-01T13:15:00Z')]);
  });
});
