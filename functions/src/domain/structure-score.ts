/** A single-channel image: `data[y * width + x]`, any numeric range (0–255 for 8-bit grey). */
export interface GrayImage {
  data: ArrayLike<number>;
  width: number;
  height: number;
}

/** Below this variance an edge map counts as flat (no structure at all). */
const FLAT_VARIANCE = 1e-9;

/**
 * Sobel gradient magnitude of every pixel, borders handled by repeating the edge pixels, so a flat image gives an
 * all-zero map and the map has the image's size.
 */
export function sobelMagnitude(image: GrayImage): Float32Array {
  assertImage(image, 'image');
  const { data, width, height } = image;
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const up = Math.max(0, y - 1) * width;
    const row = y * width;
    const down = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x++) {
      const left = Math.max(0, x - 1);
      const right = Math.min(width - 1, x + 1);
      const tl = data[up + left] ?? 0;
      const t = data[up + x] ?? 0;
      const tr = data[up + right] ?? 0;
      const l = data[row + left] ?? 0;
      const r = data[row + right] ?? 0;
      const bl = data[down + left] ?? 0;
      const b = data[down + x] ?? 0;
      const br = data[down + right] ?? 0;
      const gx = tr + 2 * r + br - tl - 2 * l - bl;
      const gy = bl + 2 * b + br - tl - 2 * t - tr;
      out[row + x] = Math.hypot(gx, gy);
    }
  }
  return out;
}

/** Pearson correlation of two equally long series, or null when either has no variance. */
export function pearsonCorrelation(a: ArrayLike<number>, b: ArrayLike<number>): number | null {
  if (a.length !== b.length) throw new RangeError(`Series differ in length: ${a.length} and ${b.length}`);
  const n = a.length;
  if (n === 0) return null;
  let meanA = 0;
  let meanB = 0;
  for (let i = 0; i < n; i++) {
    meanA += a[i] ?? 0;
    meanB += b[i] ?? 0;
  }
  meanA /= n;
  meanB /= n;
  let covariance = 0;
  let varianceA = 0;
  let varianceB = 0;
  for (let i = 0; i < n; i++) {
    const da = (a[i] ?? 0) - meanA;
    const db = (b[i] ?? 0) - meanB;
    covariance += da * db;
    varianceA += da * da;
    varianceB += db * db;
  }
  if (varianceA / n < FLAT_VARIANCE || varianceB / n < FLAT_VARIANCE) return null;
  return Math.max(-1, Math.min(1, covariance / Math.sqrt(varianceA * varianceB)));
}

/**
 * How alike the edges of two equally sized grey images are: the Pearson correlation of their Sobel magnitude maps,
 * −1 to 1. Correlation ignores overall brightness and contrast, so a recoloured image with the same walls, windows
 * and furniture outlines scores near 1. Two flat images count as the same structure (1); one flat image against
 * one with edges as unrelated (0).
 */
export function edgeCorrelation(a: GrayImage, b: GrayImage): number {
  assertImage(a, 'a');
  assertImage(b, 'b');
  if (a.width !== b.width || a.height !== b.height) {
    throw new RangeError(`Images differ in size: ${a.width}×${a.height} and ${b.width}×${b.height}`);
  }
  const edgesA = sobelMagnitude(a);
  const edgesB = sobelMagnitude(b);
  const correlation = pearsonCorrelation(edgesA, edgesB);
  if (correlation !== null) return correlation;
  return isFlat(edgesA) && isFlat(edgesB) ? 1 : 0;
}

/**
 * The structure score stored on every result (beyond the spec): edge-map similarity of base and result as a whole
 * number from 0 (unrelated or opposite edges) to 100 (identical edges).
 */
export function structureScore(base: GrayImage, result: GrayImage): number {
  return Math.round(Math.max(0, edgeCorrelation(base, result)) * 100);
}

function isFlat(edges: Float32Array): boolean {
  let sum = 0;
  let sumOfSquares = 0;
  for (const value of edges) {
    sum += value;
    sumOfSquares += value * value;
  }
  const mean = sum / edges.length;
  return sumOfSquares / edges.length - mean * mean < FLAT_VARIANCE;
}

function assertImage({ data, width, height }: GrayImage, name: string): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`${name}: width and height must be positive integers, got ${width}×${height}`);
  }
  if (data.length !== width * height) {
    throw new RangeError(`${name}: expected ${width * height} pixels for ${width}×${height}, got ${data.length}`);
  }
}
