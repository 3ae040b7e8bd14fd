import { loginRequestSchema } from '@roomremix/contracts/auth';
import { useLogin } from '../api/login';
import { useSchemaForm } from '@/lib/use-schema-form';
import { SchemaForm } from '@/components/ui/schema-form';
import { TextField } from '@/components/ui/text-field';

/** The Login tab's form: username (or e-mail) and password, checked with the login schema before it is sent. */
export function LoginForm() {
  const login = useLogin();
  const form = useSchemaForm(loginRequestSchema, {
    username: '',
    password: '',
  });
  const { field, errors } = form;
  return (
    <SchemaForm form={form} mutation={login} submitLabel="Log in" pendingLabel="Logging in...">
      <TextField label="Username" autoComplete="username" error={errors.username} {...field('username')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
        {...field('password')}
      />
    </SchemaForm>
  );
}
