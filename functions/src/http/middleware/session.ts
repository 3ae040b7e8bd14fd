import { AUTH_MESSAGES } from '@roomremix/contracts/messages';
import type { RequestHandler, Response } from 'express';
import { readSession, type SessionDeps } from '../../services/accounts';
import { RequestError } from '../request-error';
import { readSessionCookie } from '../session-cookie';

declare global {
  // Express types res.locals through this global interface; augmenting it is the documented way to type it.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** The signed-in user's uid; set by the session middleware only for a valid, unrevoked session cookie. */
      uid?: string;
      /** The id of that session's record (`sessions/{id}`): logout ends it, a password change keeps it. */
      sessionId?: string;
    }
  }
}

/**
 * Verifies the `__session` cookie of every request (signature, expiry, revocation, and its record in `sessions`) and
 * puts the user's uid and the session's id on res.locals. A missing or rejected cookie leaves the request anonymous;
 * routes that need a user add requireUser.
 */
export function sessionMiddleware(deps: SessionDeps): RequestHandler {
  return async (req, res, next) => {
    const cookie = readSessionCookie(req.get('cookie'));
    if (cookie !== undefined) {
      const session = await readSession(deps, cookie);
      if (session) {
        res.locals.uid = session.uid;
        res.locals.sessionId = session.id;
      }
    }
    next();
  };
}

/** Lets only signed-in requests through; others get 401 "Not signed in". */
export const requireUser: RequestHandler = (_req, res, next) => {
  next(res.locals.uid === undefined ? new RequestError('unauthenticated', AUTH_MESSAGES.notSignedIn) : undefined);
};

/** The signed-in user's uid, for handlers behind requireUser. */
export function signedInUid(res: Response): string {
  const { uid } = res.locals;
  if (uid === undefined) throw new RequestError('unauthenticated', AUTH_MESSAGES.notSignedIn);
  return uid;
}
