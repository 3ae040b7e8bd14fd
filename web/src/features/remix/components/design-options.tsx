import {
  ROOM_STYLE_LABELS,
  STYLE_INTENSITY_LABELS,
  roomStyleOptionSchema,
  styleIntensitySchema,
} from '@roomremix/contracts/enums';
import { Stack } from '@chakra-ui/react/stack';
import { LabelledCheckbox } from '@/components/ui/labelled-checkbox';
import { labelledOptions } from '@/components/ui/select-field';
import { qualityNotice, qualityOptions } from '@/lib/quality-options';
import type { EngineModes } from '../api/use-engine-modes';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import { type SettingsBinding, SettingSelect, SettingText } from './setting-fields';
import { VariantsStepper } from './variants-stepper';

const ROOM_STYLE_OPTIONS = labelledOptions(roomStyleOptionSchema.options, ROOM_STYLE_LABELS);
const INTENSITY_OPTIONS = labelledOptions(styleIntensitySchema.options, STYLE_INTENSITY_LABELS);

/**
 * Text prompt, room style (with a custom style text), intensity, preserve structure, colour scheme, variants and,
 * among the advanced options, quality: those the engine makes, each with its cost, and what its Ultra is when it
 * enlarges rather than draws it. `settings.quality` is the one the engine offers (offeredQuality).
 */
export function DesignOptions({ engine, ...binding }: SettingsBinding & { engine: EngineModes | null }) {
  const { settings, onChange, disabled } = binding;
  return (
    <Stack gap="4">
      <SettingText
        name="textPrompt"
        label="Custom instructions"
        placeholder="e.g. Replace the sofa with a green velvet one and add plants"
        rows={3}
        {...binding}
      />
      <SettingSelect name="roomStyle" label="Room style" options={ROOM_STYLE_OPTIONS} {...binding} />
      {settings.roomStyle === 'other' && (
        <SettingText
          name="customStyle"
          label="Custom style"
          placeholder="e.g. Japandi with warm oak and linen"
          {...binding}
        />
      )}
      {settings.roomStyle !== 'none' && (
        <SettingSelect name="styleIntensity" label="Style intensity" options={INTENSITY_OPTIONS} {...binding} />
      )}
      <LabelledCheckbox
        checked={settings.preserveStructure}
        disabled={disabled}
        onChange={(preserveStructure) => onChange({ preserveStructure })}
      >
        Preserve room structure (walls, windows, layout)
      </LabelledCheckbox>
      <SettingText
        name="colorScheme"
        label="Color scheme"
        placeholder="e.g. warm neutrals with sage green accents"
        {...binding}
      />
      <VariantsStepper value={settings.variants} onChange={(variants) => onChange({ variants })} disabled={disabled} />
      <Stack gap="3">
        <DisclosureButton open={settings.showAdvanced} onOpenChange={(showAdvanced) => onChange({ showAdvanced })}>
          {settings.showAdvanced ? 'Hide advanced options' : 'Advanced options'}
        </DisclosureButton>
        {settings.showAdvanced && (
          <SettingSelect
            name="quality"
            label="Quality"
            options={qualityOptions(engine)}
            helperText={qualityNotice(engine)}
            {...binding}
          />
        )}
      </Stack>
    </Stack>
  );
}
