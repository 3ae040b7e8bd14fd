import { describe, expect, it } from 'vitest';
import { tokenCostFor, upscaleCost } from './constants';
import { qualitySchema } from './enums';

describe('tokenCostFor', () => {
  it.each([
    ['standard', 1],
    ['hd', 2],
    ['ultra', 4],
  ] as const)('a %s remix costs %i token(s)', (quality, cost) => {
    expect(tokenCostFor(quality)).toBe(cost);
  });

  it('prices every quality the form offers', () => {
    for (const quality of qualitySchema.options) expect(tokenCostFor(quality)).toBeGreaterThan(0);
  });
});

describe('upscaleCost', () => {
  it.each([
    ['standard', 3],
    ['hd', 2],
    ['ultra', 0],
  ] as const)(
    'upscaling a %s result costs %i token(s): made and upscaled, it costs what Ultra costs',
    (quality, cost) => {
      expect(upscaleCost(quality)).toBe(cost);
      expect(tokenCostFor(quality) + upscaleCost(quality)).toBe(tokenCostFor('ultra'));
    },
  );
});
