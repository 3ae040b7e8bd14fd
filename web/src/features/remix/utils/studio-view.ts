import type { JobStage } from '@roomremix/contracts/enums';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { type ImageResult, type RemixJob, isFinishedJob } from '@roomremix/contracts/remix';
import type { ModeAvailability } from '../api/use-engine-modes';

/** What the studio's third step shows: the form's state, derived from the upload and the job. */
export type CreateRemixView =
  /** `hint` names what keeps Start Remix off, the first thing the user meets; `canStart` only when nothing does. */
  | { kind: 'ready'; hint: string; canStart: boolean; notEnoughTokens: string | null; failure: string | null }
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
  /** The engine follows written instructions (while it is not known, it is taken to: the server decides). */
  followsInstructions: boolean;
  /** Whether the chosen mode can run now (a removal mode waits for a painted region). */
  mode: ModeAvailability;
  /** The engine reads no instructions and none of the inputs given is one it applies (hasGradeInput). */
  appliesNothing: boolean;
  /** The balance is below the remix's cost. */
  shortOfTokens: boolean;
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
  const failure = job?.status === 'failed' ? failureNotice(job) : null;
  const missing = whatStartWaitsFor(state);
  return {
    kind: 'ready',
    hint: missing ?? (failure ? 'Start Remix to try again, or change the settings first.' : 'Ready when you are.'),
    canStart: missing === null,
    notEnoughTokens: state.notEnoughTokens,
    failure,
  };
}

function failureNotice(job: RemixJob): string {
  const description = job.error ?? REMIX_MESSAGES.processFailed.fallback;
  const tokens = `${job.cost} ${job.cost === 1 ? 'token was' : 'tokens were'}`;
  return job.refunded ? `${description} Your ${tokens} refunded.` : description;
}

/** What Start Remix waits for, in the order the user meets it; null when nothing keeps it off. */
function whatStartWaitsFor(state: StudioState): string | null {
  if (!state.hasBase) return 'Upload a photo of your room to begin.';
  // Words alone leave an engine that reads none with nothing to apply, so they are offered only where they count.
  if (!state.designInput)
    return state.followsInstructions
      ? 'Add a reference image, a room style, a color scheme or custom instructions.'
      : 'Add a reference image, a room style or a color scheme.';
  if (state.mode === 'paint-first')
    return 'Paint what to remove on your photo (Change only part of the photo) to start.';
  if (state.mode === 'unavailable') return 'This mode is not available with the current image engine: choose another.';
  if (state.appliesNothing) return REMIX_MESSAGES.localEngineAppliesNothing;
  if (state.shortOfTokens) return 'You need more tokens for this remix.';
  return null;
}
