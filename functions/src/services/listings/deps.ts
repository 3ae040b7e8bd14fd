import type { BlobStore } from '../../adapters/blob-store/blob-store';
import type { Logger } from '../../adapters/logging/logger';
import type { RemixQueue } from '../../adapters/queue/remix-queue';
import type { Clock } from '../../domain/clock';
import type { EngineOffer } from '../../domain/remix-request';
import type { Repositories } from '../../ports/repositories';
import type { RemixJobsDeps } from '../remix';

/** The repositories the listing use-cases read and write: the listing, its takes' jobs and results. */
export type ListingsRepositories = Pick<
  Repositories,
  'runTransaction' | 'listings' | 'remixJobs' | 'imageResults' | 'shares'
>;

/** What the listing use-cases need. */
export interface ListingsDeps {
  repositories: ListingsRepositories;
  blobStore: BlobStore;
  logger: Logger;
  now?: Clock | undefined;
}

/**
 * What staging a listing needs: the repositories of a remix submission too (its debit, its Idempotency-Key, its
 * jobs' refunds), and the queue the first photos go to.
 */
export interface StagingDeps extends ListingsDeps {
  repositories: RemixJobsDeps['repositories'];
  queue: RemixQueue;
  /** The engine the photos go to: what it can be asked for is checked before anything is stored. */
  engine: EngineOffer;
}
