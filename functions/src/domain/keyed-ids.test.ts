import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rateLimitId, shareVisitId } from './keyed-ids';

const SECRET = 'a-server-secret-of-at-least-32-characters';
const OTHER_SECRET = 'another-server-secret-of-32-characters!';
const ADDRESS = '203.0.113.7';
const SHARE = 'share-1';
const DAY = 1_700_006_400_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each([
  ['rateLimitId', (secret: string) => rateLimitId(secret, 'remix', 'ip', ADDRESS), `remix\nip\n${ADDRESS}`],
  ['shareVisitId', (secret: string) => shareVisitId(secret, SHARE, DAY, ADDRESS), `${SHARE}\n${DAY}\n${ADDRESS}`],
])('%s of an address', (_name, idOf, named) => {
  it('is neither the address nor a plain hash of it or of what it names', () => {
    const id = idOf(SECRET);
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).not.toContain(ADDRESS);
    expect([sha256(ADDRESS), sha256(named)]).not.toContain(id);
  });

  it('is stable for one secret and different for another', () => {
    expect(idOf(SECRET)).toBe(idOf(SECRET));
    expect(idOf(OTHER_SECRET)).not.toBe(idOf(SECRET));
  });
});

describe('rateLimitId', () => {
  it.each([
    ['another address', rateLimitId(SECRET, 'remix', 'ip', '203.0.113.8')],
    ['another scope', rateLimitId(SECRET, 'login', 'ip', ADDRESS)],
    ['another kind', rateLimitId(SECRET, 'remix', 'user', ADDRESS)],
  ])('names one counter: %s has another id', (_case, other) => {
    expect(other).not.toBe(rateLimitId(SECRET, 'remix', 'ip', ADDRESS));
  });
});

describe('shareVisitId', () => {
  it.each([
    ['another day', shareVisitId(SECRET, SHARE, DAY + 86_400_000, ADDRESS)],
    ['another share', shareVisitId(SECRET, 'share-2', DAY, ADDRESS)],
    ['another visitor', shareVisitId(SECRET, SHARE, DAY, '203.0.113.8')],
  ])('names one visit: %s has another id', (_case, other) => {
    expect(other).not.toBe(shareVisitId(SECRET, SHARE, DAY, ADDRESS));
  });
});
