import { useEffect, useRef } from 'react';
import { GOOGLE_MESSAGES } from '@roomremix/contracts/messages';
import { useNavigate } from 'react-router';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import { readApiErrorBody } from '@/lib/api-error-body';
import { ROUTE_PATHS } from '@/lib/route-paths';
import { useGoogleLogin } from '../api/google-login';
import { toastGoogleFailure, toastGoogleWelcome } from '../utils/sign-in-toast';

/** The Google redirect came back without an access token in the URL fragment. */
class MissingAccessTokenError extends Error {
  override readonly name = 'MissingAccessTokenError';
}

function callbackErrorMessage(error: unknown): string {
  if (error instanceof MissingAccessTokenError) return GOOGLE_MESSAGES.callbackMissingToken;
  return readApiErrorBody(error)?.message ?? GOOGLE_MESSAGES.callbackServerFailed;
}

/**
 * The return point of a Google sign-in at `/auth/google-callback`: the access token in the URL fragment goes to the
 * server, which asks Google who it belongs to (docs/architecture.md#google-sign-in). Success goes to `/`, any failure
 * to `/auth`; both replace this page in the history, so the token does not stay behind in it.
 */
export function GoogleCallbackPage() {
  const navigate = useNavigate();
  const googleLogin = useGoogleLogin({
    onSuccess: async (user) => {
      toastGoogleWelcome(GOOGLE_MESSAGES.callbackSucceeded, user);
      await navigate(ROUTE_PATHS.home, { replace: true });
    },
    onError: async (error) => {
      console.error(error);
      toastGoogleFailure(GOOGLE_MESSAGES.callbackFailed.title, callbackErrorMessage(error));
      await navigate(ROUTE_PATHS.auth, { replace: true });
    },
  });
  const started = useRef(false);
  const { mutate } = googleLogin;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const accessToken = new URLSearchParams(window.location.hash.slice(1)).get('access_token');
    mutate(async () => {
      if (!accessToken) throw new MissingAccessTokenError('No access_token in the URL fragment');
      return { accessToken };
    });
  }, [mutate]);

  return (
    <Container maxW="md" py={{ base: '16', md: '24' }} textAlign="center">
      <Spinner size="xl" color="teal.600" borderWidth="3px" mb="6" />
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        Processing Authentication
      </Heading>
      <Text mt="3" color="fg.muted">
        Please wait while we complete your login...
      </Text>
    </Container>
  );
}
