// The capability's public face (docs/architecture.md#capabilities): what http/, index.ts and the capabilities above use.

export { AlreadyUltraError, UpscaleNotAffordableError, submitUpscale } from './upscale';
export { EnqueueFailedError, checkBalance, findIdempotentJob, idempotentJobOf, submitRemix } from './submit';
export type { RemixSubmission } from './submit';
export { countSubmit } from './submit-limits';
export type { SubmitRateLimits } from './submit-limits';
export {
  MAX_RESULTS_LISTED,
  deleteOwnResult,
  firstResultOf,
  listOwnResults,
  readOwnResult,
  resultIdsOf,
  toRemixJob,
} from './results';
export { failJob, jobClock, newQueuedJob, readOwnJob } from './jobs';
export type { RemixJobsDeps } from './jobs';
export { runRemixTask } from './worker';
export type { RemixWorkerDeps } from './worker';
export { disclosureMarkOf, takeDisclosureOf } from './take-disclosure';
export { dispatchWaitingJobs } from './waiting-jobs';
export { staleJobQueries, sweepStuckJobs } from './stuck-jobs';
