import type { AdminUserDetail } from '@roomremix/contracts/admin';
import { Badge } from '@chakra-ui/react/badge';
import { Text } from '@chakra-ui/react/text';
import { type Column, DataTable } from '@/components/ui/data-table';
import { TokenDelta } from '@/components/ui/token-delta';
import { ADMIN_TEXTS } from '../texts';
import { CellNote } from './cell-note';
import { TIME_COLUMN } from './time-text';

type LedgerEntry = AdminUserDetail['ledger'][number];

/** What caused an entry (a payment, a job, an adjustment) and, for an admin's adjustment, the admin's reason. */
function EntryReference({ entry }: { entry: LedgerEntry }) {
  return (
    <>
      <CellNote fontFamily="mono" overflowWrap="anywhere">
        {entry.ref}
      </CellNote>
      {entry.note !== null && (
        <Text fontSize="sm">
          “{entry.note}”{entry.adminId !== null && <Text as="span" color="fg.muted">{` — ${entry.adminId}`}</Text>}
        </Text>
      )}
    </>
  );
}

const LEDGER_COLUMNS: Column<LedgerEntry>[] = [
  TIME_COLUMN,
  { header: 'Reason', cell: (entry) => <Badge variant="outline">{entry.reason}</Badge> },
  {
    header: 'Change',
    align: 'end',
    cell: (entry) => <TokenDelta delta={entry.delta} />,
    cellProps: { fontWeight: 'medium' },
  },
  { header: 'Balance', align: 'end', cell: (entry) => entry.balanceAfter },
  { header: 'Reference · note', cell: (entry) => <EntryReference entry={entry} />, cellProps: { minW: '60' } },
];

/**
 * A user's ledger, newest first: each change with its reason as stored, the balance it left, what caused it (a
 * payment, a job, an adjustment) and, for an admin's adjustment, the admin and their written reason.
 */
export function LedgerTable({ entries }: { entries: LedgerEntry[] }) {
  return <DataTable label="Ledger" columns={LEDGER_COLUMNS} rows={entries} emptyText={ADMIN_TEXTS.ledger.none} />;
}
