import type { TokenAdjustmentRequest } from '@roomremix/contracts/admin';
import { ApiError } from '@/lib/api-client';

/** One submit of the adjust form: what it asks for and the Idempotency-Key that makes it apply at most once. */
export interface AdjustmentAttempt {
  key: string;
  request: TokenAdjustmentRequest;
}

/** Whether two adjustments ask for the same change with the same written reason. */
export function isSameAdjustment(a: TokenAdjustmentRequest, b: TokenAdjustmentRequest): boolean {
  return a.delta === b.delta && a.reason === b.reason;
}

/**
 * The attempt a submit of `request` makes. When the last attempt was never confirmed and asked for the same, this
 * submit retries it with its key, so the server applies it once whichever of the two reached it; any other submit
 * is a new adjustment with a fresh key.
 */
export function attemptFor(
  unconfirmed: AdjustmentAttempt | null,
  request: TokenAdjustmentRequest,
  newKey: () => string = () => crypto.randomUUID(),
): AdjustmentAttempt {
  if (unconfirmed && isSameAdjustment(unconfirmed.request, request)) return unconfirmed;
  return { key: newKey(), request };
}

/**
 * Whether a failed call may still have been applied: no answer came (the network failed) or the server failed
 * (5xx). A refusal (4xx) changed nothing, so the next submit can start afresh.
 */
export function mayHaveBeenApplied(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500;
}
