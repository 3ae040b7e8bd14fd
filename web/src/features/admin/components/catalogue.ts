import type { ComponentType } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Column } from '@/components/ui/data-table';
import type { SwitchableCatalogue } from '../hooks/use-active-switch';

/** What an admin sells and switches on and off (coupons, token packages), as its page shows it. */
export interface Catalogue<Item, Patch> extends SwitchableCatalogue<Item, Patch> {
  /** Its table's accessible name, and what 'Loading …' and 'Failed to load …' say. */
  label: string;
  what: string;
  useItems: () => UseQueryResult<Item[]>;
  /** The table's columns before Edit and Deactivate/Activate; `loadedAt` is when the list was loaded (ms). */
  columns: (loadedAt: number) => Column<Item>[];
  NewForm: ComponentType<{ onDone: () => void }>;
  EditForm: ComponentType<{ item: Item; onDone: () => void }>;
}
