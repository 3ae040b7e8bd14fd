import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { roomPhoto, swatchPhoto } from '../image-engine/testing/test-images';
import { greyPixels, measureStructureScore } from './structure';

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
