import { QUALITY_LONG_EDGE, UPLOAD_LIMITS } from '@roomremix/contracts/constants';
import type { Quality } from '@roomremix/contracts/enums';
import sharp from 'sharp';

// Image helpers every engine shares: sizes, what goes to a provider, and what comes back from one.

/** JPEG quality of every generated image. */
export const OUTPUT_JPEG_QUALITY = 90;
/** The pixel guard of uploads, for images decoded after the upload: provider outputs and staged photos to mark. */
export const DECODE_OPTIONS = { limitInputPixels: UPLOAD_LIMITS.maxInputPixels, failOn: 'error' } as const;

/** Width and height of an image as displayed (EXIF orientation applied). */
export interface Size {
  width: number;
  height: number;
}

/** The displayed size of an encoded image. */
export async function imageSize(image: Buffer): Promise<Size> {
  const { autoOrient } = await sharp(image, DECODE_OPTIONS).metadata();
  return { width: autoOrient.width, height: autoOrient.height };
}

/**
 * The size of a result for a base of `base` size: the base's aspect ratio with the quality's long edge
 * (QUALITY_LONG_EDGE). A base smaller than standard's edge is not enlarged for standard, and HD is always twice
 * standard, so HD never enlarges beyond 2× the base; Ultra is 3840 px whatever the base, as it promises.
 */
export function outputSize(base: Size, quality: Quality): Size {
  const baseLong = Math.max(base.width, base.height);
  const standardLong = Math.min(QUALITY_LONG_EDGE.standard, baseLong);
  const long = { standard: standardLong, hd: 2 * standardLong, ultra: QUALITY_LONG_EDGE.ultra }[quality];
  const scale = long / baseLong;
  return { width: Math.max(1, Math.round(base.width * scale)), height: Math.max(1, Math.round(base.height * scale)) };
}

/** `image` enlarged to `size` (Lanczos through sharp, the aspect already the same), as a JPEG. */
export async function enlargeTo(image: Buffer, size: Size): Promise<Buffer> {
  return sharp(image, DECODE_OPTIONS)
    .autoOrient()
    .resize(size.width, size.height, { fit: 'fill', kernel: 'lanczos3' })
    .jpeg({ quality: OUTPUT_JPEG_QUALITY })
    .toBuffer();
}

/** An image ready to send to a provider: JPEG, long edge at most `maxLongEdge`, never enlarged. */
export async function toProviderJpeg(image: Buffer, maxLongEdge: number): Promise<{ buffer: Buffer } & Size> {
  const { data, info } = await sharp(image, DECODE_OPTIONS)
    .autoOrient()
    .resize(maxLongEdge, maxLongEdge, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .jpeg({ quality: OUTPUT_JPEG_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { buffer: data, width: info.width, height: info.height };
}

/**
 * What a provider sent, made ours: decoded with the pixel guard, centre-cropped to the base's aspect ratio (the
 * provider's sizes come in steps, so its aspect is close but rarely exact), stripped of metadata and re-encoded as
 * JPEG. Throws whatever sharp throws when the bytes are not an image; callers decide whether that is retryable.
 */
export async function normaliseOutput(image: Buffer, aspect: Size): Promise<{ image: Buffer } & Size> {
  const size = await imageSize(image);
  const target = cropToAspect(size, aspect);
  const { data, info } = await sharp(image, DECODE_OPTIONS)
    .autoOrient()
    .resize(target.width, target.height, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .jpeg({ quality: OUTPUT_JPEG_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { image: data, width: info.width, height: info.height };
}

/** The largest size inside `size` with the aspect ratio of `aspect` (a crop, never an enlargement). */
export function cropToAspect(size: Size, aspect: Size): Size {
  const wanted = aspect.width / aspect.height;
  const actual = size.width / size.height;
  if (Math.abs(actual / wanted - 1) < 0.002) return size;
  return actual > wanted
    ? { width: Math.max(1, Math.round(size.height * wanted)), height: size.height }
    : { width: size.width, height: Math.max(1, Math.round(size.width / wanted)) };
}
