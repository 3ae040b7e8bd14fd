import { SIGNED_IN_HINT_COOKIE } from '@roomremix/contracts/constants';
import type { CookieOptions, Request, Response } from 'express';
import { SESSION_DURATION_MS } from '../domain/session';

/** The session cookie's name: `__session` is the only cookie Firebase Hosting forwards to functions. */
export const SESSION_COOKIE_NAME = '__session';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * True when the request's Host header names this machine. The raw Host header is used, not X-Forwarded-Host:
 * a forged forwarding header could otherwise talk the server out of the Secure flag.
 */
export function isLocalHost(hostHeader: string | undefined): boolean {
  if (!hostHeader) return false;
  const host = hostHeader.toLowerCase();
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
  return LOCAL_HOSTS.has(name);
}

/** Attributes of the session cookie: HttpOnly, SameSite=Lax, Path=/, Secure except on a local host. */
function sessionCookieOptions(req: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: !isLocalHost(req.get('host')) };
}

/** Options that set the session cookie: its attributes and a 14-day Max-Age. */
function newSessionCookieOptions(req: Request): CookieOptions {
  return { ...sessionCookieOptions(req), maxAge: SESSION_DURATION_MS };
}

/** Sets `__session` and, beside it with the same lifetime, the script-readable signed-in hint. */
export function setSessionCookies(req: Request, res: Response, sessionCookie: string): void {
  res.cookie(SESSION_COOKIE_NAME, sessionCookie, newSessionCookieOptions(req));
  res.cookie(SIGNED_IN_HINT_COOKIE, '1', { ...newSessionCookieOptions(req), httpOnly: false });
}

/** Clears the signed-in hint: the browser holds no valid session (any 401 says so). */
export function clearSignedInHint(req: Request, res: Response): void {
  res.clearCookie(SIGNED_IN_HINT_COOKIE, { ...sessionCookieOptions(req), httpOnly: false });
}

/** Clears `__session` and the signed-in hint. */
export function clearSessionCookies(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE_NAME, sessionCookieOptions(req));
  clearSignedInHint(req, res);
}

/** The `__session` value of a Cookie header, or undefined; a malformed value is passed on for verification to reject. */
export function readSessionCookie(cookieHeader: string | undefined): string | undefined {
  for (const pair of cookieHeader?.split(';') ?? []) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== SESSION_COOKIE_NAME) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value) || undefined;
    } catch {
      return value || undefined;
    }
  }
  return undefined;
}
