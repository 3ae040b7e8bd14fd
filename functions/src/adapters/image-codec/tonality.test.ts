import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { warmGradient } from '../../../test/support/test-images';
import { measureTonality } from './tonality';

describe('measureTonality', () => {
  it('finds a smooth ramp using nearly every level of its range', async () => {
    const tonality = await measureTonality(await warmGradient(1024, 256));
    expect(tonality.range).toBeGreaterThan(150);
    expect(tonality.occupiedShare).toBeGreaterThan(0.95);
    expect(tonality.peakShare).toBeLessThan(0.1);
  });

  it.each([6, 12, 24])('finds the gaps of the same ramp posterised to %i levels', async (levels) => {
    const tonality = await measureTonality(await warmGradient(1024, 256, levels));
    expect(tonality.occupiedShare).toBeLessThan(0.5);
    expect(tonality.peakShare).toBeGreaterThan(levels <= 12 ? 0.6 : 0.3);
  });

  it('measures a flat picture as a range of one or two levels', async () => {
    const flat = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#8a7f70' } })
      .jpeg()
      .toBuffer();
    expect((await measureTonality(flat)).range).toBeLessThanOrEqual(2);
  });
});
