import { useQuery } from '@tanstack/react-query';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { LoadError } from '@/components/ui/load-error';
import { tokenQueries } from '../api/token-queries';
import { LEDGER_REASON_LABELS, TOKEN_TEXTS } from '../texts';
import { formatDateTime } from '../utils/format';

function Rows() {
  const activity = useQuery(tokenQueries.activity());
  if (activity.isPending) {
    return (
      <Flex justify="center" py="6">
        <Spinner color="teal.solid" aria-label="Loading token activity" />
      </Flex>
    );
  }
  if (activity.isError) {
    return <LoadError what="token activity" onRetry={() => void activity.refetch()} isRetrying={activity.isFetching} />;
  }
  if (activity.data.length === 0) return <Text color="fg.muted">{TOKEN_TEXTS.activityEmpty}</Text>;
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
          {activity.data.map((entry) => (
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

/** Token activity (issue 5, beyond the spec): the latest balance changes with the balance each one left. */
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
