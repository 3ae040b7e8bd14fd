import { registerRequestSchema } from '@roomremix/contracts/auth';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { useRegister } from '../api/register';
import { useContractForm } from '@/lib/use-contract-form';
import { SchemaForm } from '@/components/ui/schema-form';
import { PasswordField, TextField } from '@/components/ui/text-field';
import { ROUTE_PATHS } from '@/lib/route-paths';

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
  const form = useContractForm(registerRequestSchema, {
    username: '',
    email: '',
    password: '',
    fullName: '',
  });
  return (
    <SchemaForm form={form} mutation={registration} submitLabel="Create account" pendingLabel="Creating account...">
      <TextField label="Username" autoComplete="username" control={form.control} name="username" />
      <TextField label="Email" type="email" autoComplete="email" control={form.control} name="email" />
      <PasswordField password="new" label="Password" control={form.control} name="password" />
      <TextField label="Full name (optional)" autoComplete="name" control={form.control} name="fullName" />
      <Text fontSize="sm" color="fg.muted">
        By creating an account you agree to our{' '}
        <PolicyLink to={ROUTE_PATHS.termsOfService}>Terms of Service</PolicyLink>,{' '}
        <PolicyLink to={ROUTE_PATHS.privacyPolicy}>Privacy Policy</PolicyLink> and{' '}
        <PolicyLink to={ROUTE_PATHS.refundPolicy}>Refund Policy</PolicyLink>. They open in a new tab.
      </Text>
    </SchemaForm>
  );
}
