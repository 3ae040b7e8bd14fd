import { ADMIN_MESSAGES } from '@roomremix/contracts/messages';
import type { RequestHandler, Response } from 'express';
import type { Repositories } from '../../ports/repositories';
import { type AdminActor, findAdmin } from '../../services/admin';
import { RequestError } from '../request-error';
import { requestPath } from '../request-path';
import { signedInUid } from './session';

declare global {
  // Express types res.locals through this global interface; augmenting it is the documented way to type it.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** The signed-in admin; set by requireAdmin after it read the admin role from the user's profile. */
      admin?: AdminActor;
    }
  }
}

/**
 * Lets only admins through: a visitor gets 401, a signed-in user without the admin role 403. The role is read from
 * the user's profile on every request (the session cookie carries none), so a revoke holds from the next request.
 */
export function requireAdmin(repositories: Pick<Repositories, 'users'>): RequestHandler {
  return async (req, res, next) => {
    const uid = signedInUid(res);
    const admin = await findAdmin(repositories, uid);
    if (!admin) {
      res.locals.logger.warn('A user without the admin role asked for an admin route', {
        uid,
        method: req.method,
        path: requestPath(req),
      });
      throw new RequestError('forbidden', ADMIN_MESSAGES.adminOnly);
    }
    res.locals.admin = admin;
    next();
  };
}

/** The admin of a request behind requireAdmin. */
export function signedInAdmin(res: Response): AdminActor {
  const { admin } = res.locals;
  if (!admin) throw new RequestError('forbidden', ADMIN_MESSAGES.adminOnly);
  return admin;
}
