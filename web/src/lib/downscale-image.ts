import { UPLOAD_LIMITS } from '@roomremix/contracts/constants';
import { LISTING_PHOTO_MAX_LONG_EDGE_PX } from '@roomremix/contracts/listings';

const JPEG_QUALITY = 0.9;

/** How large a picked image may be sent: its long edge and pixels, and the largest file sent as picked when it fits. */
export interface UploadBounds {
  maxLongEdge: number;
  maxPixels: number;
  /** A file that fits but is larger than this is re-encoded all the same. */
  keepFileBytes: number;
}

/**
 * The studio's: 2048 px on the long edge, so one multipart request of a base and ten references stays far below the
 * 32 MB a request may carry. Files up to 2 MB that already fit are sent as picked: re-encoding would only lose quality.
 */
export const STUDIO_UPLOAD_BOUNDS: UploadBounds = {
  maxLongEdge: UPLOAD_LIMITS.downscaleLongEdgePx,
  maxPixels: UPLOAD_LIMITS.maxInputPixels,
  keepFileBytes: 2 * 1024 * 1024,
};

/** Listing photos: sent as taken up to 8000 px and the server's 50 megapixels, for the export and the originals page. */
export const LISTING_PHOTO_BOUNDS: UploadBounds = {
  maxLongEdge: LISTING_PHOTO_MAX_LONG_EDGE_PX,
  maxPixels: UPLOAD_LIMITS.maxInputPixels,
  keepFileBytes: Number.POSITIVE_INFINITY,
};

/**
 * The size an image of `width` × `height` is drawn at so its long edge is at most `maxLongEdge` and it holds at most
 * `maxPixels` (never enlarged). Under the pixel bound the sides are rounded down, as rounding up could pass it.
 */
export function fitLongEdge(
  width: number,
  height: number,
  maxLongEdge: number,
  maxPixels = Number.POSITIVE_INFINITY,
): { width: number; height: number } {
  const byPixels = Math.sqrt(maxPixels / (width * height));
  const scale = Math.min(1, maxLongEdge / Math.max(width, height), byPixels);
  const round = scale < 1 && scale === byPixels ? Math.floor : Math.round;
  return { width: Math.max(1, round(width * scale)), height: Math.max(1, round(height * scale)) };
}

function jpegName(name: string): string {
  return `${name.replace(/\.[^.]+$/, '') || 'image'}.jpg`;
}

/**
 * Shrinks a picked image to `bounds` (the studio's by default), as JPEG (docs/architecture.md#upload-and-submit).
 * Decoding runs off the main thread (`createImageBitmap`) and drawing on an `OffscreenCanvas` where the browser has
 * one. An image that already fits and is at most `keepFileBytes`, or a browser without these APIs, sends the file as
 * is; the server enforces the limits either way.
 */
export async function downscaleImage(file: File, bounds: UploadBounds = STUDIO_UPLOAD_BOUNDS): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  const bitmap = await createImageBitmap(file);
  try {
    const fitted = fitLongEdge(bitmap.width, bitmap.height, bounds.maxLongEdge, bounds.maxPixels);
    const fitsAlready = fitted.width === bitmap.width && fitted.height === bitmap.height;
    if (fitsAlready && file.size <= bounds.keepFileBytes) return file;
    const blob = await drawAsJpeg(bitmap, fitted.width, fitted.height);
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}

async function drawAsJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Could not prepare the image for upload');
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Could not prepare the image for upload');
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Could not prepare the image for upload'))),
      'image/jpeg',
      JPEG_QUALITY,
    );
  });
}
