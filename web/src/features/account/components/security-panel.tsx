import { type ReactNode, useState } from 'react';
import { changePasswordRequestSchema } from '@roomremix/contracts/auth';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { SchemaForm } from '@/components/ui/schema-form';
import { PasswordField } from '@/components/ui/text-field';
import { useContractForm } from '@/lib/use-contract-form';
import { useChangePassword } from '../api/change-password';
import { useRevokeAllSessions } from '../api/revoke-all-sessions';

/** The password form; `onChanged` remounts it empty after a change. */
function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const change = useChangePassword({ onChanged });
  const form = useContractForm(changePasswordRequestSchema, { currentPassword: '', newPassword: '' });
  return (
    <SchemaForm form={form} mutation={change} submitLabel="Change password" pendingLabel="Changing...">
      <PasswordField password="current" label="Current password" control={form.control} name="currentPassword" />
      <PasswordField password="new" label="New password" control={form.control} name="newPassword" />
    </SchemaForm>
  );
}

/** One titled section of the tab. */
export function Section({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} layerStyle="panel" bg="bg.panel" p={{ base: '5', md: '6' }}>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      <Text mt="1" mb="5" color="fg.muted">
        {intro}
      </Text>
      {children}
    </Box>
  );
}

/**
 * The Security tab: Change password (field errors under the fields, a wrong current password at its own) and
 * "Sign out everywhere" behind a confirmation; `onSignedOut` runs once every session has ended.
 */
export function SecurityPanel({ onSignedOut, children }: { onSignedOut: () => Promise<void>; children?: ReactNode }) {
  const [formKey, setFormKey] = useState(0);
  const revokeAll = useRevokeAllSessions({ onSignedOut });
  return (
    <Stack gap="6" maxW="xl">
      <Section title="Change password" intro="Your other sessions are signed out; this one stays signed in.">
        <ChangePasswordForm key={formKey} onChanged={() => setFormKey((key) => key + 1)} />
      </Section>
      <Section
        title="Sign out everywhere"
        intro="Ends every session of your account: on other devices and browsers, and this one."
      >
        <ConfirmButton
          label="Sign out everywhere"
          title="Sign out everywhere?"
          pending={revokeAll.isPending}
          onConfirm={async () => {
            await revokeAll.mutateAsync().catch(() => undefined);
          }}
        >
          Every device and browser signed in to your account, this one included, will have to sign in again.
        </ConfirmButton>
      </Section>
      {children}
    </Stack>
  );
}
