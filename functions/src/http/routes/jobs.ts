import { API_ROUTES } from '@roomremix/contracts/api-paths';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { isUsableDocumentId } from '@roomremix/contracts/document-id';
import express, { type Router } from 'express';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import type { Repositories } from '../../ports/repositories';
import { readOwnJob } from '../../services/remix';
import { RequestError } from '../request-error';
import { requireUser, signedInUid } from '../middleware/session';

/** What the jobs route needs from the app's dependencies. */
export interface JobsRouteDeps {
  repositories: Repositories;
  blobStore: BlobStore;
}

/**
 * `GET /jobs/:id`: the signed-in user's job (status, stage, progress, cost, refunded, error, notes) with its
 * ImageResult once done. Another user's job is a 404, like a missing one, so ids cannot be probed.
 */
export function jobsRouter(deps: JobsRouteDeps): Router {
  const router = express.Router();

  router.get(API_ROUTES.job, requireUser, async (req, res) => {
    const id = req.params.id as string;
    // An id Firestore cannot hold names no job; asking Firestore would throw instead of finding nothing.
    const job = isUsableDocumentId(id)
      ? await readOwnJob({ ...deps, logger: res.locals.logger }, signedInUid(res), id)
      : null;
    if (!job) throw new RequestError('not_found', REMIX_MESSAGES.jobNotFound);
    res.json(job);
  });

  return router;
}
