import { useCallback, useState } from 'react';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import type { RemixJob } from '@roomremix/contracts/remix';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import type { ApiError } from '@/lib/api-client';
import { readApiErrorBody } from '@/lib/api-error-body';
import { resultsQueryOptions } from '../api/get-results';
import { useRemixJob } from '../api/use-remix-job';
import { type StartRemix, useSubmitRemix } from '../api/use-submit-remix';

const { processFailed } = REMIX_MESSAGES;

/**
 * One remix from Start Remix to its end: the upload, then the job it made. The balance moved on submit (debit) and
 * when the job finished (refund on failure), so `onBalanceChanged` runs then, and a finished job refreshes the
 * results lists.
 */
export function useRemixFlow(onBalanceChanged: () => void) {
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const submit = useSubmitRemix({
    onSubmitted: (job) => {
      setJobId(job.id);
      onBalanceChanged();
    },
  });
  const onFinished = useCallback(
    (job: RemixJob) => {
      onBalanceChanged();
      void queryClient.invalidateQueries({ queryKey: resultsQueryOptions().queryKey });
      if (job.status === 'succeeded' && job.results.length > 0) toast(REMIX_MESSAGES.processSucceeded);
      else
        toast({ title: processFailed.title, description: job.error ?? processFailed.fallback, variant: 'destructive' });
    },
    [onBalanceChanged, queryClient],
  );
  const onLost = useCallback((error: ApiError) => {
    setJobId(null);
    const description = readApiErrorBody(error)?.message ?? processFailed.fallback;
    toast({ title: processFailed.title, description, variant: 'destructive' });
  }, []);
  const job = useRemixJob(jobId, { onFinished, onLost });

  return {
    submit,
    job,
    start: (remix: StartRemix) => {
      setJobId(null);
      submit.mutate(remix);
    },
    /** Back to the empty form: the last job's result or failure is no longer shown. */
    forgetJob: () => setJobId(null),
  };
}
