/** How many counted attempts one window allows, and how long a window lasts. */
export interface RateLimitPolicy {
  maxAttempts: number;
  windowMs: number;
}

const FIFTEEN_MINUTES_MS = 15 * 60_000;
const TEN_MINUTES_MS = 10 * 60_000;
const ONE_HOUR_MS = 60 * 60_000;

/** Every limited call's policy; the README's "Rate limits" explains the choice. */
export interface RateLimitPolicies {
  /** Failed logins of one account from one address: the guesser is stopped, the owner elsewhere is not. */
  loginPerAccountAddress: RateLimitPolicy;
  /** Failed logins from one address over all accounts (password spraying); higher, as offices share an address. */
  loginPerAddress: RateLimitPolicy;
  /** Failed registrations from one address, and of one username. */
  register: RateLimitPolicy;
  /** Remix submissions of one user, counted whether or not they are accepted. */
  remixPerUser: RateLimitPolicy;
  /** Remix submissions from one address, over all its users. */
  remixPerAddress: RateLimitPolicy;
  /** New share links of one user: enough to share a whole history, too few to mint links for scraping. */
  sharePerUser: RateLimitPolicy;
  /** Reads of public shares (`GET /api/public/shares/:token`) from one address, over all shares. */
  publicShareReadsPerAddress: RateLimitPolicy;
  /** Password-reset e-mails asked for one address, every request counted: nobody's inbox is flooded. */
  passwordResetPerEmail: RateLimitPolicy;
  /** Password-reset requests from one address over all e-mails, every request counted. */
  passwordResetPerAddress: RateLimitPolicy;
  /** Wrong current passwords of one signed-in user at "Change password": a stolen session cannot guess on. */
  passwordChangePerUser: RateLimitPolicy;
  /** Account exports of one user: each one reads every image, so a few an hour. */
  exportPerUser: RateLimitPolicy;
  /** Account deletion attempts of one signed-in user (wrong passwords included): a stolen session cannot guess on. */
  deletePerUser: RateLimitPolicy;
}

/** A full window refuses further attempts until it ends: the 11th failed login within 15 minutes, and so on. */
export const DEFAULT_RATE_LIMITS: RateLimitPolicies = {
  loginPerAccountAddress: { maxAttempts: 10, windowMs: FIFTEEN_MINUTES_MS },
  loginPerAddress: { maxAttempts: 30, windowMs: FIFTEEN_MINUTES_MS },
  register: { maxAttempts: 10, windowMs: FIFTEEN_MINUTES_MS },
  remixPerUser: { maxAttempts: 30, windowMs: TEN_MINUTES_MS },
  remixPerAddress: { maxAttempts: 60, windowMs: TEN_MINUTES_MS },
  sharePerUser: { maxAttempts: 30, windowMs: TEN_MINUTES_MS },
  publicShareReadsPerAddress: { maxAttempts: 120, windowMs: TEN_MINUTES_MS },
  passwordResetPerEmail: { maxAttempts: 5, windowMs: ONE_HOUR_MS },
  passwordResetPerAddress: { maxAttempts: 20, windowMs: ONE_HOUR_MS },
  passwordChangePerUser: { maxAttempts: 10, windowMs: FIFTEEN_MINUTES_MS },
  exportPerUser: { maxAttempts: 3, windowMs: ONE_HOUR_MS },
  deletePerUser: { maxAttempts: 5, windowMs: FIFTEEN_MINUTES_MS },
};

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
export function reserveAttempt(
  current: RateLimitWindow | undefined,
  nowMs: number,
  policy: RateLimitPolicy,
): AttemptDecision {
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
export function releaseAttempt(
  current: RateLimitWindow | undefined,
  reservedStartedAtMs: number,
): RateLimitWindow | undefined {
  if (!current || current.startedAtMs !== reservedStartedAtMs || current.count === 0) return current;
  return { count: current.count - 1, startedAtMs: current.startedAtMs };
}

/** Whole minutes to tell the user to wait: rounded up, at least 1. */
export function retryAfterMinutes(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}
