import type { TokenActivityItem } from '@roomremix/contracts/tokens';
import { useQuery } from '@tanstack/react-query';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { QueryState } from '@/components/ui/query-state';
import { tokenQueries } from '../api/token-queries';
import { LEDGER_REASON_LABELS, TOKEN_TEXTS } from '../texts';
import { formatDateTime } from '../utils/format';

function Rows() {
  const activity = useQuery(tokenQueries.activity());
  return (
    <QueryState query={activity} what="token activity">
      {(entries) => <ActivityTable entries={entries} />}
    </QueryState>
  );
}

function ActivityTable({ entries }: { entries: TokenActivityItem[] }) {
  if (entries.length === 0) return <Text color="fg.muted">{TOKEN_TEXTS.activityEmpty}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" aria-label={TOKEN_TEXTS.activityHeading}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Activity</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Change</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Balance</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry) => (
            <Table.Row key={entry.id}>
              <Table.Cell>{formatDateTime(entry.createdAt)}</Table.Cell>
              <Table.Cell>{LEDGER_REASON_LABELS[entry.reason]}</Table.Cell>
              <Table.Cell textAlign="end" color={entry.delta > 0 ? 'green.fg' : 'red.fg'}>
                {entry.delta > 0 ? `+${entry.delta}` : `−${-entry.delta}`}
              </Table.Cell>
              <Table.Cell textAlign="end">{entry.balanceAfter}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
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
      <Rows />
    </Stack>
  );
}
