import type { JobStage } from '@roomremix/contracts/enums';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { type ImageResult, type RemixJob, isFinishedJob } from '@roomremix/contracts/remix';

/** What the studio's third step shows: the form's state, derived from the upload and the job. */
export type CreateRemixView =
  | { kind: 'ready'; hint: string; notEnoughTokens: string | null; failure: string | null }
  | { kind: 'running'; stage: JobStage; progress: number }
  /** `results`: the job's variants not deleted since, in variant order. */
  | { kind: 'result'; results: ImageResult[]; notes: string[] };

/** What step 3 is derived from. */
export interface StudioState {
  uploading: boolean;
  /** Percent of the upload sent. */
  progress: number;
  job: RemixJob | null;
  deletedResultIds: string[];
  hasBase: boolean;
  designInput: boolean;
  notEnoughTokens: string | null;
}

/**
 * Step 3's state, derived from the upload and the job: the job's results until they are all deleted elsewhere, its
 * failure (and refund) until the next start, else the form with a hint of what is missing.
 */
export function studioView(state: StudioState): CreateRemixView {
  const { job } = state;
  if (state.uploading) return { kind: 'running', stage: 'uploading', progress: state.progress };
  if (job && !isFinishedJob(job)) return { kind: 'running', stage: job.stage, progress: job.progress };
  const results = job?.results.filter((result) => !state.deletedResultIds.includes(result.id)) ?? [];
  if (job?.status === 'succeeded' && results.length > 0) return { kind: 'result', results, notes: job.notes };
  return {
    kind: 'ready',
    hint: readyHint(state.hasBase, state.designInput),
    notEnoughTokens: state.notEnoughTokens,
    failure: job?.status === 'failed' ? failureNotice(job) : null,
  };
}

function failureNotice(job: RemixJob): string {
  const description = job.error ?? REMIX_MESSAGES.processFailed.fallback;
  const tokens = `${job.cost} ${job.cost === 1 ? 'token was' : 'tokens were'}`;
  return job.refunded ? `${description} Your ${tokens} refunded.` : description;
}

function readyHint(hasBase: boolean, designInput: boolean): string {
  if (!hasBase) return 'Upload a photo of your room to begin.';
  return designInput
    ? 'Ready when you are.'
    : 'Add a reference image, a room style, a color scheme or custom instructions.';
}
