import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { largeRoomPhoto, roomPhoto, swatchPhoto } from '../../../test/support/test-images';
import { decodeMask, MASK_WHITE_FROM } from './mask';
import { greyPixels, maskWeights, measureStructureScore, measureStructureScores } from './structure';

let room: Buffer;

beforeAll(async () => {
  room = await roomPhoto(320, 240);
});

describe('measureStructureScore', () => {
  it('scores an image against itself 100', async () => {
    expect(await measureStructureScore(room, room)).toBe(100);
  });

  it('scores a recoloured, resized copy (another size, same aspect) at least 90', async () => {
    const recoloured = await sharp(room)
      .resize(1024, 768)
      .modulate({ hue: 120, saturation: 0.5, brightness: 1.2 })
      .jpeg()
      .toBuffer();
    expect(await measureStructureScore(room, recoloured)).toBeGreaterThanOrEqual(90);
  });

  it('scores a different image low', async () => {
    expect(await measureStructureScore(room, await swatchPhoto(320, 240, [120, 120, 120]))).toBeLessThan(30);
  });

  it('scores a mirrored room lower than the room', async () => {
    const mirrored = await sharp(room).flop().jpeg().toBuffer();
    expect(await measureStructureScore(room, mirrored)).toBeLessThan(70);
  });
});

describe('greyPixels', () => {
  it('gives one byte per pixel at the asked size', async () => {
    const grey = await greyPixels(room, 64, 48);
    expect([grey.width, grey.height, grey.data.length]).toEqual([64, 48, 64 * 48]);
  });
});

/** A mask the size of `width`×`height`: `inside` (0–255) within the box given in 0–1 coordinates, `outside` elsewhere. */
async function boxMask(
  width: number,
  height: number,
  [u0, v0, u1, v1]: readonly [number, number, number, number],
  { inside = 255, outside = 0 } = {},
): Promise<Buffer> {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const within = x >= u0 * width && x < u1 * width && y >= v0 * height && y < v1 * height;
      data[y * width + x] = within ? inside : outside;
    }
  }
  return sharp(data, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

/** `photo` with the pixels under the mask's white shuffled among themselves (a fixed shuffle), the rest untouched. */
async function scrambleInside(photo: Buffer, mask: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(photo).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const white = await sharp(mask).extractChannel(0).raw().toBuffer();
  const inside = [...white.keys()].filter((pixel) => (white[pixel] ?? 0) >= MASK_WHITE_FROM);
  const from = [...inside];
  let seed = 7;
  for (let i = from.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [from[i], from[j]] = [from[j] ?? 0, from[i] ?? 0];
  }
  const out = Buffer.from(data);
  inside.forEach((pixel, index) => data.copy(out, pixel * 3, (from[index] ?? 0) * 3, (from[index] ?? 0) * 3 + 3));
  return sharp(out, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Around the sofa and the rug: a region full of edges. */
const SOFA: readonly [number, number, number, number] = [0.35, 0.45, 0.8, 0.8];

describe('measureStructureScores', () => {
  it('without a mask gives the whole-image score and no regions', async () => {
    const recoloured = await sharp(room).modulate({ hue: 90 }).jpeg().toBuffer();
    expect(await measureStructureScores(room, recoloured)).toEqual({
      whole: await measureStructureScore(room, recoloured),
      inside: null,
      outside: null,
    });
  });

  it('scores a result scrambled inside the mask and equal to the base outside ~100 outside and low inside', async () => {
    const mask = await boxMask(320, 240, SOFA);
    const scores = await measureStructureScores(room, await scrambleInside(room, mask), mask);
    expect(scores.outside).toBeGreaterThanOrEqual(97);
    expect(scores.inside).toBeLessThan(15);
    expect(scores.whole).toBeLessThan(scores.outside ?? 0);
    expect(scores.whole).toBeGreaterThan(scores.inside ?? 100);
  });

  it('reads a 1600 × 1200 photo and its mask on the same 256 px grid', async () => {
    const large = await largeRoomPhoto(1600, 1200);
    const mask = await boxMask(1600, 1200, SOFA);
    const scores = await measureStructureScores(large, await scrambleInside(large, mask), mask);
    expect(scores.outside).toBeGreaterThanOrEqual(97);
    expect(scores.inside).toBeLessThan(15);
  });

  it('scores a recoloured result high on both sides', async () => {
    const recoloured = await sharp(room).modulate({ hue: 120, brightness: 1.2 }).jpeg().toBuffer();
    const scores = await measureStructureScores(room, recoloured, await boxMask(320, 240, SOFA));
    expect(scores.inside).toBeGreaterThanOrEqual(90);
    expect(scores.outside).toBeGreaterThanOrEqual(90);
  });

  it('gives a mask over the whole photo the whole score inside and nothing outside', async () => {
    const mirrored = await sharp(room).flop().jpeg().toBuffer();
    const { whole, inside, outside } = await measureStructureScores(
      room,
      mirrored,
      await boxMask(320, 240, [0, 0, 1, 1]),
    );
    expect({ inside, outside }).toEqual({ inside: whole, outside: null });
  });

  it.each([
    ['a blank stretch of wall (no edges to keep)', [0, 0.15, 0.1, 0.6]],
    ['a speck (too few pixels)', [0.4, 0.4, 0.42, 0.43]],
  ] as const)('cannot judge inside %s', async (_case, box) => {
    const mask = await boxMask(320, 240, box);
    expect(await measureStructureScores(room, await scrambleInside(room, mask), mask)).toEqual({
      whole: expect.any(Number),
      inside: null,
      outside: 100,
    });
  });
});

describe('maskWeights', () => {
  it('gives the share of each grid pixel the white region covers', async () => {
    // White from x = 22 of 40: grid pixel 5 of 10 (x 20–24) is half covered; resampling may ring by a few %.
    const weights = await maskWeights(await boxMask(40, 20, [0.55, 0, 1, 1]), 10, 5);
    expect([...weights.subarray(0, 10)].map((weight) => Math.round(weight * 10) / 10)).toEqual([
      0, 0, 0, 0, 0, 0.5, 1, 1, 1, 1,
    ]);
  });

  it(`reads an upload cut at MASK_WHITE_FROM (${MASK_WHITE_FROM}) by decodeMask as its white region`, async () => {
    const upload = await boxMask(40, 20, [0.5, 0, 1, 1], { inside: MASK_WHITE_FROM, outside: MASK_WHITE_FROM - 1 });
    const { buffer: stored } = await decodeMask(upload, { width: 40, height: 20 });
    expect([...(await maskWeights(stored, 10, 5))]).toEqual([
      ...(await maskWeights(await boxMask(40, 20, [0.5, 0, 1, 1]), 10, 5)),
    ]);
  });
});
