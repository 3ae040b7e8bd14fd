import type { AuditEntry } from '@roomremix/contracts/admin';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { type Column, DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { useAudit } from '../api/get-audit';
import { ADMIN_TEXTS } from '../texts';
import { AuditChanges } from './audit-changes';
import { AuditTarget } from './audit-target';
import { CellNote } from './cell-note';
import { TIME_COLUMN } from './time-text';

/** Who acted: an admin's username, or the command line of a command run on the server (marked so). */
function AuditActor({ actor }: { actor: AuditEntry['actor'] }) {
  return (
    <>
      {actor.name}
      {actor.kind === 'command' && <CellNote>command</CellNote>}
    </>
  );
}

const AUDIT_COLUMNS: Column<AuditEntry>[] = [
  TIME_COLUMN,
  { header: 'Action', cell: (entry) => <Badge variant="outline">{entry.action}</Badge> },
  {
    header: 'By',
    cell: (entry) => <AuditActor actor={entry.actor} />,
    cellProps: { maxW: '48', overflowWrap: 'anywhere' },
  },
  { header: 'Target', cell: (entry) => <AuditTarget target={entry.target} /> },
  {
    header: 'Changes',
    cell: (entry) => <AuditChanges before={entry.before} after={entry.after} />,
    cellProps: { minW: '56' },
  },
  { header: 'Reason', cell: (entry) => entry.reason ?? '—', cellProps: { minW: '40' } },
];

/** The audit log: every admin action, newest first, with Load older entries while there are more. */
export function AuditPage() {
  const audit = useAudit();
  return (
    <Stack gap="4">
      <QueryState query={audit} what="the audit log">
        {(data) => (
          <DataTable
            label="Audit log"
            columns={AUDIT_COLUMNS}
            rows={data.pages.flat()}
            emptyText={ADMIN_TEXTS.audit.none}
            alignTop
          />
        )}
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
