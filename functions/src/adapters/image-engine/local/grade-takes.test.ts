import { describe, expect, it } from 'vitest';
import { describeTake } from './grade-takes';

describe("a variant's description", () => {
  it.each([
    [{ stronger: -4, warmer: 5, brighter: 3 }, 'a softer, warmer and brighter take on the same grade'],
    [{ stronger: 2, warmer: 6, brighter: -3 }, 'a stronger, warmer and darker take on the same grade'],
    [{ stronger: 0.5, warmer: -2, brighter: 1 }, 'a cooler take on the same grade'],
    [{ stronger: 0.2, warmer: 1.4, brighter: -1.4 }, 'a slightly different take on the same grade'],
  ])('says what shows from %o', (difference, said) => {
    expect(describeTake(difference)).toBe(said);
  });
});
