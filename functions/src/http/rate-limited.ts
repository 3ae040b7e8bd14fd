import type { Request, Response } from 'express';
import { rateLimitSubjectOfIp } from '../domain/client-ip';
import { retryAfterMinutes } from '../domain/rate-limit';
import { TooManyAttemptsError } from '../services/core';
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

/** Counts an attempt (`count`), turning a used-up limit into the 429 of `message`; other errors pass through. */
export async function countOrRateLimited(
  res: Response,
  count: () => Promise<unknown>,
  message: (minutes: number) => string,
): Promise<void> {
  try {
    await count();
  } catch (error) {
    if (error instanceof TooManyAttemptsError) throw rateLimited(res, error.retryAfterMs, message);
    throw error;
  }
}
