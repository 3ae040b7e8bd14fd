import { useState } from 'react';
import type { AdminCoupon } from '@roomremix/contracts/admin-catalogue';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { QueryState } from '@/components/ui/query-state';
import { useAdminCoupons } from '../api/get-coupons';
import { ADMIN_TEXTS } from '../texts';
import { CreateCouponForm, EditCouponForm } from './coupon-forms';
import { CouponsTable } from './coupons-table';
import { SectionHeading } from './section-heading';

/** Coupons: the list with redemption counts, New coupon, and Edit and Deactivate/Activate on each. */
export function CouponsPage() {
  const coupons = useAdminCoupons();
  // 'new' while New coupon is open, the coupon being edited, or null.
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const close = () => setEditing(null);
  return (
    <Stack gap="4">
      <SectionHeading
        actions={
          <Button colorPalette="teal" size="sm" onClick={() => setEditing('new')}>
            {ADMIN_TEXTS.coupons.create}
          </Button>
        }
      >
        {ADMIN_TEXTS.sections.coupons}
      </SectionHeading>
      <QueryState query={coupons} what="coupons">
        {(list) => <CouponsTable coupons={list} loadedAt={coupons.dataUpdatedAt} onEdit={setEditing} />}
      </QueryState>
      <ModalDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={
          editing === 'new' || editing === null
            ? ADMIN_TEXTS.coupons.create
            : `${ADMIN_TEXTS.coupons.edit} ${editing.code}`
        }
        closeLabel="Close"
        size="lg"
      >
        {editing === 'new' ? (
          <CreateCouponForm onDone={close} />
        ) : (
          editing !== null && <EditCouponForm coupon={editing} onDone={close} />
        )}
      </ModalDialog>
    </Stack>
  );
}
