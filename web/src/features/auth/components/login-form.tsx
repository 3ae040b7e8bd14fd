import { loginRequestSchema } from '@roomremix/contracts/auth';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { useLogin } from '../api/login';
import { useSchemaForm } from '@/lib/use-schema-form';
import { TextField } from './text-field';

/** The Login tab's form: username (or e-mail) and password, checked with the login schema before it is sent. */
export function LoginForm() {
  const login = useLogin();
  const { field, errors, handleSubmit, showServerErrors } = useSchemaForm(loginRequestSchema, {
    username: '',
    password: '',
  });
  return (
    <Stack asChild gap="4">
      <form
        noValidate
        onSubmit={handleSubmit((credentials) => login.mutate(credentials, { onError: showServerErrors }))}
      >
        <TextField label="Username" autoComplete="username" error={errors.username} {...field('username')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
          {...field('password')}
        />
        <Button type="submit" colorPalette="teal" loading={login.isPending} loadingText="Logging in...">
          Log in
        </Button>
      </form>
    </Stack>
  );
}
