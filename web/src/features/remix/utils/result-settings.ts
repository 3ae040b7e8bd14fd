import {
  DEFAULT_REMIX_MODE,
  QUALITY_LABELS,
  REMIX_MODE_LABELS,
  ROOM_STYLE_LABELS,
  ROOM_TYPE_LABELS,
  STYLE_INTENSITY_LABELS,
} from '@roomremix/contracts/enums';
import type { ImageResult } from '@roomremix/contracts/remix';

type ResultSettings = Pick<
  ImageResult,
  'quality' | 'mode' | 'roomType' | 'roomStyle' | 'customStyle' | 'styleIntensity' | 'preserveStructure'
>;

/**
 * The settings badges of a result's details: quality; the mode unless it was a plain redesign; the room type when
 * the user gave one; the style unless it was 'none' (a custom style shows its own text); the intensity; whether the
 * structure was kept.
 */
export function resultSettingLabels(result: ResultSettings): string[] {
  const labels = [`Quality: ${QUALITY_LABELS[result.quality]}`];
  if (result.mode !== DEFAULT_REMIX_MODE) labels.push(`Mode: ${REMIX_MODE_LABELS[result.mode]}`);
  if (result.roomType !== null) labels.push(`Room: ${ROOM_TYPE_LABELS[result.roomType]}`);
  if (result.roomStyle !== 'none') {
    const style =
      result.roomStyle === 'other'
        ? result.customStyle?.trim() || ROOM_STYLE_LABELS.other
        : ROOM_STYLE_LABELS[result.roomStyle];
    labels.push(`Style: ${style}`);
  }
  labels.push(
    `Intensity: ${STYLE_INTENSITY_LABELS[result.styleIntensity]}`,
    result.preserveStructure ? 'Structure preserved' : 'Structure modified',
  );
  return labels;
}
