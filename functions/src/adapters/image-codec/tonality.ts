import sharp from 'sharp';
import { UPLOAD_LIMITS } from '@roomremix/contracts/constants';

/** How an image's tones are spread: what tells a photograph from a posterised or flat picture. */
export interface Tonality {
  /** Luminance levels (0–255) between the 1st and 99th percentile. */
  range: number;
  /**
   * The share of those levels that a real number of pixels use (at least 5 % of an even spread). A photograph fills
   * nearly all of them; a posterised image leaves gaps between its few levels, which JPEG's ringing alone cannot fill.
   */
  occupiedShare: number;
  /**
   * The share of the pixels in the 8 fullest levels: under 0.3 for a photograph (0.06 on a ramp), over 0.6 once it is
   * posterised to a few tones, whatever ringing JPEG adds around their edges.
   */
  peakShare: number;
}

/** Long edge the tones are measured at: enough pixels for a histogram, little work. */
const SAMPLE_EDGE = 512;
/** A level counts as used when it holds this share of an even spread's pixels. */
const USED_LEVEL_SHARE = 0.05;
/** How many of the fullest levels peakShare adds up. */
const PEAK_LEVELS = 8;

/** The tonality of an encoded image (Rec. 601 luminance of its sRGB pixels, measured at most 512 px wide). */
export async function measureTonality(image: Buffer): Promise<Tonality> {
  const { data, info } = await sharp(image, { limitInputPixels: UPLOAD_LIMITS.maxInputPixels })
    .resize(SAMPLE_EDGE, SAMPLE_EDGE, { fit: 'inside', withoutEnlargement: true, kernel: 'nearest' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = info.width * info.height;
  const histogram = new Array<number>(256).fill(0);
  for (let i = 0; i < pixels * 3; i += 3) {
    const level = Math.round(0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0));
    histogram[level] = (histogram[level] ?? 0) + 1;
  }
  const low = percentileLevel(histogram, pixels, 0.01);
  const high = 255 - percentileLevel([...histogram].reverse(), pixels, 0.01);
  const range = Math.max(1, high - low + 1);
  const used = histogram.slice(low, high + 1).filter((count) => count >= (pixels / range) * USED_LEVEL_SHARE).length;
  const peak = [...histogram]
    .sort((x, y) => y - x)
    .slice(0, PEAK_LEVELS)
    .reduce((sum, count) => sum + count, 0);
  return { range, occupiedShare: used / range, peakShare: peak / pixels };
}

/** The first level at which `share` of the pixels have been counted. */
function percentileLevel(histogram: readonly number[], pixels: number, share: number): number {
  let counted = 0;
  for (const [level, count] of histogram.entries()) {
    counted += count;
    if (counted >= pixels * share) return level;
  }
  return histogram.length - 1;
}
