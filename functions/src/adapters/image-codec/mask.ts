import { UPLOAD_MESSAGES } from '@roomremix/contracts/messages';
import sharp from 'sharp';
import { namedError } from '../../domain/named-error';
import { containerProblem, findEmbeddedMarkup, sniffImageType } from './container';

/** Luminance from which a mask pixel marks the region to change. */
export const MASK_WHITE_FROM = 128;

/** A mask the API refuses; its message is safe to show. */
export class InvalidMaskError extends namedError('InvalidMaskError') {}

/** A checked mask: a greyscale PNG of 0 (keep) and 255 (change) pixels, the size of the upright photo. */
export interface DecodedMask {
  buffer: Buffer;
  /** Every pixel is to change: the mask asks for nothing the prompt would not. */
  whole: boolean;
}

/**
 * Checks an uploaded mask against the photo it belongs to (`width` × `height`, the photo upright): a complete PNG
 * by content, the same size once upright, with at least one pixel to change. Pixels of luminance 128 and above
 * mark the region to change, the rest is kept; the mask is stored as exactly that, black and white.
 */
export async function decodeMask(upload: Buffer, { width, height }: { width: number; height: number }) {
  if (sniffImageType(upload) !== 'image/png' || containerProblem(upload, 'image/png') || findEmbeddedMarkup(upload)) {
    throw new InvalidMaskError(UPLOAD_MESSAGES.maskNotPng);
  }
  const decoded = await sharp(upload, { limitInputPixels: width * height + 1 })
    .rotate()
    .flatten({ background: '#000000' })
    .greyscale()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      // Over the photo's pixel count: it cannot be the photo's size, whatever else it is.
      if (error instanceof Error && /pixel limit/i.test(error.message)) return null;
      throw new InvalidMaskError(UPLOAD_MESSAGES.maskNotPng, { cause: error });
    });
  if (decoded?.info.width !== width || decoded.info.height !== height) {
    const size = decoded?.info ?? (await declaredSize(upload));
    throw new InvalidMaskError(UPLOAD_MESSAGES.maskSize(width, height, size.width ?? 0, size.height ?? 0));
  }
  const { data } = decoded;
  let changed = 0;
  for (let index = 0; index < data.length; index++) {
    const white = (data[index] ?? 0) >= MASK_WHITE_FROM;
    data[index] = white ? 255 : 0;
    if (white) changed++;
  }
  if (changed === 0) throw new InvalidMaskError(UPLOAD_MESSAGES.maskEmpty);
  const buffer = await sharp(data, { raw: { width, height, channels: 1 } })
    .toColourspace('b-w')
    .png()
    .toBuffer();
  return { buffer, whole: changed === data.length } satisfies DecodedMask;
}

/**
 * The size a mask's header declares, read without sharp's default pixel limit: a 900 MP mask (a 110 KB PNG) is over
 * it, and only its size is wanted. No pixel is decoded.
 */
async function declaredSize(upload: Buffer) {
  return sharp(upload, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw new InvalidMaskError(UPLOAD_MESSAGES.maskNotPng, { cause: error });
    });
}
