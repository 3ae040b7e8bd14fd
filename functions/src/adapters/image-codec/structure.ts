import sharp from 'sharp';
import { structureScore, type GrayImage } from '../../domain/structure-score';

/** Long edge both images are compared at: enough for walls, windows and furniture, cheap to convolve. */
export const STRUCTURE_COMPARE_LONG_EDGE = 256;

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
 * The structure score of a result against its base (0–100, `domain/structure-score`): both are decoded, brought to
 * the base's aspect at a 256 px long edge and compared by edge maps.
 */
export async function measureStructureScore(base: Buffer, result: Buffer): Promise<number> {
  const { autoOrient } = await sharp(base).metadata();
  const scale = STRUCTURE_COMPARE_LONG_EDGE / Math.max(autoOrient.width, autoOrient.height);
  const width = Math.max(1, Math.round(autoOrient.width * Math.min(1, scale)));
  const height = Math.max(1, Math.round(autoOrient.height * Math.min(1, scale)));
  const [a, b] = await Promise.all([greyPixels(base, width, height), greyPixels(result, width, height)]);
  return structureScore(a, b);
}
