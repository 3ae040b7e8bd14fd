import type { ImageResult } from '@roomremix/contracts/remix';

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** The file extension of an image content type; results are stored as JPEG, so that is the fallback. */
export function imageExtension(contentType: string): string {
  return EXTENSIONS[contentType.split(';')[0]?.trim() ?? ''] ?? 'jpg';
}

/**
 * The name a result is saved under, `roomremix-<title>-<date>.<ext>`: the title in lower-case words joined by '-',
 * the creation date as YYYY-MM-DD, so downloads sort by day and say what they are.
 */
export function resultFileName(result: Pick<ImageResult, 'title' | 'createdAt'>, extension: string): string {
  const words = result.title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .match(/[\p{L}\p{N}]+/gu);
  return `roomremix-${words?.join('-') ?? 'result'}-${result.createdAt.slice(0, 10)}.${extension}`;
}
