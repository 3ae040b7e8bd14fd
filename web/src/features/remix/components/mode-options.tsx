import {
  REMIX_MODE_LABELS,
  ROOM_TYPE_LABELS,
  remixModeSchema,
  roomTypeSchema,
  type RoomType,
} from '@roomremix/contracts/enums';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { labelledOptions, SelectField, type SelectOption } from '@/components/ui/select-field';
import { type EngineModes, type ModeAvailability, modeAvailability } from '../api/use-engine-modes';
import { type SettingsBinding, SettingSelect } from './setting-fields';

interface ModeOptionsProps extends SettingsBinding {
  /** What the engine offers; null while unknown (every mode is offered, the server decides). */
  engine: EngineModes | null;
  /** Whether a region is painted: the modes an engine does only on one need it. */
  painted: boolean;
}

/** The room-type choice for a photo whose type the user does not give: the engine reads the photo. */
const ANY_ROOM = '';
const ROOM_TYPE_OPTIONS: SelectOption<RoomType | typeof ANY_ROOM>[] = [
  { value: ANY_ROOM, label: 'Not specified' },
  ...labelledOptions(roomTypeSchema.options, ROOM_TYPE_LABELS),
];

/** What the mode list says beside a mode that cannot go as it is. */
const AVAILABILITY_NOTES: Readonly<Record<Exclude<ModeAvailability, 'offered'>, string>> = {
  'paint-first': REMIX_MESSAGES.modePaintFirst,
  unavailable: REMIX_MESSAGES.modeNeedsAnotherEngine,
};

/** Why the chosen mode cannot go as it is, or undefined when it can. */
function modeError(availability: ModeAvailability, label: string): string | undefined {
  if (availability === 'paint-first') return REMIX_MESSAGES.modeNeedsMask(label);
  if (availability === 'unavailable') return REMIX_MESSAGES.modeUnavailable(label);
  return undefined;
}

/**
 * What to do with the photo (the mode) and what it shows (the room type). Modes the engine cannot do stay in the list,
 * disabled and saying why, so users learn they exist; a mode it does only on a painted region can be chosen and says
 * to paint first; a chosen mode that cannot go as it is shows why.
 */
export function ModeOptions({ engine, painted, ...binding }: ModeOptionsProps) {
  const { settings, onChange, disabled } = binding;
  const modeOptions = remixModeSchema.options.map((mode) => {
    const availability = modeAvailability(engine, mode, painted);
    const label = REMIX_MODE_LABELS[mode];
    return {
      value: mode,
      label: availability === 'offered' ? label : `${label} (${AVAILABILITY_NOTES[availability]})`,
      disabled: availability === 'unavailable',
    };
  });
  return (
    <>
      <SettingSelect
        name="mode"
        label="Mode"
        options={modeOptions}
        error={modeError(modeAvailability(engine, settings.mode, painted), REMIX_MODE_LABELS[settings.mode])}
        {...binding}
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
