import { describe, expect, it } from 'vitest';
import {
  edgeCorrelation,
  pearsonCorrelation,
  regionStructureScore,
  sobelMagnitude,
  sobelWindowWeights,
  structureScore,
  type GrayImage,
} from './structure-score';

const W = 48;
const H = 32;

/** A grey image from a function of (x, y). */
function image(pixel: (x: number, y: number) => number, width = W, height = H): GrayImage {
  const data = new Float32Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = pixel(x, y);
  return { data, width, height };
}

/** A "room": wall, floor line, a window and a sofa, as flat grey areas. */
const room = (x: number, y: number) => {
  if (x >= 8 && x < 20 && y >= 4 && y < 14) return 230; // window
  if (x >= 24 && x < 42 && y >= 18 && y < 26) return 60; // sofa
  return y < 20 ? 150 : 100; // wall above the floor line
};

/** A deterministic pseudo-random value in [0, 1) per pixel. */
const noise = (x: number, y: number, seed = 1) => {
  const s = Math.sin(x * 12.9898 + y * 78.233 + seed * 37.719) * 43758.5453;
  return s - Math.floor(s);
};

describe('sobelMagnitude', () => {
  it('is zero everywhere on a flat image', () => {
    expect([...sobelMagnitude(image(() => 128))].every((value) => value === 0)).toBe(true);
  });

  it('is strongest on a vertical step and zero away from it', () => {
    const edges = sobelMagnitude(image((x) => (x < 10 ? 0 : 100)));
    const at = (x: number, y: number) => edges[y * W + x] ?? Number.NaN;
    expect(at(9, 5)).toBe(400); // 1 + 2 + 1 rows, each a 100 step
    expect(at(10, 5)).toBe(400);
    expect(at(5, 5)).toBe(0);
    expect(at(20, 5)).toBe(0);
  });

  it('has the size of the image', () => {
    expect(sobelMagnitude(image(room, 7, 3))).toHaveLength(21);
  });

  it('works on a 1×1 image', () => {
    expect([...sobelMagnitude({ data: [5], width: 1, height: 1 })]).toEqual([0]);
  });
});

describe('pearsonCorrelation', () => {
  it.each([
    ['identical series', [1, 2, 3, 4], [1, 2, 3, 4], 1],
    ['scaled and shifted', [1, 2, 3, 4], [12, 14, 16, 18], 1],
    ['reversed', [1, 2, 3, 4], [4, 3, 2, 1], -1],
    ['orthogonal', [1, -1, 1, -1], [1, 1, -1, -1], 0],
  ])('%s', (_case, a, b, expected) => {
    expect(pearsonCorrelation(a, b)).toBeCloseTo(expected, 10);
  });

  it.each([
    ['a constant series', [3, 3, 3], [1, 2, 3]],
    ['empty series', [], []],
  ])('is null for %s', (_case, a, b) => {
    expect(pearsonCorrelation(a, b)).toBeNull();
  });

  it('refuses series of different lengths', () => {
    expect(() => pearsonCorrelation([1, 2], [1, 2, 3])).toThrow(RangeError);
  });

  it.each([
    ['a zero weight leaves a sample out', [1, 2, 3, 100], [1, 2, 3, -100], [1, 1, 1, 0], 1],
    ['weights of 1 change nothing', [1, 2, 3, 4], [4, 3, 2, 1], [1, 1, 1, 1], -1],
  ])('with weights: %s', (_case, a, b, weights, expected) => {
    expect(pearsonCorrelation(a, b, weights)).toBeCloseTo(expected, 10);
  });

  it('counts a sample of weight 2 as two samples', () => {
    expect(pearsonCorrelation([1, 2, 3], [1, 3, 2], [2, 1, 1])).toBeCloseTo(
      pearsonCorrelation([1, 1, 2, 3], [1, 1, 3, 2]) ?? Number.NaN,
      10,
    );
  });

  it('is null when nothing weighs anything', () => {
    expect(pearsonCorrelation([1, 2, 3], [3, 1, 2], [0, 0, 0])).toBeNull();
  });

  it('refuses weights of another length', () => {
    expect(() => pearsonCorrelation([1, 2, 3], [1, 2, 3], [1, 1])).toThrow(RangeError);
  });
});

describe('sobelWindowWeights', () => {
  /** Weights of a 4×3 grid as rows, for reading the table. */
  const rows = (weights: ArrayLike<number>) =>
    [0, 1, 2].map((y) => Array.from({ length: 4 }, (_, x) => weights[y * 4 + x]));

  it.each([
    [
      'all ones stay ones (borders repeat)',
      [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
      [
        [1, 1, 1, 1],
        [1, 1, 1, 1],
        [1, 1, 1, 1],
      ],
    ],
    [
      'a lone pixel has no whole window',
      [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0],
      [
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
    ],
    [
      'a left half loses its column on the border',
      [1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0],
      [
        [1, 0, 0, 0],
        [1, 0, 0, 0],
        [1, 0, 0, 0],
      ],
    ],
    [
      'a soft border keeps its least weight',
      [1, 0.5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
      [
        [0.5, 0.5, 0.5, 1],
        [0.5, 0.5, 0.5, 1],
        [1, 1, 1, 1],
      ],
    ],
  ])('%s', (_case, weights, expected) => {
    expect(rows(sobelWindowWeights(weights, 4, 3))).toEqual(expected);
  });
});

describe('edgeCorrelation and structureScore', () => {
  const base = image(room);

  it.each([
    ['the same image', (x: number, y: number) => room(x, y), 100],
    ['a brighter, lower-contrast copy (a colour grade)', (x: number, y: number) => 40 + room(x, y) * 0.6, 100],
    ['an inverted copy (edges in the same places)', (x: number, y: number) => 255 - room(x, y), 100],
  ])('scores %s as %i', (_case, pixel, expected) => {
    expect(structureScore(base, image(pixel))).toBe(expected);
  });

  it('scores a lightly noisy copy high', () => {
    const noisy = image((x, y) => room(x, y) + (noise(x, y) - 0.5) * 10);
    expect(structureScore(base, noisy)).toBeGreaterThanOrEqual(80);
  });

  it('scores a different layout low', () => {
    const moved = image((x, y) => room((x + 17) % W, (y + 11) % H));
    expect(structureScore(base, moved)).toBeLessThan(40);
  });

  it('scores pure noise near zero', () => {
    expect(
      structureScore(
        base,
        image((x, y) => noise(x, y, 7) * 255),
      ),
    ).toBeLessThan(20);
  });

  it('ranks a blurred copy between the copy and an unrelated image', () => {
    const blurred = image((x, y) => {
      let sum = 0;
      for (let dy = -3; dy <= 3; dy++) for (let dx = -3; dx <= 3; dx++) sum += room(clamp(x + dx, W), clamp(y + dy, H));
      return sum / 49;
    });
    const score = structureScore(base, blurred);
    expect(score).toBeLessThan(100);
    expect(score).toBeGreaterThan(
      structureScore(
        base,
        image((x, y) => noise(x, y, 3) * 255),
      ),
    );
  });

  it.each([
    ['two flat images have the same (no) structure', () => 10, () => 200, 1],
    ['a flat image against a room shares nothing', () => 10, room, 0],
  ])('%s', (_case, a, b, expected) => {
    expect(edgeCorrelation(image(a), image(b))).toBe(expected);
  });

  it('never scores below 0 or above 100', () => {
    const checker = image((x, y) => ((x + y) % 2) * 255);
    const score = structureScore(
      checker,
      image((x, y) => ((x + y + 1) % 2) * 255 + (x === 0 ? 1 : 0)),
    );
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(100);
  });

  it.each([
    ['sizes differ', image(room), image(room, W, H - 1)],
    ['data does not fill the size', { data: [1, 2, 3], width: 2, height: 2 }, { data: [1, 2, 3], width: 2, height: 2 }],
    ['a zero width', { data: [], width: 0, height: 2 }, { data: [], width: 0, height: 2 }],
  ])('refuses images when %s', (_case, a, b) => {
    expect(() => edgeCorrelation(a, b)).toThrow(RangeError);
  });
});

describe('structure scores over a region', () => {
  const base = image(room);
  /** Weights of the pixels left of column `from`. */
  const leftOf = (from: number) => image((x) => (x < from ? 1 : 0)).data;
  const inRect = (x0: number, y0: number, x1: number, y1: number) =>
    image((x, y) => (x >= x0 && x < x1 && y >= y0 && y < y1 ? 1 : 0)).data;
  /** The room with its right half (x ≥ 24) replaced by noise: the left half is untouched up to the border. */
  const rightScrambled = image((x, y) => (x < 24 ? room(x, y) : noise(x, y, 9) * 255));

  it('scores the untouched side 100 though noise starts right at its border', () => {
    expect(structureScore(base, rightScrambled, leftOf(24))).toBe(100);
  });

  it('scores the scrambled side low', () => {
    expect(structureScore(base, rightScrambled, image((x) => (x >= 24 ? 1 : 0)).data)).toBeLessThan(20);
  });

  it('leaves the whole-image score as it was without weights', () => {
    const whole = structureScore(base, rightScrambled);
    expect(whole).toBeGreaterThan(structureScore(base, rightScrambled, image((x) => (x >= 24 ? 1 : 0)).data));
    expect(whole).toBeLessThan(100);
  });

  it('counts two images flat within the region as the same structure', () => {
    const wall = inRect(24, 0, W, 16); // the wall right of the window, above the sofa: flat in the room
    expect(
      edgeCorrelation(
        base,
        image((x, y) => (x >= 24 && y < 16 ? 90 : noise(x, y) * 255)),
        wall,
      ),
    ).toBe(1);
  });

  it('refuses a region in which no pixel has its whole Sobel window', () => {
    expect(() => edgeCorrelation(base, base, inRect(10, 10, 12, 12))).toThrow(RangeError);
  });

  it.each([
    ['the region is under MIN_REGION_PIXELS', inRect(5, 2, 20, 16)], // around the window: 13 × 12 whole windows
    ['the base has no edges in it (a blank wall)', inRect(24, 0, W, 16)],
    ['the mask is empty', inRect(0, 0, 0, 0)],
  ])('regionStructureScore is null when %s', (_case, weights) => {
    expect(regionStructureScore(base, base, weights)).toBeNull();
  });

  it('regionStructureScore scores a region with enough pixels and edges', () => {
    expect(regionStructureScore(base, rightScrambled, leftOf(24))).toBe(100);
    expect(regionStructureScore(base, base, inRect(0, 0, W, H))).toBe(100);
  });

  it('regionStructureScore refuses weights of another size', () => {
    expect(() => regionStructureScore(base, base, [1, 1, 1])).toThrow(RangeError);
  });
});

function clamp(value: number, size: number): number {
  return Math.max(0, Math.min(size - 1, value));
}
