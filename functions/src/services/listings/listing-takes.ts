import { stagingLookOf } from '@roomremix/contracts/listings';
import type { ListingPhotoEntry, ListingRecord } from '../../ports/listings';
import type { RemixJobRecord } from '../../ports/remix-jobs';
import type { StoredResult } from '../../ports/image-results';
import { disclosureRuleOf } from '../../domain/disclosure-rules';
import type { PhotoTakes, TakeFacts } from '../../domain/listing-takes';
import { firstResultOf } from '../remix';
import type { ListingsDeps } from './deps';

// A listing photo's takes as stored: each staging's job and its image (domain/listing-takes.ts plans with them).

/** The jobs of a photo's takes, newest first (an older photo's one take is its `stagingJobId`). */
export function takeJobIdsOf(photo: ListingPhotoEntry): string[] {
  return photo.takeJobIds ?? (photo.stagingJobId ? [photo.stagingJobId] : []);
}

/** The jobs of every take of the listing's photos and of its latest batch, each once. */
export function listingJobIdsOf(listing: ListingRecord): string[] {
  const batchJobs = listing.batch?.jobs.map(({ jobId }) => jobId) ?? [];
  return [...new Set([...listing.photos.flatMap(takeJobIdsOf), ...batchJobs])];
}

/** A take as stored: its job (undefined once gone) and its image's result (undefined until made, or once deleted). */
export interface StoredTake {
  jobId: string;
  job: RemixJobRecord | undefined;
  result: StoredResult | undefined;
}

/** The takes of `jobIds`, by job id. */
export async function readTakes(deps: ListingsDeps, jobIds: readonly string[]) {
  const takes = await Promise.all(
    jobIds.map(async (jobId): Promise<StoredTake> => {
      const job = await deps.repositories.remixJobs.read(jobId);
      const result = job && (await firstResultOf(deps, job));
      return { jobId, job, result };
    }),
  );
  return new Map(takes.map((take) => [take.jobId, take]));
}

/** What the staging plan needs to know of a take. */
export function takeFactsOf({ jobId, job, result }: StoredTake): TakeFacts {
  return {
    jobId,
    look: job ? stagingLookOf(job.settings) : null,
    status: job?.status ?? 'failed',
    hasImage: result !== undefined,
    disclosureRule: disclosureRuleOf(job?.listing ?? {}).id,
    originalsUrl: (job?.listing?.disclosure === 'label-link' && job.listing.originalsUrl) || null,
  };
}

/** The listing's photos with their takes' facts, newest first, for the staging plan. */
export function photoTakesOf(listing: ListingRecord, takes: ReadonlyMap<string, StoredTake>): PhotoTakes[] {
  return listing.photos.map((photo) => ({
    photoId: photo.id,
    shownJobId: photo.stagingJobId,
    takes: takeJobIdsOf(photo).flatMap((jobId) => {
      const take = takes.get(jobId);
      return take ? [takeFactsOf(take)] : [];
    }),
  }));
}
