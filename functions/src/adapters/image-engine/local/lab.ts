// sRGB ↔ CIE L*a*b* (D65). Images go into Lab through libvips (native, about 3× faster than JS here); the way back
// is ours, because sharp cannot be told that a raw float buffer holds Lab. Single colours and the test measurements
// use the same formulas, so every number in the engine and its tests is on one scale.

/** A colour in CIE L*a*b*: L 0–100, a and b roughly −128…127. */
export type Lab = readonly [L: number, a: number, b: number];

/** Mean and standard deviation of L, a and b over an image. */
export interface LabStats {
  mean: Lab;
  std: Lab;
}

const WHITE_X = 0.95047;
const WHITE_Z = 1.08883;
const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;

/** sRGB byte → linear light. */
const TO_LINEAR = Float32Array.from({ length: 256 }, (_, value) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

/** Linear light in 1/LINEAR_STEPS steps → sRGB byte; fine enough that no 8-bit level is skipped. */
const LINEAR_STEPS = 16384;
const TO_SRGB = Uint8ClampedArray.from({ length: LINEAR_STEPS + 1 }, (_, step) => {
  const c = step / LINEAR_STEPS;
  return Math.round(255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055));
});

const f = (t: number) => (t > EPSILON ? Math.cbrt(t) : (KAPPA * t + 16) / 116);

/** One sRGB colour (0–255 per channel) in Lab. */
export function rgbToLab(r: number, g: number, b: number): Lab {
  return linearToLab(TO_LINEAR[clampByte(r)] ?? 0, TO_LINEAR[clampByte(g)] ?? 0, TO_LINEAR[clampByte(b)] ?? 0);
}

/**
 * Writes one Lab colour as sRGB bytes at `out[offset..offset+2]`, clipping out-of-gamut colours. This is the
 * engine's per-pixel hot path, so it is written out without helpers or allocations.
 */
export function writeLabAsRgb(L: number, a: number, b: number, out: Uint8Array, offset: number): void {
  const fy = (L + 16) / 116;
  const fx = fy + a / 500;
  const fz = fy - b / 200;
  const x3 = fx * fx * fx;
  const y3 = fy * fy * fy;
  const z3 = fz * fz * fz;
  const x = WHITE_X * (x3 > EPSILON ? x3 : (116 * fx - 16) / KAPPA);
  const y = y3 > EPSILON ? y3 : (116 * fy - 16) / KAPPA;
  const z = WHITE_Z * (z3 > EPSILON ? z3 : (116 * fz - 16) / KAPPA);
  const r = 3.2404542 * x - 1.5371385 * y - 0.4985314 * z;
  const g = -0.969266 * x + 1.8760108 * y + 0.041556 * z;
  const bl = 0.0556434 * x - 0.2040259 * y + 1.0572252 * z;
  out[offset] = r <= 0 ? 0 : r >= 1 ? 255 : (TO_SRGB[(r * LINEAR_STEPS + 0.5) | 0] as number);
  out[offset + 1] = g <= 0 ? 0 : g >= 1 ? 255 : (TO_SRGB[(g * LINEAR_STEPS + 0.5) | 0] as number);
  out[offset + 2] = bl <= 0 ? 0 : bl >= 1 ? 255 : (TO_SRGB[(bl * LINEAR_STEPS + 0.5) | 0] as number);
}

/** One Lab colour as sRGB bytes. */
export function labToRgb(L: number, a: number, b: number): [number, number, number] {
  const out = new Uint8Array(3);
  writeLabAsRgb(L, a, b, out, 0);
  return [out[0] ?? 0, out[1] ?? 0, out[2] ?? 0];
}

/** Lab statistics of interleaved RGB(A) bytes, from at most `maxSamples` evenly spread pixels. */
export function labStats(rgb: Uint8Array, channels: number, maxSamples = 65_536): LabStats {
  const pixels = Math.floor(rgb.length / channels);
  const lab = new Float32Array(pixels * 3);
  const stride = Math.max(1, Math.floor(pixels / maxSamples));
  let count = 0;
  for (let p = 0; p < pixels; p += stride, count++) {
    const i = p * channels;
    lab.set(rgbToLab(rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0), count * 3);
  }
  return statsOfLab([lab.subarray(0, count * 3)], Number.POSITIVE_INFINITY);
}

/**
 * Statistics of one or more images given as interleaved Lab floats, pooled so each image weighs the same whatever
 * its size (the mixture of their distributions), each from at most `maxSamples` evenly spread pixels.
 */
export function statsOfLab(images: readonly Float32Array[], maxSamples = 65_536): LabStats {
  const mean = [0, 0, 0];
  const meanOfSquares = [0, 0, 0];
  const weighted = images.filter((lab) => lab.length >= 3);
  for (const lab of weighted) {
    const pixels = Math.floor(lab.length / 3);
    const stride = Math.max(1, Math.floor(pixels / maxSamples));
    const sum = [0, 0, 0];
    const sumOfSquares = [0, 0, 0];
    let count = 0;
    for (let p = 0; p < pixels; p += stride, count++) {
      for (let c = 0; c < 3; c++) {
        const value = lab[p * 3 + c] ?? 0;
        sum[c] = (sum[c] ?? 0) + value;
        sumOfSquares[c] = (sumOfSquares[c] ?? 0) + value * value;
      }
    }
    for (let c = 0; c < 3; c++) {
      mean[c] = (mean[c] ?? 0) + (sum[c] ?? 0) / count / weighted.length;
      meanOfSquares[c] = (meanOfSquares[c] ?? 0) + (sumOfSquares[c] ?? 0) / count / weighted.length;
    }
  }
  const std = meanOfSquares.map((value, c) => Math.sqrt(Math.max(0, value - (mean[c] ?? 0) ** 2)));
  return { mean: [mean[0] ?? 0, mean[1] ?? 0, mean[2] ?? 0], std: [std[0] ?? 0, std[1] ?? 0, std[2] ?? 0] };
}

/** Hue angle of a Lab colour in degrees, 0–360 (0 = +a, red; 90 = +b, yellow). */
export function hueDegrees(a: number, b: number): number {
  const degrees = (Math.atan2(b, a) * 180) / Math.PI;
  return degrees < 0 ? degrees + 360 : degrees;
}

function linearToLab(r: number, g: number, b: number): Lab {
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / WHITE_X;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / WHITE_Z;
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

function clampByte(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}
