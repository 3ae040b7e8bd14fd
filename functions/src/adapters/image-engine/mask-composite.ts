import type { RemixMode } from '@roomremix/contracts/enums';
import sharp, { type Sharp } from 'sharp';
import { REMOVAL_MODES } from '../../domain/engine-modes';
import { OUTPUT_JPEG_QUALITY } from './images';

/** How the painted region's edge blends: wide for a change, narrow for a removal. */
export type Feather = 'blend' | 'remove';

/**
 * How far the edge blends, as a share of the image's long edge (inside the region only). A redesign blends over a
 * wide band so no seam shows; a removal over a narrow one, or the edge of what was removed comes back from the photo
 * wherever the brush followed it tightly.
 */
const FEATHER_SHARE: Readonly<Record<Feather, number>> = { blend: 0.012, remove: 0.003 };

/** The feather a mode's result wants: removing (declutter, empty) takes the narrow one. */
export function featherOf(mode: RemixMode): Feather {
  return REMOVAL_MODES.includes(mode) ? 'remove' : 'blend';
}

async function rgbPixels(image: Sharp): Promise<Buffer> {
  return image.removeAlpha().toColourspace('srgb').raw().toBuffer();
}

/**
 * `generated` with every pixel outside the mask taken back from `base`, so nothing outside the painted region
 * changes whatever the engine did; inside, the blend ramps up from the region's edge over a feather (`featherOf`) so
 * no seam shows. `mask` is white (change) and black (keep), the size of `base`; the result is a JPEG the size of `generated`.
 */
export async function keepOutsideMask(
  generated: Buffer,
  base: Buffer,
  mask: Buffer,
  feather: Feather = 'blend',
): Promise<Buffer> {
  const { data: made, info } = await sharp(generated)
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const original = await rgbPixels(sharp(base).resize(width, height, { fit: 'fill' }));
  const sigma = Math.max(0.5, (FEATHER_SHARE[feather] * Math.max(width, height)) / 2);
  const soft = await sharp(mask).resize(width, height, { fit: 'fill' }).extractChannel(0).blur(sigma).raw().toBuffer();
  const blended = Buffer.alloc(made.length);
  for (let pixel = 0; pixel < width * height; pixel++) {
    // The blurred edge is half white right on the region's border: from there inwards the engine's pixels take over.
    const weight = Math.min(1, Math.max(0, ((soft[pixel] ?? 0) / 255 - 0.5) * 2));
    for (let channel = 0; channel < 3; channel++) {
      const at = pixel * 3 + channel;
      blended[at] = Math.round((made[at] ?? 0) * weight + (original[at] ?? 0) * (1 - weight));
    }
  }
  return sharp(blended, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: OUTPUT_JPEG_QUALITY })
    .toBuffer();
}
