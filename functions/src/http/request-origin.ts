import type { Request } from 'express';

/**
 * The origin a public link (a share, a listing's originals page) is made on: the request's own when it is one of ours
 * (the origin check passed it), else the first.
 */
export function originOf(req: Request, allowedOrigins: readonly string[]): string {
  const origin = req.get('origin');
  return origin && allowedOrigins.includes(origin) ? origin : (allowedOrigins[0] ?? '');
}
