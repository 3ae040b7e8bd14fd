import type { ChangeEvent, Ref } from 'react';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useContractField } from '@/lib/use-contract-form';

/** What a contract form's field gives an input: its name, value, ref and change handler. */
interface InputBinding {
  name: string;
  value: string;
  ref: Ref<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

interface FormFieldProps extends InputBinding {
  label: string;
  /** Shown under the input until there is an error to show instead. */
  help?: string;
  error?: string | undefined;
  type?: 'text' | 'search' | 'datetime-local';
  inputMode?: 'text' | 'decimal' | 'numeric';
  placeholder?: string;
}

/** A labelled input of an admin form with its help text, or its error (`aria-invalid`, `aria-describedby`). */
function FormField({ label, help, error, type = 'text', ...input }: FormFieldProps) {
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>{label}</Field.Label>
      <Input type={type} autoComplete="off" {...input} />
      {error === undefined ? (
        help && <Field.HelperText>{help}</Field.HelperText>
      ) : (
        <Field.ErrorText>{error}</Field.ErrorText>
      )}
    </Field.Root>
  );
}

/** An input of a `useContractForm` form as data: the field it binds and how it is labelled. */
export interface FieldSpec<Name extends string> extends Omit<FormFieldProps, keyof InputBinding | 'error'> {
  name: Name;
}

/** The input `spec` describes, bound to its field of the form `control` drives (`useContractForm`). */
export function BoundField<Values extends FieldValues, Output>({
  spec,
  control,
}: {
  spec: FieldSpec<FieldPath<Values>>;
  control: Control<Values, unknown, Output>;
}) {
  const { name, ...labelling } = spec;
  const field = useContractField(control, name);
  return <FormField {...labelling} error={field.error} {...field.input} />;
}
