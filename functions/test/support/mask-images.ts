import sharp from 'sharp';

/** A PNG mask of the 96 × 64 test room (or another size) whose right half is `white`: change only that half. */
export async function rightHalfMask(width = 96, height = 64, white = 255): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) for (let x = Math.floor(width / 2); x < width; x++) pixels[y * width + x] = white;
  return sharp(pixels, { raw: { width, height, channels: 1 } })
    .toColourspace('b-w')
    .png()
    .toBuffer();
}

/** Mean absolute difference of two RGB images of `width` over the columns [from, to), given as shares of the width. */
export function meanDifference(a: Buffer, b: Buffer, width: number, from: number, to: number): number {
  const height = a.length / 3 / width;
  const [first, last] = [Math.round(from * width), Math.round(to * width)];
  let sum = 0;
  for (let y = 0; y < height; y++)
    for (let x = first; x < last; x++)
      for (let channel = 0; channel < 3; channel++) {
        const at = (y * width + x) * 3 + channel;
        sum += Math.abs((a[at] ?? 0) - (b[at] ?? 0));
      }
  return sum / (height * (last - first) * 3);
}
