import { AUTH_MESSAGES } from '@roomremix/contracts/messages';
import type { RequestHandler } from 'express';
import { RequestError } from '../request-error';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests sent by a page of another site (cross-site request forgery), on top of the
 * SameSite=Lax cookie. Browsers send Origin with every cross-origin POST, PUT, PATCH and DELETE, so a request
 * without one is not a browser's cross-site request: server-to-server callers such as the Stripe webhook pass.
 */
export function originCheck(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, _res, next) => {
    const origin = req.get('origin');
    if (STATE_CHANGING_METHODS.has(req.method) && origin !== undefined && !allowed.has(origin)) {
      next(new RequestError('forbidden', AUTH_MESSAGES.foreignOrigin));
      return;
    }
    next();
  };
}
