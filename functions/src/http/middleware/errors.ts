import type { ApiErrorBody } from '@roomremix/contracts/api-error';
import { WRONG_CREDENTIALS_FIELD } from '@roomremix/contracts/auth';
import type { AnswerAsParams } from '@roomremix/contracts/document-id';
import { REQUEST_MESSAGES } from '@roomremix/contracts/messages';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { HttpError } from '../http-error';
import { requestPath } from '../request-path';
import { clearSignedInHint } from '../session-cookie';
import { JSON_BODY_LIMIT_BYTES } from './json-body';

/** What the user sees when something unexpected fails; the details go to the log only. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** Answers any request no route took with a JSON 404 naming it. */
export const notFound: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, 'not_found', `Not found: ${req.method} ${requestPath(req)}`));
};

/** Turns every error into the API's JSON error body; unexpected ones become a 500 and are logged in full. */
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
  const { status, body } = toErrorResponse(error);
  // A 401 to a browser without a valid session: its next page load must not show it the signed-in spinner. A 401 to
  // one with a session (a failed login from a form left open) leaves the hint, as the session stays.
  if (status === 401 && res.locals.uid === undefined) clearSignedInHint(req, res);
  if (status >= 500) {
    res.locals.logger.error('Request failed', error, { method: req.method, path: requestPath(req) });
  }
  res.status(status).json(body);
};

function toErrorResponse(error: unknown): { status: number; body: ApiErrorBody } {
  if (error instanceof HttpError) {
    const body: ApiErrorBody = { message: error.message, code: error.code };
    if (error.issues) body.issues = error.issues;
    return { status: error.status, body };
  }
  if (error instanceof ZodError) return zodErrorResponse(error);
  const clientStatus = clientErrorStatus(error);
  if (clientStatus !== undefined)
    return clientErrorResponse(clientStatus, error as { type?: unknown; limit?: unknown });
  return { status: 500, body: { message: INTERNAL_ERROR_MESSAGE, code: 'internal' } };
}

/** 400 with every issue; a refusal whose params ask to be answered as 401 or 404 is answered like the route's own. */
function zodErrorResponse(error: ZodError): { status: number; body: ApiErrorBody } {
  const issues = error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  for (const issue of error.issues) {
    const status = issue.code === 'custom' ? answerStatusOf(issue.params) : undefined;
    if (status === undefined) continue;
    if (status === 401) {
      const wrongCredentials = [{ path: WRONG_CREDENTIALS_FIELD, message: issue.message }];
      return { status, body: { message: issue.message, code: 'unauthenticated', issues: wrongCredentials } };
    }
    const path = issue.path.map(String).join('.');
    return { status, body: { message: issue.message, code: 'not_found', issues: [{ path, message: issue.message }] } };
  }
  return { status: 400, body: { message: issues[0]?.message || 'Invalid request', code: 'validation_failed', issues } };
}

function answerStatusOf(params: unknown): AnswerAsParams['answerStatus'] | undefined {
  const status = (params as Partial<AnswerAsParams> | undefined)?.answerStatus;
  return status === 401 || status === 404 ? status : undefined;
}

/**
 * The 4xx status of an error Express's own parts throw about the request, or undefined: body-parser's (http-errors
 * marked `expose`) and the router's URIError for a path that is not valid percent-encoding. Other libraries' errors
 * with a status (Stripe's `statusCode`) stay 500s and are logged. Their messages are never shown: they are in the
 * library's words and may quote the request.
 */
function clientErrorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const { status, expose } = error as { status?: unknown; expose?: unknown };
  const isRequestError = expose === true || error instanceof URIError;
  return isRequestError && typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

function clientErrorResponse(
  status: number,
  { type, limit }: { type?: unknown; limit?: unknown },
): { status: number; body: ApiErrorBody } {
  if (type === 'entity.parse.failed')
    return { status: 400, body: { message: REQUEST_MESSAGES.invalidJson, code: 'bad_request' } };
  if (status === 413) {
    const limitBytes = typeof limit === 'number' ? limit : JSON_BODY_LIMIT_BYTES;
    return { status, body: { message: REQUEST_MESSAGES.bodyTooLarge(limitBytes), code: 'payload_too_large' } };
  }
  if (status === 415) return { status, body: { message: REQUEST_MESSAGES.unsupportedEncoding, code: 'bad_request' } };
  return { status, body: { message: REQUEST_MESSAGES.unreadable, code: 'bad_request' } };
}
