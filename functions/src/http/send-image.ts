import type { Response } from 'express';
import type { StoredBlob } from '../adapters/blob-store/blob-store';

/** How an image answer may be cached and embedded. */
export interface ImageAnswerOptions {
  filename: string;
  cacheControl: string;
  /** Whether other sites may embed it (a share's public images), or only our own pages. */
  crossOrigin: boolean;
}

/** Answers a stored image with headers that keep it an image: no sniffing, no script, the caller's caching. */
export function sendImage(res: Response, blob: StoredBlob, options: ImageAnswerOptions): void {
  res.set({
    'Content-Type': blob.contentType,
    'Content-Length': String(blob.buffer.byteLength),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': options.cacheControl,
    // Defence in depth: even bytes that were not an image could never run script from our origin.
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cross-Origin-Resource-Policy': options.crossOrigin ? 'cross-origin' : 'same-origin',
    'Content-Disposition': `inline; filename="${options.filename}"`,
  });
  res.end(blob.buffer);
}
