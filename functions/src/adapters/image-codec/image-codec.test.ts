import { UPLOAD_LIMITS } from '@roomremix/contracts/constants';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeUpload, INVALID_IMAGE_MESSAGES, InvalidImageError, type InvalidImageReason } from './image-codec';
import { blackPng, pngChunk } from '../../../test/support/hostile-images';

/** A small photo-like test image: a gradient with a dark square, so orientation and colour can be checked. */
function testImage(width = 40, height = 24) {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const square = x < 8 && y < 8;
      data[i] = square ? 10 : Math.round((x / width) * 255);
      data[i + 1] = square ? 10 : 120;
      data[i + 2] = square ? 10 : Math.round((y / height) * 255);
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } });
}

/** Inserts a chunk just before IEND (the last 12 bytes of a PNG). */
function withChunkBeforeEnd(png: Buffer, chunk: Buffer): Buffer {
  return Buffer.concat([png.subarray(0, png.length - 12), chunk, png.subarray(png.length - 12)]);
}

async function rejection(input: Buffer): Promise<InvalidImageError> {
  const error: unknown = await decodeUpload(input).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof InvalidImageError)) throw new Error(`Expected InvalidImageError, got ${String(error)}`);
  return error;
}

const MESSAGE_TYPE = 'Invalid file: File type must be PNG, JPG or WEBP';
const MESSAGE_PIXELS = 'Image is too large (max 50 megapixels)';

describe('decodeUpload accepts PNG, JPEG and WEBP by content', () => {
  it.each([
    ['PNG', () => testImage().png().toBuffer(), 'image/png'],
    ['JPEG', () => testImage().jpeg().toBuffer(), 'image/jpeg'],
    ['WEBP', () => testImage().webp().toBuffer(), 'image/webp'],
    ['lossless WEBP', () => testImage().webp({ lossless: true }).toBuffer(), 'image/webp'],
    ['progressive JPEG', () => testImage().jpeg({ progressive: true }).toBuffer(), 'image/jpeg'],
    ['16-bit PNG', () => testImage().toColourspace('rgb16').png().toBuffer(), 'image/png'],
  ])('%s → a JPEG of the same size', async (_case, make, sourceType) => {
    const decoded = await decodeUpload(await make());
    expect(decoded).toMatchObject({ contentType: 'image/jpeg', width: 40, height: 24, sourceType });
    expect(decoded.byteLength).toBe(decoded.buffer.byteLength);
    const metadata = await sharp(decoded.buffer).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 40, height: 24, space: 'srgb' });
  });

  it('accepts a Uint8Array as well as a Buffer', async () => {
    const png = await testImage().png().toBuffer();
    await expect(decodeUpload(new Uint8Array(png))).resolves.toMatchObject({ width: 40, height: 24 });
  });

  it('rotates by the EXIF orientation and then drops the tag', async () => {
    // Orientation 6: the camera was turned 90° clockwise, so the stored 40×24 image is shown 24×40.
    const rotated = await testImage().jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(rotated).metadata()).orientation).toBe(6);
    const decoded = await decodeUpload(rotated);
    expect([decoded.width, decoded.height]).toEqual([24, 40]);
    expect((await sharp(decoded.buffer).metadata()).orientation).toBeUndefined();
    // The dark square, stored top left, is now top right.
    const { data } = await sharp(decoded.buffer).raw().toBuffer({ resolveWithObject: true });
    const green = (x: number, y: number) => data[(y * 24 + x) * 3 + 1] ?? -1;
    expect(green(20, 2)).toBeLessThan(60);
    expect(green(2, 2)).toBeGreaterThan(60);
  });

  it('with a long-edge bound, scales a larger image down to it after turning it upright, and keeps a smaller one', async () => {
    const rotated = await testImage().jpeg().withMetadata({ orientation: 6 }).toBuffer();
    await expect(decodeUpload(rotated, { maxLongEdge: 20 })).resolves.toMatchObject({ width: 12, height: 20 });
    await expect(decodeUpload(rotated, { maxLongEdge: 40 })).resolves.toMatchObject({ width: 24, height: 40 });
  });

  it('strips EXIF with GPS, XMP and the ICC profile', async () => {
    const tagged = await testImage()
      .jpeg()
      .withExif({
        IFD0: { Make: 'SpyCam', Model: 'X1', Copyright: 'owner-name' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
      .withIccProfile('p3')
      .toBuffer();
    const before = await sharp(tagged).metadata();
    expect(before.exif?.toString('latin1')).toContain('SpyCam');
    const gpsPointer = (exif: Buffer | undefined) =>
      Boolean(exif?.includes(Buffer.from([0x88, 0x25])) || exif?.includes(Buffer.from([0x25, 0x88])));
    expect(gpsPointer(before.exif)).toBe(true); // tag 0x8825: the GPS IFD is there
    expect(before.xmp).toBeDefined();
    expect(before.icc).toBeDefined();

    const decoded = await decodeUpload(tagged);
    const after = await sharp(decoded.buffer).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.icc).toBeUndefined();
    const bytes = decoded.buffer.toString('latin1');
    for (const marker of ['Exif\0\0', 'SpyCam', 'owner-name', 'xmpmeta']) expect(bytes).not.toContain(marker);
  });

  it('flattens transparency onto white', async () => {
    const transparent = await sharp({
      create: { width: 4, height: 4, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const decoded = await decodeUpload(transparent);
    const { data } = await sharp(decoded.buffer).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(245);
  });
});

describe('decodeUpload refuses what is not a complete PNG, JPEG or WEBP', () => {
  const reject = async (input: Buffer, reason: InvalidImageReason, message: string) => {
    const error = await rejection(input);
    expect(error.reason).toBe(reason);
    expect(error.message).toBe(message);
    return error;
  };

  it.each([
    [
      'a GIF',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
          .gif()
          .toBuffer(),
    ],
    [
      'an SVG',
      async () =>
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>'),
    ],
    [
      'an SVG with an XML prolog',
      async () => Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'),
    ],
    ['text named .png', async () => Buffer.from('this is not an image, whatever the name upload.png says\n')],
    ['an HTML page', async () => Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
    [
      'a TIFF',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f0' } })
          .tiff()
          .toBuffer(),
    ],
    [
      'an AVIF',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#00f' } })
          .avif()
          .toBuffer(),
    ],
    ['an empty file', async () => Buffer.alloc(0)],
  ])('%s: wrong type', async (_case, make) => {
    await reject(await make(), 'unsupported-type', MESSAGE_TYPE);
  });

  it('names the accepted types in the message', () => {
    expect(INVALID_IMAGE_MESSAGES['unsupported-type']).toBe(MESSAGE_TYPE);
    expect(INVALID_IMAGE_MESSAGES['too-many-pixels']).toBe(MESSAGE_PIXELS);
  });

  it.each([
    [
      'a PNG/HTML polyglot (HTML after IEND)',
      async () =>
        Buffer.concat([
          await testImage().png().toBuffer(),
          Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
        ]),
    ],
    [
      'a PNG/HTML polyglot (HTML in a tEXt chunk)',
      async () =>
        withChunkBeforeEnd(
          await testImage().png().toBuffer(),
          pngChunk('tEXt', Buffer.from('Comment\0<html><script>alert(1)</script></html>')),
        ),
    ],
    [
      'a JPEG with HTML after its end',
      async () => Buffer.concat([await testImage().jpeg().toBuffer(), Buffer.from('<script>alert(1)</script>')]),
    ],
    [
      'a JPEG with a second file glued on',
      async () => Buffer.concat([await testImage().jpeg().toBuffer(), Buffer.from('PK\x03\x04 zip archive follows')]),
    ],
    [
      'a WEBP with bytes after its RIFF data',
      async () => Buffer.concat([await testImage().webp().toBuffer(), Buffer.from('<svg onload=alert(1)>')]),
    ],
    [
      'a PNG signature followed by HTML',
      async () =>
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<html></html>')]),
    ],
    ['a truncated PNG', async () => (await testImage().png().toBuffer()).subarray(0, -30)],
    [
      'a truncated JPEG',
      async () => {
        const jpeg = await testImage(200, 120).jpeg().toBuffer();
        return jpeg.subarray(0, jpeg.length >> 1);
      },
    ],
    ['a truncated WEBP', async () => (await testImage().webp().toBuffer()).subarray(0, -10)],
  ])('%s: malformed', async (_case, make) => {
    await reject(await make(), 'malformed', 'Invalid file: File is not a complete PNG, JPG or WEBP image');
  });

  it('a PNG whose pixel data is corrupt, with every CRC correct', async () => {
    const png = await testImage().png().toBuffer();
    const idatAt = png.indexOf('IDAT', 0, 'latin1') - 4;
    const length = png.readUInt32BE(idatAt);
    const garbage = Buffer.alloc(length, 0xab);
    const corrupt = Buffer.concat([
      png.subarray(0, idatAt),
      pngChunk('IDAT', garbage),
      png.subarray(idatAt + 12 + length),
    ]);
    await reject(corrupt, 'malformed', 'Invalid file: File is not a complete PNG, JPG or WEBP image');
  });

  it('a 14000×14000 PNG under 1 MB, quickly, from its header alone', async () => {
    const bomb = blackPng(14_000, 14_000);
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const started = performance.now();
    const error = await reject(bomb, 'too-many-pixels', MESSAGE_PIXELS);
    // A full decode of 196 megapixels takes seconds and 196 MB; reading the header takes microseconds.
    expect(performance.now() - started).toBeLessThan(500);
    expect(error.detail).toContain('14000');
  });

  it('an image one row over 50 megapixels', async () => {
    const width = 10_000;
    const height = UPLOAD_LIMITS.maxInputPixels / width + 1;
    await reject(blackPng(width, height), 'too-many-pixels', MESSAGE_PIXELS);
  });

  it('a file over 25 MB, before looking at it', async () => {
    await reject(
      Buffer.alloc(UPLOAD_LIMITS.maxFileBytes + 1),
      'file-too-large',
      'Invalid file: File is larger than 25.0 MB',
    );
  });

  it('keeps the technical reason for the log apart from the message', async () => {
    const error = await rejection(Buffer.concat([await testImage().png().toBuffer(), Buffer.from('trailing')]));
    expect(error.detail).toBe("8 bytes after the PNG's IEND chunk");
    expect(error.message).not.toContain('IEND');
  });
});
