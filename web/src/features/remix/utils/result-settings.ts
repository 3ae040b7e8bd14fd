import { DEFAULT_REMIX_MODE } from '@roomremix/contracts/enums';
import type { ImageResult } from '@roomremix/contracts/remix';
import { settingLabel } from '@/lib/setting-labels';

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
  const labels = [settingLabel.quality(result.quality)];
  if (result.mode !== DEFAULT_REMIX_MODE) labels.push(settingLabel.mode(result.mode));
  if (result.roomType !== null) labels.push(settingLabel.roomType(result.roomType));
  if (result.roomStyle !== 'none') labels.push(settingLabel.roomStyle(result.roomStyle, result.customStyle));
  labels.push(
    settingLabel.styleIntensity(result.styleIntensity),
    result.preserveStructure ? 'Structure preserved' : 'Structure modified',
  );
  return labels;
}
