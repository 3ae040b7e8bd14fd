import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Uploads that must be refused: files that pretend to be images, or images built to hurt the decoder.

/** One PNG chunk with its CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A complete, valid greyscale PNG of any size, all black, built by hand: 8-bit 14000×14000 stays under 1 MB, 1-bit
 * (a bilevel mask) 30000×30000 under 500 KB.
 */
export function blackPng(width: number, height: number, bitDepth: 1 | 8 = 8): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([bitDepth, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (Math.ceil((width * bitDepth) / 8) + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 1 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const HTML = '<html><body><script>fetch("/api/user").then(r=>r.text()).then(alert)</script></body></html>';

/** A real PNG with an HTML page glued after its end: a browser sniffing it could run the script. */
export function pngHtmlPolyglot(png: Buffer): Buffer {
  return Buffer.concat([png, Buffer.from(HTML, 'latin1')]);
}

/** A structurally valid PNG carrying an HTML page in a text chunk. */
export function pngWithHtmlChunk(png: Buffer): Buffer {
  const chunk = pngChunk('tEXt', Buffer.from(`Comment\0${HTML}`, 'latin1'));
  return Buffer.concat([png.subarray(0, png.length - 12), chunk, png.subarray(png.length - 12)]);
}

/** An SVG drawing (with a script), the kind of file a user might rename to .png. */
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

/** A plain text file. */
export const TEXT = Buffer.from('This is not an image, whatever its name says.\n');

/** A real GIF. */
export function gif(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: '#336699' } })
    .gif()
    .toBuffer();
}
