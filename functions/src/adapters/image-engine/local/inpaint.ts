import { UPLOAD_LIMITS } from '@roomremix/contracts/constants';
import sharp from 'sharp';
import { MASK_WHITE_FROM } from '../../image-codec/mask';
import { PermanentEngineError } from '../image-engine';
import type { Size } from '../images';
import { loadOpenCv, type OpenCv } from './opencv';

/** OpenCV's two classical inpainting methods: Telea's fast marching, and Navier–Stokes fluid propagation. */
export type InpaintMethod = 'telea' | 'navier-stokes';

/** How one variant fills the region: the method, and the neighbourhood radius as a multiple of the usual one. */
export interface InpaintTake {
  method: InpaintMethod;
  radius: number;
  /** How the notes describe this take; empty for the plain fill. */
  description: string;
}

/** Telea at the usual radius: variant 0, and a single remix. */
const TELEA: InpaintTake = { method: 'telea', radius: 1, description: '' };

/**
 * One take per variant, in order: the two methods fill a region differently (Navier–Stokes carries edges further in,
 * Telea blends more smoothly), and a wider neighbourhood blends from further out. Variants past the table repeat it.
 */
export const INPAINT_TAKES: readonly InpaintTake[] = [
  TELEA,
  { method: 'navier-stokes', radius: 1, description: 'filled by the Navier–Stokes method instead of Telea' },
  { method: 'telea', radius: 2, description: 'filled from a wider neighbourhood' },
  { method: 'navier-stokes', radius: 2, description: 'filled by the Navier–Stokes method from a wider neighbourhood' },
];

/**
 * The region is filled at most this large and the fill scaled up: the fill is smooth, so an HD result loses no
 * detail, and the cost (painted pixels × radius²) stays under 2 s with most of the photo painted (3 s at twice the
 * radius) instead of four times that. The call blocks the event loop meanwhile: OpenCV.js is synchronous.
 */
const MAX_FILL_EDGE = 1024;
/** The neighbourhood each filled pixel is drawn from, as a share of the fill's long edge (4 px at 1024). */
const RADIUS_SHARE = 1 / 256;
/**
 * The region is grown by this share of the long edge (5 px at 1024) before filling, and the ring put back from the
 * photo afterwards: a brush stroke that ends on an object's outline would otherwise smear that outline inwards.
 */
const GROW_SHARE = 1 / 200;

/** The inpainting take of a variant (0-based; absent means 0). */
export function inpaintTakeOf(variant = 0): InpaintTake {
  return INPAINT_TAKES[variant % INPAINT_TAKES.length] ?? TELEA;
}

/**
 * `base` at `size` with the region the mask marks (white, as stored by `decodeMask`) filled from its surroundings by
 * classical inpainting, as raw RGB bytes. Every pixel outside the region is the base's own. Throws a permanent error
 * when the region is the whole photo: there is nothing around it to fill from.
 */
export async function inpaintRegion(base: Buffer, mask: Buffer, size: Size, take: InpaintTake): Promise<Buffer> {
  const [{ cv }, image, region] = await Promise.all([loadOpenCv(), rgbAt(base, size), regionAt(mask, size)]);
  const painted = region.reduce((count, value) => count + (value ? 1 : 0), 0);
  if (painted === 0) return image;
  if (painted === region.length) {
    throw new PermanentEngineError('bad_input', 'The painted region is the whole photo: nothing to fill it from', {
      engine: 'local',
    });
  }
  const scale = Math.min(1, MAX_FILL_EDGE / Math.max(size.width, size.height));
  const fillSize = {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
  const scaled = scale < 1;
  const [fillImage, fillRegion] = scaled
    ? await Promise.all([resizeRgb(image, size, fillSize), regionAt(mask, fillSize)])
    : [image, region];
  const filled = fillWithOpenCv(cv, fillImage, fillRegion, fillSize, take);
  const fill = scaled ? await resizeRgb(filled, fillSize, size) : filled;
  const out = Buffer.from(image);
  for (let p = 0; p < region.length; p++) {
    if (region[p]) out.set(fill.subarray(p * 3, p * 3 + 3), p * 3);
  }
  return out;
}

/** The OpenCV part: grow the region, inpaint, and copy the result out of the WebAssembly heap. */
function fillWithOpenCv(cv: OpenCv, rgb: Buffer, region: Uint8Array, size: Size, take: InpaintTake): Buffer {
  const longEdge = Math.max(size.width, size.height);
  const grow = Math.max(1, Math.round(longEdge * GROW_SHARE));
  const radius = Math.max(2, Math.round(longEdge * RADIUS_SHARE)) * take.radius;
  const image = new cv.Mat(size.height, size.width, cv.CV_8UC3);
  const grown = new cv.Mat(size.height, size.width, cv.CV_8UC1);
  const kernel = cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(2 * grow + 1, 2 * grow + 1));
  const filled = new cv.Mat();
  try {
    image.data.set(rgb);
    grown.data.set(region);
    cv.dilate(grown, grown, kernel);
    cv.inpaint(image, grown, filled, radius, take.method === 'telea' ? cv.INPAINT_TELEA : cv.INPAINT_NS);
    return Buffer.from(filled.data);
  } catch (error) {
    // OpenCV.js throws its C++ exceptions as bare numbers.
    throw new Error(`OpenCV could not inpaint the region (${String(error)})`, { cause: error });
  } finally {
    for (const mat of [image, grown, kernel, filled]) mat.delete();
  }
}

/** The photo upright at `size`, as raw RGB bytes. */
function rgbAt(image: Buffer, size: Size): Promise<Buffer> {
  return sharp(image, { limitInputPixels: UPLOAD_LIMITS.maxInputPixels, failOn: 'error' })
    .autoOrient()
    .resize(size.width, size.height, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer();
}

/** The mask at `size` as one byte per pixel: 255 inside the region, 0 outside. */
async function regionAt(mask: Buffer, size: Size): Promise<Uint8Array> {
  const grey = await sharp(mask, { limitInputPixels: UPLOAD_LIMITS.maxInputPixels })
    .resize(size.width, size.height, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return grey.map((value) => (value >= MASK_WHITE_FROM ? 255 : 0));
}

function resizeRgb(rgb: Buffer, from: Size, to: Size): Promise<Buffer> {
  return sharp(rgb, { raw: { ...from, channels: 3 } })
    .resize(to.width, to.height, { fit: 'fill' })
    .raw()
    .toBuffer();
}
