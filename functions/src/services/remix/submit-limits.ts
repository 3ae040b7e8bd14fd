import type { RateLimitPolicies } from '../../domain/rate-limit';
import { type RateLimitStore, reserveAttempts } from '../core';

/** The policies that limit remix submits. */
export type SubmitRateLimits = Pick<RateLimitPolicies, 'remixPerUser' | 'remixPerAddress'>;

/**
 * Counts one submit against the user's and the address's limits, accepted or not: it runs before the upload is
 * read, so a flood costs one transaction per request and no upload, decode or debit.
 * Throws TooManyAttemptsError (counting nothing) when either limit is used up.
 */
export async function countSubmit(
  store: RateLimitStore,
  limits: SubmitRateLimits,
  caller: { uid: string; ip: string },
): Promise<void> {
  await reserveAttempts(store, [
    { scope: 'remix', kind: 'user', value: caller.uid, policy: limits.remixPerUser },
    { scope: 'remix', kind: 'ip', value: caller.ip, policy: limits.remixPerAddress },
  ]);
}
