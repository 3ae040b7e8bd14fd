import { Text } from '@chakra-ui/react/text';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { SchemaForm } from '@/components/ui/schema-form';
import { TextField } from '@/components/ui/text-field';
import { useContractForm } from '@/lib/use-contract-form';
import type { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { emulatorGoogleAccountSchema } from '../utils/emulator-google-account';

type EmulatorAccount = ReturnType<typeof useGoogleSignIn>['emulatorAccount'];

/** The account form inside the dialog: mounted with it, so every opening starts empty. */
function EmulatorAccountForm({ signIn }: { signIn: EmulatorAccount['signIn'] }) {
  const form = useContractForm(emulatorGoogleAccountSchema, { email: '', name: '' });
  return (
    <SchemaForm form={form} mutation={signIn} submitLabel="Sign in" pendingLabel="Signing in...">
      <Text color="fg.muted">
        This copy of RoomRemix runs against the local Firebase Auth emulator, which stands in for Google. Sign in as any
        Google account: the same e-mail is always the same account.
      </Text>
      <TextField label="Email" type="email" autoComplete="email" control={form.control} name="email" />
      <TextField label="Name" autoComplete="name" control={form.control} name="name" />
    </SchemaForm>
  );
}

/** What a Google button opens when the app runs against the Auth emulator: sign in as a test Google account. */
export function EmulatorGoogleDialog({ account }: { account: EmulatorAccount }) {
  return (
    <ModalDialog
      open={account.open}
      onOpenChange={account.onOpenChange}
      title="Sign in with a test Google account"
      closeLabel="Close"
    >
      <EmulatorAccountForm signIn={account.signIn} />
    </ModalDialog>
  );
}
