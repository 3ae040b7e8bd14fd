import type { RemixJobRecord } from '../../ports/remix-jobs';
import { type GeneratedImage, type ImageEngine, RetryableEngineError } from '../../adapters/image-engine/image-engine';
import { generateVariants, type VariantOutcome } from '../../adapters/image-engine/variants';
import type { Logger } from '../../adapters/logging/logger';
import { REMIX_QUEUE } from '../../config';
import { buildRemixPrompt } from '../../domain/prompt';
import { keepListingSafe, type ListingSafeVariant } from './listing-check';
import { keepDeliverable, type MadeVariant, refuseBrokenUpscale, UndeliverableResultError } from './result-check';
import { deliveredImage, type EngineInputs, MissingInputError } from './variant-images';

// What one worker attempt makes of a job's inputs: a remix's variants, or an upscale's image (worker.ts stores them).

/** What making the images needs: the engine (already keeping the size promise) and the worker's timeout. */
export interface MakeImagesDeps {
  engine: ImageEngine;
  /** How long the engine may take before it is aborted. */
  engineTimeoutMs?: number | undefined;
}

/** The variants of a remix that are deliverable (result-check.ts) and, on a listing, listing-safe (listing-check.ts). */
export async function remixVariants(
  deps: MakeImagesDeps,
  { job, logger }: { job: RemixJobRecord; logger: Logger },
  inputs: EngineInputs,
): Promise<MadeVariants> {
  const asked = job.variants ?? 1;
  const settings = job.listing ? { ...job.settings, listingSafe: true } : job.settings;
  const engineInput = {
    ...inputs,
    settings,
    prompt: buildRemixPrompt(settings, inputs.references),
    endUserId: job.userId,
    signal: engineSignal(deps),
  };
  const outcomes = await generateVariants(deps.engine, engineInput, asked);
  const engineMade = madeVariants(outcomes, logger);
  const delivered = (image: GeneratedImage) => deliveredImage(image, inputs, job.settings.mode);
  const checked = await keepDeliverable(deps.engine, engineInput, engineMade, asked, logger, delivered);
  if (checked.deliverable.length === 0) throw new UndeliverableResultError(checked.dropped[0] ?? 'unchanged');
  const made: ListingSafeVariant[] = job.listing
    ? await Promise.all(
        checked.deliverable.map((variant) => keepListingSafe(deps.engine, engineInput, variant, logger, delivered)),
      )
    : checked.deliverable.map((variant) => ({ ...variant, flagged: false }));
  return { made, notMade: asked - engineMade.length, dropped: checked.dropped.length };
}

/**
 * An upscale's one image (services/remix/upscale.ts): the engine's `upscale` of the result it copied, with no check
 * for a visible change (it must not change), but refused when it came back broken (refuseBrokenUpscale). Its
 * structure score, measured against the photo as for any result, shows whether the model kept the room.
 */
export async function upscaleOf(
  deps: MakeImagesDeps,
  job: RemixJobRecord,
  inputs: EngineInputs,
): Promise<MadeVariants> {
  const source = inputs.upscaleSource;
  if (!source) throw new MissingInputError('The image to upscale is missing');
  const image = await deps.engine.upscale({ image: source, endUserId: job.userId, signal: engineSignal(deps) });
  await refuseBrokenUpscale(source, image.image);
  return { made: [{ variant: 1, image, delivered: image.image, flagged: false }], notMade: 0, dropped: 0 };
}

/** Aborts the engine in time to save its answer before the task's deadline. */
function engineSignal(deps: MakeImagesDeps): AbortSignal {
  return AbortSignal.timeout(
    deps.engineTimeoutMs ?? (REMIX_QUEUE.timeoutSeconds - REMIX_QUEUE.saveMarginSeconds) * 1000,
  );
}

/** What a job made: the images to store, and how many of the asked variants were not made or were dropped. */
export interface MadeVariants {
  made: ListingSafeVariant[];
  notMade: number;
  dropped: number;
}

/**
 * The variants that were made, numbered from 1 in the order asked. When none was, the failure the job acts on is
 * thrown: a retryable one if any (another attempt may make them all), else the first.
 */
function madeVariants(outcomes: VariantOutcome[], logger: Logger): MadeVariant[] {
  const made = outcomes.flatMap((outcome, index) =>
    outcome.status === 'fulfilled' ? [{ variant: index + 1, image: outcome.value }] : [],
  );
  const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
  if (made.length === 0) throw failures.find((error) => error instanceof RetryableEngineError) ?? failures[0];
  for (const error of failures) {
    logger.warn('A variant could not be made; it is refunded', {
      cause: error instanceof Error ? error.message : String(error),
    });
  }
  return made;
}
