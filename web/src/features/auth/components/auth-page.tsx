import { Navigate } from 'react-router';
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Tabs } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import { PageSpinner } from '@/components/ui/page-spinner';
import { ROUTE_PATHS } from '@/lib/route-paths';
import { useAuth } from '../hooks/use-auth';
import { useGoogleSignIn, useResumeGoogleSignIn } from '../hooks/use-google-sign-in';
import { EmulatorGoogleDialog } from './emulator-google-dialog';
import { GoogleButton } from './google-button';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

function OrDivider() {
  return (
    <Flex align="center" gap="3" color="fg.muted" fontSize="sm" aria-hidden="true">
      <Box flex="1" borderTopWidth="1px" />
      or
      <Box flex="1" borderTopWidth="1px" />
    </Flex>
  );
}

function AuthTabs() {
  const google = useGoogleSignIn();
  useResumeGoogleSignIn(google);
  return (
    <Tabs.Root defaultValue="login" variant="line" colorPalette="teal" fitted lazyMount unmountOnExit>
      <Tabs.List>
        <Tabs.Trigger value="login">Login</Tabs.Trigger>
        <Tabs.Trigger value="register">Register</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="login" display="flex" flexDirection="column" gap="5" pt="6">
        <LoginForm />
        <ForgotPasswordDialog />
        <OrDivider />
        <GoogleButton label="Sign in with Google" google={google} />
      </Tabs.Content>
      <Tabs.Content value="register" display="flex" flexDirection="column" gap="5" pt="6">
        <RegisterForm />
        <OrDivider />
        <GoogleButton label="Sign up with Google" google={google} />
      </Tabs.Content>
      <EmulatorGoogleDialog account={google.emulatorAccount} />
    </Tabs.Root>
  );
}

/** The sign-in screen at `/auth`: Login and Register tabs; a signed-in visitor goes to `/`. */
export function AuthPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to={ROUTE_PATHS.home} replace />;
  return (
    <Container maxW="md" py={{ base: '10', md: '16' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} textAlign="center">
        Sign in to RoomRemix
      </Heading>
      <Text mt="2" mb="8" color="fg.muted" textAlign="center">
        Log in or create an account to remix your rooms.
      </Text>
      <Box layerStyle="panel" p={{ base: '5', md: '8' }} bg="bg.panel" shadow="sm">
        <AuthTabs />
      </Box>
    </Container>
  );
}
