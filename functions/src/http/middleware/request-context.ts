import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../../adapters/logging/logger';
import { requestPath } from '../request-path';

declare global {
  // Express types res.locals through this global interface; augmenting it is the documented way to type it.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      requestId: string;
      /** The app's logger with this request's id bound to every entry. */
      logger: Logger;
    }
  }
}

/** Header carrying the request id, read from the caller when sane and always echoed back. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Ids a caller may choose: short and plain, so a forged id cannot inject text into log lines or headers. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Gives each request an id (the caller's when sane, else a new UUID) and a bound logger, and logs it once done. */
export function requestContext(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get(REQUEST_ID_HEADER);
    const requestId = incoming !== undefined && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const requestLogger = logger.child({ requestId });
    res.locals.requestId = requestId;
    res.locals.logger = requestLogger;
    res.setHeader(REQUEST_ID_HEADER, requestId);

    const startedAt = performance.now();
    // 'close' also fires when the client hangs up before the response is complete.
    res.on('close', () => {
      const path = requestPath(req);
      const durationMs = Math.round(performance.now() - startedAt);
      requestLogger.info(`${req.method} ${path} ${res.statusCode} (${durationMs} ms)`, {
        method: req.method,
        path,
        status: res.statusCode,
        durationMs,
        completed: res.writableFinished,
      });
    });
    next();
  };
}
