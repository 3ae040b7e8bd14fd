import { describe, expect, it } from 'vitest';
import { resultFileName } from './result-file';

const result = { title: 'Café Lounge!', createdAt: '2026-11-27T10:00:00.000Z', variant: 1, variantCount: 1 };

describe('resultFileName', () => {
  it('names a single remix roomremix-<title words>-<date>', () => {
    expect(resultFileName(result, 'jpg')).toBe('roomremix-cafe-lounge-2026-11-27.jpg');
  });

  it('tells the variants of one remix apart', () => {
    expect(resultFileName({ ...result, variant: 2, variantCount: 3 }, 'jpg')).toBe(
      'roomremix-cafe-lounge-variant-2-of-3-2026-11-27.jpg',
    );
    expect(resultFileName({ ...result, variant: 3, variantCount: 3 }, 'png')).toBe(
      'roomremix-cafe-lounge-variant-3-of-3-2026-11-27.png',
    );
  });
});
