import { useRef, useState } from 'react';
import type { AdminJob } from '@roomremix/contracts/admin';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useRefundJob } from '../api/refund-job';
import { ADMIN_TEXTS } from '../texts';

/** Refund of a job that has not finished, asking first: the job fails and its tokens go back once. */
export function RefundJobButton({ job }: { job: AdminJob }) {
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const refund = useRefundJob();
  const confirm = async () => {
    // The outcome is toasted by the mutation; the dialog closes either way.
    await refund.mutateAsync(job.id).catch(() => undefined);
    setConfirming(false);
  };

  return (
    <>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        aria-label={`Refund job ${job.id}`}
        onClick={() => setConfirming(true)}
      >
        {ADMIN_TEXTS.jobs.refund}
      </Button>
      <ModalDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!refund.isPending) setConfirming(open);
        }}
        title={ADMIN_TEXTS.jobs.refundTitle}
        role="alertdialog"
        initialFocusEl={() => cancelRef.current}
        footer={
          <>
            <Button ref={cancelRef} variant="outline" onClick={() => setConfirming(false)} disabled={refund.isPending}>
              {ADMIN_TEXTS.catalogue.cancel}
            </Button>
            <Button colorPalette="red" onClick={() => void confirm()} loading={refund.isPending}>
              {ADMIN_TEXTS.jobs.refund}
            </Button>
          </>
        }
      >
        <Text>{ADMIN_TEXTS.jobs.refundBody(job.cost)}</Text>
      </ModalDialog>
    </>
  );
}
