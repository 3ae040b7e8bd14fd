import type { ReactNode } from 'react';
import { Table } from '@chakra-ui/react/table';

/**
 * A compact table named `label` in a bordered box that scrolls sideways when it is wider than the screen. The box is
 * positioned so that visually hidden header texts stay inside it instead of widening the page on phones.
 */
export function DataTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2" position="relative">
      <Table.Root size="sm" aria-label={label}>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}
