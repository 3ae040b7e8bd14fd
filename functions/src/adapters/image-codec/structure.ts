import sharp from 'sharp';
import { regionStructureScore, structureScore, type GrayImage } from '../../domain/structure-score';

/** Long edge both images are compared at: enough for walls, windows and furniture, cheap to convolve. */
export const STRUCTURE_COMPARE_LONG_EDGE = 256;

/** Structure scores of a result (0–100): over the whole image, and inside and outside the painted region. */
export interface StructureScores {
  whole: number;
  /** Null without a mask, or when the region is too small or bare to judge (`regionStructureScore`). */
  inside: number | null;
  /** Null without a mask, or when the region is too small or bare to judge (`regionStructureScore`). */
  outside: number | null;
}

/**
 * Grey pixels of an encoded image resized to exactly `width`×`height` (the base's aspect, so a result with a
 * slightly different size or aspect is stretched onto the base's grid rather than cropped).
 */
export async function greyPixels(image: Buffer, width: number, height: number): Promise<GrayImage> {
  const { data, info } = await sharp(image)
    .autoOrient()
    .resize(width, height, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`Expected 1 grey channel, got ${info.channels}`);
  return { data, width, height };
}

/**
 * A checked mask (`decodeMask`: 0 keep, 255 change) as region weights on a `width`×`height` grid: the share of each
 * grid pixel the painted region covers, 0–1, stretched onto the grid like the images.
 */
export async function maskWeights(mask: Buffer, width: number, height: number): Promise<Float32Array> {
  // Shrunk as stored, not cut at MASK_WHITE_FROM first: stored masks are already cut, and cutting a 12 MP mask at
  // full size costs about 130 ms where shrinking it costs about 10 ms.
  const grid = await sharp(mask)
    .autoOrient()
    .flatten({ background: '#000000' })
    .resize(width, height, { fit: 'fill' })
    .greyscale()
    .extractChannel(0)
    .raw()
    .toBuffer();
  return Float32Array.from(grid, (value) => value / 255);
}

/**
 * The structure scores of a result against its base (`domain/structure-score`): both are decoded, brought to the
 * base's aspect at a 256 px long edge and compared by edge maps, as a whole and, given the job's mask, inside and
 * outside the painted region.
 */
export async function measureStructureScores(base: Buffer, result: Buffer, mask?: Buffer): Promise<StructureScores> {
  const { width, height } = await compareGrid(base);
  const [a, b, inside] = await Promise.all([
    greyPixels(base, width, height),
    greyPixels(result, width, height),
    mask ? maskWeights(mask, width, height) : undefined,
  ]);
  const whole = structureScore(a, b);
  if (!inside) return { whole, inside: null, outside: null };
  const outside = inside.map((weight) => 1 - weight);
  return { whole, inside: regionStructureScore(a, b, inside), outside: regionStructureScore(a, b, outside) };
}

/** The whole-image structure score of a result against its base (`measureStructureScores` without a mask). */
export async function measureStructureScore(base: Buffer, result: Buffer): Promise<number> {
  return (await measureStructureScores(base, result)).whole;
}

/** The base's upright size scaled down (never up) to the compare long edge. */
async function compareGrid(base: Buffer): Promise<{ width: number; height: number }> {
  const { autoOrient } = await sharp(base).metadata();
  const scale = Math.min(1, STRUCTURE_COMPARE_LONG_EDGE / Math.max(autoOrient.width, autoOrient.height));
  return {
    width: Math.max(1, Math.round(autoOrient.width * scale)),
    height: Math.max(1, Math.round(autoOrient.height * scale)),
  };
}
