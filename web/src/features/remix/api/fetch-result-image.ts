import { UPLOAD_MESSAGES } from '@roomremix/contracts/messages';
import type { ImageResult } from '@roomremix/contracts/remix';
import { imageExtension } from '../utils/result-file';
import { fileRejectionReasons } from '@/lib/upload-rules';

/**
 * Downloads a result's image as a File, so "Remix this result" can upload it as the next base image. It must pass the
 * same upload rules as a picked file; a rejection names its reasons.
 */
export async function fetchResultImage(result: Pick<ImageResult, 'title' | 'resultImageUrl'>): Promise<File> {
  // The URL is signed, so no cookie is needed; on Cloud Storage it is cross-origin and needs the bucket's CORS rule
  // (built from ALLOWED_ORIGINS by deploy:check, README: Deploying).
  const response = await fetch(result.resultImageUrl, { credentials: 'omit' });
  if (!response.ok) throw new Error(`Could not load the result image (${response.status}). Please try again.`);
  const type = response.headers.get('Content-Type')?.split(';')[0]?.trim() ?? '';
  const file = new File([await response.arrayBuffer()], `${result.title}.${imageExtension(type)}`, { type });
  const reasons = fileRejectionReasons(file);
  if (reasons.length > 0) throw new Error(UPLOAD_MESSAGES.invalidFile(reasons, file.name));
  return file;
}
