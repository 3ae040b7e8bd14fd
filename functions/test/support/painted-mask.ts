import sharp from 'sharp';
import { decodeMask } from '../../src/adapters/image-codec/mask';

/** A box in shares of the photo's width and height: left, top, right, bottom. */
export type ShareBox = readonly [left: number, top: number, right: number, bottom: number];

/** Where the synthetic room (`roomPhoto`) hangs its framed picture, with a brush's margin around the frame. */
export const PAINTED_ART: ShareBox = [0.43, 0.2, 0.67, 0.4];

/** A mask as the API stores it (`decodeMask`) for a photo of `width` × `height`, white inside `box`. */
export async function paintedMask(width: number, height: number, box: ShareBox): Promise<Buffer> {
  const [left, top, right, bottom] = box;
  const pixels = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inside = x >= left * width && x < right * width && y >= top * height && y < bottom * height;
      pixels[y * width + x] = inside ? 255 : 0;
    }
  }
  const upload = await sharp(pixels, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
  return (await decodeMask(upload, { width, height })).buffer;
}
