import { measureStructureScore } from '../../adapters/image-codec/structure';
import type { GeneratedImage, ImageEngine, ImageEngineInput } from '../../adapters/image-engine/image-engine';
import type { Logger } from '../../adapters/logging/logger';
import { LISTING_MIN_STRUCTURE_SCORE } from '../../domain/listing';
import type { DeliverableVariant } from './result-check';

/** A listing photo's staging as the check leaves it: flagged when even the second take moved the room's structure. */
export interface ListingSafeVariant extends DeliverableVariant {
  flagged: boolean;
}

/**
 * Listing-safe (issue 29): a staged photo whose structure score is below LISTING_MIN_STRUCTURE_SCORE is made once more
 * at no cost; the take that kept more of the room is delivered, flagged when it is still below. A score that cannot be
 * measured flags nothing (the result check has already judged the image deliverable).
 */
export async function keepListingSafe(
  engine: ImageEngine,
  input: ImageEngineInput,
  variant: DeliverableVariant,
  logger: Logger,
  delivered: (image: GeneratedImage) => Promise<Buffer>,
): Promise<ListingSafeVariant> {
  const scoreOf = (image: Buffer) => measureStructureScore(input.base, image).catch(() => null);
  const first = await scoreOf(variant.delivered);
  if (first === null || first >= LISTING_MIN_STRUCTURE_SCORE) return { ...variant, flagged: false };
  logger.warn('A staged listing photo moved the room’s structure; making it once more', { structureScore: first });
  const again = await engine.generate(input).catch(() => null);
  const shown = again ? await delivered(again) : null;
  const second = shown ? await scoreOf(shown) : null;
  if (again && shown && second !== null && second > first) {
    return { ...variant, image: again, delivered: shown, flagged: second < LISTING_MIN_STRUCTURE_SCORE };
  }
  return { ...variant, flagged: true };
}
