import {
  REMIX_MODE_LABELS,
  ROOM_TYPE_LABELS,
  remixModeSchema,
  roomTypeSchema,
  type RemixMode,
  type RoomType,
} from '@roomremix/contracts/enums';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { labelledOptions, SelectField, type SelectOption } from '@/components/ui/select-field';
import { offersMode } from '../api/use-engine-modes';
import type { StoredRemixSettings } from '../hooks/use-remix-settings';

interface ModeOptionsProps {
  settings: StoredRemixSettings;
  onChange: (changes: Partial<StoredRemixSettings>) => void;
  /** What the engine offers; null while unknown (every mode is offered, the server decides). */
  modes: readonly RemixMode[] | null;
  disabled: boolean;
}

/** The room-type choice for a photo whose type the user does not give: the engine reads the photo. */
const ANY_ROOM = '';
const ROOM_TYPE_OPTIONS: SelectOption<RoomType | typeof ANY_ROOM>[] = [
  { value: ANY_ROOM, label: 'Not specified' },
  ...labelledOptions(roomTypeSchema.options, ROOM_TYPE_LABELS),
];

/**
 * What to do with the photo (the mode) and what it shows (the room type). Modes the engine cannot do stay in the list,
 * disabled and saying why, so users learn they exist; a saved mode the engine lacks is shown in error.
 */
export function ModeOptions({ settings, onChange, modes, disabled }: ModeOptionsProps) {
  const unavailable = (mode: RemixMode) => !offersMode(modes, mode);
  const modeOptions = remixModeSchema.options.map((mode) => ({
    value: mode,
    label: unavailable(mode)
      ? `${REMIX_MODE_LABELS[mode]} (${REMIX_MESSAGES.modeNeedsAnotherEngine})`
      : REMIX_MODE_LABELS[mode],
    disabled: unavailable(mode),
  }));
  return (
    <>
      <SelectField
        label="Mode"
        value={settings.mode}
        options={modeOptions}
        onChange={(mode) => onChange({ mode })}
        disabled={disabled}
        error={
          unavailable(settings.mode) ? REMIX_MESSAGES.modeUnavailable(REMIX_MODE_LABELS[settings.mode]) : undefined
        }
      />
      <SelectField
        label="Room type"
        value={settings.roomType ?? ANY_ROOM}
        options={ROOM_TYPE_OPTIONS}
        onChange={(roomType) => onChange({ roomType: roomType === ANY_ROOM ? null : roomType })}
        disabled={disabled}
      />
    </>
  );
}
