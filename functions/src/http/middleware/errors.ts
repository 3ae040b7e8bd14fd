import type { ErrorRequestHandler, RequestHandler } from 'express';
import { answerFor, isServerFailure } from '../error-map';
import { RequestError } from '../request-error';
import { requestPath } from '../request-path';
import { clearSignedInHint } from '../session-cookie';

/** Answers any request no route took with a JSON 404 naming it. */
export const notFound: RequestHandler = (req, _res, next) => {
  next(new RequestError('not_found', `Not found: ${req.method} ${requestPath(req)}`));
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
  const answer = answerFor(error);
  const { status, body, headers, warning } = answer;
  if (warning) res.locals.logger.warn(warning.message, warning.fields);
  // Not signed in, to a browser without a valid session: its next page load must not show it the signed-in spinner.
  // To one with a session (a failed login from a form left open) it leaves the hint, as the session stays.
  if (body.code === 'unauthenticated' && res.locals.uid === undefined) clearSignedInHint(req, res);
  if (isServerFailure(answer)) {
    res.locals.logger.error('Request failed', error, { method: req.method, path: requestPath(req) });
  }
  if (headers) res.set(headers);
  res.status(status).json(body);
};
