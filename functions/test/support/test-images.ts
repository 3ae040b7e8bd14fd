import sharp from 'sharp';
import { labStats, type LabStats } from '../../src/adapters/image-engine/local/lab';

// Synthetic photos for engine tests: real encoded images with real edges and colours, made in milliseconds.

type Rgb = readonly [number, number, number];

/** A deterministic value in [−0.5, 0.5) per pixel, standing in for sensor noise and texture. */
function noise(x: number, y: number, seed: number): number {
  const s = Math.sin(x * 12.9898 + y * 78.233 + seed * 37.719) * 43758.5453;
  return s - Math.floor(s) - 0.5;
}

function inside(u: number, v: number, [u0, v0, u1, v1]: readonly [number, number, number, number]): boolean {
  return u >= u0 && u < u1 && v >= v0 && v < v1;
}

/** The colour of a simple room at (u, v) in 0–1 coordinates: ceiling, wall, window, door, art, sofa, rug, floor. */
function roomColour(u: number, v: number, width: number): Rgb {
  const line = 1.5 / width; // frame lines about 1.5 px wide
  if (inside(u, v, [0.12, 0.2, 0.34, 0.48])) {
    const frame = u < 0.12 + line || u > 0.34 - line || v < 0.2 + line || v > 0.48 - line || Math.abs(u - 0.23) < line;
    return frame ? [70, 60, 50] : [200, 225, 245];
  }
  if (inside(u, v, [0.78, 0.25, 0.9, 0.62])) return Math.abs(u - 0.78) < line * 2 ? [60, 40, 30] : [120, 85, 60];
  if (inside(u, v, [0.45, 0.22, 0.65, 0.38]))
    return inside(u, v, [0.46, 0.24, 0.64, 0.36]) ? [60, 80, 150] : [180, 150, 70];
  if (inside(u, v, [0.4, 0.5, 0.72, 0.72])) return Math.abs(u - 0.56) < line ? [60, 75, 65] : [90, 110, 95];
  if (inside(u, v, [0.35, 0.78, 0.8, 0.92])) return [160, 60, 55];
  if (v < 0.12) return [222, 220, 214];
  if (v < 0.62) {
    const light = 1 - Math.abs(u - 0.3) * 0.25;
    return [196 * light, 180 * light, 160 * light];
  }
  const plank = (u * 16) % 1 < 0.05;
  return plank ? [110, 78, 50] : [150, 110, 75];
}

/** Raw RGB bytes of the synthetic room. */
export function roomPixels(width: number, height: number, seed = 1): Uint8Array {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour = roomColour(x / width, y / height, width);
      const grain = noise(x, y, seed) * 12;
      for (let c = 0; c < 3; c++)
        data[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, Math.round((colour[c] ?? 0) + grain)));
    }
  }
  return data;
}

/** The synthetic room as an encoded photo. */
export function roomPhoto(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const image = sharp(roomPixels(width, height), { raw: { width, height, channels: 3 } });
  return (format === 'png' ? image.png() : image.jpeg({ quality: 92 })).toBuffer();
}

/** The synthetic room at any size, drawn at most 400 px wide and scaled by sharp, so large photos stay cheap. */
export async function largeRoomPhoto(width: number, height: number): Promise<Buffer> {
  const scale = Math.min(1, 400 / Math.max(width, height));
  const small = await roomPhoto(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)), 'png');
  return sharp(small).resize(width, height, { fit: 'fill' }).jpeg({ quality: 92 }).toBuffer();
}

/** A mostly flat colour with texture, like a fabric or paint swatch. */
export function swatchPhoto(width: number, height: number, colour: Rgb, seed = 5): Promise<Buffer> {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const grain = noise(x, y, seed) * 24;
      for (let c = 0; c < 3; c++)
        data[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, Math.round((colour[c] ?? 0) + grain)));
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * A blank picture as PNG: one grey, or with `grain` the grey give or take up to `grain` levels per pixel (a nearly
 * blank one, as a lens cap or a white sheet photographs).
 */
export function blankPicture(width: number, height: number, grain = 0): Promise<Buffer> {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const value = 128 + Math.round(noise(x, y, 9) * 2 * grain);
      data.fill(value, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Decoded RGB bytes and size of an encoded image, optionally resized. */
export async function decodeRgb(image: Buffer, size?: { width: number; height: number }) {
  const pipeline = size ? sharp(image).resize(size.width, size.height, { fit: 'fill' }) : sharp(image);
  const { data, info } = await pipeline.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Lab statistics of an encoded image, over all its pixels. */
export async function labStatsOfImage(image: Buffer): Promise<LabStats> {
  const { data } = await decodeRgb(image);
  return labStats(data, 3, Number.POSITIVE_INFINITY);
}

/** The dominant channel of an image: 0 red, 1 green, 2 blue. */
export async function dominantChannel(image: Buffer): Promise<number> {
  const { channels } = await sharp(image).stats();
  const means = channels.slice(0, 3).map((channel) => channel.mean);
  return means.indexOf(Math.max(...means));
}

/** Reference swatches an engine test tells apart by colour (red, green, blue, yellow) and by shape. */
const REFERENCE_SWATCHES: readonly { width: number; height: number; colour: Rgb }[] = [
  { width: 64, height: 48, colour: [200, 40, 40] },
  { width: 48, height: 64, colour: [40, 160, 60] },
  { width: 50, height: 50, colour: [40, 60, 200] },
  { width: 40, height: 40, colour: [220, 200, 40] },
];

/** A 400 × 300 room and one reference swatch per label, in swatch order (an undefined label: none sent). */
export async function engineTestPhotos(
  labels: readonly (string | undefined)[],
): Promise<{ base: Buffer; references: { buffer: Buffer; label?: string }[] }> {
  const references = await Promise.all(
    labels.map(async (label, index) => {
      const swatch = REFERENCE_SWATCHES[index];
      if (!swatch) throw new Error(`engineTestPhotos makes at most ${REFERENCE_SWATCHES.length} references`);
      const buffer = await swatchPhoto(swatch.width, swatch.height, swatch.colour);
      return label === undefined ? { buffer } : { buffer, label };
    }),
  );
  return { base: await roomPhoto(400, 300), references };
}

/**
 * A warm horizontal ramp from dark to light, as JPEG: a photograph's smoothest case, where banding shows first. With
 * `levels`, the same ramp posterised to that many steps.
 */
export async function warmGradient(width: number, height: number, levels = 0): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let t = x / (width - 1);
      if (levels > 0) t = Math.round(t * (levels - 1)) / (levels - 1);
      const v = 30 + 195 * t;
      data.set([Math.round(v), Math.round(v * 0.93), Math.round(v * 0.82)], (y * width + x) * 3);
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}
