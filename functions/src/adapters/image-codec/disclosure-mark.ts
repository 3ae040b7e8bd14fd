import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { ORIGINAL_BY_QR_LINES } from '@roomremix/contracts/disclosure';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { DECODE_OPTIONS, imageSize, OUTPUT_JPEG_QUALITY, type Size } from '../image-engine/images';

/**
 * What a staged photo carries to say what was done to it: the label's words alone, or with the QR code of the
 * originals page's short URL (the listing's disclosure, contracts/src/listings.ts, minus `caption`, which leaves the
 * photo unmarked).
 */
export type DisclosureMark = { kind: 'label'; words: string } | { kind: 'label-link'; url: string; words: string };

/**
 * Cap height of the label's letters as a share of the photo's width, so the label reads the same on every size of the
 * photo: 9.6 px on a 320 px-wide thumbnail of it (Atkinson Hyperlegible's capitals are 0.668 em, so 14 px type, bold,
 * above the 11–12 px the iOS and Material type scales go down to), 48 px on a 1600 px-wide photo; the longest words
 * ("Virtually decluttered") then take under half the photo's width on one line.
 */
const CAP_HEIGHT_PER_WIDTH = 0.03;
/**
 * The cap height's ceiling as a share of the photo's height, for panoramas: their label takes at most a sixth of the
 * height. Photos up to 16:9 still scale by width.
 */
const MAX_CAP_HEIGHT_PER_HEIGHT = 0.06;
/**
 * The share of the photo's width a mark with the QR code may take: its words wrap onto lines to stay within it, and a
 * mark still wider (words of one long word) is scaled down to it.
 */
const LINKED_MARK_MAX_WIDTH = 1 / 3;

// Lengths of the mark in cap heights of the label.
const MARGIN = 1;
const PADDING = 0.5;
const CORNER_RADIUS = 0.2;
/** Baseline to baseline of the label's lines: room for a descender above an ascender. */
const LINE_PITCH = 1.6;
/**
 * The cap height of the lines beside the QR code: legible on the full photo, where the code can be scanned; on a
 * thumbnail, where it cannot, only the label needs to be.
 */
const QR_LINES_CAP_HEIGHT = 0.5;
const GAP = 0.5;
/** Cap heights per QR module side: 4 px per module at 1280 px wide, enough for a phone to read it off a screen. */
const CAP_HEIGHT_PER_QR_MODULE = 10;
/** The light margin around a QR code that readers need, in modules (the standard's 4). */
const QR_QUIET_ZONE = 4;

/** White on black at 72 %: at least 9:1 contrast whatever the photo shows behind the box (WCAG asks 4.5:1). */
const BOX_OPACITY = 0.72;

/**
 * The font file of the label, Atkinson Hyperlegible Bold (OFL), made for low-vision readers. Its letters are drawn as
 * paths, never set as SVG text: the function's machine may have no fonts (see share-preview.ts), and text would then
 * come out as empty boxes without an error.
 */
const FONT_FILE = '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-700-normal.woff';

/** The part of opentype.js 2 this module uses; the package ships no types. */
interface OpenType {
  parse(data: Buffer): Font;
}
interface Font {
  unitsPerEm: number;
  tables: { os2: { sCapHeight: number } };
  getPath(text: string, x: number, y: number, fontSize: number): GlyphPath;
}
interface GlyphPath {
  getBoundingBox(): { x1: number; y1: number; x2: number; y2: number };
  toPathData(options: { decimalPlaces: number; flipY: boolean }): string;
}

/** An SVG fragment drawn from (0, 0) to (width, height). */
interface Drawing {
  width: number;
  height: number;
  svg: string;
}

let loadingFont: Promise<Font> | undefined;

/**
 * The staged photo (JPEG, PNG or WebP bytes) with the mark burned into its bottom-left corner, as a JPEG of the same
 * size: the disclosure listing services require on virtually staged photos. Rejects when the bytes are not an image.
 */
export async function markDisclosure(image: Buffer, mark: DisclosureMark): Promise<Buffer> {
  const size = await imageSize(image);
  const capHeight = Math.min(size.width * CAP_HEIGHT_PER_WIDTH, size.height * MAX_CAP_HEIGHT_PER_HEIGHT);
  const margin = Math.round(capHeight * MARGIN);
  const maxWidth = mark.kind === 'label' ? size.width : Math.floor(size.width * LINKED_MARK_MAX_WIDTH);
  const drawing = fitInside(await markDrawing(mark, capHeight, maxWidth), {
    width: Math.min(maxWidth, size.width - 2 * margin),
    height: size.height - 2 * margin,
  });
  return sharp(image, DECODE_OPTIONS)
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .composite([{ input: Buffer.from(svgDocument(drawing)), left: margin, top: size.height - margin - drawing.height }])
    .jpeg({ quality: OUTPUT_JPEG_QUALITY })
    .toBuffer();
}

/**
 * The label alone on one line; or, with the link, the label over the QR code and the lines that say what it gives,
 * the label's words wrapped so the box stays within `maxWidth`.
 */
async function markDrawing(mark: DisclosureMark, capHeight: number, maxWidth: number): Promise<Drawing> {
  const font = await labelFont();
  if (mark.kind === 'label') return boxed(linesDrawing(font, [mark.words], capHeight), capHeight);
  const padding = Math.round(capHeight * PADDING);
  const lines = wrapped(font, mark.words, capHeight, maxWidth - 2 * padding);
  const label = linesDrawing(font, lines, capHeight);
  const qrCode = await qrCodeDrawing(mark.url, Math.max(1, Math.round(capHeight / CAP_HEIGHT_PER_QR_MODULE)));
  const qrLines = linesDrawing(font, [...ORIGINAL_BY_QR_LINES], capHeight * QR_LINES_CAP_HEIGHT);
  const gap = capHeight * GAP;
  return boxed(column([label, row([qrCode, qrLines], gap)], gap), capHeight);
}

/** `words` broken at spaces into the fewest lines no wider than `maxWidth` each, where a single word allows. */
function wrapped(font: Font, words: string, capHeight: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const word of words.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && inkWidth(font, `${last} ${word}`, capHeight) <= maxWidth)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The label's font, parsed on first use and kept. */
function labelFont(): Promise<Font> {
  loadingFont ??= parseFont().catch((error: unknown) => {
    loadingFont = undefined;
    throw error;
  });
  return loadingFont;
}

async function parseFont(): Promise<Font> {
  // Resolved, not bundled: the bundle leaves the package outside (functions/build.ts) and Cloud Build installs it.
  const require = createRequire(import.meta.url);
  const opentype = require('opentype.js') as OpenType;
  return opentype.parse(await readFile(require.resolve(FONT_FILE)));
}

function fontSizeOf(font: Font, capHeight: number): number {
  return (capHeight * font.unitsPerEm) / font.tables.os2.sCapHeight;
}

function inkWidth(font: Font, text: string, capHeight: number): number {
  const ink = font.getPath(text, 0, 0, fontSizeOf(font, capHeight)).getBoundingBox();
  return ink.x2 - ink.x1;
}

/**
 * White lines of letters, left-aligned, LINE_PITCH cap heights from baseline to baseline, as one path with the ink's
 * top-left corner at (0, 0).
 */
function linesDrawing(font: Font, lines: string[], capHeight: number): Drawing {
  const fontSize = fontSizeOf(font, capHeight);
  const baselineOf = (index: number) => index * capHeight * LINE_PITCH;
  const inks = lines.map((line, index) => font.getPath(line, 0, baselineOf(index), fontSize).getBoundingBox());
  const [left, top] = [Math.min(...inks.map((ink) => ink.x1)), Math.min(...inks.map((ink) => ink.y1))];
  const outline = lines
    .map((line, index) =>
      font.getPath(line, -left, baselineOf(index) - top, fontSize).toPathData({ decimalPlaces: 2, flipY: false }),
    )
    .join('');
  return {
    width: Math.max(...inks.map((ink) => ink.x2)) - left,
    height: Math.max(...inks.map((ink) => ink.y2)) - top,
    svg: `<path d="${outline}" fill="#fff"/>`,
  };
}

/**
 * The QR code of `text` as qrcode draws it in SVG: black modules of `module` pixels on white, with its quiet zone. The
 * symbol is made first to learn its size, so the SVG is asked for at a whole number of pixels per module.
 */
async function qrCodeDrawing(text: string, module: number): Promise<Drawing> {
  const options = { errorCorrectionLevel: 'M', margin: QR_QUIET_ZONE } as const;
  const side = (QRCode.create(text, options).modules.size + 2 * QR_QUIET_ZONE) * module;
  const svg = await QRCode.toString(text, { ...options, type: 'svg', width: side });
  return { width: side, height: side, svg };
}

/** Drawings one under the other, left-aligned. Offsets are whole pixels, so a QR code's squares stay sharp. */
function column(drawings: Drawing[], gap: number): Drawing {
  let y = 0;
  const placed = drawings.map((drawing) => {
    const svg = translated(drawing, 0, Math.round(y));
    y += drawing.height + gap;
    return svg;
  });
  return { width: Math.max(...drawings.map((d) => d.width)), height: y - gap, svg: placed.join('') };
}

/** Drawings side by side, centred vertically. */
function row(drawings: Drawing[], gap: number): Drawing {
  const height = Math.max(...drawings.map((drawing) => drawing.height));
  let x = 0;
  const placed = drawings.map((drawing) => {
    const svg = translated(drawing, Math.round(x), Math.round((height - drawing.height) / 2));
    x += drawing.width + gap;
    return svg;
  });
  return { width: x - gap, height, svg: placed.join('') };
}

/** The drawing on the dark, rounded box that makes white letters readable on any photo. */
function boxed(content: Drawing, capHeight: number): Drawing {
  const padding = Math.round(capHeight * PADDING);
  const width = Math.ceil(content.width) + 2 * padding;
  const height = Math.ceil(content.height) + 2 * padding;
  const radius = (capHeight * CORNER_RADIUS).toFixed(2);
  const box = `<rect width="${width}" height="${height}" rx="${radius}" fill="#000" fill-opacity="${BOX_OPACITY}"/>`;
  return { width, height, svg: box + translated(content, padding, padding) };
}

/** The drawing scaled down, if needed, to fit `room`: a photo too small for the mark still gets all of it. */
function fitInside(drawing: Drawing, room: Size): Drawing {
  const scale = Math.min(1, room.width / drawing.width, room.height / drawing.height);
  if (scale === 1) return drawing;
  return {
    width: Math.max(1, Math.floor(drawing.width * scale)),
    height: Math.max(1, Math.floor(drawing.height * scale)),
    svg: `<g transform="scale(${scale})">${drawing.svg}</g>`,
  };
}

function translated(drawing: Drawing, x: number, y: number): string {
  return `<g transform="translate(${x} ${y})">${drawing.svg}</g>`;
}

function svgDocument(drawing: Drawing): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${drawing.width}" height="${drawing.height}">${drawing.svg}</svg>`;
}
