import { useState } from 'react';
import { passwordResetRequestSchema } from '@roomremix/contracts/auth';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { SchemaForm } from '@/components/ui/schema-form';
import { TextField } from '@/components/ui/text-field';
import { useContractForm } from '@/lib/use-contract-form';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** The e-mail form inside the dialog: mounted with it, so every opening starts empty. */
function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const request = useRequestPasswordReset({ onSent });
  const form = useContractForm(passwordResetRequestSchema, { email: '' });
  return (
    <SchemaForm form={form} mutation={request} submitLabel="Send reset link" pendingLabel="Sending...">
      <Text color="fg.muted">
        Enter the e-mail address of your account. We will send you a link to choose a new password.
      </Text>
      <TextField label="Email" type="email" autoComplete="email" control={form.control} name="email" />
    </SchemaForm>
  );
}

/** "Forgot password?" under the Login form: a dialog that asks for the e-mail and has the reset link sent. */
export function ForgotPasswordDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="plain" size="sm" colorPalette="teal" alignSelf="flex-end" px="0" onClick={() => setOpen(true)}>
        Forgot password?
      </Button>
      <ModalDialog open={open} onOpenChange={setOpen} title="Reset your password" closeLabel="Close">
        <ForgotPasswordForm onSent={() => setOpen(false)} />
      </ModalDialog>
    </>
  );
}
