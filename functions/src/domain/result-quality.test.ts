import { describe, expect, it } from 'vitest';
import { judgeResult, looksBlank, RESULT_QUALITY, type ResultMeasures } from './result-quality';

const PHOTO_LIKE: ResultMeasures = {
  region: 'whole',
  change: 9,
  range: 150,
  baseRange: 160,
  occupiedShare: 0.7,
  baseOccupiedShare: 0.72,
  peakShare: 0.2,
  basePeakShare: 0.18,
};

describe('judgeResult', () => {
  it.each<[string, Partial<ResultMeasures>, ReturnType<typeof judgeResult>]>([
    ['a styled photo', {}, 'ok'],
    ['the subtlest real change', { change: 3.5 }, 'ok'],
    ['the photo re-encoded', { change: 0.4 }, 'unchanged'],
    ['just under the threshold', { change: 2.4 }, 'unchanged'],
    ['a flat picture', { range: 2 }, 'broken'],
    ['a picture keeping a fifth of the tonal range', { range: 32 }, 'broken'],
    ['a posterised picture (gaps between its tones)', { occupiedShare: 0.2 }, 'broken'],
    ['a posterised picture (most pixels in a few tones)', { peakShare: 0.62 }, 'broken'],
    ['a photo of a plain wall, as peaked as the photo', { peakShare: 0.75, basePeakShare: 0.7 }, 'ok'],
    ['a flat picture that also did not change', { range: 1, change: 0.2 }, 'broken'],
    [
      'a photo of a nearly plain wall, kept nearly plain',
      { range: 6, baseRange: 8, occupiedShare: 0.9, baseOccupiedShare: 1 },
      'ok',
    ],
    ['a painted region filled with a plain wall', { region: 'painted', peakShare: 0.7, occupiedShare: 0.2 }, 'ok'],
    ['a painted region left as it was', { region: 'painted', change: 1 }, 'unchanged'],
  ])('%s: %s', (_case, changes, verdict) => {
    expect(judgeResult({ ...PHOTO_LIKE, ...changes })).toBe(verdict);
  });
});

describe('looksBlank', () => {
  it.each<[string, number, boolean]>([
    ['one flat colour', 1, true],
    ['a flat colour give or take a level', 3, true],
    ['the first range that is no longer blank', RESULT_QUALITY.minRange, false],
    ['a plain wall with texture', 24, false],
    ['a photograph', 160, false],
  ])('%s (a range of %i levels): %s', (_case, range, blank) => {
    expect(looksBlank(range)).toBe(blank);
  });

  it('is the result check’s flat: a blank result is broken even against a blank photo', () => {
    expect(judgeResult({ ...PHOTO_LIKE, range: 3, baseRange: 3 })).toBe('broken');
  });
});
