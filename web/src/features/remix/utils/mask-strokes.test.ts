import { describe, expect, it } from 'vitest';
import { hasPaint, strokePath } from './mask-strokes';

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
