import { QUALITY_LABELS, type Quality } from '@roomremix/contracts/enums';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { offersQuality, type UltraSupport } from '../domain/engine-qualities';
import { HttpError } from './http-error';

/** 400 for a quality the engine's model cannot make (Ultra without 4K), before anything is stored or debited. */
export function assertQualityOffered({ ultra }: { ultra: UltraSupport }, quality: Quality): void {
  if (offersQuality(ultra, quality)) return;
  const message = REMIX_MESSAGES.qualityUnavailable(QUALITY_LABELS[quality]);
  throw new HttpError(400, 'validation_failed', message, [{ path: 'quality', message }]);
}
