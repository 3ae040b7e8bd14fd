import type { ImageResult } from '@roomremix/contracts/remix';

type ResultVariant = Pick<ImageResult, 'variant' | 'variantCount'>;

/** 'Variant 2 of 3' for one of the variants of a remix that made several; null for a remix of one image. */
export function variantLabel({ variant, variantCount }: ResultVariant): string | null {
  return variantCount > 1 ? `Variant ${variant} of ${variantCount}` : null;
}

/**
 * What a result is called where it is named (dialog titles, image alts, slider labels): its title, and which variant
 * it is when its remix made several, since the variants of one remix share the title.
 */
export function resultName(result: Pick<ImageResult, 'title'> & ResultVariant): string {
  const label = variantLabel(result);
  return label ? `${result.title} (${label.toLowerCase()})` : result.title;
}
