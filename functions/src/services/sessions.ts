import { setTimeout as sleep } from 'node:timers/promises';
import type { Identity, SessionClaims } from '../adapters/identity/identity';
import { systemClock } from '../domain/clock';
import { revocationDelayMs, SESSION_DURATION_MS } from '../domain/session';

/** Turns a fresh ID token into a 14-day session cookie. */
export function startSession(identity: Identity, idToken: string): Promise<string> {
  return identity.createSessionCookie(idToken, SESSION_DURATION_MS);
}

/** The signed-in user of a session cookie, or null when the cookie is invalid, expired or revoked. */
export function readSession(identity: Identity, cookie: string): Promise<SessionClaims | null> {
  return identity.verifySessionCookie(cookie);
}

/**
 * Ends every session of the user: revokes the refresh tokens, so this cookie (and any other issued before) fails
 * the revocation check from now on. Waits first when the sign-in was in this very second (see revocationDelayMs).
 */
export async function endSession(identity: Identity, session: SessionClaims): Promise<void> {
  const delayMs = revocationDelayMs(session.authTimeSec, systemClock().getTime());
  if (delayMs > 0) await sleep(delayMs);
  await identity.revokeSessions(session.uid);
}

/**
 * Starts a session that no earlier one outlives: every session issued up to the sign-in of `signedIn` is revoked,
 * then the session starts from a sign-in made after the revocation (the one of `signedIn` would fail its check too).
 */
export async function startOnlySession(identity: Identity, signedIn: SessionClaims): Promise<string> {
  await endSession(identity, signedIn);
  return startSession(identity, await identity.signInNow(signedIn.uid));
}
