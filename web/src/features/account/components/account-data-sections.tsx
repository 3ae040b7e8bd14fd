import { useState } from 'react';
import { deleteAccountFormSchema } from '@roomremix/contracts/auth';
import { ACCOUNT_DATA_MESSAGES } from '@roomremix/contracts/messages';
import type { PublicUser } from '@roomremix/contracts/public-user';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { SchemaForm } from '@/components/ui/schema-form';
import { PasswordField, TextField } from '@/components/ui/text-field';
import { useContractForm } from '@/lib/use-contract-form';
import { useDeleteAccount } from '../api/delete-account';
import { ACCOUNT_EXPORT_URL } from '../api/export-account';
import { Section } from './security-panel';

/** "Download my data": a link the browser downloads the export ZIP from. */
export function DownloadDataSection() {
  return (
    <Section
      title="Download my data"
      intro="A ZIP of your profile, token history, purchases, results, listings and every image you uploaded or made."
    >
      <Button asChild variant="outline" colorPalette="teal" alignSelf="start">
        <a href={ACCOUNT_EXPORT_URL} download>
          Download my data
        </a>
      </Button>
    </Section>
  );
}

interface DeleteAccountSectionProps {
  user: PublicUser;
  /** Runs once the account is gone: the route forgets the user and goes home. */
  onDeleted: () => Promise<void>;
  /** Runs after a refusal: the route refetches the user (the balance may have changed). */
  onRefused: () => void;
}

/**
 * "Delete account": the username typed again and the password (empty for a Google-only account, which signs in with
 * Google again first), then a confirmation naming the tokens that will be forfeited.
 */
export function DeleteAccountSection({ user, onDeleted, onRefused }: DeleteAccountSectionProps) {
  const remove = useDeleteAccount({ onDeleted, onRefused });
  const form = useContractForm(deleteAccountFormSchema(user.username), { confirmUsername: '', password: '' });
  const [confirming, setConfirming] = useState<{ password: string } | null>(null);
  const confirm = () => {
    if (!confirming) return;
    const password = confirming.password === '' ? undefined : confirming.password;
    remove.mutate(
      { password, confirmBalance: user.tokenBalance },
      { onError: form.showServerErrors, onSettled: () => setConfirming(null) },
    );
  };
  return (
    <Section
      title="Delete account"
      intro="Deletes your profile, results, shared links and images for good. Purchases and token history are kept only as anonymous accounting records."
    >
      <SchemaForm
        form={form}
        mutation={{ mutate: (values) => setConfirming(values), isPending: remove.isPending }}
        submitLabel="Delete account"
        pendingLabel="Deleting..."
        tone="danger"
      >
        <TextField
          label={`Type your username (${user.username}) to confirm`}
          autoComplete="off"
          control={form.control}
          name="confirmUsername"
        />
        <PasswordField password="current" label="Password" control={form.control} name="password" />
        <Text fontSize="sm" color="fg.muted">
          Signed up with Google? Leave the password empty: sign out, sign in with Google again, then delete within 5
          minutes.
        </Text>
      </SchemaForm>
      <ModalDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setConfirming(null);
        }}
        title="Delete your account?"
        role="alertdialog"
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(null)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button colorPalette="red" onClick={confirm} loading={remove.isPending}>
              Delete my account
            </Button>
          </>
        }
      >
        <Text fontWeight="semibold">{ACCOUNT_DATA_MESSAGES.forfeit(user.tokenBalance)}</Text>
        <Text mt="2">This cannot be undone. You will be signed out everywhere.</Text>
      </ModalDialog>
    </Section>
  );
}
