import type { ChangeEvent, Ref } from 'react';
import { Field } from '@chakra-ui/react/field';
import type { InputProps } from '@chakra-ui/react/input';
import { KeptInput } from './kept-input';

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  /** The input, for a form that moves the focus to its first field in error. */
  ref?: Ref<HTMLInputElement>;
  /** The input's height; Chakra's md by default. */
  size?: InputProps['size'];
}

/** A labelled text input with its validation message underneath, tied to it (`aria-invalid`, `aria-describedby`). */
export function TextField({ label, error, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>{label}</Field.Label>
      <KeptInput {...input} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
