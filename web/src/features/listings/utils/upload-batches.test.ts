import { UPLOAD_LIMITS } from '@roomremix/contracts/constants';
import { describe, expect, it } from 'vitest';
import { movedOrder } from './photo-order';
import { REQUEST_FILE_BYTES, uploadBatches } from './upload-batches';

const MB = 1024 * 1024;
/** A file that claims `bytes` without holding them. */
const sized = (name: string, bytes: number) => {
  const file = new File([], name);
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};
const names = (batches: File[][]) => batches.map((batch) => batch.map((file) => file.name));

describe('uploadBatches', () => {
  const batchNames = (files: File[]) => names(uploadBatches(files).batches);

  it('sends as many photos a request as fit, however many, in order', () => {
    const files = Array.from({ length: 30 }, (_, index) => sized(`p${index + 1}`, MB));
    expect(batchNames(files)).toEqual([files.map((file) => file.name)]);
  });

  it('starts a new request before the bytes would pass the 32 MB a request may carry', () => {
    // Thirty 4032 px phone photos of 4.5 MB: seven fit in 32 MB with the multipart framing, eight do not.
    const phone = Array.from({ length: 30 }, (_, index) => sized(`p${index + 1}`, 4.5 * MB));
    expect(batchNames(phone).map((batch) => batch.length)).toEqual([7, 7, 7, 7, 2]);
    expect(batchNames(phone).flat()).toEqual(phone.map((file) => file.name));
    const exact = [sized('a', 20 * MB), sized('b', REQUEST_FILE_BYTES - 20 * MB), sized('c', 1)];
    expect(batchNames(exact)).toEqual([['a', 'b'], ['c']]);
    expect(REQUEST_FILE_BYTES).toBeLessThan(UPLOAD_LIMITS.maxRequestBytes);
  });

  it('sends a photo as large as the API takes alone, and sets aside a larger one for a refusal that names it', () => {
    const largest = sized('largest', UPLOAD_LIMITS.maxFileBytes);
    const huge = sized('huge', UPLOAD_LIMITS.maxFileBytes + 1);
    const plan = uploadBatches([sized('a', 8 * MB), largest, huge, sized('c', MB)]);
    expect(names(plan.batches)).toEqual([['a'], ['largest', 'c']]);
    expect(plan.tooLarge.map((file) => file.name)).toEqual(['huge']);
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
