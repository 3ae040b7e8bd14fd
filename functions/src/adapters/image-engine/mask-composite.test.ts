import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { featherOf, keepOutsideMask } from './mask-composite';

type Rgb = readonly [number, number, number];

function solid(width: number, height: number, colour: Rgb) {
  return sharp({ create: { width, height, channels: 3, background: { r: colour[0], g: colour[1], b: colour[2] } } });
}

/** A mask of `width` × `height` whose right half is white (change). */
async function rightHalfMask(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) for (let x = width / 2; x < width; x++) pixels[y * width + x] = 255;
  return sharp(pixels, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

async function pixelAt(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

const near = (actual: number[], expected: Rgb, tolerance = 6) =>
  actual.every((value, channel) => Math.abs(value - (expected[channel] ?? 0)) <= tolerance);

describe('keepOutsideMask', () => {
  it('takes every pixel outside the painted half from the photo and the painted half from the engine', async () => {
    const base = await solid(200, 100, [200, 30, 30]).jpeg({ quality: 95 }).toBuffer();
    // The engine answered at twice the size (HD) and changed everything.
    const generated = await solid(400, 200, [30, 160, 60]).jpeg({ quality: 95 }).toBuffer();
    const result = await keepOutsideMask(generated, base, await rightHalfMask(200, 100));

    const { width, height } = await sharp(result).metadata();
    expect({ width, height }).toEqual({ width: 400, height: 200 });
    // Right at the edge JPEG's 8 × 8 blocks and halved colour resolution mix the two sides: that is its noise.
    for (const x of [0, 100, 184]) expect(near(await pixelAt(result, x, 100), [200, 30, 30])).toBe(true);
    for (const x of [230, 300, 399]) expect(near(await pixelAt(result, x, 100), [30, 160, 60])).toBe(true);
  });

  it('feathers only inside the painted region: the pixel just outside its edge is still the photo', async () => {
    const base = await solid(200, 100, [250, 250, 250]).png().toBuffer();
    const generated = await solid(200, 100, [0, 0, 0]).png().toBuffer();
    const result = await keepOutsideMask(generated, base, await rightHalfMask(200, 100));
    expect(near(await pixelAt(result, 99, 50), [250, 250, 250])).toBe(true);
    const inside = await pixelAt(result, 101, 50);
    expect(inside[0]).toBeGreaterThan(0);
    expect(inside[0]).toBeLessThan(250);
  });

  it('a removal blends over a narrow band, so what was removed does not come back along the edge', async () => {
    const base = await solid(1000, 100, [250, 250, 250]).png().toBuffer();
    const generated = await solid(1000, 100, [0, 0, 0]).png().toBuffer();
    const mask = await rightHalfMask(1000, 100);
    // Three pixels inside the region: a redesign is still half the photo there, a removal all the engine's.
    const redesign = await pixelAt(await keepOutsideMask(generated, base, mask, featherOf('redesign')), 503, 50);
    const declutter = await pixelAt(await keepOutsideMask(generated, base, mask, featherOf('declutter')), 503, 50);
    expect(redesign[0]).toBeGreaterThan(60);
    expect(declutter[0]).toBeLessThan(25);
    expect(featherOf('empty')).toBe('remove');
  });
});
