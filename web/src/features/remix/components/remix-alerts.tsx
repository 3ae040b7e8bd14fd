import { Alert } from '@chakra-ui/react/alert';
import { Link } from '@chakra-ui/react/link';
import { Link as RouterLink } from 'react-router-dom';

/** The server refused the remix for lack of tokens: its message, with the way to buy more. */
export function NotEnoughTokensAlert({ message }: { message: string }) {
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Not enough tokens</Alert.Title>
        <Alert.Description>
          {message}{' '}
          <Link asChild fontWeight="semibold" colorPalette="teal">
            <RouterLink to="/account?tab=tokens">Buy Tokens</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The last remix failed: why, and whether its tokens came back. */
export function RemixFailedAlert({ message }: { message: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>The remix failed</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
