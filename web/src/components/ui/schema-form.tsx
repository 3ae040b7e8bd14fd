import type { FormEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';

interface SchemaFormProps<Values> {
  /** The fields' `useContractForm`: it checks them before anything is sent and shows a refusal's issues under them. */
  form: {
    handleSubmit: (onValid: (values: Values) => void) => (event: FormEvent<HTMLFormElement>) => Promise<void>;
    showServerErrors: (error: unknown) => void;
  };
  /** The request the checked values go to (sign in, register, a password change...); while it runs the button spins. */
  mutation: { mutate: (values: Values, options: { onError: (error: unknown) => void }) => void; isPending: boolean };
  submitLabel: string;
  pendingLabel: string;
  /** The submit button's size; Chakra's md by default. */
  size?: ButtonProps['size'];
  /** `danger` for a form that destroys something (red), `primary` (teal) for every other. */
  tone?: 'primary' | 'danger';
  children: ReactNode;
}

/**
 * A form checked with a contracts schema (`useContractForm`): its fields stacked, then the submit button. The browser's
 * own validation is off: the schema checks the fields and says what is wrong under them.
 */
export function SchemaForm<Values>({
  form,
  mutation,
  submitLabel,
  pendingLabel,
  size,
  tone = 'primary',
  children,
}: SchemaFormProps<Values>) {
  const submit = form.handleSubmit((values) => mutation.mutate(values, { onError: form.showServerErrors }));
  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={(event) => void submit(event)}>
        {children}
        <Button
          type="submit"
          colorPalette={tone === 'danger' ? 'red' : 'teal'}
          size={size}
          loading={mutation.isPending}
          loadingText={pendingLabel}
        >
          {submitLabel}
        </Button>
      </form>
    </Stack>
  );
}
