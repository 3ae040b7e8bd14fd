import sharp from 'sharp';
import { UPLOAD_LIMITS } from '@roomremix/contracts/constants';
import type { ResultMeasures } from '../../domain/result-quality';
import { measureTonality, type Tonality } from './tonality';

/** Long edge of the grid the change is measured on. */
const GRID_EDGE = 256;

/**
 * Measures results of one photo (domain/result-quality.ts): the mean difference over the painted region of `mask`
 * (white = change) or the whole photo, on a grid of at most 256 px, and both images' tonality; the photo's tonality is
 * measured once for all its results.
 */
export function resultMeasurer(base: Buffer, mask: Buffer | undefined): (result: Buffer) => Promise<ResultMeasures> {
  let baseTonality: Promise<Tonality> | undefined;
  return async (result) => measureResult(base, result, mask, await (baseTonality ??= measureTonality(base)));
}

async function measureResult(
  base: Buffer,
  result: Buffer,
  mask: Buffer | undefined,
  baseTones: Tonality,
): Promise<ResultMeasures> {
  const after = await sharp(result, { limitInputPixels: UPLOAD_LIMITS.maxInputPixels })
    .resize(GRID_EDGE, GRID_EDGE, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grid = { width: after.info.width, height: after.info.height };
  const before = await onGrid(base, grid, 3);
  const region = mask ? await onGrid(mask, grid, 1) : null;
  let sum = 0;
  let counted = 0;
  for (let p = 0; p < grid.width * grid.height; p++) {
    if (region && (region[p] ?? 0) < 128) continue;
    for (let c = 0; c < 3; c++) sum += Math.abs((after.data[p * 3 + c] ?? 0) - (before[p * 3 + c] ?? 0));
    counted += 3;
  }
  const resultTones = await measureTonality(result);
  return {
    region: mask ? 'painted' : 'whole',
    change: counted === 0 ? 0 : sum / counted,
    range: resultTones.range,
    baseRange: baseTones.range,
    occupiedShare: resultTones.occupiedShare,
    baseOccupiedShare: baseTones.occupiedShare,
    peakShare: resultTones.peakShare,
    basePeakShare: baseTones.peakShare,
  };
}

/** An image stretched onto the grid, as raw bytes of `channels` (3: sRGB, 1: grey). */
async function onGrid(image: Buffer, grid: { width: number; height: number }, channels: 1 | 3): Promise<Buffer> {
  const pipeline = sharp(image, { limitInputPixels: UPLOAD_LIMITS.maxInputPixels })
    .autoOrient()
    .resize(grid.width, grid.height, { fit: 'fill' })
    .removeAlpha();
  return (channels === 1 ? pipeline.toColourspace('b-w') : pipeline).raw().toBuffer();
}
