import type { Firestore } from 'firebase-admin/firestore';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import type { Logger } from '../../adapters/logging/logger';
import type { RemixQueue } from '../../adapters/queue/remix-queue';
import type { Clock } from '../../domain/clock';
import type { EngineOffer } from '../../domain/remix-request';

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
