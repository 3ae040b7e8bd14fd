import { THUMBNAIL_LIMITS } from '@roomremix/contracts/constants';
import sharp from 'sharp';
import { thumbnailBlobKey } from '../../domain/remix-job';
import type { BlobStore } from '../blob-store/blob-store';

/**
 * WebP qualities tried in turn until the preview fits THUMBNAIL_LIMITS.maxBytes. WebP rather than JPEG: at 640 px it is
 * about a third smaller for the same look, and every browser the app supports shows it. The first almost always fits
 * (a grainy 640 × 480 photo is about 60 KB); the lower ones bound what noise-like pictures could cost.
 */
const WEBP_QUALITIES = [75, 60, 45, 30] as const;

/** The preview of an image: at most THUMBNAIL_LIMITS.longEdge on its long edge (never enlarged), WebP. */
export async function makeThumbnail(image: Buffer): Promise<Buffer> {
  const { longEdge, maxBytes } = THUMBNAIL_LIMITS;
  // Decoded and resized once; JPEG's shrink-on-load keeps a 3840 px decode small.
  const resized = await sharp(image)
    .resize(longEdge, longEdge, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = resized.info;
  let encoded: Buffer | undefined;
  for (const quality of WEBP_QUALITIES) {
    encoded = await sharp(resized.data, { raw: { width, height, channels } }).webp({ quality }).toBuffer();
    if (encoded.byteLength <= maxBytes) return encoded;
  }
  throw new Error(`A ${width}×${height} preview stays above ${maxBytes} bytes`);
}

/**
 * Makes the preview of a result's image and stores it beside the result (thumbnailBlobKey of `resultKey`), replacing
 * any there: call it whenever the image under `resultKey` is written. Answers the preview's key.
 */
export async function storeThumbnail(blobStore: BlobStore, resultKey: string, image: Buffer): Promise<string> {
  const key = thumbnailBlobKey(resultKey);
  await blobStore.put(key, await makeThumbnail(image), 'image/webp');
  return key;
}
