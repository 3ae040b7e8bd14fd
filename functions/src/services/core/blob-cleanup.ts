import type { BlobStore } from '../../adapters/blob-store/blob-store';
import type { Logger } from '../../adapters/logging/logger';

/** Deletes blobs, logging instead of throwing: a leftover image costs storage, not correctness. */
export async function deleteBlobs(
  deps: { blobStore: BlobStore; logger: Logger },
  keys: readonly string[],
): Promise<void> {
  const outcomes = await Promise.allSettled(keys.map((key) => deps.blobStore.delete(key)));
  const failed = outcomes.filter((outcome) => outcome.status === 'rejected');
  if (failed.length > 0) {
    deps.logger.error('Could not delete stored images', failed[0]?.reason, {
      keys: keys.length,
      failed: failed.length,
    });
  }
}
