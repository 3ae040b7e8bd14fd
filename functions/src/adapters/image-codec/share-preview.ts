import { SHARE_PREVIEW_SIZE } from '@roomremix/contracts/shares';
import sharp from 'sharp';
import { OUTPUT_JPEG_QUALITY } from '../image-engine/images';

/** Width of the white line between before and after, in pixels of the preview. */
const DIVIDER_WIDTH = 6;

/**
 * The picture a link preview shows (`og:image`): the room before on the left and after on the right, each cropped to
 * fill its half of SHARE_PREVIEW_SIZE from the centre, with a white line between; with no `before` (the owner shared
 * the result only), the remix alone fills it. Text is left out on purpose: the function's machine may have no fonts,
 * and the preview's title says the words.
 */
export async function sharePreview(before: Buffer | null, after: Buffer): Promise<Buffer> {
  const { width, height } = SHARE_PREVIEW_SIZE;
  if (!before) {
    return sharp(after)
      .autoOrient()
      .resize(width, height, { fit: 'cover', position: 'centre' })
      .jpeg({ quality: OUTPUT_JPEG_QUALITY })
      .toBuffer();
  }
  const half = (width - DIVIDER_WIDTH) / 2;
  const fill = (image: Buffer) =>
    sharp(image).autoOrient().resize(half, height, { fit: 'cover', position: 'centre' }).jpeg().toBuffer();
  const [left, right] = await Promise.all([fill(before), fill(after)]);
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([
      { input: left, left: 0, top: 0 },
      { input: right, left: half + DIVIDER_WIDTH, top: 0 },
    ])
    .jpeg({ quality: OUTPUT_JPEG_QUALITY })
    .toBuffer();
}
