import type { Request } from 'express';
import { rateLimitSubjectOfIp } from '../domain/client-ip';

/** The caller's rate-limit subject: its address as seen through the trusted proxies (app.ts sets `trust proxy`). */
export function rateLimitSubject(req: Request): string {
  return rateLimitSubjectOfIp(req.ip ?? req.socket.remoteAddress ?? 'unknown');
}
