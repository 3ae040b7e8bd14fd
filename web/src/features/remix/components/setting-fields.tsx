import type { ChangeEvent } from 'react';
import { TEXT_LIMITS } from '@roomremix/contracts/constants';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Textarea } from '@chakra-ui/react/textarea';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import type { StoredRemixSettings } from '../hooks/use-remix-settings';

/** What every field of the remix form is given: the settings, where a change goes, and whether it is locked. */
export interface SettingsBinding {
  settings: StoredRemixSettings;
  onChange: (changes: Partial<StoredRemixSettings>) => void;
  disabled: boolean;
}

type ChoiceSetting = 'mode' | 'roomStyle' | 'styleIntensity' | 'quality';
type TextSetting = 'textPrompt' | 'customStyle' | 'colorScheme';

interface SettingSelectProps<Name extends ChoiceSetting> extends SettingsBinding {
  name: Name;
  label: string;
  options: readonly SelectOption<StoredRemixSettings[Name]>[];
  error?: string | undefined;
  helperText?: string | undefined;
}

/** The select of one choice setting, showing its value and changing only it. */
export function SettingSelect<Name extends ChoiceSetting>({
  name,
  settings,
  onChange,
  ...select
}: SettingSelectProps<Name>) {
  return <SelectField {...select} value={settings[name]} onChange={(value) => onChange({ [name]: value })} />;
}

interface SettingTextProps extends SettingsBinding {
  name: TextSetting;
  label: string;
  placeholder: string;
  /** Lines of a multi-line box; a one-line input without. */
  rows?: number;
}

/** The free text of one setting, cut at its TEXT_LIMITS length. */
export function SettingText({ name, label, placeholder, rows, settings, onChange, disabled }: SettingTextProps) {
  const control = {
    // Blank is null (contracts/src/remix-settings.ts); a box shows it empty.
    value: settings[name] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ [name]: event.target.value || null }),
    maxLength: TEXT_LIMITS[name],
    placeholder,
  };
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      {rows === undefined ? <Input {...control} /> : <Textarea {...control} rows={rows} />}
    </Field.Root>
  );
}
