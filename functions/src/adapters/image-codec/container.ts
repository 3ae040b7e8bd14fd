import type { ImageMimeType } from '@roomremix/contracts/enums';

// Byte-level checks that run before any decoder sees an upload. They are cheap (one pass at most) and refuse what
// a decoder would happily read past: a second file glued after the image's end, or markup a browser could sniff.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The accepted image type the bytes start with, or null (GIF, SVG, HTML, text, anything else). */
export function sniffImageType(buffer: Buffer): ImageMimeType | null {
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'image/jpeg';
  if (buffer.length >= 12 && ascii(buffer, 0, 4) === 'RIFF' && ascii(buffer, 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/**
 * Why the container is not one complete image, or null when it is: a PNG must be a chain of chunks from IHDR to
 * IEND ending exactly at the end of the buffer; a WEBP's RIFF size must match the buffer; a JPEG must end with its
 * end-of-image marker (trailing zero padding allowed).
 */
export function containerProblem(buffer: Buffer, type: ImageMimeType): string | null {
  switch (type) {
    case 'image/png':
      return pngProblem(buffer);
    case 'image/webp':
      return webpProblem(buffer);
    case 'image/jpeg':
      return jpegProblem(buffer);
  }
}

/** Markup that makes bytes double as a web page; XMP metadata (`<?xpacket`, `<x:xmpmeta`) is not matched. */
const MARKUP_TAGS = ['<html', '<script', '<svg', '<!doctype', '<body', '<head', '<iframe', '<object', '<embed'];
const LONGEST_TAG = Math.max(...MARKUP_TAGS.map((tag) => tag.length));

/** The first HTML/SVG tag found anywhere in the bytes (case-insensitive), or null. */
export function findEmbeddedMarkup(buffer: Buffer): string | null {
  for (let at = buffer.indexOf(0x3c); at !== -1; at = buffer.indexOf(0x3c, at + 1)) {
    const text = buffer.toString('latin1', at, at + LONGEST_TAG).toLowerCase();
    const tag = MARKUP_TAGS.find((candidate) => text.startsWith(candidate));
    if (tag) return tag;
  }
  return null;
}

function pngProblem(buffer: Buffer): string | null {
  let offset = PNG_SIGNATURE.length;
  let first = true;
  while (offset + 12 <= buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = ascii(buffer, offset + 4, offset + 8);
    if (first && type !== 'IHDR') return `PNG starts with chunk ${JSON.stringify(type)}, not IHDR`;
    first = false;
    const next = offset + 12 + length;
    if (length > 0x7fffffff || next > buffer.length) return `PNG chunk ${JSON.stringify(type)} runs past the end`;
    if (type === 'IEND') {
      return next === buffer.length ? null : `${buffer.length - next} bytes after the PNG's IEND chunk`;
    }
    offset = next;
  }
  return 'PNG has no IEND chunk (truncated)';
}

function webpProblem(buffer: Buffer): string | null {
  const riffEnd = 8 + buffer.readUInt32LE(4);
  if (riffEnd > buffer.length) return 'WEBP is shorter than its RIFF size (truncated)';
  if (riffEnd < buffer.length) return `${buffer.length - riffEnd} bytes after the WEBP's RIFF data`;
  return null;
}

function jpegProblem(buffer: Buffer): string | null {
  let end = buffer.length;
  while (end > 2 && buffer[end - 1] === 0x00) end--;
  return buffer[end - 2] === 0xff && buffer[end - 1] === 0xd9 ? null : 'JPEG does not end with its EOI marker';
}

function ascii(buffer: Buffer, start: number, end: number): string {
  return buffer.toString('latin1', start, end);
}
