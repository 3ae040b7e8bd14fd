import { QUALITY_LABELS, type Quality, REMIX_MODE_LABELS, type RemixMode } from '@roomremix/contracts/enums';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { type DesignInput, hasDesignInput } from '@roomremix/contracts/remix';
import type { ImageEngine } from '@roomremix/contracts/system';
import { engineHonours, modesNeedingMask } from './engine-modes';
import { offersQuality, type UltraSupport } from './engine-qualities';
import { namedError } from './named-error';

// What the configured engine can be asked for, checked by every use-case that makes images (a remix, an upscale, a
// listing's staging) before anything is stored or debited.

/** The engine a request is made to: which one, and how it makes Ultra 4K. */
export interface EngineOffer {
  name: ImageEngine;
  ultra: UltraSupport;
}

/** What a request asks of the engine: its quality, its mode (with a painted region or not) and its design input. */
export interface RequestedWork extends DesignInput {
  quality: Quality;
  masked: boolean;
}

/** The request asks for what the engine does not do, or for nothing; nothing changed. `path` names the field. */
export class RemixRequestRefusedError extends namedError('RemixRequestRefusedError') {
  constructor(
    readonly path: 'quality' | 'mode' | null,
    message: string,
  ) {
    super(message);
  }
}

/** Refuses a quality the engine's model cannot make (Ultra without 4K). */
export function assertQualityOffered(engine: EngineOffer, quality: Quality): void {
  if (!offersQuality(engine.ultra, quality)) {
    throw new RemixRequestRefusedError('quality', REMIX_MESSAGES.qualityUnavailable(QUALITY_LABELS[quality]));
  }
}

/**
 * The remix form's rules in the order the form checks them: a quality the engine makes, a mode it offers (with a
 * painted region for the modes that need one), then a design input.
 */
export function assertRequestOffered(engine: EngineOffer, work: RequestedWork): void {
  assertQualityOffered(engine, work.quality);
  if (!engineHonours(engine.name, work.mode, { masked: work.masked })) {
    const label = REMIX_MODE_LABELS[work.mode];
    const needsMask = fillsPaintedRegion(engine, work.mode);
    const message = needsMask ? REMIX_MESSAGES.modeNeedsMask(label) : REMIX_MESSAGES.modeUnavailable(label);
    throw new RemixRequestRefusedError('mode', message);
  }
  if (!hasDesignInput(work)) throw new RemixRequestRefusedError(null, REMIX_MESSAGES.missingDesignInput.description);
}

/** What a mask painted over the whole photo is told for a mode the engine does only inside a painted region. */
export function wholeMaskRefusalOf(engine: EngineOffer, mode: RemixMode): string | undefined {
  return fillsPaintedRegion(engine, mode) ? REMIX_MESSAGES.modeNeedsUnpainted(REMIX_MODE_LABELS[mode]) : undefined;
}

/** A mode the engine does only inside a painted region, which it fills from the rest of the photo. */
function fillsPaintedRegion(engine: EngineOffer, mode: RemixMode): boolean {
  return modesNeedingMask(engine.name).includes(mode);
}
