import {
  QUALITY_LABELS,
  REMIX_MODE_LABELS,
  ROOM_STYLE_LABELS,
  ROOM_TYPE_LABELS,
  STYLE_INTENSITY_LABELS,
} from '@roomremix/contracts/enums';
import type { PublicShare } from '@roomremix/contracts/shares';

type SharedSettings = Pick<PublicShare, 'roomStyle' | 'styleIntensity' | 'quality' | 'mode' | 'roomType'>;

/**
 * The settings a share's page lists: the style and its intensity unless the room kept its own style, the room type
 * when the owner gave one, the mode and the quality. A custom style reads 'Custom': its text is the owner's words,
 * which a share does not carry.
 */
export function shareSettingLabels(share: SharedSettings): string[] {
  const style =
    share.roomStyle === 'none'
      ? []
      : [`Style: ${ROOM_STYLE_LABELS[share.roomStyle]}`, `Intensity: ${STYLE_INTENSITY_LABELS[share.styleIntensity]}`];
  const room = share.roomType === null ? [] : [`Room: ${ROOM_TYPE_LABELS[share.roomType]}`];
  return [...style, ...room, `Mode: ${REMIX_MODE_LABELS[share.mode]}`, `Quality: ${QUALITY_LABELS[share.quality]}`];
}
