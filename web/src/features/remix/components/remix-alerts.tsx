import { Link } from '@chakra-ui/react/link';
import { Link as RouterLink } from 'react-router-dom';
import { AlertNotice } from '@/components/ui/alert-notice';

/** The server refused the remix for lack of tokens: its message, with the way to buy more. */
export function NotEnoughTokensAlert({ message }: { message: string }) {
  return (
    <AlertNotice status="warning" title="Not enough tokens">
      {message}{' '}
      <Link asChild fontWeight="semibold" colorPalette="teal">
        <RouterLink to="/account?tab=tokens">Buy Tokens</RouterLink>
      </Link>
    </AlertNotice>
  );
}

/** The last remix failed: why, and whether its tokens came back. */
export function RemixFailedAlert({ message }: { message: string }) {
  return (
    <AlertNotice status="error" title="The remix failed">
      {message}
    </AlertNotice>
  );
}
