import { useState } from 'react';
import type { AdminPackage } from '@roomremix/contracts/admin-catalogue';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { QueryState } from '@/components/ui/query-state';
import { useAdminPackages } from '../api/get-packages';
import { ADMIN_TEXTS } from '../texts';
import { CreatePackageForm, EditPackageForm } from './package-forms';
import { PackagesTable } from './packages-table';
import { SectionHeading } from './section-heading';

/** Token packages: the list, New package, and Edit and Deactivate/Activate on each. */
export function PackagesPage() {
  const packs = useAdminPackages();
  // 'new' while New package is open, the package being edited, or null.
  const [editing, setEditing] = useState<AdminPackage | 'new' | null>(null);
  const close = () => setEditing(null);
  return (
    <Stack gap="4">
      <SectionHeading
        actions={
          <Button colorPalette="teal" size="sm" onClick={() => setEditing('new')}>
            {ADMIN_TEXTS.packages.create}
          </Button>
        }
      >
        {ADMIN_TEXTS.sections.packages}
      </SectionHeading>
      <QueryState query={packs} what="packages">
        {(list) => <PackagesTable packs={list} onEdit={setEditing} />}
      </QueryState>
      <ModalDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={
          editing === 'new' || editing === null
            ? ADMIN_TEXTS.packages.create
            : `${ADMIN_TEXTS.packages.edit} ${editing.name}`
        }
        closeLabel="Close"
        size="lg"
      >
        {editing === 'new' ? (
          <CreatePackageForm onDone={close} />
        ) : (
          editing !== null && <EditPackageForm pack={editing} onDone={close} />
        )}
      </ModalDialog>
    </Stack>
  );
}
