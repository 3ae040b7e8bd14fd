import { useState } from 'react';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { type RemixJob, defaultResultTitle } from '@roomremix/contracts/remix';
import type { RemixSettings } from '@roomremix/contracts/remix-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { readApiErrorBody } from '@/lib/api-error-body';
import { downscaleImage } from '@/lib/downscale-image';
import { type MaskStroke, renderMaskPng } from '../utils/mask-strokes';
import { jobQueryOptions } from './get-job';
import { submitRemix } from './submit-remix';

/** What one Start Remix click submits: the picked files and the form's settings. */
export interface StartRemix {
  base: File;
  references: File[];
  settings: RemixSettings;
  /** What was painted over the base: the remix changes only that (none: the whole photo). */
  maskStrokes?: readonly MaskStroke[];
}

/**
 * Start Remix as one mutation: the images are downscaled and uploaded with progress (`progress`, percent), and the
 * 202's job seeds the job's query, so following it starts from that answer instead of asking again. A refusal for
 * lack of tokens is left to the form (`notEnoughTokens`); any other failure is a toast.
 */
export function useSubmitRemix({ onSubmitted }: { onSubmitted: (job: RemixJob) => void }) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: async ({ base, references, settings, maskStrokes = [] }: StartRemix) => {
      setProgress(0);
      const [baseImage = base, ...referenceImages] = await Promise.all(
        [base, ...references].map((file) => downscaleImage(file)),
      );
      const submission = {
        baseImage,
        referenceImages,
        mask: maskStrokes.length > 0 ? await maskFileFor(baseImage, maskStrokes) : undefined,
        settings,
        title: defaultResultTitle(new Date()),
        idempotencyKey: crypto.randomUUID(),
      };
      return submitRemix(submission, (fraction) => setProgress(fraction * 100));
    },
    onSuccess: (job) => {
      queryClient.setQueryData(jobQueryOptions(job.id).queryKey, job);
      onSubmitted(job);
    },
    onError: (error) => {
      if (isNotEnoughTokens(error)) return;
      console.error('Could not start the remix', error);
      toast({
        title: REMIX_MESSAGES.processFailed.title,
        description: readApiErrorBody(error)?.message ?? REMIX_MESSAGES.processFailed.fallback,
        variant: 'destructive',
      });
    },
  });
  const notEnoughTokens = isNotEnoughTokens(mutation.error)
    ? (readApiErrorBody(mutation.error)?.message ?? 'You do not have enough tokens for this remix.')
    : null;
  return { ...mutation, progress, notEnoughTokens };
}

/** The painted region as the mask PNG, drawn at the size of the photo as it is sent. */
async function maskFileFor(baseImage: File, strokes: readonly MaskStroke[]): Promise<File> {
  const bitmap = await createImageBitmap(baseImage);
  try {
    const png = await renderMaskPng(strokes, bitmap.width, bitmap.height);
    return new File([png], 'mask.png', { type: 'image/png' });
  } finally {
    bitmap.close();
  }
}

function isNotEnoughTokens(error: unknown): boolean {
  return error instanceof ApiError && error.status === 402;
}
