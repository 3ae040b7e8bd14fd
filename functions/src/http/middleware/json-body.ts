import { REQUEST_MESSAGES } from '@roomremix/contracts/messages';
import express, { type Request, type RequestHandler } from 'express';
import { RequestError } from '../request-error';

/** Largest JSON body the API accepts; every JSON call is a small form, uploads are multipart. */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

const parseJson = express.json({ limit: JSON_BODY_LIMIT_BYTES });

/**
 * Parses `application/json` bodies up to JSON_BODY_LIMIT_BYTES; failures reach the error handler. In Cloud Functions
 * the runtime has already parsed JSON, text and url-encoded bodies (up to its own 32 MB) into `req.body` and kept the
 * bytes in `req.rawBody`, so express.json skips them: the limit is then checked on those bytes, and on the declared
 * Content-Length. Only multipart uploads, read by their own route under their own limits, may be larger.
 */
export const jsonBody: RequestHandler = (req, res, next) => {
  if (!req.is('multipart/form-data') && bodyBytes(req) > JSON_BODY_LIMIT_BYTES) {
    next(new RequestError('payload_too_large', REQUEST_MESSAGES.bodyTooLarge(JSON_BODY_LIMIT_BYTES)));
    return;
  }
  parseJson(req, res, next);
};

/** The body's size as far as it is known before parsing: the bytes already read, else the declared length. */
export function bodyBytes(req: Request): number {
  const rawBody = (req as { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(rawBody)) return rawBody.byteLength;
  const declared = Number(req.get('content-length'));
  return Number.isFinite(declared) ? declared : 0;
}
