import type { ListingBatch, ListingPhoto, StagedPhoto } from '@roomremix/contracts/listings';

/** Whether a listing's latest batch still has photos to finish: its page polls until it has none. */
export function isBatchRunning(batch: ListingBatch | null | undefined): boolean {
  return batch != null && batch.finished < batch.total;
}

/** Where one photo's staging stands, as the page names it. */
export type StagingPhase = 'queued' | 'staging' | 'done' | 'failed';

const PHASE_OF_STATUS: Readonly<Record<StagedPhoto['status'], StagingPhase>> = {
  queued: 'queued',
  processing: 'staging',
  succeeded: 'done',
  failed: 'failed',
};

/** The phase of a photo's latest staging. */
export function stagingPhase(staged: StagedPhoto): StagingPhase {
  return PHASE_OF_STATUS[staged.status];
}

/**
 * The number (1-based, in listing order) of the photo whose staged result `photo` was told to match, or null when it
 * matched none (a batch's or a same-room group's first) or that photo has been staged again since.
 */
export function matchedPhotoNumber(photo: ListingPhoto, photos: readonly ListingPhoto[]): number | null {
  const anchor = photo.staged?.styleAnchorJobId;
  if (!anchor) return null;
  const index = photos.findIndex((other) => other.staged?.jobId === anchor);
  return index === -1 ? null : index + 1;
}
