import type { AuditEntry } from '@roomremix/contracts/admin';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { QueryState } from '@/components/ui/query-state';
import { useAudit } from '../api/get-audit';
import { ADMIN_TEXTS } from '../texts';
import { AuditChanges } from './audit-changes';
import { AuditTarget } from './audit-target';
import { DataTable } from './data-table';
import { TimeText } from './time-text';

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <Text color="fg.muted">{ADMIN_TEXTS.audit.none}</Text>;
  return (
    <DataTable label="Audit log">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Time</Table.ColumnHeader>
          <Table.ColumnHeader>Action</Table.ColumnHeader>
          <Table.ColumnHeader>By</Table.ColumnHeader>
          <Table.ColumnHeader>Target</Table.ColumnHeader>
          <Table.ColumnHeader>Changes</Table.ColumnHeader>
          <Table.ColumnHeader>Reason</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {entries.map((entry) => (
          <Table.Row key={entry.id} verticalAlign="top">
            <Table.Cell>
              <TimeText iso={entry.createdAt} />
            </Table.Cell>
            <Table.Cell>
              <Badge variant="outline">{entry.action}</Badge>
            </Table.Cell>
            <Table.Cell maxW="48" overflowWrap="anywhere">
              {entry.actor.name}
              {entry.actor.kind === 'command' && (
                <Text fontSize="xs" color="fg.muted">
                  command
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>
              <AuditTarget target={entry.target} />
            </Table.Cell>
            <Table.Cell minW="56">
              <AuditChanges before={entry.before} after={entry.after} />
            </Table.Cell>
            <Table.Cell minW="40">{entry.reason ?? '—'}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </DataTable>
  );
}

/** The audit log: every admin action, newest first, with Load older entries while there are more. */
export function AuditPage() {
  const audit = useAudit();
  return (
    <Stack gap="4">
      <QueryState query={audit} what="the audit log">
        {(data) => <AuditTable entries={data.pages.flat()} />}
      </QueryState>
      {audit.hasNextPage && (
        <Button
          alignSelf="center"
          variant="outline"
          onClick={() => void audit.fetchNextPage()}
          loading={audit.isFetchingNextPage}
        >
          {ADMIN_TEXTS.audit.older}
        </Button>
      )}
    </Stack>
  );
}
