import type { AuditTarget as Target } from '@roomremix/contracts/admin';
import { Link as RouterLink } from 'react-router';
import { Link } from '@chakra-ui/react/link';
import { adminPath, adminPaymentPath, adminUserPath } from '@/lib/route-paths';
import { CellNote } from './cell-note';

/** Where the console shows a target: a user's page (a job's and a payment's owner too), the payment, the lists. */
function pathOf(target: Target): string {
  switch (target.kind) {
    case 'payment':
      return adminPaymentPath(target.id);
    case 'coupon':
      return adminPath('coupons');
    case 'package':
      return adminPath('packages');
    default:
      return adminUserPath(target.userId ?? target.id);
  }
}

/** What an audit entry acted on, as a link to it. */
export function AuditTarget({ target }: { target: Target }) {
  return (
    <>
      <CellNote>{target.kind}</CellNote>
      <Link asChild colorPalette="teal" fontFamily="mono" fontSize="xs" overflowWrap="anywhere">
        <RouterLink to={pathOf(target)}>{target.id}</RouterLink>
      </Link>
    </>
  );
}
