import type { StagedPhoto } from '@roomremix/contracts/listings';
import { stagingLookOf } from '@roomremix/contracts/listings';
import { furnishes } from '../../domain/engine-modes';
import { disclosureRuleOf } from '../../domain/disclosure-rules';
import { takeDisclosureOf } from '../remix';
import type { ListingsDeps } from './deps';
import type { StoredTake } from './listing-takes';

/**
 * A take as a listing shows it: its job's status and error, and once it succeeded its (disclosed) image, structure
 * score and the job it was told to match; null when its job no longer exists.
 */
export async function stagedPhotoOf(
  deps: Pick<ListingsDeps, 'blobStore'>,
  { jobId, job, result }: StoredTake,
  expiresAt: Date,
): Promise<StagedPhoto | null> {
  if (!job) return null;
  return {
    jobId,
    status: job.status,
    look: stagingLookOf(job.settings),
    disclosureRule: disclosureRuleOf(job.listing ?? {}).id,
    createdAt: job.createdAt.toISOString(),
    imageUrl: result ? await deps.blobStore.signedUrl(result.doc.resultImageKey, expiresAt) : null,
    thumbnailUrl: result?.doc.thumbnailImageKey
      ? await deps.blobStore.signedUrl(result.doc.thumbnailImageKey, expiresAt)
      : null,
    structureScore: result?.doc.structureScore ?? null,
    styleAnchorJobId: job.listing?.styleAnchorJobId ?? null,
    error: job.error,
    flagged: result?.doc.structureFlagged === true,
    labelLink: (job.listing?.disclosure === 'label-link' && job.listing.originalsUrl) || null,
    caption: job.status === 'succeeded' ? takeDisclosureOf(job).caption : null,
    // Only an engine that furnishes a room matches another photo's furniture; the local one grades colours.
    furnitureMatched: Boolean(job.listing?.styleAnchorJobId) && job.engine !== null && furnishes(job.engine),
  };
}
