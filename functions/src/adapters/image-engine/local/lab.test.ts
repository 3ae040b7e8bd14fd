import { describe, expect, it } from 'vitest';
import { hueDegrees, labStats, labToRgb, rgbToLab, statsOfLab } from './lab';

describe('rgbToLab and labToRgb', () => {
  it.each([
    ['white', [255, 255, 255], [100, 0, 0]],
    ['black', [0, 0, 0], [0, 0, 0]],
    ['mid grey', [128, 128, 128], [53.59, 0, 0]],
    ['red', [255, 0, 0], [53.24, 80.09, 67.2]],
    ['green', [0, 255, 0], [87.73, -86.18, 83.18]],
    ['blue', [0, 0, 255], [32.3, 79.19, -107.86]],
  ] as const)('%s', (_case, rgb, lab) => {
    const [L, a, b] = rgbToLab(rgb[0], rgb[1], rgb[2]);
    expect(L).toBeCloseTo(lab[0], 1);
    expect(a).toBeCloseTo(lab[1], 1);
    expect(b).toBeCloseTo(lab[2], 1);
  });

  it('round-trips every 17th sRGB colour exactly', () => {
    for (let r = 0; r < 256; r += 17) {
      for (let g = 0; g < 256; g += 17) {
        for (let b = 0; b < 256; b += 17) expect(labToRgb(...rgbToLab(r, g, b))).toEqual([r, g, b]);
      }
    }
  });

  it('clips colours outside sRGB', () => {
    expect(labToRgb(150, 0, 0)).toEqual([255, 255, 255]);
    expect(labToRgb(-10, 0, 0)).toEqual([0, 0, 0]);
    expect(labToRgb(50, 200, 0)[1]).toBe(0);
  });
});

describe('statistics', () => {
  it('labStats of two colours in equal parts', () => {
    const rgb = new Uint8Array([255, 255, 255, 0, 0, 0, 255, 255, 255, 0, 0, 0]);
    const stats = labStats(rgb, 3);
    expect(stats.mean[0]).toBeCloseTo(50, 5);
    expect(stats.std[0]).toBeCloseTo(50, 5);
    expect(stats.std[1]).toBeCloseTo(0, 3);
  });

  it('statsOfLab weighs each image the same, whatever its size', () => {
    const big = new Float32Array(3 * 1000).fill(0);
    const small = new Float32Array([100, 0, 0]);
    const stats = statsOfLab([big, small]);
    expect(stats.mean[0]).toBeCloseTo(50, 5);
    expect(stats.std[0]).toBeCloseTo(50, 5);
  });

  it('statsOfLab of nothing is neutral', () => {
    expect(statsOfLab([])).toEqual({ mean: [0, 0, 0], std: [0, 0, 0] });
  });

  it.each([
    [10, 0, 0],
    [0, 10, 90],
    [-10, 0, 180],
    [0, -10, 270],
  ])('hue of a=%i b=%i is %i°', (a, b, hue) => {
    expect(hueDegrees(a, b)).toBeCloseTo(hue, 5);
  });
});
