import { loginRequestSchema } from '@roomremix/contracts/auth';
import { useLogin } from '../api/login';
import { useContractForm } from '@/lib/use-contract-form';
import { SchemaForm } from '@/components/ui/schema-form';
import { PasswordField, TextField } from '@/components/ui/text-field';

/** The Login tab's form: username (or e-mail) and password, checked with the login schema before it is sent. */
export function LoginForm() {
  const login = useLogin();
  const form = useContractForm(loginRequestSchema, {
    username: '',
    password: '',
  });
  return (
    <SchemaForm form={form} mutation={login} submitLabel="Log in" pendingLabel="Logging in...">
      <TextField label="Username" autoComplete="username" control={form.control} name="username" />
      <PasswordField password="current" label="Password" control={form.control} name="password" />
    </SchemaForm>
  );
}
