/** Lifetime of a session cookie: 14 days, the longest Firebase allows. */
export const SESSION_DURATION_MS = 14 * 24 * 60 * 60 * 1000;

/** How recent a sign-in must be to start a session from its ID token (Firebase's recommendation). */
export const RECENT_SIGN_IN_MS = 5 * 60 * 1000;

/** Longest a logout waits for the revocation to take effect; covers a server clock slightly behind Google's. */
const MAX_REVOCATION_DELAY_MS = 1_500;

/** True when a sign-in at `authTimeSec` is recent enough at `nowMs` to start a session from. */
export function isRecentSignIn(authTimeSec: number, nowMs: number): boolean {
  return nowMs - authTimeSec * 1000 <= RECENT_SIGN_IN_MS;
}

/**
 * How long a logout waits before revoking. Revocation stores "valid since" in whole seconds and keeps sessions
 * signed in at that same second, so a logout in the second of its own sign-in would leave its cookie valid; waiting
 * until the next second makes the revocation cover it.
 */
export function revocationDelayMs(authTimeSec: number, nowMs: number): number {
  return Math.min(MAX_REVOCATION_DELAY_MS, Math.max(0, (authTimeSec + 1) * 1000 - nowMs));
}
