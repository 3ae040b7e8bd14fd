import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Identity, SessionClaims } from '../../adapters/identity/identity';
import { type Clock, systemClock } from '../../domain/clock';
import { revocationDelayMs, SESSION_DURATION_MS } from '../../domain/session';
import type { Repositories } from '../../ports/repositories';

/** What the session use-cases need: Firebase Auth for the cookie, the sessions repository for its record. */
export interface SessionDeps {
  repositories: Pick<Repositories, 'sessions'>;
  identity: Identity;
  now?: Clock;
}

/** A valid session: the cookie's claims and the id of its record (`sessions/{id}`). */
export interface Session extends SessionClaims {
  id: string;
}

/** Random bytes of a session key: as hard to guess as the cookie's signature. */
const SESSION_KEY_BYTES = 32;

/**
 * The id of a session's record: the SHA-256 of the session key the cookie carries, so the record never holds the
 * secret itself.
 */
function recordIdOf(sessionKey: string): string {
  return createHash('sha256').update(sessionKey).digest('hex');
}

/**
 * The `__session` value: a random session key, a dot, then Firebase's session cookie. Firebase's cookie alone cannot
 * tell two browsers apart: two sign-ins of one user in the same second make the very same cookie (same claims, same
 * signature), so the key makes each browser's session its own.
 */
function composeCookie(sessionKey: string, firebaseCookie: string): string {
  return `${sessionKey}.${firebaseCookie}`;
}

/** The session key and Firebase's cookie of a `__session` value, or null when it has no key (made before keys). */
function parseCookie(cookie: string): { sessionKey: string; firebaseCookie: string } | null {
  const dot = cookie.indexOf('.');
  if (dot <= 0) return null;
  return { sessionKey: cookie.slice(0, dot), firebaseCookie: cookie.slice(dot + 1) };
}

/** The id of the session record a `__session` value points to, or null for a value without a session key. */
export function sessionIdOf(cookie: string): string | null {
  const parsed = parseCookie(cookie);
  return parsed && recordIdOf(parsed.sessionKey);
}

/**
 * Turns a fresh ID token of `uid` into a 14-day session and records it (`sessions/{id}`): the cookie counts only while
 * its record exists, which lets one browser sign out alone and every browser at once, whatever second each signed in.
 * Returns the `__session` value.
 */
export async function startSession(deps: SessionDeps, uid: string, idToken: string): Promise<string> {
  const firebaseCookie = await deps.identity.createSessionCookie(idToken, SESSION_DURATION_MS);
  const sessionKey = randomBytes(SESSION_KEY_BYTES).toString('base64url');
  const nowMs = (deps.now ?? systemClock)().getTime();
  await deps.repositories.sessions.save(recordIdOf(sessionKey), {
    userId: uid,
    createdAt: new Date(nowMs),
    expiresAt: new Date(nowMs + SESSION_DURATION_MS),
  });
  return composeCookie(sessionKey, firebaseCookie);
}

/**
 * The signed-in user of a `__session` value, or null when Firebase's cookie is invalid, expired or revoked, or the
 * session has no record of this user (logged out, signed out everywhere, or made before records existed). One
 * document read, made while Firebase checks the cookie.
 */
export async function readSession(deps: SessionDeps, cookie: string): Promise<Session | null> {
  const parsed = parseCookie(cookie);
  if (!parsed) return null;
  const id = recordIdOf(parsed.sessionKey);
  const [claims, data] = await Promise.all([
    deps.identity.verifySessionCookie(parsed.firebaseCookie),
    deps.repositories.sessions.read(id),
  ]);
  if (!claims || !data || data.userId !== claims.uid) return null;
  if (data.expiresAt.getTime() <= (deps.now ?? systemClock)().getTime()) return null;
  return { ...claims, id };
}

/** Ends one session (logout): its record goes, so its cookie is refused from now on; the user's others stay. */
export async function endSession(deps: Pick<SessionDeps, 'repositories'>, sessionId: string): Promise<void> {
  await deps.repositories.sessions.delete([sessionId]);
}

/**
 * Ends every session of the user but `keep` (the browser that asked, when it stays signed in): their records go.
 * A session started while this runs may survive it; it is a sign-in made after the request.
 */
export async function endUserSessions(
  deps: Pick<SessionDeps, 'repositories'>,
  uid: string,
  keep: string | null = null,
): Promise<number> {
  const { sessions } = deps.repositories;
  const ended = (await sessions.idsOf(uid)).filter((id) => id !== keep);
  await sessions.delete(ended);
  return ended.length;
}

/**
 * Starts a session that no earlier one outlives: every session record of the user goes, and Firebase revokes every
 * token issued up to the sign-in of `signedIn` (so a Firebase client of whoever held the account is cut off too);
 * the session then starts from a sign-in made after the revocation, which the one of `signedIn` would fail.
 * Revocation is stored in whole seconds, so it waits until the second after that sign-in (see revocationDelayMs).
 */
export async function startOnlySession(deps: SessionDeps, signedIn: SessionClaims): Promise<string> {
  await endUserSessions(deps, signedIn.uid);
  const delayMs = revocationDelayMs(signedIn.authTimeSec, systemClock().getTime());
  if (delayMs > 0) await sleep(delayMs);
  await deps.identity.revokeSessions(signedIn.uid);
  return startSession(deps, signedIn.uid, await deps.identity.signInNow(signedIn.uid));
}
