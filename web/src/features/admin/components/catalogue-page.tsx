import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { QueryState } from '@/components/ui/query-state';
import { ADMIN_TEXTS } from '../texts';
import type { Catalogue } from './catalogue';
import { CatalogueTable } from './catalogue-table';
import { SectionHeading } from './section-heading';

/** A catalogue's page: its list, New …, and Edit and Deactivate/Activate on each item. */
export function CataloguePage<Item, Patch>({ catalogue }: { catalogue: Catalogue<Item, Patch> }) {
  const { section, what, useItems, describe, NewForm, EditForm } = catalogue;
  const texts = ADMIN_TEXTS[section];
  const items = useItems();
  // 'new' while New … is open, the item being edited, or null.
  const [editing, setEditing] = useState<{ item: Item } | 'new' | null>(null);
  const close = () => setEditing(null);
  return (
    <Stack gap="4">
      <SectionHeading
        actions={
          <Button colorPalette="teal" size="sm" onClick={() => setEditing('new')}>
            {texts.create}
          </Button>
        }
      >
        {ADMIN_TEXTS.sections[section]}
      </SectionHeading>
      <QueryState query={items} what={what}>
        {(list) => (
          <CatalogueTable
            catalogue={catalogue}
            items={list}
            loadedAt={items.dataUpdatedAt}
            onEdit={(item) => setEditing({ item })}
          />
        )}
      </QueryState>
      <ModalDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={editing === 'new' || editing === null ? texts.create : `${texts.edit} ${describe(editing.item).name}`}
        closeLabel="Close"
        size="lg"
      >
        {editing === 'new' ? (
          <NewForm onDone={close} />
        ) : (
          editing !== null && <EditForm item={editing.item} onDone={close} />
        )}
      </ModalDialog>
    </Stack>
  );
}
