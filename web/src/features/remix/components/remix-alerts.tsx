import { Link } from '@chakra-ui/react/link';
import { Link as RouterLink } from 'react-router';
import { AlertNotice } from '@/components/ui/alert-notice';
import { accountPath } from '@/lib/route-paths';

/**
 * Not enough tokens for the remix (the balance says so before any upload, or the server refused it): why, with
 * the way to more tokens: the Starter Pack offered on this page while it is still to be had, so nothing picked is
 * lost, else Buy Tokens.
 */
export function NotEnoughTokensAlert({
  message,
  starterPackOfferId = null,
}: {
  message: string;
  starterPackOfferId?: string | null;
}) {
  return (
    <AlertNotice status="warning" title="Not enough tokens">
      {message}{' '}
      <Link asChild fontWeight="semibold" colorPalette="teal">
        {starterPackOfferId ? (
          <a href={`#${starterPackOfferId}`}>Get the Starter Pack</a>
        ) : (
          <RouterLink to={accountPath('tokens')}>Buy Tokens</RouterLink>
        )}
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
