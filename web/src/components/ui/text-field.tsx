import { Field } from '@chakra-ui/react/field';
import type { InputProps } from '@chakra-ui/react/input';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useContractField } from '@/lib/use-contract-form';
import { KeptInput } from './kept-input';

interface TextFieldProps<Values extends FieldValues, Output> {
  label: string;
  /** The form the field belongs to (`useContractForm`'s `control`) and its name there. */
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  /** The input's height; Chakra's md by default. */
  size?: InputProps['size'];
  /** The message of a value the page holds without a field for it (a reset link's code), said here when this field has none. */
  unshownFieldError?: string | undefined;
}

/** A labelled text input of a contract form with its validation message underneath, tied to it (`aria-invalid`, `aria-describedby`). */
export function TextField<Values extends FieldValues, Output>({
  label,
  control,
  name,
  unshownFieldError,
  ...input
}: TextFieldProps<Values, Output>) {
  const field = useContractField(control, name);
  const error = field.error ?? unshownFieldError;
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>{label}</Field.Label>
      <KeptInput {...input} {...field.input} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * A password field: the password of the account now (`current`, which password managers fill) or one being chosen
 * (`new`, for which they offer a strong one).
 */
export function PasswordField<Values extends FieldValues, Output>({
  password,
  ...field
}: Omit<TextFieldProps<Values, Output>, 'type' | 'autoComplete'> & { password: 'current' | 'new' }) {
  return <TextField {...field} type="password" autoComplete={`${password}-password`} />;
}
