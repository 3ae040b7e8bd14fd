import { UPLOAD_LIMITS } from '@roomremix/contracts/constants';

/** Files at most this large whose long edge already fits are sent as picked: re-encoding would only lose quality. */
const SEND_AS_IS_MAX_BYTES = 2 * 1024 * 1024;
const JPEG_QUALITY = 0.9;

/** The size an image of `width` × `height` is drawn at so its long edge is at most `maxLongEdge` (never enlarged). */
export function fitLongEdge(width: number, height: number, maxLongEdge: number): { width: number; height: number } {
  const scale = Math.min(1, maxLongEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function jpegName(name: string): string {
  return `${name.replace(/\.[^.]+$/, '') || 'image'}.jpg`;
}

/**
 * Shrinks a picked image so its long edge is at most 2048 px, as JPEG (docs/architecture.md#upload-and-submit): one
 * multipart request then stays far below Cloud Functions' 32 MB limit. Decoding runs off the main thread
 * (`createImageBitmap`) and drawing on an `OffscreenCanvas` where the browser has one. A small image that already fits,
 * or a browser without these APIs, sends the file as is; the server enforces the limits either way.
 */
export async function downscaleImage(file: File): Promise<File> {
  const maxLongEdge = UPLOAD_LIMITS.downscaleLongEdgePx;
  if (typeof createImageBitmap !== 'function') return file;
  const bitmap = await createImageBitmap(file);
  try {
    const fitsAlready = Math.max(bitmap.width, bitmap.height) <= maxLongEdge;
    if (fitsAlready && file.size <= SEND_AS_IS_MAX_BYTES) return file;
    const { width, height } = fitLongEdge(bitmap.width, bitmap.height, maxLongEdge);
    const blob = await drawAsJpeg(bitmap, width, height);
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
