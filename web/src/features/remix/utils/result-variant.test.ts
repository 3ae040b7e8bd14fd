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
      expect(resultName({ title: 'Kitchen', variant, variantCount })).toBe(name);
    },
  );
});
