import { tokenCount } from '@roomremix/contracts/messages';
import {
  QUALITY_LABELS,
  ROOM_STYLE_LABELS,
  STYLE_INTENSITY_LABELS,
  qualitySchema,
  roomStyleOptionSchema,
  styleIntensitySchema,
} from '@roomremix/contracts/enums';
import { TEXT_LIMITS, TOKEN_COST } from '@roomremix/contracts/constants';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Textarea } from '@chakra-ui/react/textarea';
import { labelledOptions, SelectField } from '@/components/ui/select-field';
import type { StoredRemixSettings } from '../hooks/use-remix-settings';
import { VariantsStepper } from './variants-stepper';

interface DesignOptionsProps {
  settings: StoredRemixSettings;
  onChange: (changes: Partial<StoredRemixSettings>) => void;
  disabled?: boolean;
}

const Checkbox = chakra('input');

const ROOM_STYLE_OPTIONS = labelledOptions(roomStyleOptionSchema.options, ROOM_STYLE_LABELS);
const INTENSITY_OPTIONS = labelledOptions(styleIntensitySchema.options, STYLE_INTENSITY_LABELS);
const QUALITY_OPTIONS = qualitySchema.options.map((quality) => ({
  value: quality,
  label: `${QUALITY_LABELS[quality]} (${tokenCount(TOKEN_COST[quality])})`,
}));

/**
 * Text prompt, room style (with a custom style text), intensity, preserve structure, colour scheme, variants and,
 * among the advanced options, quality.
 */
export function DesignOptions({ settings, onChange, disabled = false }: DesignOptionsProps) {
  return (
    <Stack gap="4">
      <Field.Root disabled={disabled}>
        <Field.Label>Custom instructions</Field.Label>
        <Textarea
          value={settings.textPrompt}
          onChange={(event) => onChange({ textPrompt: event.target.value })}
          maxLength={TEXT_LIMITS.textPrompt}
          placeholder="e.g. Replace the sofa with a green velvet one and add plants"
          rows={3}
        />
      </Field.Root>
      <SelectField
        label="Room style"
        value={settings.roomStyle}
        options={ROOM_STYLE_OPTIONS}
        onChange={(roomStyle) => onChange({ roomStyle })}
        disabled={disabled}
      />
      {settings.roomStyle === 'other' && (
        <Field.Root disabled={disabled}>
          <Field.Label>Custom style</Field.Label>
          <Input
            value={settings.customStyle}
            onChange={(event) => onChange({ customStyle: event.target.value })}
            maxLength={TEXT_LIMITS.customStyle}
            placeholder="e.g. Japandi with warm oak and linen"
          />
        </Field.Root>
      )}
      {settings.roomStyle !== 'none' && (
        <SelectField
          label="Style intensity"
          value={settings.styleIntensity}
          options={INTENSITY_OPTIONS}
          onChange={(styleIntensity) => onChange({ styleIntensity })}
          disabled={disabled}
        />
      )}
      <Flex as="label" gap="2" align="center" cursor={disabled ? 'not-allowed' : 'pointer'}>
        <Checkbox
          type="checkbox"
          boxSize="4"
          accentColor="teal.solid"
          checked={settings.preserveStructure}
          disabled={disabled}
          onChange={(event) => onChange({ preserveStructure: event.target.checked })}
        />
        Preserve room structure (walls, windows, layout)
      </Flex>
      <Field.Root disabled={disabled}>
        <Field.Label>Color scheme</Field.Label>
        <Input
          value={settings.colorScheme}
          onChange={(event) => onChange({ colorScheme: event.target.value })}
          maxLength={TEXT_LIMITS.colorScheme}
          placeholder="e.g. warm neutrals with sage green accents"
        />
      </Field.Root>
      <VariantsStepper value={settings.variants} onChange={(variants) => onChange({ variants })} disabled={disabled} />
      <Stack gap="3">
        <Button
          alignSelf="flex-start"
          variant="ghost"
          size="sm"
          aria-expanded={settings.showAdvanced}
          onClick={() => onChange({ showAdvanced: !settings.showAdvanced })}
        >
          {settings.showAdvanced ? 'Hide advanced options' : 'Advanced options'}
        </Button>
        {settings.showAdvanced && (
          <SelectField
            label="Quality"
            value={settings.quality}
            options={QUALITY_OPTIONS}
            onChange={(quality) => onChange({ quality })}
            disabled={disabled}
          />
        )}
      </Stack>
    </Stack>
  );
}
