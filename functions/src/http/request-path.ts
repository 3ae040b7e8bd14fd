import type { Request } from 'express';

/** The request's full path without its query string, which may carry signed-URL tokens: safe to log and echo. */
export function requestPath(req: Request): string {
  const queryStart = req.originalUrl.indexOf('?');
  return queryStart === -1 ? req.originalUrl : req.originalUrl.slice(0, queryStart);
}
