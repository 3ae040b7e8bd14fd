import { stagingLookOf } from '@roomremix/contracts/listings';
import { describe, expect, it } from 'vitest';
import {
  listingAnchorOf,
  type PhotoTakes,
  planTakes,
  remarkedBlobKey,
  type TakeFacts,
  type WantedTakes,
} from './listing-takes';

const modern = stagingLookOf({ mode: 'stage', roomStyle: 'modern', quality: 'standard' });
const coastal = stagingLookOf({ mode: 'stage', roomStyle: 'coastal', quality: 'standard' });

function take(jobId: string, changes: Partial<TakeFacts> = {}): TakeFacts {
  return {
    jobId,
    look: modern,
    status: 'succeeded',
    hasImage: true,
    disclosureRule: 'label',
    originalsUrl: null,
    ...changes,
  };
}

const wanted: WantedTakes = { look: modern, disclosureRule: 'label', originalsUrl: null };

function photo(photoId: string, takes: TakeFacts[], shownJobId = takes[0]?.jobId ?? null): PhotoTakes {
  return { photoId, shownJobId, takes };
}

describe('planTakes', () => {
  it('stages only the photos with no take of the look, and leaves a photo showing its take alone', () => {
    const plan = planTakes(
      [photo('a', [take('a1')]), photo('b', []), photo('c', [take('c1', { look: coastal })])],
      wanted,
    );
    expect(plan).toEqual({ stage: ['b', 'c'], show: [], busy: [] });
  });

  it('re-marks a take of the look under another rule, or pointing at another originals link, for free', () => {
    const plan = planTakes(
      [
        photo('a', [take('a1', { disclosureRule: 'caption' })]),
        photo('b', [take('b1', { originalsUrl: 'https://x/l/old' })]),
      ],
      wanted,
    );
    expect(plan).toEqual({
      stage: [],
      show: [
        { photoId: 'a', jobId: 'a1', remark: true },
        { photoId: 'b', jobId: 'b1', remark: true },
      ],
      busy: [],
    });
  });

  it('shows again the newest take of the look when the photo shows another look', () => {
    const takes = [take('a3', { look: coastal }), take('a2'), take('a1')];
    expect(planTakes([photo('a', takes)], wanted).show).toEqual([{ photoId: 'a', jobId: 'a2', remark: false }]);
  });

  it('does not count a failed take, a take whose image was deleted or one whose job is gone', () => {
    const takes = [take('a3', { status: 'failed' }), take('a2', { hasImage: false }), take('a1', { look: null })];
    expect(planTakes([photo('a', takes)], wanted).stage).toEqual(['a']);
  });

  it('counts a take still being made, and names its photo busy when it would need another mark', () => {
    const running = take('a1', { status: 'processing' });
    expect(planTakes([photo('a', [running])], wanted)).toEqual({ stage: [], show: [], busy: [] });
    const plan = planTakes([photo('a', [running])], { ...wanted, disclosureRule: 'caption' });
    expect(plan).toEqual({ stage: [], show: [], busy: ['a'] });
  });

  it('stages exactly the photos named, whatever takes they have, and leaves the others alone', () => {
    const photos = [photo('a', [take('a1')]), photo('b', []), photo('c', [take('c1', { disclosureRule: 'caption' })])];
    expect(planTakes(photos, { ...wanted, photoIds: ['a'] })).toEqual({ stage: ['a'], show: [], busy: [] });
  });

  it('compares looks by their trimmed texts', () => {
    const typed = stagingLookOf({ mode: 'stage', roomStyle: 'modern', quality: 'standard', colorScheme: '  sage  ' });
    const stored = take('a1', { look: { ...modern, colorScheme: 'sage' } });
    expect(planTakes([photo('a', [stored])], { ...wanted, look: typed }).stage).toEqual([]);
  });
});

describe('listingAnchorOf', () => {
  it("is the first photo's finished take of the look among the photos not staged, or none", () => {
    const photos = [
      photo('a', [take('a1', { status: 'processing' })]),
      photo('b', [take('b1', { look: coastal })]),
      photo('c', [take('c2'), take('c1')]),
      photo('d', []),
    ];
    expect(listingAnchorOf(photos, { stage: ['d'], show: [], busy: [] }, modern)).toBe('c2');
    expect(listingAnchorOf(photos, { stage: ['c', 'd'], show: [], busy: [] }, modern)).toBeNull();
  });
});

describe('remarkedBlobKey', () => {
  it('names a re-marked image beside the take, whatever suffix the take had', () => {
    const batch = 'abcdef0123456789';
    expect(remarkedBlobKey('users/u/results/j/l.jpg', batch)).toBe('users/u/results/j/l-mabcdef012345.jpg');
    expect(remarkedBlobKey('users/u/results/j/l-unmarked.jpg', batch)).toBe('users/u/results/j/l-mabcdef012345.jpg');
    expect(remarkedBlobKey('users/u/results/j/l-m000000000000.jpg', batch)).toBe(
      'users/u/results/j/l-mabcdef012345.jpg',
    );
  });
});
