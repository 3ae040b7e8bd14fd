import { API_ROUTES } from '@roomremix/contracts/api-paths';
import { REMIX_MESSAGES, SHARE_MESSAGES } from '@roomremix/contracts/messages';
import { createShareRequestSchema } from '@roomremix/contracts/shares';
import express, { type Router } from 'express';
import type { Repositories } from '../../ports/repositories';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import type { RateLimitPolicies } from '../../domain/rate-limit';
import { countShare, createShare, listOwnShares, revokeOwnShare } from '../../services/shares';
import { RequestError } from '../request-error';
import { originOf } from '../request-origin';
import { requireUser, signedInUid } from '../middleware/session';

/** What the owner's share routes need from the app's dependencies. */
export interface SharesRouteDeps {
  repositories: Repositories;
  blobStore: BlobStore;
  rateLimits: Pick<RateLimitPolicies, 'sharePerUser'>;
  /** The key of the rate-limit counters' ids (AppConfig.rateLimitIdSecret). */
  rateLimitIdSecret: string;
  /** The app's origins: a link is made on the one the request came from, else on the first. */
  allowedOrigins: readonly string[];
}

/**
 * The owner's side of sharing (docs/api.md#shares): `POST /results/:id/shares` (201 `{ id, url, createdAt }`, or 200
 * with the result's live link when it has one; rate limited per user), `GET /shares` (the live ones, newest first, with title and view count) and `DELETE /shares/:id`
 * (204; the link answers 410 and its images stop at once). Another user's result or share is a 404.
 */
export function sharesRouter(deps: SharesRouteDeps): Router {
  const router = express.Router();
  const depsFor = (logger: Parameters<typeof createShare>[0]['logger']) => ({ ...deps, logger });

  router.post(API_ROUTES.resultShares, requireUser, async (req, res) => {
    const uid = signedInUid(res);
    await countShare(deps, deps.rateLimits.sharePerUser, uid);
    const choice = createShareRequestSchema.parse(req.body ?? {});
    const outcome = await createShare(
      depsFor(res.locals.logger),
      uid,
      req.params.id as string,
      originOf(req, deps.allowedOrigins),
      choice,
    );
    if (!outcome) throw new RequestError('not_found', REMIX_MESSAGES.resultNotFound);
    res.status(outcome.created ? 201 : 200).json(outcome.share);
  });

  router.get(API_ROUTES.shares, requireUser, async (_req, res) => {
    res.json(await listOwnShares(depsFor(res.locals.logger), signedInUid(res)));
  });

  router.delete(API_ROUTES.share, requireUser, async (req, res) => {
    const revoked = await revokeOwnShare(depsFor(res.locals.logger), signedInUid(res), req.params.id as string);
    if (!revoked) throw new RequestError('not_found', SHARE_MESSAGES.notFound);
    res.status(204).end();
  });

  return router;
}
