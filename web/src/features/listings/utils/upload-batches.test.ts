import { UPLOAD_LIMITS } from '@roomremix/contracts/constants';
import { describe, expect, it } from 'vitest';
import { movedOrder } from './photo-order';
import { uploadBatches } from './upload-batches';

const MB = 1024 * 1024;
/** A file that claims `bytes` without holding them. */
const sized = (name: string, bytes: number) => {
  const file = new File([], name);
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};
const names = (batches: File[][]) => batches.map((batch) => batch.map((file) => file.name));

describe('uploadBatches', () => {
  it('sends at most 8 photos a request, in order', () => {
    const files = Array.from({ length: 17 }, (_, index) => sized(`p${index + 1}`, MB));
    expect(names(uploadBatches(files)).map((batch) => batch.length)).toEqual([8, 8, 1]);
    expect(names(uploadBatches(files)).flat()).toEqual(files.map((file) => file.name));
  });

  it('starts a new request before the bytes would pass the 32 MB a request may carry', () => {
    const big = UPLOAD_LIMITS.maxRequestBytes / 3;
    expect(names(uploadBatches([sized('a', big), sized('b', big), sized('c', big), sized('d', MB)]))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('sends a file too large on its own alone, for the server to refuse with its message', () => {
    const huge = UPLOAD_LIMITS.maxRequestBytes + 1;
    expect(names(uploadBatches([sized('a', MB), sized('huge', huge), sized('c', MB)]))).toEqual([
      ['a'],
      ['huge'],
      ['c'],
    ]);
  });
});

describe('movedOrder', () => {
  it.each([
    { from: 2, to: 1, order: ['a', 'c', 'b'] },
    { from: 0, to: 2, order: ['b', 'c', 'a'] },
    { from: 1, to: 1, order: ['a', 'b', 'c'] },
    { from: 0, to: 5, order: ['a', 'b', 'c'] },
  ])('moves the photo at $from to $to', ({ from, to, order }) => {
    expect(movedOrder(['a', 'b', 'c'], from, to)).toEqual(order);
  });
});
