import type { CookieOptions, Request } from 'express';
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
export function sessionCookieOptions(req: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: !isLocalHost(req.get('host')) };
}

/** Options that set the session cookie: its attributes and a 14-day Max-Age. */
export function newSessionCookieOptions(req: Request): CookieOptions {
  return { ...sessionCookieOptions(req), maxAge: SESSION_DURATION_MS };
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
