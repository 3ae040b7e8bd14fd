import type { Request, Response } from 'express';
import { rateLimitSubjectOfIp } from '../domain/client-ip';
import { retryAfterMinutes } from '../domain/rate-limit';
import { HttpError } from './http-error';

/** The caller's rate-limit subject: its address as seen through the trusted proxies (app.ts sets `trust proxy`). */
export function rateLimitSubject(req: Request): string {
  return rateLimitSubjectOfIp(req.ip ?? req.socket.remoteAddress ?? 'unknown');
}

/** The 429 of a used-up limit: `Retry-After` in seconds, and a message with the minutes to wait. */
export function rateLimited(res: Response, retryAfterMs: number, message: (minutes: number) => string): HttpError {
  res.setHeader('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
  return new HttpError(429, 'rate_limited', message(retryAfterMinutes(retryAfterMs)));
}
