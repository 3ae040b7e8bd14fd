// The capability's public face (docs/architecture.md#capabilities): what http/, index.ts and the capabilities above use.

export {
  DebitAlreadyAppliedError,
  InsufficientTokensError,
  UnknownUserError,
  applyBalanceChange,
  applyDebitForNewWork,
  toTokenActivityItem,
  tokenActivity,
} from './ledger';
export {
  IdempotencyKeyReusedError,
  claimIdempotencyKeyIn,
  earlierRef,
  idempotencyRecordOf,
  replayedRef,
} from './idempotency';
export { TooManyAttemptsError, reserveAttempts } from './rate-limit';
export type { RateLimitKey, RateLimitStore } from './rate-limit';
export { deleteBlobs } from './blob-cleanup';
export { withBalanceLock, withLocalLock } from './balance-lock';
