import type { BlobStore } from '../../adapters/blob-store/blob-store';
import { storeThumbnail } from '../../adapters/image-codec/thumbnail';
import type { Logger } from '../../adapters/logging/logger';
import type { StoredResult } from '../../ports/image-results';
import type { Repositories } from '../../ports/repositories';

/**
 * Most previews one request makes for results stored before previews existed, newest first, one after another: each
 * reads the full image and decodes it (about 0.1–0.3 s for an Ultra JPEG), so the first listing after an upgrade
 * costs at most about a second more, and the rest follow on the next requests, the full image standing in meanwhile.
 */
export const MAX_THUMBNAILS_MADE_PER_REQUEST = 4;

/** What making missing previews needs. */
export interface ResultThumbnailsDeps {
  repositories: Pick<Repositories, 'runTransaction' | 'imageResults'>;
  blobStore: BlobStore;
  logger: Logger;
}

/**
 * The results with a preview made and recorded for the first MAX_THUMBNAILS_MADE_PER_REQUEST that had none; the others
 * as they were. A preview that cannot be made is logged and left for a later request.
 */
export async function withThumbnails(
  deps: ResultThumbnailsDeps,
  results: readonly StoredResult[],
): Promise<StoredResult[]> {
  const missing = results.filter(({ doc }) => !doc.thumbnailImageKey).slice(0, MAX_THUMBNAILS_MADE_PER_REQUEST);
  const made = new Map<string, string>();
  for (const result of missing) {
    const key = await makeMissingThumbnail(deps, result).catch((error: unknown) => {
      deps.logger.warn('Could not make a stored result’s preview', {
        resultId: result.id,
        cause: error instanceof Error ? error.message : String(error),
      });
      return null;
    });
    if (key) made.set(result.id, key);
  }
  return results.map((result) => {
    const thumbnailImageKey = made.get(result.id);
    return thumbnailImageKey ? { id: result.id, doc: { ...result.doc, thumbnailImageKey } } : result;
  });
}

/**
 * Makes and records one result's preview; null when its image or the result is gone. A result deleted between the
 * two steps loses the preview just stored, so no preview outlives its result.
 */
async function makeMissingThumbnail(deps: ResultThumbnailsDeps, { id, doc }: StoredResult): Promise<string | null> {
  const image = await deps.blobStore.get(doc.resultImageKey);
  if (!image) return null;
  const key = await storeThumbnail(deps.blobStore, doc.resultImageKey, image.buffer);
  const { runTransaction, imageResults } = deps.repositories;
  const recorded = await runTransaction(async (tx) => {
    if (!(await imageResults.readIn(tx, id))) return false;
    imageResults.updateIn(tx, id, { thumbnailImageKey: key });
    return true;
  });
  if (recorded) return key;
  await deps.blobStore.delete(key);
  return null;
}
