import type { JobStage, JobStatus } from '@roomremix/contracts/enums';
import type { ImageEngine as ImageEngineName } from '@roomremix/contracts/system';
import { refundEntryId, STAGE_PROGRESS } from './remix-job';

// The remix job's state machine (docs/architecture.md#the-job-state-machine): its states, the events that move a job
// and, for each, the next state and the fields that change, or why the event is refused. The use-cases in
// services/remix read the job, ask `transition`, and store its change (and pay its refund) in the same transaction.

/** A job's state: its stored status, with a listing photo queued behind the take it is to match told apart. */
export type JobState = JobStatus | 'waiting';

/** What a job looks like to the claim and staleness rules. */
export interface JobClock {
  status: JobStatus;
  /** When the current attempt's lease ends (processing), in ms since the epoch; null when nobody holds it. */
  leaseExpiresAtMs: number | null;
  /** Last change of the job, in ms since the epoch. */
  updatedAtMs: number;
}

/** What a job looks like to the state machine. */
export interface JobLife extends JobClock {
  id: string;
  /** The job whose result this listing photo waits for, while it waits; null otherwise. */
  waitsFor: string | null;
  leaseId: string | null;
  attempts: number;
  startedAt: Date | null;
  /** Tokens debited for the job, all of its variants. */
  cost: number;
  variants: number;
}

/** Something that happens to a job. A failure's `ownerExists` is false once the account is gone: nobody to refund. */
export type JobEvent =
  /** A task delivery claims the job for one attempt, under a new lease. */
  | { type: 'claim'; leaseId: string; leaseMs: number; engine: ImageEngineName }
  /** The attempt holding the lease reaches the next stage. */
  | { type: 'advance'; leaseId: string; stage: 'saving' }
  /** The attempt holding the lease failed in a way a retry may fix: the job goes back to the queue. */
  | { type: 'release'; leaseId: string }
  /** The attempt holding the lease stores its variants (in order); those not made are refunded. */
  | {
      type: 'complete';
      leaseId: string;
      resultIds: string[];
      notes: string[];
      engine: ImageEngineName | null;
      accountDeleted: boolean;
    }
  /** The attempt holding the lease failed for good, or on its last attempt. */
  | { type: 'fail-attempt'; leaseId: string; error: string; ownerExists: boolean }
  /** The job could not be handed to the queue. */
  | { type: 'enqueue-failed'; error: string; ownerExists: boolean }
  /** A sweep or the owner's read found the job stale (isStaleJob). */
  | { type: 'give-up-stale'; error: string; ownerExists: boolean }
  /** Support stops the job, whatever it is doing. */
  | { type: 'stop'; error: string; ownerExists: boolean }
  /** The take this photo waits for succeeded (or failed with nothing to match): it may start. */
  | { type: 'wait-over'; waitedFor: string; anchorJobId: string | null; referenceCopied: boolean }
  /** The take this photo waits for failed and another photo took its place: it waits for that one. */
  | { type: 'wait-for'; waitedFor: string; waitsFor: string };

/** The fields a transition changes; absent ones stay as they are. */
export interface JobChange {
  status?: JobStatus;
  stage?: JobStage;
  progress?: number;
  attempts?: number;
  leaseId?: string | null;
  leaseExpiresAt?: Date | null;
  engine?: ImageEngineName | null;
  startedAt?: Date;
  finishedAt?: Date;
  resultIds?: string[];
  notes?: string[];
  error?: string;
  refunded?: boolean;
  refundedTokens?: number;
  waitsFor?: string | null;
  styleAnchorJobId?: string | null;
  updatedAt: Date;
}

/** Tokens owed back to the job's owner, under the job's one refund entry. */
export interface RefundOwed {
  tokens: number;
  entryId: string;
}

/** Why an event does not apply to the job as it is. */
export type Refusal =
  /** The job succeeded or failed already. */
  | 'finished'
  /** Another attempt holds a live lease. */
  | 'busy'
  /** The event's lease is not (or no longer) the one holding the job. */
  | 'not-holder'
  /** The owner's account is being deleted: nothing more is stored. */
  | 'account-deleted'
  /** The job is no longer in the queue. */
  | 'not-queued'
  /** The job is not stale (any more). */
  | 'not-stale'
  /** The job does not wait for that take. */
  | 'not-waiting';

export type Transition =
  { next: JobState; change: JobChange; refund: RefundOwed | null } | { refused: Refusal; next?: never };

/** The fields of a new job: queued, nothing attempted, nothing refunded. */
export const NEW_JOB = {
  status: 'queued',
  stage: 'queued',
  progress: STAGE_PROGRESS.queued,
  attempts: 0,
  leaseId: null,
  leaseExpiresAt: null,
  error: null,
  refunded: false,
  startedAt: null,
  finishedAt: null,
} as const;

/** The job's state. */
export function stateOf(job: Pick<JobLife, 'status' | 'waitsFor'>): JobState {
  return job.status === 'queued' && job.waitsFor !== null ? 'waiting' : job.status;
}

/** What the job does when `event` happens at `now`: its next state and change, or why nothing changes. */
export function transition(job: JobLife, event: JobEvent, now: Date): Transition {
  switch (event.type) {
    case 'claim':
      return claim(job, event, now);
    case 'advance':
      return underLease(job, event.leaseId, () => ({
        next: 'processing',
        change: { stage: event.stage, progress: STAGE_PROGRESS[event.stage], updatedAt: now },
        refund: null,
      }));
    case 'release':
      return underLease(job, event.leaseId, () => ({ next: 'queued', change: queuedAgain(now), refund: null }));
    case 'complete':
      return underLease(job, event.leaseId, () => complete(job, event, now));
    case 'fail-attempt':
      if (isFinished(job)) return { refused: 'finished' };
      return underLease(job, event.leaseId, () => fail(job, event, now));
    case 'enqueue-failed':
      return failIf(job, event, now, job.status === 'queued' ? null : 'not-queued');
    case 'give-up-stale':
      return failIf(job, event, now, isStaleJob(job, now.getTime()) ? null : 'not-stale');
    case 'stop':
      return failIf(job, event, now, null);
    case 'wait-over':
      if (!waitsFor(job, event.waitedFor)) return { refused: 'not-waiting' };
      return {
        next: 'queued',
        change: { waitsFor: null, styleAnchorJobId: event.referenceCopied ? event.anchorJobId : null, updatedAt: now },
        refund: null,
      };
    case 'wait-for':
      if (!waitsFor(job, event.waitedFor)) return { refused: 'not-waiting' };
      return { next: 'waiting', change: { waitsFor: event.waitsFor, updatedAt: now }, refund: null };
  }
}

/** What a task delivery may do with a job. */
export type ClaimDecision = 'claim' | 'finished' | 'busy';

/**
 * A delivery claims a queued job, or a processing one whose lease has run out (its attempt crashed or timed out);
 * a finished job is acknowledged at once; a processing job under a live lease belongs to another attempt.
 */
export function claimDecision(job: JobClock, nowMs: number): ClaimDecision {
  if (job.status === 'succeeded' || job.status === 'failed') return 'finished';
  if (job.status === 'processing' && job.leaseExpiresAtMs !== null && job.leaseExpiresAtMs > nowMs) return 'busy';
  return 'claim';
}

function claim(job: JobLife, event: Extract<JobEvent, { type: 'claim' }>, now: Date): Transition {
  const decision = claimDecision(job, now.getTime());
  if (decision !== 'claim') return { refused: decision };
  const change: JobChange = {
    status: 'processing',
    stage: 'generating',
    progress: STAGE_PROGRESS.generating,
    attempts: job.attempts + 1,
    leaseId: event.leaseId,
    leaseExpiresAt: new Date(now.getTime() + event.leaseMs),
    engine: event.engine,
    startedAt: job.startedAt ?? now,
    updatedAt: now,
  };
  return { next: 'processing', change, refund: null };
}

/** Only the attempt whose lease (its fencing token) the job carries may move a processing job on. */
function underLease(job: JobLife, leaseId: string, apply: () => Transition): Transition {
  return job.status === 'processing' && job.leaseId === leaseId ? apply() : { refused: 'not-holder' };
}

function isFinished(job: JobLife): boolean {
  return job.status === 'succeeded' || job.status === 'failed';
}

function waitsFor(job: JobLife, waitedFor: string): boolean {
  return stateOf(job) === 'waiting' && job.waitsFor === waitedFor;
}

function queuedAgain(now: Date): JobChange {
  return {
    status: 'queued',
    stage: 'queued',
    progress: STAGE_PROGRESS.queued,
    leaseId: null,
    leaseExpiresAt: null,
    updatedAt: now,
  };
}

/** What every finished job has, succeeded or failed: done, no lease, and when it finished. */
function finished(now: Date) {
  return { stage: 'done', leaseId: null, leaseExpiresAt: null, finishedAt: now, updatedAt: now } as const;
}

/** Succeeded with the variants made; the share of the cost of the variants not made goes back (never more than paid). */
function complete(job: JobLife, event: Extract<JobEvent, { type: 'complete' }>, now: Date): Transition {
  if (event.accountDeleted) return { refused: 'account-deleted' };
  const notMade = Math.max(0, job.variants - event.resultIds.length);
  const tokens = (notMade * job.cost) / job.variants;
  const change: JobChange = {
    status: 'succeeded',
    progress: STAGE_PROGRESS.done,
    resultIds: event.resultIds,
    refundedTokens: tokens,
    notes: event.notes,
    engine: event.engine,
    ...finished(now),
  };
  return { next: 'succeeded', change, refund: tokens > 0 ? { tokens, entryId: refundEntryId(job.id) } : null };
}

type FailEvent = Extract<JobEvent, { error: string }>;

/** Fails an unfinished job unless `refusal` says why not. */
function failIf(job: JobLife, event: FailEvent, now: Date, refusal: Refusal | null): Transition {
  if (isFinished(job)) return { refused: 'finished' };
  return refusal === null ? fail(job, event, now) : { refused: refusal };
}

/** Failed with a readable reason; the whole cost goes back, under the job's one refund entry, if the owner exists. */
function fail(job: JobLife, { error, ownerExists }: FailEvent, now: Date): Transition {
  const change: JobChange = {
    status: 'failed',
    error,
    refunded: ownerExists,
    refundedTokens: ownerExists ? job.cost : 0,
    ...finished(now),
  };
  return { next: 'failed', change, refund: ownerExists ? { tokens: job.cost, entryId: refundEntryId(job.id) } : null };
}

/** How many times a job was tried: the queue's count of its task's deliveries and the job's own count of claims. */
export interface AttemptCounts {
  deliveryAttempt: number;
  jobAttempts: number;
  maxAttempts: number;
}

/** After an attempt failed: for good when the failure is permanent or no attempt is left, else back to the queue. */
export function afterFailedAttempt(counts: AttemptCounts, permanent: boolean): 'fail' | 'release' {
  // The task's own count says when the queue gives up; the job's count covers deliveries lost before a claim.
  const last = counts.deliveryAttempt >= counts.maxAttempts || counts.jobAttempts >= counts.maxAttempts;
  return permanent || last ? 'fail' : 'release';
}

/**
 * What a take's end means for the photos waiting for it: succeeded, they start matching it; failed (or gone), the
 * first takes its place; still running, they wait on.
 */
export function waitingAfter(anchor: JobStatus | undefined): 'start' | 'replace' | 'wait' {
  if (anchor === 'succeeded') return 'start';
  return anchor === undefined || anchor === 'failed' ? 'replace' : 'wait';
}

/** How long a job may wait in the queue without any attempt before it is given up (and refunded). */
export const QUEUED_STALE_MS = 30 * 60 * 1000;
/** How long after its lease ran out a processing job may wait for a retry before it is given up. */
export const LEASE_STALE_GRACE_MS = 5 * 60 * 1000;

/** The instants before which a job is stale at `nowMs`, for isStaleJob and for queries that look for stale jobs. */
export interface StaleJobCutoffs {
  /** A queued job last changed before this, in ms since the epoch, is stale. */
  queuedUpdatedBeforeMs: number;
  /** A processing job whose lease ran out before this, in ms since the epoch, is stale. */
  leaseExpiredBeforeMs: number;
}

/** The cut-offs of the staleness rule at `nowMs`. */
export function staleJobCutoffs(nowMs: number): StaleJobCutoffs {
  return { queuedUpdatedBeforeMs: nowMs - QUEUED_STALE_MS, leaseExpiredBeforeMs: nowMs - LEASE_STALE_GRACE_MS };
}

/**
 * Whether nobody will finish the job any more: queued for 30 minutes without progress (its task was lost, the
 * worker cannot start, or the take it waits for never finished), or processing with a lease that ran out 5 minutes
 * ago (the last attempt died). Such a job is failed and refunded, by the periodic sweep or when its owner looks at
 * it, whichever comes first; a late delivery then finds it finished and does nothing.
 */
export function isStaleJob(job: JobClock, nowMs: number): boolean {
  const cutoffs = staleJobCutoffs(nowMs);
  if (job.status === 'queued') return job.updatedAtMs < cutoffs.queuedUpdatedBeforeMs;
  if (job.status === 'processing') {
    return job.leaseExpiresAtMs === null || job.leaseExpiresAtMs < cutoffs.leaseExpiredBeforeMs;
  }
  return false;
}
