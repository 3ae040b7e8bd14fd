import type { ErrorRequestHandler, RequestHandler } from 'express';
import { answerFor } from '../error-map';
import { HttpError } from '../http-error';
import { requestPath } from '../request-path';
import { clearSignedInHint } from '../session-cookie';

/** Answers any request no route took with a JSON 404 naming it. */
export const notFound: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, 'not_found', `Not found: ${req.method} ${requestPath(req)}`));
};

/**
 * The one error handler: answers every error as its row of the error map says (http/error-map.ts); unexpected ones
 * become a 500 and are logged in full. Routes and their routers have no error handlers of their own.
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    // Too late for a JSON body: Express's own handler ends the half-sent response.
    res.locals.logger.error('Request failed after its response started', error, {
      method: req.method,
      path: requestPath(req),
    });
    next(error);
    return;
  }
  const { status, body, headers, warning } = answerFor(error);
  if (warning) res.locals.logger.warn(warning.message, warning.fields);
  // A 401 to a browser without a valid session: its next page load must not show it the signed-in spinner. A 401 to
  // one with a session (a failed login from a form left open) leaves the hint, as the session stays.
  if (status === 401 && res.locals.uid === undefined) clearSignedInHint(req, res);
  if (status >= 500) {
    res.locals.logger.error('Request failed', error, { method: req.method, path: requestPath(req) });
  }
  if (headers) res.set(headers);
  res.status(status).json(body);
};
