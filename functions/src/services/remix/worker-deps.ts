import type { BlobStore } from '../../adapters/blob-store/blob-store';
import type { ImageEngine } from '../../adapters/image-engine/image-engine';
import type { Logger } from '../../adapters/logging/logger';
import type { RemixQueue } from '../../adapters/queue/remix-queue';
import type { RemixRepositories } from './jobs';
import type { Clock } from '../../domain/clock';

/** What the worker needs; index.ts wires the real adapters, tests the in-process queue and fakes. */
export interface RemixWorkerDeps {
  repositories: RemixRepositories;
  blobStore: BlobStore;
  engine: ImageEngine;
  logger: Logger;
  /** Where the jobs waiting for a finished one go (waiting-jobs.ts). */
  queue: RemixQueue;
  /** Deliveries per task (the queue's retryConfig.maxAttempts). */
  maxAttempts?: number | undefined;
  /** How long a claim holds the job. */
  leaseSeconds?: number | undefined;
  /** How long the engine may take before it is aborted. */
  engineTimeoutMs?: number | undefined;
  now?: Clock | undefined;
}
