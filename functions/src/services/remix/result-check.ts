import { resultMeasurer } from '../../adapters/image-codec/result-measures';
import type { GeneratedImage, ImageEngine, ImageEngineInput } from '../../adapters/image-engine/image-engine';
import type { Logger } from '../../adapters/logging/logger';
import { namedError } from '../../domain/named-error';
import { judgeResult, type ResultVerdict } from '../../domain/result-quality';

/** One variant the engine made, numbered from 1. */
export interface MadeVariant {
  variant: number;
  image: GeneratedImage;
}

/** A variant the check keeps, with the image as it will be delivered (the one it measured). */
export interface DeliverableVariant extends MadeVariant {
  delivered: Buffer;
}

/** What the check keeps, and why it dropped the others. */
export interface CheckedVariants {
  deliverable: DeliverableVariant[];
  /** The verdicts of the variants dropped, in variant order. */
  dropped: Exclude<ResultVerdict, 'ok'>[];
}

/**
 * Every variant came back unchanged or broken, or an upscale broken: the job fails for good and is refunded
 * (worker.ts).
 */
export class UndeliverableResultError extends namedError('UndeliverableResultError') {
  readonly verdict: Exclude<ResultVerdict, 'ok'>;

  constructor(verdict: Exclude<ResultVerdict, 'ok'>) {
    super(`Every variant came back ${verdict}`);
    this.verdict = verdict;
  }
}

/**
 * Never charge for nothing, never deliver a broken image (docs/architecture.md#the-worker): each variant is measured,
 * as it will be delivered, against the photo (domain/result-quality.ts); one that is essentially the photo where a change was asked for, or
 * flat or posterised, is made once more at no cost and measured again; still not deliverable, it is dropped, and
 * the caller refunds it with the variants the engine could not make.
 */
export async function keepDeliverable(
  engine: ImageEngine,
  input: ImageEngineInput,
  made: readonly MadeVariant[],
  count: number,
  logger: Logger,
  /** The image as it will be delivered (with a mask, the photo put back outside the painted region). */
  delivered: (image: GeneratedImage) => Promise<Buffer>,
): Promise<CheckedVariants> {
  const measure = resultMeasurer(input.base, input.mask);
  const checkedOf = async ({ variant, image }: MadeVariant) => {
    const shown = await delivered(image);
    return { variant: { variant, image, delivered: shown }, verdict: judgeResult(await measure(shown)) };
  };
  const checked = await Promise.all(
    made.map(async (first) => {
      const firstCheck = await checkedOf(first);
      const { verdict } = firstCheck;
      if (verdict === 'ok') return firstCheck;
      logger.warn('A variant came back undeliverable; making it once more', { variant: first.variant, verdict });
      const again = await engine
        .generate(count === 1 ? input : { ...input, variant: first.variant - 1 })
        .catch((error: unknown) => {
          logger.warn('Making the variant again failed', { cause: error instanceof Error ? error.message : error });
          return null;
        });
      return again ? checkedOf({ variant: first.variant, image: again }) : firstCheck;
    }),
  );
  return {
    deliverable: checked.filter(({ verdict }) => verdict === 'ok').map(({ variant }) => variant),
    dropped: checked.flatMap(({ verdict }) => (verdict === 'ok' ? [] : [verdict])),
  };
}

/**
 * An upscale must leave its picture as it was, so only a broken answer is refused: flat or posterised against the
 * picture it enlarged (domain/result-quality.ts). It throws UndeliverableResultError, failed and refunded once like a
 * remix none of whose variants could be delivered.
 */
export async function refuseBrokenUpscale(source: Buffer, upscaled: Buffer): Promise<void> {
  const verdict = judgeResult(await resultMeasurer(source, undefined)(upscaled));
  if (verdict === 'broken') throw new UndeliverableResultError(verdict);
}
