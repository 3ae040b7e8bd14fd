import { describe, expect, it } from 'vitest';
import { isReorderOf, planStaging, stagingBatchId, stagingJobId, withoutStagedImage, withStagedImage } from './listing';

const photo = (id: string, sameRoomAs: string | null = null) => ({ id, sameRoomAs });
const waits = (steps: ReturnType<typeof planStaging>) =>
  Object.fromEntries(steps.map(({ photoId, waitsFor }) => [photoId, waitsFor]));

describe('planStaging', () => {
  it('stages the first photo alone, then every other photo against it', () => {
    expect(planStaging([photo('a'), photo('b'), photo('c')])).toEqual([
      { photoId: 'a', waitsFor: null },
      { photoId: 'b', waitsFor: 'a' },
      { photoId: 'c', waitsFor: 'a' },
    ]);
  });

  it("stages a same-room group's first photo against the batch's first, and the rest of the group against it", () => {
    const plan = planStaging([photo('a'), photo('b'), photo('c'), photo('d', 'b'), photo('e', 'd')]);
    expect(waits(plan)).toEqual({ a: null, b: 'a', c: 'a', d: 'b', e: 'b' });
  });

  it('reads a link in either direction, and keeps the batch first in the group of the first photo', () => {
    const plan = planStaging([photo('a', 'c'), photo('b'), photo('c')]);
    expect(waits(plan)).toEqual({ a: null, b: 'a', c: 'a' });
  });

  it('ignores links to photos outside the batch, and answers nothing for no photos', () => {
    expect(waits(planStaging([photo('a'), photo('b', 'zz')]))).toEqual({ a: null, b: 'a' });
    expect(planStaging([])).toEqual([]);
  });
});

describe('isReorderOf', () => {
  it('accepts each photo once in any order, and refuses a missing, repeated or unknown one', () => {
    expect(isReorderOf(['a', 'b', 'c'], ['c', 'a', 'b'])).toBe(true);
    expect(isReorderOf(['a', 'b', 'c'], ['a', 'b'])).toBe(false);
    expect(isReorderOf(['a', 'b', 'c'], ['a', 'a', 'b'])).toBe(false);
    expect(isReorderOf(['a', 'b', 'c'], ['a', 'b', 'x'])).toBe(false);
  });
});

describe('staging ids', () => {
  it("are the same for a retried request and differ between users' keys and photos", () => {
    const request = { uid: 'u1', key: 'k', fingerprint: 'f' };
    expect(stagingBatchId(request)).toBe(stagingBatchId({ ...request }));
    expect(stagingBatchId(request)).not.toBe(stagingBatchId({ ...request, uid: 'u2' }));
    expect(stagingBatchId(request)).not.toBe(stagingBatchId({ ...request, fingerprint: 'g' }));
    expect(stagingJobId('b', 'p1')).not.toBe(stagingJobId('b', 'p2'));
    expect(stagingJobId('b', 'p1')).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe('withStagedImage and withoutStagedImage (what the originals page serves)', () => {
  const DISCLOSED = { words: 'Digitally altered', caption: 'Digitally altered: the colours were graded digitally.' };
  const photos = [
    { id: 'a', stagingJobId: 'job-a', stagedImageKey: null },
    { id: 'b', stagingJobId: 'job-b2', stagedImageKey: 'b1.jpg' },
    { id: 'c', stagingJobId: null },
  ];

  it.each([
    [
      'the latest staging of a photo',
      'job-a',
      [
        ['a', 'new.jpg'],
        ['b', 'b1.jpg'],
        ['c', undefined],
      ],
    ],
    [
      'a re-staging replacing the earlier image',
      'job-b2',
      [
        ['a', null],
        ['b', 'new.jpg'],
        ['c', undefined],
      ],
    ],
  ] as const)('stores %s', (_case, jobId, expected) => {
    expect(
      withStagedImage(photos, jobId, { imageKey: 'new.jpg', disclosure: DISCLOSED })?.map((photo) => [
        photo.id,
        photo.stagedImageKey,
      ]),
    ).toEqual(expected);
  });

  it('changes nothing for a staging that is no photo’s latest (an older batch finishing late)', () => {
    expect(withStagedImage(photos, 'job-b1', { imageKey: 'late.jpg', disclosure: DISCLOSED })).toBeNull();
  });

  it('clears the photo showing a deleted image, and only that one; null when none shows it', () => {
    expect(withoutStagedImage(photos, 'b1.jpg')?.map((photo) => photo.stagedImageKey)).toEqual([null, null, undefined]);
    expect(withoutStagedImage(photos, 'other.jpg')).toBeNull();
  });
});
