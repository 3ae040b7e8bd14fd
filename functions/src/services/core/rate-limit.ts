import { type Clock, systemClock } from '../../domain/clock';
import { rateLimitId } from '../../domain/keyed-ids';
import { namedError } from '../../domain/named-error';
import { releaseAttempt, reserveAttempt, type RateLimitPolicy, type RateLimitWindow } from '../../domain/rate-limit';
import type { RateLimitCounter } from '../../ports/rate-limits';
import type { Repositories } from '../../ports/repositories';
import type { Tx } from '../../ports/transactions';
import { withLocalLock } from './balance-lock';

/**
 * One counter: what is limited (`login`, `register`, `remix`, `share`, `share-read`, `password-reset`,
 * `password-change`), by what (an address, an account, both, a user), whose value, and under which policy.
 */
export interface RateLimitKey {
  scope:
    | 'login'
    | 'register'
    | 'remix'
    | 'share'
    | 'share-read'
    | 'password-reset'
    | 'password-change'
    | 'account-export'
    | 'account-delete';
  kind: 'ip' | 'account' | 'account-ip' | 'user';
  value: string;
  policy: RateLimitPolicy;
}

/** Where the counters live, and the key of their ids (AppConfig.rateLimitIdSecret). */
export interface RateLimitStore {
  repositories: Pick<Repositories, 'runTransaction' | 'rateLimits'>;
  rateLimitIdSecret: string;
}

/** A reserved attempt; release it when the attempt succeeded, so only failures count. */
export interface AttemptReservation {
  release(): Promise<void>;
}

/** Some key's window is full; nothing was counted. `scope` says what was limited, so the answer can name it. */
export class TooManyAttemptsError extends namedError('TooManyAttemptsError') {
  constructor(
    readonly retryAfterMs: number,
    readonly scope: RateLimitKey['scope'],
  ) {
    super(`Rate limited (${scope}) for another ${retryAfterMs} ms`);
  }
}

/**
 * Counts one attempt against every key in one transaction, before the attempt runs, so parallel requests cannot all
 * slip under the limit; throws TooManyAttemptsError (counting nothing) when any key's window is full.
 */
export async function reserveAttempts(
  { repositories, rateLimitIdSecret }: RateLimitStore,
  keys: readonly RateLimitKey[],
  now: Clock = systemClock,
): Promise<AttemptReservation> {
  const { runTransaction, rateLimits } = repositories;
  const counters: Counter[] = keys.map((key) => ({
    key,
    // Keyed, so the id gives away no address, login name or e-mail; any text makes a valid id of one length.
    id: rateLimitId(rateLimitIdSecret, key.scope, key.kind, key.value),
  }));
  // Serialised in this process: a burst of one caller's requests would otherwise all lock the same counters.
  const lockKey = `rate-limit\n${counters.map(({ id }) => id).join('\n')}`;
  const reservedWindowStarts = await withLocalLock(lockKey, () =>
    runTransaction((tx) => countAttempts(repositories, tx, counters, now().getTime())),
  );

  return {
    release: () =>
      runTransaction(async (tx) => {
        const current = await Promise.all(
          reservedWindowStarts.map(async (reserved) => ({
            ...reserved,
            counter: await rateLimits.readIn(tx, reserved.id),
          })),
        );
        for (const { id, counter, startedAtMs } of current) {
          const window = windowOf(counter);
          const released = releaseAttempt(window, startedAtMs);
          if (released && released !== window) rateLimits.writeCountIn(tx, id, released.count);
        }
      }),
  };
}

type Counter = { key: RateLimitKey; id: string };

/** Counts one attempt on every counter, or throws TooManyAttemptsError writing nothing if any is full. */
async function countAttempts(
  { rateLimits }: Pick<Repositories, 'rateLimits'>,
  tx: Tx,
  counters: readonly Counter[],
  nowMs: number,
) {
  const current = await Promise.all(
    counters.map(async (counter) => ({ ...counter, stored: await rateLimits.readIn(tx, counter.id) })),
  );
  const writes: (Counter & { window: RateLimitWindow })[] = [];
  let refused: { retryAfterMs: number; scope: RateLimitKey['scope'] } | undefined;
  for (const counter of current) {
    const decision = reserveAttempt(windowOf(counter.stored), nowMs, counter.key.policy);
    if (decision.allowed) writes.push({ ...counter, window: decision.window });
    else if (!refused || decision.retryAfterMs > refused.retryAfterMs) {
      refused = { retryAfterMs: decision.retryAfterMs, scope: counter.key.scope };
    }
  }
  if (refused) throw new TooManyAttemptsError(refused.retryAfterMs, refused.scope);
  for (const { key, id, window } of writes) rateLimits.writeIn(tx, id, counterOf(key, window));
  return writes.map(({ id, window }) => ({ id, startedAtMs: window.startedAtMs }));
}

function windowOf(counter: RateLimitCounter | undefined): RateLimitWindow | undefined {
  return counter && { count: counter.count, startedAtMs: counter.windowStartedAt.getTime() };
}

function counterOf(key: RateLimitKey, window: RateLimitWindow): RateLimitCounter {
  return {
    scope: key.scope,
    kind: key.kind,
    count: window.count,
    windowStartedAt: new Date(window.startedAtMs),
    expiresAt: new Date(window.startedAtMs + key.policy.windowMs),
  };
}
