import type { ImageResult } from '@roomremix/contracts/remix';

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** The file extension of an image content type; results are stored as JPEG, so that is the fallback. */
export function imageExtension(contentType: string): string {
  return EXTENSIONS[contentType.split(';')[0]?.trim() ?? ''] ?? 'jpg';
}

/**
 * The name a result is saved under, `roomremix-<title>[-variant-<n>-of-<m>]-<date>.<ext>`: the title in lower-case
 * words joined by '-', which variant it is when its remix made several (they share the title), the creation date as
 * YYYY-MM-DD, so downloads sort by day, say what they are and never overwrite each other.
 */
export function resultFileName(
  result: Pick<ImageResult, 'title' | 'createdAt' | 'variant' | 'variantCount'>,
  extension: string,
): string {
  const words = result.title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .match(/[\p{L}\p{N}]+/gu);
  const variant = result.variantCount > 1 ? `-variant-${result.variant}-of-${result.variantCount}` : '';
  return `roomremix-${words?.join('-') ?? 'result'}${variant}-${result.createdAt.slice(0, 10)}.${extension}`;
}
