import { type ReactNode, useState } from 'react';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { useScrollsSideways } from '@/lib/use-scrolls-sideways';

/** One column of a DataTable: its header and what a row shows in it. */
export interface Column<Row> {
  header: string;
  /** The header is for screen readers only (a column of buttons). */
  headerHidden?: boolean;
  /** 'end' for numbers: the header and the cells line up at the end. */
  align?: 'end';
  cell: (row: Row) => ReactNode;
  /** Further props of every cell of the column, e.g. a width or a font. */
  cellProps?: Table.CellProps;
}

/** A row's key: its `id`, or what `rowKey` makes of a row that has none. */
type RowKeyProp<Row> = { rowKey: (row: Row) => string } | (Row extends { id: string } ? { rowKey?: undefined } : never);

type DataTableProps<Row> = RowKeyProp<Row> & {
  /** The table's accessible name. */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** Each row's accessible name, for a row that is found by what it is (a coupon's code). */
  rowLabel?: (row: Row) => string;
  /** Shown, muted, instead of a table without rows. */
  emptyText?: string;
  /** Cells start at the top of their row, for rows whose cells have several lines. */
  alignTop?: boolean;
};

const byId = (row: unknown) => (row as { id: string }).id;

/**
 * A compact table of `rows`, one cell a column, in a bordered box that scrolls sideways when it is wider than the
 * screen. The box is positioned so that visually hidden header texts stay inside it instead of widening the page on
 * phones. While it scrolls, the box is a tab stop named as the table: a keyboard user scrolls it with the arrow keys,
 * which a table without links or buttons would otherwise give them nothing to focus for.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey = byId,
  rowLabel,
  emptyText,
  alignTop,
}: DataTableProps<Row>) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const scrolls = useScrollsSideways(box);
  if (rows.length === 0 && emptyText !== undefined) return <Text color="fg.muted">{emptyText}</Text>;
  return (
    <Table.ScrollArea
      ref={setBox}
      tabIndex={scrolls ? 0 : undefined}
      role={scrolls ? 'group' : undefined}
      aria-label={scrolls ? label : undefined}
      focusVisibleRing="inside"
      borderWidth="1px"
      borderRadius="l2"
      position="relative"
    >
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {columns.map(({ header, headerHidden, align }) => (
              <Table.ColumnHeader key={header} textAlign={align}>
                {headerHidden ? <Text srOnly>{header}</Text> : header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)} aria-label={rowLabel?.(row)} verticalAlign={alignTop ? 'top' : undefined}>
              {columns.map(({ header, align, cell, cellProps }) => (
                <Table.Cell key={header} textAlign={align} {...cellProps}>
                  {cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
