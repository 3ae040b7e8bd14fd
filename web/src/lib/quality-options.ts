import { QUALITY_LONG_EDGE, TOKEN_COST } from '@roomremix/contracts/constants';
import { DEFAULT_QUALITY, QUALITY_LABELS, type Quality } from '@roomremix/contracts/enums';
import { tokenCount } from '@roomremix/contracts/messages';
import type { PublicConfig } from '@roomremix/contracts/system';

/** What `GET /api/config` says about the engine's qualities. */
type EngineQualities = Pick<PublicConfig['engine'], 'qualities' | 'ultraUpscaled' | 'ultraDrawnUpTo'>;

/** Said beside the quality choice when the engine's Ultra is its HD enlarged (the local engine), before paying. */
export const ULTRA_ENLARGED_NOTICE = `${QUALITY_LABELS.ultra} here is the HD image enlarged to ${QUALITY_LONG_EDGE.ultra} px by the local engine (Lanczos): bigger for print, but no new AI detail.`;

/** Said instead when a model draws Ultra at up to `px` on the long edge and it is enlarged (an OpenAI model). */
function ultraDrawnNotice(px: number): string {
  return `${QUALITY_LABELS.ultra} here is drawn by the AI model at up to ${px} px, the largest size its provider does not call experimental, then enlarged to ${QUALITY_LONG_EDGE.ultra} px (Lanczos): bigger for print, with no new detail beyond ${px} px.`;
}

/**
 * The qualities to offer: the engine's (`GET /api/config`); while they are not known, standard and HD, which every
 * engine makes, so Ultra never shows for an engine without it.
 */
export function offeredQualities(engine: EngineQualities | null): readonly Quality[] {
  return engine?.qualities ?? ['standard', 'hd'];
}

/**
 * The quality a remix goes with: the chosen one when it is offered, else the default, as the select shows it. A saved
 * Ultra reads as standard until the engine is known to make it, and as standard for good on an engine without it.
 */
export function offeredQuality(chosen: Quality, engine: EngineQualities | null): Quality {
  return offeredQualities(engine).includes(chosen) ? chosen : DEFAULT_QUALITY;
}

/** Whether the engine makes Ultra 4K (and so can upscale a result to it). */
export function offersUltra(engine: EngineQualities | null): boolean {
  return engine?.qualities.includes('ultra') ?? false;
}

/** The quality select's options, each with its cost: 'Ultra 4K (4 tokens)', or with `per` 'Ultra 4K (4 tokens a photo)'. */
export function qualityOptions(engine: EngineQualities | null, per = ''): { value: Quality; label: string }[] {
  return offeredQualities(engine).map((quality) => ({
    value: quality,
    label: `${QUALITY_LABELS[quality]} (${[tokenCount(TOKEN_COST[quality]), per].filter(Boolean).join(' ')})`,
  }));
}

/**
 * The note under the quality select and in the upscale's confirmation: that Ultra is enlarged, and from what, when it
 * is offered and made so; else none.
 */
export function qualityNotice(engine: EngineQualities | null): string | undefined {
  if (engine === null || !offersUltra(engine) || !engine.ultraUpscaled) return undefined;
  return engine.ultraDrawnUpTo === null ? ULTRA_ENLARGED_NOTICE : ultraDrawnNotice(engine.ultraDrawnUpTo);
}
