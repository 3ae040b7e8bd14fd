import type { FormEvent, ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';

interface AuthFormProps<Values> {
  /** The fields' `useSchemaForm`: it checks them before anything is sent and shows a refusal's issues under them. */
  form: {
    handleSubmit: (onValid: (values: Values) => void) => (event: FormEvent<HTMLFormElement>) => void;
    showServerErrors: (error: unknown) => void;
  };
  /** The request the checked values go to (sign in or register); while it runs the button spins. */
  mutation: { mutate: (values: Values, options: { onError: (error: unknown) => void }) => void; isPending: boolean };
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}

/**
 * A form of the Login and Register tabs: its fields stacked, then the submit button. The browser's own validation is
 * off: the contracts schema checks the fields and says what is wrong under them.
 */
export function AuthForm<Values>({ form, mutation, submitLabel, pendingLabel, children }: AuthFormProps<Values>) {
  const submit = form.handleSubmit((values) => mutation.mutate(values, { onError: form.showServerErrors }));
  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={submit}>
        {children}
        <Button type="submit" colorPalette="teal" loading={mutation.isPending} loadingText={pendingLabel}>
          {submitLabel}
        </Button>
      </form>
    </Stack>
  );
}
