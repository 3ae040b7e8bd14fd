import type { TokenActivityItem } from '@roomremix/contracts/tokens';
import { useQuery } from '@tanstack/react-query';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { type Column, DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { TokenDelta } from '@/components/ui/token-delta';
import { tokenQueries } from '../api/token-queries';
import { LEDGER_REASON_LABELS, TOKEN_TEXTS } from '../texts';
import { formatDateTime } from '@/lib/format-date-time';

const ACTIVITY_COLUMNS: Column<TokenActivityItem>[] = [
  { header: 'Date', cell: (entry) => formatDateTime(entry.createdAt) },
  { header: 'Activity', cell: (entry) => LEDGER_REASON_LABELS[entry.reason] },
  { header: 'Change', align: 'end', cell: (entry) => <TokenDelta delta={entry.delta} /> },
  { header: 'Balance', align: 'end', cell: (entry) => entry.balanceAfter },
];

function ActivityTable() {
  const activity = useQuery(tokenQueries.activity());
  return (
    <QueryState query={activity} what="token activity">
      {(entries) => (
        <DataTable
          label={TOKEN_TEXTS.activityHeading}
          columns={ACTIVITY_COLUMNS}
          rows={entries}
          emptyText={TOKEN_TEXTS.activityEmpty}
        />
      )}
    </QueryState>
  );
}

/** Token activity (beyond the product spec): the latest balance changes with the balance each one left. */
export function TokenActivityList() {
  return (
    <Stack as="section" aria-label={TOKEN_TEXTS.activityHeading} gap="4">
      <Heading as="h2" size="lg">
        {TOKEN_TEXTS.activityHeading}
      </Heading>
      <Text color="fg.muted">Purchases, remixes and refunds, newest first, with your balance after each.</Text>
      <ActivityTable />
    </Stack>
  );
}
