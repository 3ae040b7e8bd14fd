import { useCallback, useState } from 'react';
import { upscaleCost } from '@roomremix/contracts/constants';
import type { ImageResult, RemixJob } from '@roomremix/contracts/remix';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { readApiErrorBody } from '@/lib/api-error-body';
import { offersUltra, qualityNotice } from '@/lib/quality-options';
import { resultsQueryOptions } from '../api/get-results';
import { useEngineModes } from '../api/use-engine-modes';
import { useRemixJob } from '../api/use-remix-job';
import { useUpscaleResult } from '../api/upscale-result';
import { UPSCALE_TEXTS } from '../texts';
import { useTokenStanding } from './use-token-standing';

/** Where one result's upscale stands: not offered, ready to confirm, or running (percent done). */
export type UpscalePhase = { kind: 'unavailable' } | { kind: 'ready' } | { kind: 'running'; progress: number };

/**
 * Upscaling one result to Ultra 4K, from the confirmed click to the new result: the POST (a new Idempotency-Key per
 * confirmed click), then the job it made, followed as a remix job is. The balance moved on the POST (debit) and when
 * the job finished (refund on failure); a finished job refreshes the results lists, where the new result appears, and
 * says so in a toast with the job's notes (e.g. that the image was enlarged). A refusal of the POST (402, 409, 400,
 * 429, 503) is kept as the server's message for the confirmation to show until it is tried again or dismissed.
 */
export function useUpscaleFlow(result: Pick<ImageResult, 'id' | 'title' | 'quality'>, hasUltraCopy = false) {
  const queryClient = useQueryClient();
  const { tokens, onBalanceChanged } = useTokenStanding();
  const engine = useEngineModes();
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useUpscaleResult({
    onStarted: (job) => {
      setJobId(job.id);
      onBalanceChanged();
    },
  });
  const onFinished = useCallback(
    (job: RemixJob) => {
      setJobId(null);
      onBalanceChanged();
      void queryClient.invalidateQueries({ queryKey: resultsQueryOptions().queryKey });
      const [made] = job.results;
      if (job.status === 'succeeded' && made) {
        const description = [UPSCALE_TEXTS.readyDescription(made.title), ...job.notes].join(' ');
        toast({ title: UPSCALE_TEXTS.ready, description });
      } else {
        const description = job.error ?? UPSCALE_TEXTS.failedFallback;
        toast({ title: UPSCALE_TEXTS.failed, description, variant: 'destructive' });
      }
    },
    [onBalanceChanged, queryClient],
  );
  const onLost = useCallback((error: ApiError) => {
    setJobId(null);
    const description = readApiErrorBody(error)?.message ?? UPSCALE_TEXTS.failedFallback;
    toast({ title: UPSCALE_TEXTS.failed, description, variant: 'destructive' });
  }, []);
  const job = useRemixJob(jobId, { onFinished, onLost });

  const cost = upscaleCost(result.quality);
  const phase: UpscalePhase =
    !offersUltra(engine) || result.quality === 'ultra'
      ? { kind: 'unavailable' }
      : start.isPending || jobId !== null
        ? { kind: 'running', progress: job?.progress ?? 0 }
        : { kind: 'ready' };
  return {
    phase,
    cost,
    /** The user's balance; null while unknown. */
    balance: tokens?.balance ?? null,
    /** Whether the user's results already hold an Ultra copy of this one (said before confirming). */
    hasUltraCopy,
    /** That the engine's Ultra is enlarged rather than drawn at 4K, and from what (said before confirming); else none. */
    enlargedNotice: qualityNotice(engine),
    /** Whether the confirmation is being sent (its button spins). */
    starting: start.isPending,
    /** Why the last confirmation was refused, as the server said it; null when it was not. */
    refusal: start.isError ? refusalMessage(start.error) : null,
    /** Whether that refusal is for lack of tokens (the confirmation then offers more). */
    shortOfTokens: start.error instanceof ApiError && start.error.status === 402,
    /** Sends the confirmed upscale; resolves whether the job started. */
    confirm: async () => {
      try {
        await start.mutateAsync({ resultId: result.id, idempotencyKey: crypto.randomUUID() });
        return true;
      } catch (error) {
        console.error('Could not start the upscale', error);
        return false;
      }
    },
    /** Forgets a refusal, when the confirmation is closed. */
    dismiss: () => start.reset(),
  };
}

/** What to tell the user of a refused POST: the server's message, or a plain fallback (no connection, bad answer). */
function refusalMessage(error: unknown): string {
  return readApiErrorBody(error)?.message ?? UPSCALE_TEXTS.failedFallback;
}

/** What `useUpscaleFlow` gives the views of one result. */
export type UpscaleFlow = ReturnType<typeof useUpscaleFlow>;
