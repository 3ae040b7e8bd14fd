import { QUALITY_LABELS } from '@roomremix/contracts/enums';
import type { ImageResult } from '@roomremix/contracts/remix';

type ResultVariant = Pick<ImageResult, 'variant' | 'variantCount'>;

/** 'Variant 2 of 3' for one of the variants of a remix that made several; null for a remix of one image. */
export function variantLabel({ variant, variantCount }: ResultVariant): string | null {
  return variantCount > 1 ? `Variant ${variant} of ${variantCount}` : null;
}

/**
 * What a result is called where it is named (dialog titles, image alts, slider labels): its title, and what tells it
 * from the results that share that title: an Ultra remix or an upscale (which keeps its original's title), and which
 * variant it is when its remix made several.
 */
export function resultName(result: Pick<ImageResult, 'title' | 'quality' | 'upscaledFrom'> & ResultVariant): string {
  const ultra = QUALITY_LABELS.ultra;
  const made = result.upscaledFrom ? `upscaled to ${ultra}` : result.quality === 'ultra' ? ultra : null;
  const qualifiers = [made, variantLabel(result)?.toLowerCase() ?? null].filter((part) => part !== null);
  return qualifiers.length > 0 ? `${result.title} (${qualifiers.join(', ')})` : result.title;
}
