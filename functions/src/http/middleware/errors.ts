import type { ApiErrorBody } from '@roomremix/contracts/api-error';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { HttpError } from '../http-error';
import { requestPath } from '../request-path';

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
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
    return {
      status: 400,
      body: { message: issues[0]?.message || 'Invalid request', code: 'validation_failed', issues },
    };
  }
  if (isClientHttpError(error)) return clientErrorResponse(error);
  return { status: 500, body: { message: INTERNAL_ERROR_MESSAGE, code: 'internal' } };
}

/** The http-errors shape body-parser and other Express middleware throw; `expose` marks a message safe to show. */
interface ClientHttpError {
  status: number;
  expose: true;
  message: string;
  type?: unknown;
  limit?: unknown;
}

function isClientHttpError(error: unknown): error is ClientHttpError {
  if (!(error instanceof Error)) return false;
  const { status, expose } = error as Partial<ClientHttpError>;
  return expose === true && typeof status === 'number' && status >= 400 && status < 500;
}

function clientErrorResponse(error: ClientHttpError): { status: number; body: ApiErrorBody } {
  if (error.type === 'entity.parse.failed') {
    return { status: 400, body: { message: 'Request body is not valid JSON', code: 'bad_request' } };
  }
  if (error.status === 413) {
    const limit = typeof error.limit === 'number' ? ` (the limit is ${Math.floor(error.limit / 1024)} KB)` : '';
    return { status: 413, body: { message: `Request body is too large${limit}`, code: 'payload_too_large' } };
  }
  return { status: error.status, body: { message: error.message, code: 'bad_request' } };
}
