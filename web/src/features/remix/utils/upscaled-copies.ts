import type { ImageResult } from '@roomremix/contracts/remix';

/**
 * The ids of the results of `results` that an upscale of the same list copied to Ultra. A copy is always newer than
 * its original, so a list of the newest results that holds an original holds its copies too.
 */
export function upscaledOriginalIds(results: readonly Pick<ImageResult, 'upscaledFrom'>[]): ReadonlySet<string> {
  return new Set(results.flatMap((result) => (result.upscaledFrom === null ? [] : [result.upscaledFrom])));
}
