import { chakra } from '@chakra-ui/react/styled-system';
import type { Column } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format-date-time';

/** A time as every screen shows it (formatDateTime), the exact ISO time on hover and for machines. */
export function TimeText({ iso }: { iso: string }) {
  return (
    <chakra.time dateTime={iso} title={iso} whiteSpace="nowrap">
      {formatDateTime(iso)}
    </chakra.time>
  );
}

/** A table's Time column: when each row was made (its `createdAt`). */
export const TIME_COLUMN: Column<{ createdAt: string }> = {
  header: 'Time',
  cell: (row) => <TimeText iso={row.createdAt} />,
};
