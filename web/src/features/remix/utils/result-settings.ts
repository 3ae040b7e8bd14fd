import { QUALITY_LABELS, ROOM_STYLE_LABELS, STYLE_INTENSITY_LABELS } from '@roomremix/contracts/enums';
import type { ImageResult } from '@roomremix/contracts/remix';

type ResultSettings = Pick<ImageResult, 'quality' | 'roomStyle' | 'customStyle' | 'styleIntensity' | 'preserveStructure'>;

/**
 * The settings badges of a result's details (SPEC §2): quality; style and intensity only when a style was chosen
 * (the intensity means nothing without one); whether the structure was kept. A custom style shows its own text.
 */
export function resultSettingLabels(result: ResultSettings): string[] {
  const labels = [`Quality: ${QUALITY_LABELS[result.quality]}`];
  if (result.roomStyle !== 'none') {
    const style = result.roomStyle === 'other' ? result.customStyle?.trim() || ROOM_STYLE_LABELS.other : ROOM_STYLE_LABELS[result.roomStyle];
    labels.push(`Style: ${style}`, `Intensity: ${STYLE_INTENSITY_LABELS[result.styleIntensity]}`);
  }
  labels.push(result.preserveStructure ? 'Structure preserved' : 'Structure modified');
  return labels;
}
