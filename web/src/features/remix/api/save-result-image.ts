import type { ImageResult } from '@roomremix/contracts/remix';
import { imageExtension, resultFileName } from '../utils/result-file';

/** How long the saved image's object URL outlives the click that starts the download. */
const OBJECT_URL_GRACE_MS = 10_000;

/**
 * Saves a result's image under its own name. The signed URL is on the storage host, where browsers ignore a link's
 * `download` name, so the image is fetched (the bucket's CORS rule allows it) and saved from memory instead.
 */
export async function saveResultImage(
  result: Pick<ImageResult, 'title' | 'createdAt' | 'resultImageUrl' | 'variant' | 'variantCount'>,
) {
  const response = await fetch(result.resultImageUrl, { credentials: 'omit' });
  if (!response.ok) throw new Error(`Could not download the image (${response.status}). Please try again.`);
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = resultFileName(result, imageExtension(response.headers.get('Content-Type') ?? blob.type));
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), OBJECT_URL_GRACE_MS);
}
