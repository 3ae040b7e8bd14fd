/**
 * Whether an engine's image is worth what the user paid (docs/architecture.md#the-worker): it must change the photo
 * where a change was asked for, and look like a photograph (not a flat colour, not posterised).
 */

/** What the worker measures of one result against its photo. */
export interface ResultMeasures {
  /** Where a change was asked for: a painted region, or the whole photo. */
  region: 'painted' | 'whole';
  /** Mean absolute difference (0–255 per channel) from the photo, over the painted region or the whole photo. */
  change: number;
  /** The result's and the photo's luminance range between the 1st and 99th percentile, in levels. */
  range: number;
  baseRange: number;
  /** The share of those levels a real number of pixels use (image-codec/tonality.ts). */
  occupiedShare: number;
  baseOccupiedShare: number;
  /** The share of pixels in the 8 fullest levels (image-codec/tonality.ts). */
  peakShare: number;
  basePeakShare: number;
}

/** A result to deliver, one that is essentially the photo, or one that is broken. */
export type ResultVerdict = 'ok' | 'unchanged' | 'broken';

/**
 * The thresholds. Re-encoding the photo differs from it by about 0.4; the subtlest real remix of the local engine
 * (subtle intensity, a beige colour scheme) by about 3.5, its styles by 6–16 (measured on the test room photo).
 */
export const RESULT_QUALITY = {
  unchangedBelow: 2.5,
  /** A result keeping less than this share of the photo's tonal range is flat (a blank or one-colour picture). */
  minRangeShare: 0.25,
  /** A picture with a tonal range under this many levels is blank (looksBlank), whatever it is compared with. */
  minRange: 4,
  /** A result using less than this share of the levels the photo uses is posterised. */
  minOccupiedShare: 0.5,
  /**
   * So is one with more of its pixels in its 8 fullest levels than the photo has by this much, and at least
   * maxPeakShare: photos measure 0.06–0.3, the same photos posterised to four tones per channel 0.6–1.
   */
  peakShareGain: 0.3,
  maxPeakShare: 0.5,
} as const;

/**
 * The verdict on one result. With a painted region only the change inside it is judged: outside it the photo is put
 * back by construction, and a removal rightly fills its region with a plain wall or floor.
 */
export function judgeResult(measures: ResultMeasures): ResultVerdict {
  const unchanged = measures.change < RESULT_QUALITY.unchangedBelow;
  if (measures.region === 'painted') return unchanged ? 'unchanged' : 'ok';
  const flat = looksBlank(measures.range) || measures.range < measures.baseRange * RESULT_QUALITY.minRangeShare;
  const posterised =
    measures.occupiedShare < measures.baseOccupiedShare * RESULT_QUALITY.minOccupiedShare ||
    measures.peakShare > Math.max(RESULT_QUALITY.maxPeakShare, measures.basePeakShare + RESULT_QUALITY.peakShareGain);
  if (flat || posterised) return 'broken';
  return unchanged ? 'unchanged' : 'ok';
}

/**
 * Whether a picture is one flat colour, or nearly, from its tonal range in levels: the result check calls such a
 * result flat whatever its photo, and the upload refuses such a room photo before any charge (image-codec/blank-photo.ts).
 */
export function looksBlank(range: number): boolean {
  return range < RESULT_QUALITY.minRange;
}
