import type { ReactNode } from 'react';
import { passwordResetConfirmSchema } from '@roomremix/contracts/auth';
import { PASSWORD_MESSAGES } from '@roomremix/contracts/messages';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { AlertNotice } from '@/components/ui/alert-notice';
import { SchemaForm } from '@/components/ui/schema-form';
import { PasswordField } from '@/components/ui/text-field';
import { readApiErrorBody } from '@/lib/api-error-body';
import { useContractForm } from '@/lib/use-contract-form';
import { ROUTE_PATHS } from '@/lib/route-paths';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';

/** The new-password form of a reset link: the register rules, then the server signs the browser in. */
function ResetPasswordForm({ oobCode }: { oobCode: string }) {
  const confirm = useConfirmPasswordReset();
  const form = useContractForm(passwordResetConfirmSchema, { oobCode, newPassword: '' });
  const refusal = confirm.error ? readApiErrorBody(confirm.error)?.message : undefined;
  return (
    <Stack gap="5">
      {refusal && (
        <AlertNotice status="error" title={PASSWORD_MESSAGES.resetFailed.title}>
          {refusal}
        </AlertNotice>
      )}
      <SchemaForm form={form} mutation={confirm} submitLabel="Set new password" pendingLabel="Saving...">
        <PasswordField
          password="new"
          label="New password"
          control={form.control}
          name="newPassword"
          unshownFieldError={form.formState.errors.oobCode?.message}
        />
      </SchemaForm>
      <Button asChild variant="plain" size="sm" colorPalette="teal" alignSelf="center">
        <RouterLink to={ROUTE_PATHS.auth}>Back to sign in</RouterLink>
      </Button>
    </Stack>
  );
}

/** Why a link cannot be used here, and the way to sign in instead. */
function UnusableLink({ message }: { message: string }) {
  return (
    <Stack gap="5">
      <AlertNotice status="warning" title="This link cannot be used">
        {message}
      </AlertNotice>
      <Button asChild colorPalette="teal">
        <RouterLink to={ROUTE_PATHS.auth}>Go to sign in</RouterLink>
      </Button>
    </Stack>
  );
}

/** The page's frame: a heading, a line under it and the panel. */
function ActionFrame({ heading, intro, children }: { heading: string; intro: string; children: ReactNode }) {
  return (
    <Container maxW="md" py={{ base: '10', md: '16' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} textAlign="center">
        {heading}
      </Heading>
      <Text mt="2" mb="8" color="fg.muted" textAlign="center">
        {intro}
      </Text>
      <Box layerStyle="panel" p={{ base: '5', md: '8' }} bg="bg.panel" shadow="sm">
        {children}
      </Box>
    </Container>
  );
}

/**
 * `/auth/action`: where Firebase Auth's e-mail links lead (the project's e-mail action URL, README "Deploying").
 * `mode=resetPassword&oobCode=…` asks for a new password and signs the user in with it; any other mode, or a reset
 * link without its code, is refused with a clear message.
 */
export function AuthActionPage() {
  const [searchParams] = useSearchParams();
  const mode = searchParams.get('mode');
  const oobCode = searchParams.get('oobCode');
  if (mode !== 'resetPassword') {
    return (
      <ActionFrame heading="Account link" intro="Links from our e-mails open here.">
        <UnusableLink message={PASSWORD_MESSAGES.unknownAction} />
      </ActionFrame>
    );
  }
  return (
    <ActionFrame
      heading="Choose a new password"
      intro="At least 6 characters. Every other session of your account will be signed out."
    >
      {oobCode ? (
        <ResetPasswordForm oobCode={oobCode} />
      ) : (
        <UnusableLink message={PASSWORD_MESSAGES.resetLinkIncomplete} />
      )}
    </ActionFrame>
  );
}
