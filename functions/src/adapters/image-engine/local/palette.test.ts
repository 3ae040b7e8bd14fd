import { describe, expect, it } from 'vitest';
import { hueDegrees } from './lab';
import { byLightness, paletteLookup, paletteLookupIndex, paletteTargetAt, parseColourScheme } from './palette';

const names = (text: string) => parseColourScheme(text).map((colour) => colour.name);

describe('parseColourScheme', () => {
  it.each([
    ['a single colour', 'teal', ['teal']],
    ['several colours in order', 'Navy, white and brass accents', ['navy', 'white', 'brass']],
    ['multi-word names win', 'navy blue with sage green', ['navy blue', 'sage green']],
    ['hyphenated names', 'off-white walls', ['off white']],
    ['grey and gray', 'light gray and charcoal grey', ['light gray', 'charcoal', 'grey']],
    ['shades', 'pale pink, deep green', ['pale pink', 'deep green']],
    ['hex codes, short and long', '#1F2F57 and #fc0', ['#1f2f57', '#fc0']],
    ['mood words', 'earthy', ['terracotta', 'olive', 'tan']],
    ['monochrome', 'Monochrome', ['black', 'grey', 'white']],
    ['duplicates dropped', 'navy, navy and navy blue', ['navy']],
    ['unknown words ignored', 'vibes only, please', []],
    ['whole words only', 'redwood tangerine', []],
    ['blank', '', []],
  ])('%s: %j', (_case, text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it.each([
    ['teal', 150, 230],
    ['navy', 250, 300],
    ['terracotta', 20, 70],
    ['mustard', 60, 100],
    ['#ff0000', 20, 50],
  ])('%s has a hue between %i° and %i°', (text, low, high) => {
    const [colour] = parseColourScheme(text);
    const hue = hueDegrees(colour?.lab[1] ?? 0, colour?.lab[2] ?? 0);
    expect(hue).toBeGreaterThanOrEqual(low);
    expect(hue).toBeLessThanOrEqual(high);
  });

  it('makes light shades lighter and dark shades darker', () => {
    const [plain, light, dark] = [
      parseColourScheme('green')[0],
      parseColourScheme('light green')[0],
      parseColourScheme('dark green')[0],
    ];
    expect(light?.lab[0]).toBeGreaterThan(plain?.lab[0] ?? 0);
    expect(dark?.lab[0]).toBeLessThan(plain?.lab[0] ?? 0);
  });
});

describe('paletteTargetAt', () => {
  const palette = byLightness(parseColourScheme('brass and navy'));

  it('sorts dark to light', () => {
    expect(palette.map((colour) => colour.name)).toEqual(['navy', 'brass']);
  });

  it('leans dark areas to the darkest colour and light areas to the lightest', () => {
    const [navy, brass] = palette;
    expect(paletteTargetAt(palette, 0)).toEqual([navy?.lab[1], navy?.lab[2]]);
    expect(paletteTargetAt(palette, 100)).toEqual([brass?.lab[1], brass?.lab[2]]);
    const middle = paletteTargetAt(palette, ((navy?.lab[0] ?? 0) + (brass?.lab[0] ?? 0)) / 2);
    expect(middle[1]).toBeCloseTo(((navy?.lab[2] ?? 0) + (brass?.lab[2] ?? 0)) / 2, 5);
  });

  it('gives one colour everywhere for a one-colour palette, and neutral for none', () => {
    const [teal] = parseColourScheme('teal');
    expect(paletteTargetAt([teal!], 10)).toEqual(paletteTargetAt([teal!], 90));
    expect(paletteTargetAt([], 50)).toEqual([0, 0]);
  });

  it('is tabulated faithfully by paletteLookup', () => {
    const lookup = paletteLookup(palette);
    for (const L of [-5, 0, 12.5, 37.25, 50, 99.9, 140]) {
      const k = paletteLookupIndex(L);
      const [a, b] = paletteTargetAt(palette, Math.min(100, Math.max(0, Math.round(L * 4) / 4)));
      expect(lookup[k]).toBeCloseTo(a, 3);
      expect(lookup[k + 1]).toBeCloseTo(b, 3);
    }
  });
});
