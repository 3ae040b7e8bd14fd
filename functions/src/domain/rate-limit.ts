/** How many counted attempts one window allows, and how long a window lasts. */
export interface RateLimitPolicy {
  maxAttempts: number;
  windowMs: number;
}

/** Login and register: 10 failures per 15 minutes; the 11th attempt is refused until the window ends (issue 3). */
export const DEFAULT_RATE_LIMIT_POLICY: RateLimitPolicy = { maxAttempts: 10, windowMs: 15 * 60_000 };

/** One key's counter: attempts counted since its fixed window opened. */
export interface RateLimitWindow {
  count: number;
  startedAtMs: number;
}

/** Whether one more attempt may run, with the counter to store if so, or how long to wait if not. */
export type AttemptDecision = { allowed: true; window: RateLimitWindow } | { allowed: false; retryAfterMs: number };

/** True while `window` is still the current one at `nowMs`. */
export function isCurrentWindow(window: RateLimitWindow, nowMs: number, policy: RateLimitPolicy): boolean {
  return nowMs < window.startedAtMs + policy.windowMs;
}

/**
 * Counts one attempt against a key. An expired or missing window starts afresh, so there is no permanent lockout;
 * a full window refuses the attempt until it ends.
 */
export function reserveAttempt(current: RateLimitWindow | undefined, nowMs: number, policy: RateLimitPolicy): AttemptDecision {
  if (!current || !isCurrentWindow(current, nowMs, policy)) {
    return { allowed: true, window: { count: 1, startedAtMs: nowMs } };
  }
  if (current.count >= policy.maxAttempts) {
    return { allowed: false, retryAfterMs: current.startedAtMs + policy.windowMs - nowMs };
  }
  return { allowed: true, window: { count: current.count + 1, startedAtMs: current.startedAtMs } };
}

/**
 * Takes back an attempt reserved in the window that opened at `reservedStartedAtMs` (the attempt succeeded, so it
 * is no failure). A window that has since been replaced is left alone: the attempt no longer counts in it.
 */
export function releaseAttempt(current: RateLimitWindow | undefined, reservedStartedAtMs: number): RateLimitWindow | undefined {
  if (!current || current.startedAtMs !== reservedStartedAtMs || current.count === 0) return current;
  return { count: current.count - 1, startedAtMs: current.startedAtMs };
}

/** Whole minutes to tell the user to wait: rounded up, at least 1. */
export function retryAfterMinutes(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}
