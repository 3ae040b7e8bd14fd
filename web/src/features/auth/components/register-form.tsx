import { registerRequestSchema } from '@roomremix/contracts/auth';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useRegister } from '../api/register';
import { useSchemaForm } from '@/lib/use-schema-form';
import { TextField } from './text-field';

function PolicyLink({ to, children }: { to: string; children: string }) {
  return (
    <Link href={to} target="_blank" rel="noopener" display="inline" colorPalette="teal" textDecoration="underline">
      {children}
    </Link>
  );
}

/** The Register tab's form: username, e-mail, password and an optional full name, and the policies. */
export function RegisterForm() {
  const registration = useRegister();
  const { field, errors, handleSubmit, showServerErrors } = useSchemaForm(registerRequestSchema, {
    username: '',
    email: '',
    password: '',
    fullName: '',
  });
  return (
    <Stack asChild gap="4">
      <form
        noValidate
        onSubmit={handleSubmit((account) => registration.mutate(account, { onError: showServerErrors }))}
      >
        <TextField label="Username" autoComplete="username" error={errors.username} {...field('username')} />
        <TextField label="Email" type="email" autoComplete="email" error={errors.email} {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password}
          {...field('password')}
        />
        <TextField label="Full name (optional)" autoComplete="name" error={errors.fullName} {...field('fullName')} />
        <Text fontSize="sm" color="fg.muted">
          By creating an account you agree to our <PolicyLink to="/terms-of-service">Terms of Service</PolicyLink>,{' '}
          <PolicyLink to="/privacy-policy">Privacy Policy</PolicyLink> and{' '}
          <PolicyLink to="/refund-policy">Refund Policy</PolicyLink>. They open in a new tab.
        </Text>
        <Button type="submit" colorPalette="teal" loading={registration.isPending} loadingText="Creating account...">
          Create account
        </Button>
      </form>
    </Stack>
  );
}
