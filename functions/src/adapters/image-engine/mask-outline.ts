import sharp from 'sharp';
import { MASK_WHITE_FROM } from '../image-codec/mask';
import { OUTPUT_JPEG_QUALITY } from './images';

/**
 * The outline's colour, by the name the prompt uses and its RGB. Saturated magenta is rare in rooms and stands out
 * on light walls and dark floors alike.
 */
export const MASK_OUTLINE_COLOUR = { name: 'magenta', rgb: [255, 0, 255] } as const;
/** The outline's width as a share of the image's long edge (12 px at 2048), at least MIN_OUTLINE_WIDTH. */
const OUTLINE_WIDTH_SHARE = 0.006;
const MIN_OUTLINE_WIDTH = 3;

/** Width in pixels of the outline drawn on an image of `width` × `height`. */
export function outlineWidth(width: number, height: number): number {
  return Math.max(MIN_OUTLINE_WIDTH, Math.round(OUTLINE_WIDTH_SHARE * Math.max(width, height)));
}

/**
 * `image` (as a provider receives it) with the painted region of `mask` (ours: white = change, the size of the
 * upright photo, scaled here to `image`) outlined in MASK_OUTLINE_COLOUR, for an engine that takes no mask; a JPEG
 * the size of `image`. The band lies just outside the region, on pixels the worker puts back from the photo
 * afterwards (keepOutsideMask), so an outline the model copies into its answer is erased with them. Where the region
 * reaches the image's edge the band runs along the edge inside it, so every outline is closed and which side is
 * inside is never in doubt. Every other pixel is left as it was.
 */
export async function outlineMaskRegion(image: Buffer, mask: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(image)
    .autoOrient()
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const grey = await sharp(mask).resize(width, height, { fit: 'fill' }).extractChannel(0).raw().toBuffer();
  const region = new Uint8Array(width * height);
  for (let pixel = 0; pixel < region.length; pixel++) region[pixel] = (grey[pixel] ?? 0) >= MASK_WHITE_FROM ? 1 : 0;

  const band = outlineWidth(width, height);
  const squared = squaredDistanceToRegion(region, width, height);
  const [red, green, blue] = MASK_OUTLINE_COLOUR.rgb;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const pixel = y * width + x;
      let cover: number;
      if (region[pixel]) {
        cover = Math.min(x, y, width - 1 - x, height - 1 - y) < band ? 1 : 0;
      } else {
        // Anti-aliased on the far side: full cover up to `band` pixels from the region, fading over the next one.
        cover = Math.min(1, Math.max(0, band + 0.5 - Math.sqrt(squared[pixel] ?? Infinity)));
      }
      if (cover === 0) continue;
      const at = pixel * 3;
      data[at] = Math.round(red * cover + (data[at] ?? 0) * (1 - cover));
      data[at + 1] = Math.round(green * cover + (data[at + 1] ?? 0) * (1 - cover));
      data[at + 2] = Math.round(blue * cover + (data[at + 2] ?? 0) * (1 - cover));
    }
  }
  // 4:4:4 keeps the outline's colour as sharp as its shape; 4:2:0 would smear it over its neighbours.
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: OUTPUT_JPEG_QUALITY, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/**
 * Squared Euclidean distance from every pixel to the nearest pixel of `region` (0 on the region, Infinity when the
 * region is empty): the exact two-pass transform of Felzenszwalb and Huttenlocher, columns then rows.
 */
function squaredDistanceToRegion(region: Uint8Array, width: number, height: number): Float64Array {
  const distance = new Float64Array(width * height);
  for (let pixel = 0; pixel < distance.length; pixel++) distance[pixel] = region[pixel] ? 0 : Infinity;
  const line = new Float64Array(Math.max(width, height));
  const out = new Float64Array(Math.max(width, height));
  const parabolas = new Int32Array(Math.max(width, height));
  const bounds = new Float64Array(Math.max(width, height) + 1);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) line[y] = distance[y * width + x] ?? Infinity;
    lowerEnvelope(line, height, out, parabolas, bounds);
    for (let y = 0; y < height; y++) distance[y * width + x] = out[y] ?? Infinity;
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) line[x] = distance[y * width + x] ?? Infinity;
    lowerEnvelope(line, width, out, parabolas, bounds);
    for (let x = 0; x < width; x++) distance[y * width + x] = out[x] ?? Infinity;
  }
  return distance;
}

/** One dimension of the transform: out[q] = min over p of (q − p)² + f[p], the lower envelope of parabolas. */
function lowerEnvelope(f: Float64Array, n: number, out: Float64Array, vertices: Int32Array, bounds: Float64Array) {
  let k = -1;
  for (let q = 0; q < n; q++) {
    const fq = f[q] ?? Infinity;
    if (fq === Infinity) continue;
    let s = -Infinity;
    while (k >= 0) {
      const p = vertices[k] ?? 0;
      s = (fq + q * q - ((f[p] ?? 0) + p * p)) / (2 * (q - p));
      if (s > (bounds[k] ?? -Infinity)) break;
      k--;
    }
    k++;
    vertices[k] = q;
    bounds[k] = k === 0 ? -Infinity : s;
  }
  if (k < 0) {
    out.fill(Infinity, 0, n);
    return;
  }
  let j = 0;
  for (let q = 0; q < n; q++) {
    while (j < k && (bounds[j + 1] ?? Infinity) < q) j++;
    const p = vertices[j] ?? 0;
    out[q] = (q - p) * (q - p) + (f[p] ?? 0);
  }
}
