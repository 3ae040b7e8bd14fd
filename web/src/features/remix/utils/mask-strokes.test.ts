import { describe, expect, it } from 'vitest';
import { BRUSH_SIZES, hasPaint, type MaskStroke, paintedShare, strokePath } from './mask-strokes';

describe('strokePath', () => {
  it('scales the relative points to the drawing', () => {
    const stroke = {
      erase: false,
      size: 0.1,
      points: [
        { x: 0.5, y: 0 },
        { x: 1, y: 0.25 },
      ],
    };
    expect(strokePath(stroke, 200, 100)).toBe('M 100.0 0.0 L 200.0 25.0');
  });

  it('draws a single touch as a dot', () => {
    expect(strokePath({ erase: false, size: 0.1, points: [{ x: 0.1, y: 0.2 }] }, 10, 10)).toBe('M 1.0 2.0 L 1.0 2.0');
  });
});

describe('hasPaint', () => {
  it('is true once a stroke paints, not for erasing alone', () => {
    const erase = { erase: true, size: 0.1, points: [{ x: 0, y: 0 }] };
    expect(hasPaint([])).toBe(false);
    expect(hasPaint([erase])).toBe(false);
    expect(hasPaint([erase, { ...erase, erase: false }])).toBe(true);
  });
});

describe('paintedShare', () => {
  const stroke = (points: { x: number; y: number }[], size: number = BRUSH_SIZES.large, erase = false): MaskStroke => ({
    erase,
    size,
    points,
  });

  it('is 0 with nothing painted', () => {
    expect(paintedShare([], 300, 200)).toBe(0);
  });

  it('measures a dot as the disc the brush paints, near π·r² of the photo', () => {
    // A large brush is 0.14 of the long edge across: a disc of radius 21 px on a 300 × 200 photo.
    const share = paintedShare([stroke([{ x: 0.5, y: 0.5 }])], 300, 200);
    expect(share).toBeGreaterThan(0.02);
    expect(share).toBeLessThan(0.03);
  });

  it('counts a band across the photo, and takes away what was erased after it', () => {
    const band = stroke([
      { x: 0, y: 0.5 },
      { x: 1, y: 0.5 },
    ]);
    const painted = paintedShare([band], 300, 200);
    expect(painted).toBeGreaterThan(0.18);
    expect(painted).toBeLessThan(0.24);
    const halfErased = paintedShare(
      [
        band,
        stroke(
          [
            { x: 0, y: 0.5 },
            { x: 0.5, y: 0.5 },
          ],
          0.3,
          true,
        ),
      ],
      300,
      200,
    );
    expect(halfErased).toBeLessThan(painted * 0.6);
  });
});
