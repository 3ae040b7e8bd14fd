import { type DocumentReference, type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { collections, type RateLimitDoc } from '../../adapters/firestore/collections';
import { type Clock, systemClock } from '../../domain/clock';
import { rateLimitId } from '../../domain/keyed-ids';
import { namedError } from '../../domain/named-error';
import { releaseAttempt, reserveAttempt, type RateLimitPolicy, type RateLimitWindow } from '../../domain/rate-limit';
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
  db: Firestore;
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
  { db, rateLimitIdSecret }: RateLimitStore,
  keys: readonly RateLimitKey[],
  now: Clock = systemClock,
): Promise<AttemptReservation> {
  const counters: Counter[] = keys.map((key) => ({
    key,
    // Keyed, so the id gives away no address, login name or e-mail; any text makes a valid id of one length.
    ref: collections.rateLimits(db).doc(rateLimitId(rateLimitIdSecret, key.scope, key.kind, key.value)),
  }));
  // Serialised in this process: a burst of one caller's requests would otherwise all lock the same counters.
  const lockKey = `rate-limit\n${counters.map(({ ref }) => ref.id).join('\n')}`;
  const reservedWindowStarts = await withLocalLock(lockKey, () =>
    db.runTransaction((tx) => countAttempts(tx, counters, now().getTime())),
  );

  return {
    release: () =>
      db.runTransaction(async (tx) => {
        const current = await Promise.all(
          reservedWindowStarts.map(async (reserved) => ({ ...reserved, doc: (await tx.get(reserved.ref)).data() })),
        );
        for (const { ref, doc, startedAtMs } of current) {
          const window = windowOf(doc);
          const released = releaseAttempt(window, startedAtMs);
          if (released && released !== window) tx.update(ref, { count: released.count });
        }
      }),
  };
}

type Counter = { key: RateLimitKey; ref: DocumentReference<RateLimitDoc> };

/** Counts one attempt on every counter, or throws TooManyAttemptsError writing nothing if any is full. */
async function countAttempts(tx: Transaction, counters: readonly Counter[], nowMs: number) {
  const current = await Promise.all(
    counters.map(async (counter) => ({ ...counter, doc: (await tx.get(counter.ref)).data() })),
  );
  const writes: (Counter & { window: RateLimitWindow })[] = [];
  let refused: { retryAfterMs: number; scope: RateLimitKey['scope'] } | undefined;
  for (const counter of current) {
    const decision = reserveAttempt(windowOf(counter.doc), nowMs, counter.key.policy);
    if (decision.allowed) writes.push({ ...counter, window: decision.window });
    else if (!refused || decision.retryAfterMs > refused.retryAfterMs) {
      refused = { retryAfterMs: decision.retryAfterMs, scope: counter.key.scope };
    }
  }
  if (refused) throw new TooManyAttemptsError(refused.retryAfterMs, refused.scope);
  for (const { key, ref, window } of writes) tx.set(ref, toDoc(key, window));
  return writes.map(({ ref, window }) => ({ ref, startedAtMs: window.startedAtMs }));
}

function windowOf(doc: RateLimitDoc | undefined): RateLimitWindow | undefined {
  return doc && { count: doc.count, startedAtMs: doc.windowStartedAt.toMillis() };
}

function toDoc(key: RateLimitKey, window: RateLimitWindow): RateLimitDoc {
  return {
    scope: key.scope,
    kind: key.kind,
    count: window.count,
    windowStartedAt: Timestamp.fromMillis(window.startedAtMs),
    expiresAt: Timestamp.fromMillis(window.startedAtMs + key.policy.windowMs),
  };
}
