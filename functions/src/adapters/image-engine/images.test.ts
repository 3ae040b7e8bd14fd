import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cropToAspect, normaliseOutput, outputSize, toProviderJpeg } from './images';

describe('outputSize', () => {
  it.each([
    [4000, 3000, 'standard', [1024, 768]],
    [4000, 3000, 'hd', [2048, 1536]],
    [3000, 4000, 'hd', [1536, 2048]],
    [1024, 1024, 'standard', [1024, 1024]],
    [800, 600, 'standard', [800, 600]],
    [800, 600, 'hd', [1600, 1200]],
    [1, 1, 'hd', [2, 2]],
    [5000, 7, 'standard', [1024, 1]],
  ] as const)('%i×%i %s → %j', (width, height, quality, expected) => {
    const size = outputSize({ width, height }, quality);
    expect([size.width, size.height]).toEqual(expected);
  });
});

describe('cropToAspect', () => {
  it.each([
    ['wider than wanted: crop the sides', [1536, 1024], [4, 3], [1365, 1024]],
    ['taller than wanted: crop top and bottom', [1024, 1536], [4, 3], [1024, 768]],
    ['already right', [1024, 768], [4, 3], [1024, 768]],
    ['within 0.2 %: left alone', [1184, 864], [1183, 864], [1184, 864]],
    ['square from landscape', [1344, 768], [1, 1], [768, 768]],
  ] as const)('%s', (_case, [width, height], [aw, ah], expected) => {
    const size = cropToAspect({ width, height }, { width: aw, height: ah });
    expect([size.width, size.height]).toEqual(expected);
  });
});

describe('provider images', () => {
  it('sends JPEGs no longer than the limit and never enlarges', async () => {
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    expect(await toProviderJpeg(big, 2048)).toMatchObject({ width: 2048, height: 1024 });
    const small = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#8888' } })
      .png()
      .toBuffer();
    const prepared = await toProviderJpeg(small, 2048);
    expect(prepared).toMatchObject({ width: 300, height: 200 });
    expect((await sharp(prepared.buffer).metadata()).format).toBe('jpeg');
  });

  it('refuses a provider answer that is not an image', async () => {
    await expect(normaliseOutput(Buffer.from('<svg/>'), { width: 4, height: 3 })).rejects.toThrow();
  });
});
