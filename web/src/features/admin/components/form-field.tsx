import type { ChangeEvent } from 'react';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';

/** What `useSchemaForm`'s `field(name)` gives an input: its name, value, ref and change handler. */
export interface InputBinding {
  name: string;
  value: string;
  ref: (input: HTMLInputElement | null) => void;
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
export function FormField({ label, help, error, type = 'text', ...input }: FormFieldProps) {
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

/** An input of a `useSchemaForm` form as data: the field it binds and how it is labelled. */
export interface FieldSpec<Name extends string> extends Omit<FormFieldProps, keyof InputBinding | 'error'> {
  name: Name;
}

/** What of a `useSchemaForm` form its inputs bind to: each field's binding and the errors to show. */
interface FormBinding<Name extends string> {
  field: (name: Name) => InputBinding;
  errors: Partial<Record<Name, string>>;
}

/** The input `spec` describes, bound to its field of `form`. */
export function BoundField<Name extends string>({ spec, form }: { spec: FieldSpec<Name>; form: FormBinding<Name> }) {
  const { name, ...labelling } = spec;
  return <FormField {...labelling} error={form.errors[name]} {...form.field(name)} />;
}
