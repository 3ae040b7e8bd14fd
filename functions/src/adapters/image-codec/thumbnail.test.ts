import { THUMBNAIL_LIMITS } from '@roomremix/contracts/constants';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeThumbnail } from './thumbnail';

/** Random pixels: the worst a preview can meet, since nothing in them compresses. */
function noise(width: number, height: number): Promise<Buffer> {
  let seed = 11;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) % 256;
  return sharp(Uint8Array.from({ length: width * height * 3 }, random), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const flat = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#88aa66' } })
    .jpeg()
    .toBuffer();

describe('makeThumbnail', () => {
  it.each([
    ['a landscape Ultra result', 3840, 2560, [640, 427]],
    ['a portrait one', 2880, 3840, [480, 640]],
    ['one smaller than a preview, never enlarged', 300, 200, [300, 200]],
  ] as const)('makes a WebP of %s at most 640 px on its long edge', async (_, width, height, expected) => {
    const {
      format,
      width: madeWidth,
      height: madeHeight,
    } = await sharp(await makeThumbnail(await flat(width, height))).metadata();
    expect(format).toBe('webp');
    expect([madeWidth, madeHeight]).toEqual(expected);
  });

  it('stays within the byte limit on pixels that do not compress, by lowering the quality', async () => {
    // 640 × 640 of noise is about 190 KB at the first quality tried.
    const thumbnail = await makeThumbnail(await noise(640, 640));
    expect(thumbnail.byteLength).toBeLessThanOrEqual(THUMBNAIL_LIMITS.maxBytes);
    const { width, height } = await sharp(thumbnail).metadata();
    expect([width, height]).toEqual([640, 640]);
  });
});
