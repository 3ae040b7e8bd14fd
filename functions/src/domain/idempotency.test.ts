import { describe, expect, it } from 'vitest';
import { canonicalJson, idempotencyRecordId, requestFingerprint } from './idempotency';

describe('requestFingerprint', () => {
  const request = {
    route: 'POST /process',
    params: { id: 'r1' },
    body: { roomStyle: 'modern', quality: 'hd' },
    files: new Map([['baseImage', [Buffer.from('photo')]]]),
  };

  it('is the same for the same request, whatever order its fields were built in', () => {
    const reordered = { ...request, body: { quality: 'hd', roomStyle: 'modern' } };
    expect(requestFingerprint(reordered)).toBe(requestFingerprint(request));
  });

  it.each([
    ['another route', { route: 'POST /results/:id/upscale' }],
    ['another id in the path', { params: { id: 'r2' } }],
    ['another body value', { body: { roomStyle: 'modern', quality: 'standard' } }],
    ['another file', { files: new Map([['baseImage', [Buffer.from('other photo')]]]) }],
    ['a file under another field', { files: new Map([['referenceImages', [Buffer.from('photo')]]]) }],
    ['no files', { files: new Map() }],
  ])('differs for %s', (_case, change) => {
    expect(requestFingerprint({ ...request, ...change })).not.toBe(requestFingerprint(request));
  });
});

describe('canonicalJson', () => {
  it('sorts the keys of nested objects and keeps the order of arrays', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
  });
});

describe('idempotencyRecordId', () => {
  it('keeps callers apart and shows neither the uid nor the key', () => {
    const id = idempotencyRecordId('uid-1', 'key-1');
    expect(id).toMatch(/^[0-9a-f]{40}$/);
    expect(idempotencyRecordId('uid-2', 'key-1')).not.toBe(id);
    expect(idempotencyRecordId('uid-1k', 'ey-1')).not.toBe(id);
  });
});
