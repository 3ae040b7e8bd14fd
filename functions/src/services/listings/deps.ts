import type { Firestore } from 'firebase-admin/firestore';
import { firestoreRepositories } from '../../adapters/firestore/repositories';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import type { Logger } from '../../adapters/logging/logger';
import type { RemixQueue } from '../../adapters/queue/remix-queue';
import type { Clock } from '../../domain/clock';
import type { EngineOffer } from '../../domain/remix-request';
import type { Repositories } from '../../ports/repositories';

/** What the listing use-cases need. */
export interface ListingsDeps {
  db: Firestore;
  blobStore: BlobStore;
  logger: Logger;
  now?: Clock | undefined;
}

/** What staging a listing needs: the listing's adapters and the queue the first photos go to. */
export interface StagingDeps extends ListingsDeps {
  queue: RemixQueue;
  /** The engine the photos go to: what it can be asked for is checked before anything is stored. */
  engine: EngineOffer;
}

/** The deps with the repositories of the ported capabilities this one calls, on its Firestore client. */
export function withRepositories<T extends ListingsDeps>(deps: T): T & { repositories: Repositories } {
  return { ...deps, repositories: firestoreRepositories(deps.db) };
}
