import { describe, expect, it } from 'vitest';
import { tokenCostFor } from './constants';
import { qualitySchema } from './enums';

describe('tokenCostFor', () => {
  it.each([
    ['standard', 1],
    ['hd', 2],
  ] as const)('a %s remix costs %i token(s)', (quality, cost) => {
    expect(tokenCostFor(quality)).toBe(cost);
  });

  it('prices every quality the form offers', () => {
    for (const quality of qualitySchema.options) expect(tokenCostFor(quality)).toBeGreaterThan(0);
  });
});
