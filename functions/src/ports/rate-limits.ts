import type { Tx } from './transactions';

/**
 * `rateLimits/{id}`: one fixed-window attempt counter. The id is a keyed hash of scope, kind and subject (an address or
 * an account); the subject itself is not stored. `expiresAt` is when the window ends (a TTL policy deletes it later).
 */
export interface RateLimitCounter {
  scope: string;
  kind: string;
  count: number;
  windowStartedAt: Date;
  expiresAt: Date;
}

export interface RateLimitsRepository {
  readIn(tx: Tx, id: string): Promise<RateLimitCounter | undefined>;
  writeIn(tx: Tx, id: string, counter: RateLimitCounter): void;
  writeCountIn(tx: Tx, id: string, count: number): void;
}
