import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { type Column, DataTable } from '@/components/ui/data-table';
import { useActiveSwitch } from '../hooks/use-active-switch';
import { ADMIN_TEXTS } from '../texts';
import { ActiveSwitchButton } from './active-switch-button';
import type { Catalogue } from './catalogue';

interface ItemActionsProps<Item, Patch> {
  catalogue: Catalogue<Item, Patch>;
  item: Item;
  onEdit: () => void;
}

/** Edit, and Deactivate or Activate, of one item: each row has its own switch call, so only its button spins. */
function ItemActions<Item, Patch>({ catalogue, item, onEdit }: ItemActionsProps<Item, Patch>) {
  const switcher = useActiveSwitch(catalogue);
  const { id, name, active } = catalogue.describe(item);
  return (
    <Flex gap="2" justify="flex-end">
      <Button size="xs" variant="outline" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </Button>
      <ActiveSwitchButton
        name={name}
        active={active}
        onSwitch={(on) => switcher.switchTo(id, on)}
        isPending={switcher.isPending}
      />
    </Flex>
  );
}

interface CatalogueTableProps<Item, Patch> {
  catalogue: Catalogue<Item, Patch>;
  items: Item[];
  /** When the list was loaded (ms), for columns that depend on the time (a coupon past its expiry). */
  loadedAt: number;
  onEdit: (item: Item) => void;
}

/** Every item of a catalogue, each row named by the item, with Edit and Deactivate/Activate at its end. */
export function CatalogueTable<Item, Patch>({ catalogue, items, loadedAt, onEdit }: CatalogueTableProps<Item, Patch>) {
  const actions: Column<Item> = {
    header: 'Actions',
    headerHidden: true,
    cell: (item) => <ItemActions catalogue={catalogue} item={item} onEdit={() => onEdit(item)} />,
  };
  return (
    <DataTable
      label={catalogue.label}
      columns={[...catalogue.columns(loadedAt), actions]}
      rows={items}
      rowKey={(item) => catalogue.describe(item).id}
      rowLabel={(item) => catalogue.describe(item).name}
      emptyText={ADMIN_TEXTS[catalogue.section].none}
    />
  );
}
