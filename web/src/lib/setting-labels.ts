import {
  QUALITY_LABELS,
  type Quality,
  REMIX_MODE_LABELS,
  type RemixMode,
  ROOM_STYLE_LABELS,
  ROOM_TYPE_LABELS,
  type RoomStyleOption,
  type RoomType,
  STYLE_INTENSITY_LABELS,
  type StyleIntensity,
} from '@roomremix/contracts/enums';

/**
 * The badge text of each remix setting, one wording for a result's details and a share's page (each picks which to
 * list, in its own order). A custom style shows its text, or 'Custom' when it has none (a share does not carry it).
 */
export const settingLabel = {
  quality: (quality: Quality) => `Quality: ${QUALITY_LABELS[quality]}`,
  mode: (mode: RemixMode) => `Mode: ${REMIX_MODE_LABELS[mode]}`,
  roomType: (roomType: RoomType) => `Room: ${ROOM_TYPE_LABELS[roomType]}`,
  roomStyle: (roomStyle: Exclude<RoomStyleOption, 'none'>, customStyle?: string | null) =>
    `Style: ${roomStyle === 'other' ? customStyle?.trim() || ROOM_STYLE_LABELS.other : ROOM_STYLE_LABELS[roomStyle]}`,
  styleIntensity: (styleIntensity: StyleIntensity) => `Intensity: ${STYLE_INTENSITY_LABELS[styleIntensity]}`,
};
