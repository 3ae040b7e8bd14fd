import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MASK_OUTLINE_COLOUR, outlineMaskRegion, outlineWidth } from './mask-outline';
import { decodeRgb, roomPhoto } from '../../../test/support/test-images';

const WIDTH = 1000;
const HEIGHT = 750;
/** The band at 1000 × 750: 0.6 % of the long edge. */
const BAND = 6;
let photo: Buffer;
let original: Buffer;

beforeAll(async () => {
  photo = await roomPhoto(WIDTH, HEIGHT);
  ({ data: original } = await decodeRgb(photo));
});

/** A mask in our convention (white = change): `white(x, y)` says which pixels are in the region. */
function maskOf(width: number, height: number, white: (x: number, y: number) => boolean): Promise<Buffer> {
  const grey = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) grey[y * width + x] = white(x, y) ? 255 : 0;
  return sharp(grey, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

const inRect = (x0: number, y0: number, x1: number, y1: number) => (x: number, y: number) =>
  x >= x0 && x < x1 && y >= y0 && y < y1;

/** Reads pixels of a decoded result: whether one is the outline's colour, and how far it is from the photo's. */
function reader(data: Buffer) {
  const at = (x: number, y: number) => (y * WIDTH + x) * 3;
  return {
    isOutline(x: number, y: number) {
      const [r, g, b] = MASK_OUTLINE_COLOUR.rgb;
      const i = at(x, y);
      return (
        Math.abs((data[i] ?? 0) - r) <= 40 &&
        Math.abs((data[i + 1] ?? 0) - g) <= 40 &&
        Math.abs((data[i + 2] ?? 0) - b) <= 40
      );
    },
    /** The largest channel difference from the photo as decoded before outlining. */
    change(x: number, y: number) {
      const i = at(x, y);
      return Math.max(...[0, 1, 2].map((c) => Math.abs((data[i + c] ?? 0) - (original[i + c] ?? 0))));
    },
  };
}

/** Distance from (x, y) to the rectangle [x0, x1) × [y0, y1), 0 inside. */
const distanceToRect = (x0: number, y0: number, x1: number, y1: number) => (x: number, y: number) =>
  Math.hypot(Math.max(x0 - x, 0, x - (x1 - 1)), Math.max(y0 - y, 0, y - (y1 - 1)));

describe('outlineMaskRegion', () => {
  it('returns a JPEG the size of the image it was given', async () => {
    const outlined = await outlineMaskRegion(photo, await maskOf(WIDTH, HEIGHT, inRect(300, 200, 600, 500)));
    expect(await sharp(outlined).metadata()).toMatchObject({ format: 'jpeg', width: WIDTH, height: HEIGHT });
  });

  it('draws the band just outside the region edge and leaves pixels away from it as they were', async () => {
    const rect = [300, 200, 600, 500] as const;
    const { data } = await decodeRgb(await outlineMaskRegion(photo, await maskOf(WIDTH, HEIGHT, inRect(...rect))));
    const pixels = reader(data);
    const distance = distanceToRect(...rect);
    const far: number[] = [];
    let band = 0;
    let bandOutline = 0;
    for (let y = 0; y < HEIGHT; y++) {
      for (let x = 0; x < WIDTH; x++) {
        const d = distance(x, y);
        const inside = d === 0;
        const insideDepth = Math.min(x - rect[0], y - rect[1], rect[2] - 1 - x, rect[3] - 1 - y);
        if (!inside && d <= BAND - 1) {
          band++;
          if (pixels.isOutline(x, y)) bandOutline++;
        } else if ((inside && insideDepth >= 8) || d >= BAND + 8) {
          far.push(pixels.change(x, y));
        }
      }
    }
    expect(bandOutline).toBe(band);
    // Inside the region the photo is untouched: the model must see what it redesigns.
    for (const [x, y] of [
      [300, 350],
      [305, 350],
      [450, 200],
      [599, 499],
    ] as const) {
      expect(pixels.isOutline(x, y), `(${x}, ${y}) inside`).toBe(false);
    }
    // Re-encoding alone moves a pixel by a few levels; nothing else may change.
    far.sort((a, b) => a - b);
    expect(far.reduce((sum, change) => sum + change, 0) / far.length).toBeLessThan(2);
    expect(far[Math.floor(far.length * 0.999)]).toBeLessThanOrEqual(12);
  });

  it('closes the outline along the image edge where the region reaches it (a floor)', async () => {
    const floorTop = 500;
    const { data } = await decodeRgb(
      await outlineMaskRegion(photo, await maskOf(WIDTH, HEIGHT, (_x, y) => y >= floorTop)),
    );
    const pixels = reader(data);
    for (const x of [0, 250, 500, 999]) {
      expect(pixels.isOutline(x, floorTop - 2), `above the floor at x ${x}`).toBe(true);
      expect(pixels.isOutline(x, HEIGHT - 2), `bottom edge at x ${x}`).toBe(true);
    }
    for (const y of [520, 620, 720]) {
      expect(pixels.isOutline(1, y), `left edge at y ${y}`).toBe(true);
      expect(pixels.isOutline(WIDTH - 2, y), `right edge at y ${y}`).toBe(true);
      expect(pixels.change(500, y), `middle of the floor at y ${y}`).toBeLessThanOrEqual(12);
    }
    expect(pixels.change(500, 300)).toBeLessThanOrEqual(12);
  });

  it('outlines a hole in the region from inside the hole', async () => {
    const ring = (x: number, y: number) => inRect(200, 150, 800, 600)(x, y) && !inRect(400, 300, 600, 450)(x, y);
    const pixels = reader((await decodeRgb(await outlineMaskRegion(photo, await maskOf(WIDTH, HEIGHT, ring)))).data);
    expect(pixels.isOutline(402, 375)).toBe(true);
    expect(pixels.isOutline(500, 302)).toBe(true);
    expect(pixels.change(500, 375)).toBeLessThanOrEqual(12);
  });

  it('scales a mask the size of the original photo to the image as sent', async () => {
    const mask = await maskOf(2 * WIDTH, 2 * HEIGHT, inRect(600, 400, 1200, 1000));
    const pixels = reader((await decodeRgb(await outlineMaskRegion(photo, mask))).data);
    expect(pixels.isOutline(297, 350)).toBe(true);
    expect(pixels.isOutline(450, 197)).toBe(true);
    expect(pixels.isOutline(450, 350)).toBe(false);
    expect(pixels.isOutline(250, 350)).toBe(false);
  });

  it('draws nothing for a mask without a region', async () => {
    const pixels = reader(
      (await decodeRgb(await outlineMaskRegion(photo, await maskOf(WIDTH, HEIGHT, () => false)))).data,
    );
    expect(pixels.change(0, 0)).toBeLessThanOrEqual(12);
    expect(pixels.change(500, 375)).toBeLessThanOrEqual(12);
  });
});

describe('outlineWidth', () => {
  it.each([
    [100, 100, 3],
    [400, 300, 3],
    [1000, 750, BAND],
    [768, 1024, 6],
    [2048, 1536, 12],
  ])('%i × %i → %i px', (width, height, expected) => {
    expect(outlineWidth(width, height)).toBe(expected);
  });
});
