import type { AdminUserDetail } from '@roomremix/contracts/admin';
import { Link as RouterLink, useParams } from 'react-router';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Tabs } from '@chakra-ui/react/tabs';
import { adminPath } from '@/lib/route-paths';
import { useAdminUser } from '../api/get-user-detail';
import { ADMIN_TEXTS } from '../texts';
import { JobsTable } from './jobs-table';
import { LedgerCheckStatus } from './ledger-check-status';
import { LedgerTable } from './ledger-table';
import { LookupState } from './lookup-state';
import { PurchasesTable } from './purchases-table';
import { TokenAdjustmentForm } from './token-adjustment-form';
import { UserProfile } from './user-profile';

/** The account's ledger, jobs and purchases as tabs, each with its count. */
function UserRecords({ detail }: { detail: AdminUserDetail }) {
  return (
    <Tabs.Root defaultValue="ledger" variant="line" colorPalette="teal">
      <Tabs.List overflowX="auto">
        <Tabs.Trigger value="ledger" flexShrink="0">
          Ledger ({detail.ledger.length})
        </Tabs.Trigger>
        <Tabs.Trigger value="jobs" flexShrink="0">
          Jobs ({detail.jobs.length})
        </Tabs.Trigger>
        <Tabs.Trigger value="purchases" flexShrink="0">
          Purchases ({detail.purchases.length})
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="ledger" pt="4">
        <LedgerTable entries={detail.ledger} />
      </Tabs.Content>
      <Tabs.Content value="jobs" pt="4">
        <JobsTable jobs={detail.jobs} label="Jobs" emptyText={ADMIN_TEXTS.jobs.userNone} />
      </Tabs.Content>
      <Tabs.Content value="purchases" pt="4">
        <PurchasesTable purchases={detail.purchases} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** One account (`/admin/users/:uid`): profile and balance, whether its ledger reconciles, the adjust form, then its ledger, jobs and purchases. */
export function UserDetailPage() {
  const { uid = '' } = useParams();
  const detail = useAdminUser(uid);
  return (
    <Stack gap="6">
      <Link asChild colorPalette="teal" fontSize="sm" alignSelf="flex-start">
        <RouterLink to={adminPath('users')}>← {ADMIN_TEXTS.users.back}</RouterLink>
      </Link>
      <LookupState query={detail} what="the account">
        {(loaded) => (
          <>
            <UserProfile detail={loaded} />
            <LedgerCheckStatus check={loaded.ledgerCheck} />
            <TokenAdjustmentForm user={loaded.user} />
            <UserRecords detail={loaded} />
          </>
        )}
      </LookupState>
    </Stack>
  );
}
