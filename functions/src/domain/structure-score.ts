/** A single-channel image: `data[y * width + x]`, any numeric range (0–255 for 8-bit grey). */
export interface GrayImage {
  data: ArrayLike<number>;
  width: number;
  height: number;
}

/**
 * Per-pixel weights of a region on an image's grid, `weights[y * width + x]`: 1 inside, 0 outside, in between where
 * a downscaled mask only partly covers a pixel.
 */
export type RegionWeights = ArrayLike<number>;

/** Below this variance an edge map counts as flat (no structure at all). */
const FLAT_VARIANCE = 1e-9;

/** Fewest pixels (by weight) a region needs before its score means anything: 16 × 16 on the compare grid. */
const MIN_REGION_PIXELS = 256;

/**
 * Sobel magnitude from which a base pixel counts as an edge: a step of 16 grey levels (of 0–255) across the window,
 * well above sensor and JPEG noise on a downscaled photo.
 */
const EDGE_MAGNITUDE_FROM = 64;

/** Fewest edge pixels (by weight) the base needs in a region: about one edge 16 px long and 2 px wide. */
const MIN_REGION_EDGE_PIXELS = 32;

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

/**
 * Pearson correlation of two equally long series, each sample counted by its weight (all 1 without `weights`), or
 * null when either has no variance or nothing weighs anything.
 */
export function pearsonCorrelation(a: ArrayLike<number>, b: ArrayLike<number>, weights?: RegionWeights): number | null {
  if (a.length !== b.length) throw new RangeError(`Series differ in length: ${a.length} and ${b.length}`);
  if (weights && weights.length !== a.length) {
    throw new RangeError(`Weights differ in length from the series: ${weights.length} and ${a.length}`);
  }
  const n = a.length;
  let total = 0;
  let meanA = 0;
  let meanB = 0;
  for (let i = 0; i < n; i++) {
    const weight = weights ? (weights[i] ?? 0) : 1;
    total += weight;
    meanA += weight * (a[i] ?? 0);
    meanB += weight * (b[i] ?? 0);
  }
  if (total <= 0) return null;
  meanA /= total;
  meanB /= total;
  let covariance = 0;
  let varianceA = 0;
  let varianceB = 0;
  for (let i = 0; i < n; i++) {
    const weight = weights ? (weights[i] ?? 0) : 1;
    const da = (a[i] ?? 0) - meanA;
    const db = (b[i] ?? 0) - meanB;
    covariance += weight * da * db;
    varianceA += weight * da * da;
    varianceB += weight * db * db;
  }
  if (varianceA / total < FLAT_VARIANCE || varianceB / total < FLAT_VARIANCE) return null;
  return Math.max(-1, Math.min(1, covariance / Math.sqrt(varianceA * varianceB)));
}

/**
 * How alike the edges of two equally sized grey images are: the Pearson correlation of their Sobel magnitude maps,
 * −1 to 1. Correlation ignores overall brightness and contrast, so a recoloured image with the same walls, windows
 * and furniture outlines scores near 1. Two flat images count as the same structure (1); one flat image against
 * one with edges as unrelated (0). With `weights` only that region counts (see `sobelWindowWeights`; an empty one is
 * refused), and "flat" means flat within it.
 */
export function edgeCorrelation(a: GrayImage, b: GrayImage, weights?: RegionWeights): number {
  assertPair(a, b, weights);
  const window = weights && sobelWindowWeights(weights, a.width, a.height);
  return correlateEdges(sobelMagnitude(a), sobelMagnitude(b), window);
}

/**
 * The structure score stored on every result (beyond the spec): edge-map similarity of base and result as a whole
 * number from 0 (unrelated or opposite edges) to 100 (identical edges); with `weights`, over that region only.
 */
export function structureScore(base: GrayImage, result: GrayImage, weights?: RegionWeights): number {
  return toScore(edgeCorrelation(base, result, weights));
}

/**
 * The structure score over a region (inside or outside a mask), or null when the region is too small or too bare
 * to judge: under MIN_REGION_PIXELS pixels, or under MIN_REGION_EDGE_PIXELS pixels where the base has an edge of
 * EDGE_MAGNITUDE_FROM (both counted by the weights of `sobelWindowWeights`). A bare region, such as a blank wall, has
 * no structure to keep: correlating its noise would score a repaint near 0 and say nothing.
 */
export function regionStructureScore(base: GrayImage, result: GrayImage, weights: RegionWeights): number | null {
  assertPair(base, result, weights);
  const window = sobelWindowWeights(weights, base.width, base.height);
  const edges = sobelMagnitude(base);
  let pixels = 0;
  let edgePixels = 0;
  for (let i = 0; i < window.length; i++) {
    const weight = window[i] ?? 0;
    pixels += weight;
    if ((edges[i] ?? 0) >= EDGE_MAGNITUDE_FROM) edgePixels += weight;
  }
  if (pixels < MIN_REGION_PIXELS || edgePixels < MIN_REGION_EDGE_PIXELS) return null;
  return toScore(correlateEdges(edges, sobelMagnitude(result), window));
}

/**
 * Each pixel's least weight over its 3×3 Sobel window (borders repeated, as in `sobelMagnitude`). An edge is read
 * from its neighbours too, so a pixel beside the region's border also sees across it: only pixels whose whole
 * window lies in the region speak for it.
 */
export function sobelWindowWeights(weights: RegionWeights, width: number, height: number): Float32Array {
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let least = Number.POSITIVE_INFINITY;
      for (let dy = -1; dy <= 1; dy++) {
        const row = Math.min(height - 1, Math.max(0, y + dy)) * width;
        for (let dx = -1; dx <= 1; dx++) {
          least = Math.min(least, weights[row + Math.min(width - 1, Math.max(0, x + dx))] ?? 0);
        }
      }
      out[y * width + x] = least;
    }
  }
  return out;
}

/** Pearson correlation of two edge maps over `window`, with `edgeCorrelation`'s rule for flat maps. */
function correlateEdges(edgesA: Float32Array, edgesB: Float32Array, window?: Float32Array): number {
  const correlation = pearsonCorrelation(edgesA, edgesB, window);
  if (correlation !== null) return correlation;
  if (window && !window.some((weight) => weight > 0)) {
    throw new RangeError('weights: no pixel has its whole Sobel window in the region');
  }
  return isFlat(edgesA, window) && isFlat(edgesB, window) ? 1 : 0;
}

/** A correlation as a whole-number score: negative correlation counts as none. */
function toScore(correlation: number): number {
  return Math.round(Math.max(0, correlation) * 100);
}

function isFlat(edges: Float32Array, weights?: RegionWeights): boolean {
  let total = 0;
  let sum = 0;
  let sumOfSquares = 0;
  for (let i = 0; i < edges.length; i++) {
    const weight = weights ? (weights[i] ?? 0) : 1;
    const value = edges[i] ?? 0;
    total += weight;
    sum += weight * value;
    sumOfSquares += weight * value * value;
  }
  const mean = sum / total;
  return sumOfSquares / total - mean * mean < FLAT_VARIANCE;
}

function assertPair(a: GrayImage, b: GrayImage, weights: RegionWeights | undefined): void {
  assertImage(a, 'a');
  assertImage(b, 'b');
  if (a.width !== b.width || a.height !== b.height) {
    throw new RangeError(`Images differ in size: ${a.width}×${a.height} and ${b.width}×${b.height}`);
  }
  if (weights && weights.length !== a.data.length) {
    throw new RangeError(`weights: expected ${a.data.length} for ${a.width}×${a.height}, got ${weights.length}`);
  }
}

function assertImage({ data, width, height }: GrayImage, name: string): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`${name}: width and height must be positive integers, got ${width}×${height}`);
  }
  if (data.length !== width * height) {
    throw new RangeError(`${name}: expected ${width * height} pixels for ${width}×${height}, got ${data.length}`);
  }
}
