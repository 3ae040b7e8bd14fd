import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';

/** One choice of a SelectField; a disabled one stays listed (its label says why). */
export interface SelectOption<Value extends string> {
  value: Value;
  label: string;
  disabled?: boolean;
}

/** One option per value, labelled from `labels` (a contracts `*_LABELS` record), in the values' order. */
export function labelledOptions<Value extends string>(
  values: readonly Value[],
  labels: Readonly<Record<Value, string>>,
): SelectOption<Value>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

interface SelectFieldProps<Value extends string> {
  label: string;
  /** The label is read by screen readers only, where the context shows what the select is for. */
  labelHidden?: boolean;
  value: Value;
  options: readonly SelectOption<Value>[];
  onChange: (value: Value) => void;
  disabled?: boolean;
  /** Shown under the select and tied to it; the select is marked invalid. */
  error?: string | undefined;
  /** A note shown under the select and tied to it (what a choice means), when there is one. */
  helperText?: string | undefined;
  size?: NativeSelect.RootProps['size'];
}

/** A labelled native select over typed options: `onChange` only ever gets one of the options' values. */
export function SelectField<Value extends string>({
  label,
  labelHidden = false,
  value,
  options,
  onChange,
  disabled = false,
  error,
  helperText,
  size = 'md',
}: SelectFieldProps<Value>) {
  return (
    <Field.Root disabled={disabled} invalid={error !== undefined}>
      <Field.Label srOnly={labelHidden}>{label}</Field.Label>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field
          value={value}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helperText !== undefined && <Field.HelperText>{helperText}</Field.HelperText>}
      {error !== undefined && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
