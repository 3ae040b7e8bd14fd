import type { StagedPhoto } from '@roomremix/contracts/listings';
import { readResults } from '../../adapters/firestore/image-results-repository';
import { readJob } from '../../adapters/firestore/remix-jobs-repository';
import { nowOf } from '../../domain/clock';
import { furnishes } from '../../domain/engine-modes';
import { takeDisclosureOf } from '../remix';
import { signedUrlExpiry } from '../../domain/remix-job';
import { resultIdsOf } from '../remix';
import type { ListingsDeps } from './listings';

/** A staging job as a listing shows it; `staged` is null when the job no longer exists. */
export interface StagedPhotoOfJob {
  jobId: string;
  staged: StagedPhoto | null;
}

/**
 * The stagings of `jobIds` as stored now: each job's status and error, and once it succeeded its (disclosed) image,
 * structure score and the job it was told to match.
 */
export async function stagedPhotosOf(deps: ListingsDeps, jobIds: readonly string[]): Promise<StagedPhotoOfJob[]> {
  const expiresAt = signedUrlExpiry(nowOf(deps).getTime());
  return Promise.all(
    jobIds.map(async (jobId) => {
      const job = await readJob(deps.db, jobId);
      if (!job) return { jobId, staged: null };
      const [result] = await readResults(deps.db, resultIdsOf(job).slice(0, 1));
      return {
        jobId,
        staged: {
          jobId,
          status: job.status,
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
        },
      };
    }),
  );
}
