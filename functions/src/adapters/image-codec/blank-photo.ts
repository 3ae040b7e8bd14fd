import { looksBlank } from '../../domain/result-quality';
import { InvalidImageError } from './image-codec';
import { measureTonality } from './tonality';

/**
 * Refuses a room photo of one flat colour, or nearly, by the measure the result check calls flat
 * (domain/result-quality.ts looksBlank): InvalidImageError 'blank', answered 400 before anything is debited or kept.
 * Only room photos: a reference may rightly be a plain paint or fabric swatch.
 */
export async function refuseBlankPhoto(photo: Buffer): Promise<void> {
  const { range } = await measureTonality(photo);
  if (looksBlank(range)) throw new InvalidImageError('blank', `a tonal range of ${range} levels`);
}
