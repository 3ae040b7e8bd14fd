import { describe, expect, it } from 'vitest';
import { isUsableDocumentId, MAX_DOCUMENT_ID_BYTES } from './document-id';

describe('isUsableDocumentId', () => {
  it.each([
    'abc',
    'Job_123-x',
    'a.b',
    '...',
    '_x_',
    '__x',
    'x__',
    'ü'.repeat(MAX_DOCUMENT_ID_BYTES / 2),
    '😀'.repeat(MAX_DOCUMENT_ID_BYTES / 4),
  ])('takes %j', (id) => {
    expect(isUsableDocumentId(id)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['a slash', 'a/b'],
    ['a lone slash', '/'],
    ['a single period', '.'],
    ['a double period', '..'],
    ['the reserved __x__ form', '__x__'],
    ['the reserved form with only underscores', '____'],
    ['the reserved form spanning lines', '__a\nb__'],
    ['over 1500 bytes', 'a'.repeat(MAX_DOCUMENT_ID_BYTES + 1)],
    ['over 1500 bytes of UTF-8 in fewer characters', 'ü'.repeat(MAX_DOCUMENT_ID_BYTES / 2 + 1)],
    ['over 1500 bytes of 4-byte characters', '😀'.repeat(MAX_DOCUMENT_ID_BYTES / 4 + 1)],
  ])('refuses %s', (_case, id) => {
    expect(isUsableDocumentId(id)).toBe(false);
  });
});
