import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PermanentEngineError } from '../image-engine';
import type { Size } from '../images';
import { decodeRgb, largeRoomPhoto, roomPhoto } from '../../../../test/support/test-images';
import { INPAINT_TAKES, inpaintRegion, inpaintTakeOf } from './inpaint';
import { rgbToLab, type Lab } from './lab';
import { PAINTED_ART, paintedMask, type ShareBox } from '../../../../test/support/painted-mask';

const SIZE: Size = { width: 480, height: 320 };
const TELEA = inpaintTakeOf(0);
const NAVIER_STOKES = inpaintTakeOf(1);

let base: Buffer;
let mask: Buffer;

beforeAll(async () => {
  base = await roomPhoto(SIZE.width, SIZE.height);
  mask = await paintedMask(SIZE.width, SIZE.height, PAINTED_ART);
});

/** Whether pixel `p` of an image of `size` lies inside `box`. */
function inside(p: number, size: Size, [left, top, right, bottom]: ShareBox): boolean {
  const x = p % size.width;
  const y = Math.floor(p / size.width);
  return x >= left * size.width && x < right * size.width && y >= top * size.height && y < bottom * size.height;
}

/** The Lab colours of the pixels `keep` picks out. */
function labsWhere(rgb: Uint8Array, size: Size, keep: (p: number) => boolean): Lab[] {
  const labs: Lab[] = [];
  for (let p = 0; p < size.width * size.height; p++) {
    if (keep(p)) labs.push(rgbToLab(rgb[p * 3] ?? 0, rgb[p * 3 + 1] ?? 0, rgb[p * 3 + 2] ?? 0));
  }
  return labs;
}

/** How many pixels outside `box` differ between two images of `size`. */
function changedOutside(x: Uint8Array, y: Uint8Array, size: Size, box: ShareBox): number {
  let changed = 0;
  for (let p = 0; p < size.width * size.height; p++) {
    if (!inside(p, size, box) && [0, 1, 2].some((c) => x[p * 3 + c] !== y[p * 3 + c])) changed++;
  }
  return changed;
}

/** Pixels too blue (the canvas, b* about −40) or too yellow (the frame, b* about +45) to be the wall (b* about +11). */
const notWall = (labs: readonly Lab[]) => labs.filter((lab) => lab[2] < -5 || lab[2] > 30).length;

/** The mean Lab colour of some pixels. */
function meanLab(labs: readonly Lab[]): Lab {
  const sum = labs.reduce(
    (total, lab) => [total[0] + lab[0], total[1] + lab[1], total[2] + lab[2]] as const,
    [0, 0, 0],
  );
  return [sum[0] / labs.length, sum[1] / labs.length, sum[2] / labs.length];
}

const distance = (x: Lab, y: Lab) => Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);

/** The wall just around the painted art: a band a little wider than the painted box, the box itself left out. */
const AROUND_ART: ShareBox = [0.38, 0.15, 0.72, 0.45];

describe('inpaintRegion', () => {
  it.each([
    ['Telea', TELEA],
    ['Navier–Stokes', NAVIER_STOKES],
  ])('%s: the painted picture is gone, the wall continues, and nothing outside changed', async (_name, take) => {
    const filled = await inpaintRegion(base, mask, SIZE, take);
    const before = (await decodeRgb(base)).data;
    const region = labsWhere(filled, SIZE, (p) => inside(p, SIZE, PAINTED_ART));
    const wall = labsWhere(before, SIZE, (p) => inside(p, SIZE, AROUND_ART) && !inside(p, SIZE, PAINTED_ART));
    expect(notWall(labsWhere(before, SIZE, (p) => inside(p, SIZE, PAINTED_ART)))).toBeGreaterThan(1000);

    expect(notWall(region)).toBe(0);
    expect(distance(meanLab(region), meanLab(wall))).toBeLessThan(4);
    expect(changedOutside(filled, before, SIZE, PAINTED_ART)).toBe(0);
  });

  it('the two methods fill the region differently', async () => {
    const [telea, navierStokes] = await Promise.all([
      inpaintRegion(base, mask, SIZE, TELEA),
      inpaintRegion(base, mask, SIZE, NAVIER_STOKES),
    ]);
    expect(telea.equals(navierStokes)).toBe(false);
  });

  it('fills an HD result at a reduced size and scales the fill up, still leaving the outside alone', async () => {
    const hd: Size = { width: 2048, height: 1365 };
    const hdBase = await largeRoomPhoto(hd.width, hd.height);
    const hdMask = await paintedMask(hd.width, hd.height, PAINTED_ART);
    const filled = await inpaintRegion(hdBase, hdMask, hd, TELEA);
    expect(filled.length).toBe(hd.width * hd.height * 3);
    expect(notWall(labsWhere(filled, hd, (p) => inside(p, hd, PAINTED_ART)))).toBe(0);
    expect(changedOutside(filled, (await decodeRgb(hdBase)).data, hd, PAINTED_ART)).toBe(0);
  });

  it('returns the photo as it is when nothing is painted at this size', async () => {
    const black = await sharp({ create: { ...SIZE, channels: 3, background: '#000000' } })
      .png()
      .toBuffer();
    expect((await inpaintRegion(base, black, SIZE, TELEA)).equals((await decodeRgb(base)).data)).toBe(true);
  });

  it('refuses a region that is the whole photo: there is nothing to fill it from', async () => {
    const whole = await paintedMask(SIZE.width, SIZE.height, [0, 0, 1, 1]);
    const error: unknown = await inpaintRegion(base, whole, SIZE, TELEA).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PermanentEngineError);
    expect(error).toMatchObject({ reason: 'bad_input', engine: 'local' });
  });
});

describe('inpaintTakeOf', () => {
  it.each([
    [undefined, 'telea', 1],
    [0, 'telea', 1],
    [1, 'navier-stokes', 1],
    [2, 'telea', 2],
    [3, 'navier-stokes', 2],
    [4, 'telea', 1],
  ])('variant %s → %s at %i× the radius', (variant, method, radius) => {
    expect(inpaintTakeOf(variant)).toMatchObject({ method, radius });
  });

  it('describes every take but the plain one', () => {
    expect(INPAINT_TAKES.map((take) => take.description !== '')).toEqual([false, true, true, true]);
  });
});
