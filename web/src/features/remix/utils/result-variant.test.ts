import { describe, expect, it } from 'vitest';
import { resultName, variantLabel } from './result-variant';

describe('variantLabel and resultName', () => {
  it.each([
    { variant: 1, variantCount: 1, label: null, name: 'Kitchen' },
    { variant: 1, variantCount: 2, label: 'Variant 1 of 2', name: 'Kitchen (variant 1 of 2)' },
    { variant: 3, variantCount: 4, label: 'Variant 3 of 4', name: 'Kitchen (variant 3 of 4)' },
  ])(
    'variant $variant of $variantCount is labelled $label and named "$name"',
    ({ variant, variantCount, label, name }) => {
      expect(variantLabel({ variant, variantCount })).toBe(label);
      expect(resultName({ title: 'Kitchen', variant, variantCount, quality: 'standard', upscaledFrom: null })).toBe(
        name,
      );
    },
  );

  it.each([
    [{ quality: 'hd', upscaledFrom: null, variant: 1, variantCount: 1 }, 'Kitchen'],
    [{ quality: 'ultra', upscaledFrom: null, variant: 1, variantCount: 1 }, 'Kitchen (Ultra 4K)'],
    [{ quality: 'ultra', upscaledFrom: null, variant: 2, variantCount: 3 }, 'Kitchen (Ultra 4K, variant 2 of 3)'],
    [{ quality: 'ultra', upscaledFrom: 'r1', variant: 1, variantCount: 1 }, 'Kitchen (upscaled to Ultra 4K)'],
  ] as const)(
    'tells an Ultra remix and an upscale from the result they share a title with: %o is "%s"',
    (result, name) => {
      expect(resultName({ title: 'Kitchen', ...result })).toBe(name);
    },
  );
});
