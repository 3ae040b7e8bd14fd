import { Link } from '@chakra-ui/react/link';
import { Link as RouterLink } from 'react-router';
import { AlertNotice } from '@/components/ui/alert-notice';
import { accountPath } from '@/lib/route-paths';

/** Not enough tokens for the batch (the balance says so before sending, or the server refused it), with Buy Tokens. */
export function NotEnoughTokensAlert({ message }: { message: string }) {
  return (
    <AlertNotice status="warning" title="Not enough tokens">
      {message}{' '}
      <Link asChild fontWeight="semibold" colorPalette="teal">
        <RouterLink to={accountPath('tokens')}>Buy Tokens</RouterLink>
      </Link>
    </AlertNotice>
  );
}
