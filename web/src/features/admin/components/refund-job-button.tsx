import type { AdminJob } from '@roomremix/contracts/admin';
import { Text } from '@chakra-ui/react/text';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useRefundJob } from '../api/refund-job';
import { ADMIN_TEXTS } from '../texts';

/** Refund of a job that has not finished, asking first: the job fails and its tokens go back once. */
export function RefundJobButton({ job }: { job: AdminJob }) {
  const refund = useRefundJob();
  const refundJob = async () => {
    // The mutation says how it went; the dialog closes either way.
    await refund.mutateAsync(job.id).catch(() => undefined);
  };
  return (
    <ConfirmButton
      label={ADMIN_TEXTS.jobs.refund}
      ariaLabel={`Refund job ${job.id}`}
      size="sm"
      title={ADMIN_TEXTS.jobs.refundTitle}
      pending={refund.isPending}
      onConfirm={refundJob}
    >
      <Text>{ADMIN_TEXTS.jobs.refundBody(job.cost)}</Text>
    </ConfirmButton>
  );
}
