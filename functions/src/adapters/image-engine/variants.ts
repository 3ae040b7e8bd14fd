import type { GeneratedImage, ImageEngine, ImageEngineInput } from './image-engine';

/** One variant's image, or why it could not be made. */
export type VariantOutcome = PromiseSettledResult<GeneratedImage>;

/**
 * Makes `count` variants of one remix, one outcome per variant in order. An engine that makes several images in one
 * call does so (they succeed or fail together); any other engine is called once per variant, all at once, with
 * `variant` saying which, so each variant succeeds or fails on its own.
 */
export async function generateVariants(
  engine: ImageEngine,
  input: ImageEngineInput,
  count: number,
): Promise<VariantOutcome[]> {
  if (count > 1 && engine.generateBatch) {
    try {
      const images = await engine.generateBatch(input, count);
      return images.map((value) => ({ status: 'fulfilled', value }));
    } catch (reason) {
      return Array.from({ length: count }, () => ({ status: 'rejected', reason }));
    }
  }
  return Promise.allSettled(
    Array.from({ length: count }, (_, variant) => engine.generate(count === 1 ? input : { ...input, variant })),
  );
}
