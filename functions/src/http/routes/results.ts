import { API_ROUTES } from '@roomremix/contracts/api-paths';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { isUsableDocumentId } from '@roomremix/contracts/document-id';
import express, { type Router } from 'express';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import type { Repositories } from '../../ports/repositories';
import { deleteOwnResult, listOwnResults, MAX_RESULTS_LISTED, readOwnResult } from '../../services/remix';
import { RequestError } from '../request-error';
import { requireUser, signedInUid } from '../middleware/session';

/** What the results routes need from the app's dependencies. */
export interface ResultsRouteDeps {
  repositories: Repositories;
  blobStore: BlobStore;
}

const LIMIT = /^\d{1,3}$/;

/**
 * `GET /results` (newest first; `?limit=` 1–200, default 200), `GET /results/:id` and `DELETE /results/:id` (204;
 * removes the images and the document). Image URLs are signed and expire. Another user's result is a 404.
 */
export function resultsRouter(deps: ResultsRouteDeps): Router {
  const router = express.Router();
  const depsFor = (logger: Parameters<typeof listOwnResults>[0]['logger']) => ({ ...deps, logger });

  router.get(API_ROUTES.results, requireUser, async (req, res) => {
    const { limit } = req.query;
    let count = MAX_RESULTS_LISTED;
    if (limit !== undefined) {
      count = typeof limit === 'string' && LIMIT.test(limit) ? Number(limit) : 0;
      if (count < 1 || count > MAX_RESULTS_LISTED) {
        throw new RequestError('validation_failed', `limit must be a whole number from 1 to ${MAX_RESULTS_LISTED}`);
      }
    }
    res.json(await listOwnResults(depsFor(res.locals.logger), signedInUid(res), count));
  });

  router.get(API_ROUTES.result, requireUser, async (req, res) => {
    const id = req.params.id as string;
    // An id Firestore cannot hold names no result; asking Firestore would throw instead of finding nothing.
    const result = isUsableDocumentId(id)
      ? await readOwnResult(depsFor(res.locals.logger), signedInUid(res), id)
      : null;
    if (!result) throw new RequestError('not_found', REMIX_MESSAGES.resultNotFound);
    res.json(result);
  });

  router.delete(API_ROUTES.result, requireUser, async (req, res) => {
    const id = req.params.id as string;
    const deleted = isUsableDocumentId(id) && (await deleteOwnResult(depsFor(res.locals.logger), signedInUid(res), id));
    if (!deleted) throw new RequestError('not_found', REMIX_MESSAGES.resultNotFound);
    res.status(204).end();
  });

  return router;
}
