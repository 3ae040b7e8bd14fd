import type { PublicShare } from '@roomremix/contracts/shares';
import { settingLabel } from '@/lib/setting-labels';

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
      : [settingLabel.roomStyle(share.roomStyle), settingLabel.styleIntensity(share.styleIntensity)];
  const room = share.roomType === null ? [] : [settingLabel.roomType(share.roomType)];
  return [...style, ...room, settingLabel.mode(share.mode), settingLabel.quality(share.quality)];
}
