import type { AdminUserDetail } from '@roomremix/contracts/admin';
import { Badge } from '@chakra-ui/react/badge';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { ADMIN_TEXTS } from '../texts';
import { formatDelta } from '../utils/format';
import { DataTable } from './data-table';
import { TimeText } from './time-text';

/**
 * A user's ledger, newest first: each change with its reason as stored, the balance it left, what caused it (a
 * payment, a job, an adjustment) and, for an admin's adjustment, the admin and their written reason.
 */
export function LedgerTable({ entries }: { entries: AdminUserDetail['ledger'] }) {
  if (entries.length === 0) return <Text color="fg.muted">{ADMIN_TEXTS.ledger.none}</Text>;
  return (
    <DataTable label="Ledger">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Time</Table.ColumnHeader>
          <Table.ColumnHeader>Reason</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Change</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Balance</Table.ColumnHeader>
          <Table.ColumnHeader>Reference · note</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {entries.map((entry) => (
          <Table.Row key={entry.id}>
            <Table.Cell>
              <TimeText iso={entry.createdAt} />
            </Table.Cell>
            <Table.Cell>
              <Badge variant="outline">{entry.reason}</Badge>
            </Table.Cell>
            <Table.Cell textAlign="end" color={entry.delta > 0 ? 'green.fg' : 'red.fg'} fontWeight="medium">
              {formatDelta(entry.delta)}
            </Table.Cell>
            <Table.Cell textAlign="end">{entry.balanceAfter}</Table.Cell>
            <Table.Cell minW="60">
              <Text fontFamily="mono" fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                {entry.ref}
              </Text>
              {entry.note !== null && (
                <Text fontSize="sm">
                  “{entry.note}”
                  {entry.adminId !== null && <Text as="span" color="fg.muted">{` — ${entry.adminId}`}</Text>}
                </Text>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </DataTable>
  );
}
