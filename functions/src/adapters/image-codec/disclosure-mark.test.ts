import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { markDisclosure } from './disclosure-mark';

/** An originals page's short URL, with a 32-character token. */
const LINK = 'https://roomremix.app/l/AbCdEfGhIjKlMnOpQrStUvWxYz012345';
/** The words the label carries: the longest the kit writes. */
const WORDS = 'Virtually decluttered';
/** White words set in the system's fonts, as SVG text. */
const SVG_TEXT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60"><rect width="240" height="60"/>' +
  '<text x="8" y="44" font-size="36" fill="#fff">Virtually</text></svg>';

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}
interface Region {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/**
 * A room-like photo: a shaded wall with a bright window, a floor of planks with a light rug in its left corner (under
 * part of the mark, where it is hardest to read), and sensor noise (seeded).
 */
async function roomPhoto(width: number, height: number): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const noise = (seed % 25) - 12;
      const floor = y > height * 0.62;
      const window = x > width * 0.55 && x < width * 0.8 && y > height * 0.15 && y < height * 0.5;
      const rug = x < width * 0.2 && y > height * 0.8;
      const plank = floor ? 25 * Math.sin(x / (width / 40)) : 0;
      const wall = 200 - (60 * y) / height + (25 * x) / width;
      const at = (y * width + x) * 3;
      const light = window || rug;
      data[at] = clamp((light ? 245 : floor ? 150 + plank : wall) + noise);
      data[at + 1] = clamp((light ? 240 : floor ? 105 + plank : wall - 10) + noise);
      data[at + 2] = clamp((light ? 230 : floor ? 70 : wall - 25) + noise);
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

async function pixelsOf(image: Buffer, width?: number): Promise<Pixels> {
  const { data, info } = await sharp(image)
    .resize(width ?? null)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function rgb({ data, width }: Pixels, x: number, y: number): [number, number, number] {
  const at = (y * width + x) * 3;
  return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
}

const luma = ([r, g, b]: number[]) => 0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0);

/** WCAG 2 relative luminance of an sRGB colour. */
function relativeLuminance(colour: number[]): number {
  const [r = 0, g = 0, b = 0] = colour.map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The bounding box of the pixels the mark changed by more than JPEG re-encoding does. */
function changedRegion(before: Pixels, after: Pixels): Region {
  const region = { left: after.width, top: after.height, right: -1, bottom: -1 };
  for (let y = 0; y < after.height; y += 1) {
    for (let x = 0; x < after.width; x += 1) {
      const at = (y * after.width + x) * 3;
      const difference = Math.max(
        Math.abs((after.data[at] ?? 0) - (before.data[at] ?? 0)),
        Math.abs((after.data[at + 1] ?? 0) - (before.data[at + 1] ?? 0)),
        Math.abs((after.data[at + 2] ?? 0) - (before.data[at + 2] ?? 0)),
      );
      if (difference <= 40) continue;
      region.left = Math.min(region.left, x);
      region.top = Math.min(region.top, y);
      region.right = Math.max(region.right, x);
      region.bottom = Math.max(region.bottom, y);
    }
  }
  return region;
}

function colours(pixels: Pixels, region: Region): [number, number, number][] {
  const inside: [number, number, number][] = [];
  for (let y = region.top; y <= region.bottom; y += 1) {
    for (let x = region.left; x <= region.right; x += 1) inside.push(rgb(pixels, x, y));
  }
  return inside;
}

/** The box's colour and its text's (the pixels lighter than mid-grey), each the median of its pixels. */
function boxAndText(pixels: Pixels, box: Region) {
  const inside = colours(pixels, box);
  const text = inside.filter((colour) => luma(colour) > 128);
  const typical = (group: number[][]) =>
    [0, 1, 2].map((channel) => median(group.map((colour) => colour[channel] ?? 0)));
  return {
    textShare: text.length / inside.length,
    textColour: typical(text),
    boxColour: typical(inside.filter((colour) => luma(colour) <= 128)),
  };
}

/** `region` cut into `count` strips side by side: the box takes on the colours of what lies behind each. */
function strips(region: Region, count: number): Region[] {
  const width = (region.right - region.left + 1) / count;
  return Array.from({ length: count }, (_, index) => ({
    ...region,
    left: region.left + Math.round(index * width),
    right: region.left + Math.round((index + 1) * width) - 1,
  }));
}

/** WCAG 2 contrast ratio of two sRGB colours. */
const contrast = (light: number[], dark: number[]) =>
  (relativeLuminance(light) + 0.05) / (relativeLuminance(dark) + 0.05);

/**
 * Height in pixels of the label's first letter, the capital V, in the columns from the text's left edge to the V's
 * point (before the next letter starts): each row counts by how far its brightest pixel goes from the box's colour to
 * the text's, so a row the letter half covers counts half. Only the rows of the first line count (the first run of
 * rows with ink in those columns), so a second line, or the QR code under the label, is left out.
 */
function leadingCapitalHeight(pixels: Pixels, box: Region): number {
  const { textColour } = boxAndText(pixels, box);
  // The box's lightest colour (over a light rug) counts as no ink, so only letters make a row count.
  const boxLumas = colours(pixels, box)
    .map(luma)
    .filter((value) => value <= 128)
    .sort((a, b) => a - b);
  const [dark, light] = [boxLumas[Math.floor(boxLumas.length * 0.95)] ?? 0, luma(textColour)];
  const coverage = (x: number, y: number) =>
    Math.min(1, Math.max(0, (luma(rgb(pixels, x, y)) - dark) / (light - dark)));
  const rowCoverages = (left: number, right: number) => {
    const rows: number[] = [];
    for (let y = box.top; y <= box.bottom; y += 1) {
      let most = 0;
      for (let x = left; x <= right; x += 1) most = Math.max(most, coverage(x, y));
      rows.push(most);
    }
    return rows;
  };
  /** The rows from the first with ink to the last before a row with none: the first line's. */
  const firstLine = (rows: number[]) => {
    const start = rows.findIndex((row) => row > 0.1);
    const end = rows.findIndex((row, index) => index > start && row <= 0.1);
    return rows.slice(start, end === -1 ? undefined : end);
  };
  let textLeft = box.left;
  while (textLeft < box.right && !rowCoverages(textLeft, textLeft).some((row) => row > 0.5)) textLeft += 1;
  // The line's ink runs from the top of `l` to the tail of `y`, about 1.45 cap heights; the V is as wide as it is tall.
  const capitalGuess = firstLine(rowCoverages(textLeft, box.right)).filter((row) => row > 0.5).length / 1.45;
  return firstLine(rowCoverages(textLeft, textLeft + Math.round(capitalGuess * (2 / 3)))).reduce(
    (sum, row) => sum + row,
    0,
  );
}

/** `region` on the image resized by `factor`, moved `inset` pixels inwards on each side (outwards if negative). */
function scaled(region: Region, factor: number, inset: number): Region {
  return {
    left: Math.ceil(region.left * factor) + inset,
    top: Math.ceil(region.top * factor) + inset,
    right: Math.floor(region.right * factor) - inset,
    bottom: Math.floor(region.bottom * factor) - inset,
  };
}

/** The share of pixels outside `region` (grown by `margin` for the JPEG blocks along its edge) that visibly changed. */
function shareChangedOutside(before: Pixels, after: Pixels, region: Region, margin: number): number {
  let changed = 0;
  let count = 0;
  for (let y = 0; y < after.height; y += 1) {
    for (let x = 0; x < after.width; x += 1) {
      const near =
        x >= region.left - margin &&
        x <= region.right + margin &&
        y >= region.top - margin &&
        y <= region.bottom + margin;
      if (near) continue;
      count += 1;
      const was = rgb(before, x, y);
      if (rgb(after, x, y).some((value, channel) => Math.abs(value - (was[channel] ?? 0)) > 20)) changed += 1;
    }
  }
  return changed / count;
}

/**
 * The text of the QR code in `region` of the image shown `width` pixels wide, as a reader framing the mark sees it
 * (jsQR searching the whole noisy photo finds false finder patterns that a phone's framing leaves out).
 */
async function readQrCode(image: Buffer, width: number, region: Region): Promise<string | undefined> {
  const { data, info } = await sharp(await sharp(image).resize(width).toBuffer())
    .extract({
      left: region.left,
      top: region.top,
      width: region.right - region.left + 1,
      height: region.bottom - region.top + 1,
    })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

const area = (region: Region) => (region.right - region.left + 1) * (region.bottom - region.top + 1);

describe('markDisclosure', () => {
  it.each([
    [1600, 1200],
    [1200, 1800],
    [640, 480],
  ])(
    'labels a %i×%i photo in its bottom-left corner, white on a dark box, and leaves the rest of it as it was',
    async (width, height) => {
      const photo = await roomPhoto(width, height);
      const marked = await markDisclosure(photo, { kind: 'label', words: WORDS });

      expect(await sharp(marked).metadata()).toMatchObject({ format: 'jpeg', width, height });
      const [before, after] = await Promise.all([pixelsOf(photo), pixelsOf(marked)]);
      const box = changedRegion(before, after);
      expect(box.left).toBeGreaterThan(0);
      expect(box.bottom).toBeLessThan(height - 1);
      expect(box.left).toBeLessThan(width * 0.05);
      expect(box.bottom).toBeGreaterThan(height * 0.95);
      expect(box.right).toBeLessThan(width / 2);
      expect(box.top).toBeGreaterThan(height / 2);
      expect(shareChangedOutside(before, after, box, 16)).toBeLessThan(0.001);

      for (const strip of strips(box, 4)) {
        const { textShare, textColour, boxColour } = boxAndText(after, strip);
        expect(luma(boxColour)).toBeLessThan(80);
        expect(textShare).toBeGreaterThan(0.05);
        expect(luma(textColour)).toBeGreaterThan(235);
        expect(contrast(textColour, boxColour)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it.each([
    [1600, 1200],
    [1200, 1800],
    [640, 480],
  ])(
    'keeps the label legible on a 320 px-wide thumbnail of a %i×%i photo: capitals at least 9 px',
    async (width, height) => {
      const photo = await roomPhoto(width, height);
      const marked = await markDisclosure(photo, { kind: 'label', words: WORDS });
      const box = changedRegion(await pixelsOf(photo), await pixelsOf(marked));

      const thumbnail = await pixelsOf(marked, 320);
      expect(leadingCapitalHeight(thumbnail, scaled(box, 320 / width, 1))).toBeGreaterThanOrEqual(9);
    },
  );

  it('adds a QR code that reads back the exact link, on the full photo and at 1280 px wide, in a larger box', async () => {
    const photo = await roomPhoto(1600, 1200);
    const [labelled, linked] = await Promise.all([
      markDisclosure(photo, { kind: 'label', words: WORDS }),
      markDisclosure(photo, { kind: 'label-link', url: LINK, words: WORDS }),
    ]);

    const before = await pixelsOf(photo);
    const linkBox = changedRegion(before, await pixelsOf(linked));
    expect(area(linkBox)).toBeGreaterThan(area(changedRegion(before, await pixelsOf(labelled))));
    expect(linkBox.left).toBeLessThan(1600 * 0.05);
    expect(linkBox.bottom).toBeGreaterThan(1200 * 0.95);
    for (const width of [1600, 1280]) {
      expect(await readQrCode(linked, width, scaled(linkBox, width / 1600, -8))).toBe(LINK);
    }
  });

  describe.each([
    ['4:3', 4, 3],
    ['3:2', 3, 2],
    ['16:9', 16, 9],
    ['3:4', 3, 4],
  ])('with the link, on a %s photo', (_ratio, across, down) => {
    it.each([640, 1280, 4032])(
      '%i px wide: the box stays within a third of the width, its label legible at 320 px, its QR code readable',
      async (width) => {
        const height = Math.round((width * down) / across);
        const photo = await roomPhoto(width, height);
        const marked = await markDisclosure(photo, { kind: 'label-link', url: LINK, words: WORDS });

        expect(await sharp(marked).metadata()).toMatchObject({ format: 'jpeg', width, height });
        const box = changedRegion(await pixelsOf(photo), await pixelsOf(marked));
        expect(box.left).toBeGreaterThan(0);
        expect(box.bottom).toBeLessThan(height - 1);
        expect(box.right - box.left + 1).toBeLessThanOrEqual(width / 3);
        const thumbnail = await pixelsOf(marked, 320);
        expect(leadingCapitalHeight(thumbnail, scaled(box, 320 / width, 1))).toBeGreaterThanOrEqual(9);
        expect(await readQrCode(marked, width, scaled(box, 1, -8))).toBe(LINK);
      },
      30_000,
    );
  });

  it('fits the whole mark, scaled down, on a photo too small for it', async () => {
    const photo = await roomPhoto(120, 90);
    const marked = await markDisclosure(photo, { kind: 'label-link', url: LINK, words: WORDS });

    expect(await sharp(marked).metadata()).toMatchObject({ width: 120, height: 90 });
    const box = changedRegion(await pixelsOf(photo), await pixelsOf(marked));
    expect(box.left).toBeGreaterThan(0);
    expect(box.right).toBeLessThan(119);
    expect(box.bottom).toBeLessThan(89);
  });

  it('marks PNG and WebP photos too, answering a JPEG', async () => {
    const photo = await roomPhoto(640, 480);
    for (const input of [await sharp(photo).png().toBuffer(), await sharp(photo).webp().toBuffer()]) {
      const marked = await markDisclosure(input, { kind: 'label', words: WORDS });
      expect(await sharp(marked).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    }
  });

  it('draws the same mark on a machine with no fonts: its letters are paths, not text set by the system', async () => {
    const photo = await roomPhoto(640, 480);
    const directory = await mkdtemp(join(tmpdir(), 'disclosure-mark-'));
    const [photoFile, noFonts] = [join(directory, 'photo.jpg'), join(directory, 'no-fonts.conf')];
    await writeFile(photoFile, photo);
    await writeFile(noFonts, '<?xml version="1.0"?>\n<fontconfig></fontconfig>\n');
    const mark = { kind: 'label-link', url: LINK, words: WORDS } as const;
    // Fonts are looked up when libvips starts, so only a fresh process can have none. It also draws SVG text, which
    // must come out differently there: proof that the process really has no fonts.
    const script = `
      const { readFile } = await import('node:fs/promises');
      const { default: sharp } = await import('sharp');
      const { markDisclosure } = await import(${JSON.stringify(new URL('./disclosure-mark.ts', import.meta.url).href)});
      const marked = await markDisclosure(await readFile(${JSON.stringify(photoFile)}), ${JSON.stringify(mark)});
      const text = await sharp(Buffer.from(${JSON.stringify(SVG_TEXT)})).png().toBuffer();
      process.stdout.write(JSON.stringify({ marked: marked.toString('base64'), text: text.toString('base64') }));`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { env: { ...process.env, FONTCONFIG_FILE: noFonts }, maxBuffer: 16 * 1024 * 1024 },
    );
    await rm(directory, { recursive: true });
    const withoutFonts = JSON.parse(stdout) as { marked: string; text: string };

    const textWithFonts = await pixelsOf(await sharp(Buffer.from(SVG_TEXT)).png().toBuffer());
    expect((await pixelsOf(Buffer.from(withoutFonts.text, 'base64'))).data.equals(textWithFonts.data)).toBe(false);
    const markWithFonts = await pixelsOf(await markDisclosure(photo, mark));
    expect((await pixelsOf(Buffer.from(withoutFonts.marked, 'base64'))).data.equals(markWithFonts.data)).toBe(true);
  });

  it('rejects bytes that are not an image with an error', async () => {
    await expect(markDisclosure(Buffer.from('not an image at all'), { kind: 'label', words: WORDS })).rejects.toThrow(
      /unsupported image format/,
    );
  });
});
