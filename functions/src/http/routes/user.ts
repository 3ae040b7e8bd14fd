import { API_ROUTES } from '@roomremix/contracts/api-paths';
import { AUTH_MESSAGES } from '@roomremix/contracts/messages';
import express, { type Router } from 'express';
import type { Repositories } from '../../ports/repositories';
import { readProfile } from '../../services/accounts';
import { RequestError } from '../request-error';
import { requireUser, signedInUid } from '../middleware/session';
import { toPublicUser } from '../public-user';

/** What the user routes need from the app's dependencies. */
export interface UserRouteDeps {
  repositories: Repositories;
}

/** `GET /user`: the signed-in user, or 401. */
export function userRouter(deps: UserRouteDeps): Router {
  const router = express.Router();

  router.get(API_ROUTES.user, requireUser, async (_req, res) => {
    const uid = signedInUid(res);
    const profile = await readProfile(deps, uid);
    if (!profile) {
      res.locals.logger.warn('A valid session belongs to an account without a profile', { uid });
      throw new RequestError('unauthenticated', AUTH_MESSAGES.notSignedIn);
    }
    res.json(toPublicUser(uid, profile));
  });

  return router;
}
