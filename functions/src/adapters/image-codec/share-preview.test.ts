import { SHARE_PREVIEW_SIZE } from '@roomremix/contracts/shares';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sharePreview } from './share-preview';

const flat = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

describe('sharePreview', () => {
  it('shows before on the left and after on the right at the size link previews use, whatever their aspect', async () => {
    const preview = await sharePreview(await flat(400, 900, '#cc2222'), await flat(1600, 500, '#2222cc'));
    const { data, info } = await sharp(preview).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([SHARE_PREVIEW_SIZE.width, SHARE_PREVIEW_SIZE.height]);
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const [red, , blueOfLeft] = pixel(100, 315);
    const [redOfRight, , blue] = pixel(1100, 315);
    expect(red).toBeGreaterThan(180);
    expect(blueOfLeft).toBeLessThan(70);
    expect(redOfRight).toBeLessThan(70);
    expect(blue).toBeGreaterThan(180);
    expect(Math.min(...pixel(600, 315))).toBeGreaterThan(230); // the white divider
  });
});
