import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeMask, InvalidMaskError } from './mask';

const PHOTO = { width: 60, height: 40 };

/** A greyscale PNG whose left `leftShare` of columns are `left` and the rest `right`. */
async function twoToneMask(width: number, height: number, left: number, right: number, leftShare = 0.5) {
  const pixels = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) pixels[y * width + x] = x < width * leftShare ? left : right;
  return sharp(pixels, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

async function refusal(upload: Buffer): Promise<string> {
  const error: unknown = await decodeMask(upload, PHOTO).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof InvalidMaskError)) throw new Error(`Expected InvalidMaskError, got ${String(error)}`);
  return error.message;
}

describe('decodeMask', () => {
  it('keeps a PNG the photo’s size as black and white: luminance 128 and above marks the region to change', async () => {
    const mask = await decodeMask(await twoToneMask(60, 40, 100, 200), PHOTO);
    expect(mask.whole).toBe(false);
    expect(await sharp(mask.buffer).metadata()).toMatchObject({ ...PHOTO, channels: 1, format: 'png' });
    const { data } = await sharp(mask.buffer).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    expect(new Set(data.subarray(0, 30))).toEqual(new Set([0]));
    expect(new Set(data.subarray(30, 60))).toEqual(new Set([255]));
  });

  it('reads a colour PNG with transparency: transparent counts as black', async () => {
    const rgba = Buffer.alloc(60 * 40 * 4);
    for (let pixel = 0; pixel < 60 * 40; pixel++)
      rgba.set(pixel % 60 < 30 ? [255, 255, 255, 0] : [255, 255, 255, 255], pixel * 4);
    const mask = await decodeMask(
      await sharp(rgba, { raw: { width: 60, height: 40, channels: 4 } })
        .png()
        .toBuffer(),
      PHOTO,
    );
    const { data } = await sharp(mask.buffer).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[59]]).toEqual([0, 255]);
  });

  it('says when the mask marks the whole photo', async () => {
    expect((await decodeMask(await twoToneMask(60, 40, 255, 255), PHOTO)).whole).toBe(true);
  });

  it.each([
    [
      'a JPEG',
      () =>
        sharp({ create: { width: 60, height: 40, channels: 3, background: '#fff' } })
          .jpeg()
          .toBuffer(),
    ],
    ['text', () => Promise.resolve(Buffer.from('white on the left'))],
    ['a cut-off PNG', async () => (await twoToneMask(60, 40, 0, 255)).subarray(0, 60)],
  ])('refuses %s: it is not a PNG', async (_case, make) => {
    expect(await refusal(await make())).toBe(
      'The mask must be a PNG image: white marks what to change, black what to keep',
    );
  });

  it.each([
    [40, 60],
    [61, 40],
    [600, 400],
  ])('refuses a %i × %i mask for a 60 × 40 photo, naming both sizes', async (width, height) => {
    expect(await refusal(await twoToneMask(width, height, 0, 255))).toBe(
      `The mask must be 60 × 40 pixels, the size of the photo; it is ${width} × ${height}`,
    );
  });

  it('refuses a mask that marks nothing', async () => {
    expect(await refusal(await twoToneMask(60, 40, 0, 127))).toBe(
      'The mask marks nothing to change: paint the region to change in white',
    );
  });
});
