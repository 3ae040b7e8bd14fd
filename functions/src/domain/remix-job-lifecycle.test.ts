import { describe, expect, it } from 'vitest';
import {
  afterFailedAttempt,
  claimDecision,
  isStaleJob,
  type JobChange,
  type JobClock,
  type JobEvent,
  type JobLife,
  type JobState,
  LEASE_STALE_GRACE_MS,
  QUEUED_STALE_MS,
  type Refusal,
  type RefundOwed,
  staleJobCutoffs,
  stateOf,
  transition,
  waitingAfter,
} from './remix-job-lifecycle';

const NOW = new Date('2026-03-01T12:00:00Z');
const T = NOW.getTime();
const STARTED = new Date(T - 600_000);
const LEASE_MS = 330_000;

/** A job of two variants costing 20 tokens, queued at NOW, with `change` applied. */
const life = (change: Partial<JobLife> = {}): JobLife => ({
  id: 'job1',
  status: 'queued',
  waitsFor: null,
  leaseId: null,
  leaseExpiresAtMs: null,
  updatedAtMs: T,
  attempts: 0,
  startedAt: null,
  cost: 20,
  variants: 2,
  ...change,
});

const held = { status: 'processing', attempts: 1, startedAt: STARTED, updatedAtMs: T - 60_000 } as const;
const JOBS = {
  queued: life(),
  'queued 30 minutes and more': life({ updatedAtMs: T - QUEUED_STALE_MS - 1 }),
  'waiting for the anchor': life({ waitsFor: 'anchor' }),
  'waiting for the anchor 30 minutes and more': life({ waitsFor: 'anchor', updatedAtMs: T - QUEUED_STALE_MS - 1 }),
  'waiting for another take': life({ waitsFor: 'other' }),
  'processing under my live lease': life({ ...held, leaseId: 'mine', leaseExpiresAtMs: T + 60_000 }),
  'processing under my lease, run out, not taken over': life({ ...held, leaseId: 'mine', leaseExpiresAtMs: T - 1 }),
  'processing under another live lease': life({ ...held, leaseId: 'other', leaseExpiresAtMs: T + 60_000 }),
  'processing, another lease run out within the grace': life({ ...held, leaseId: 'other', leaseExpiresAtMs: T - 1 }),
  'processing, another lease run out past the grace': life({
    ...held,
    leaseId: 'other',
    leaseExpiresAtMs: T - LEASE_STALE_GRACE_MS - 1,
  }),
  succeeded: life({ status: 'succeeded', attempts: 1, startedAt: STARTED }),
  failed: life({ status: 'failed', attempts: 1, startedAt: STARTED }),
} satisfies Record<string, JobLife>;
type JobName = keyof typeof JOBS;

const claim: JobEvent = { type: 'claim', leaseId: 'new', leaseMs: LEASE_MS, engine: 'local' };
const advance: JobEvent = { type: 'advance', leaseId: 'mine', stage: 'saving' };
const release: JobEvent = { type: 'release', leaseId: 'mine' };
const complete = (resultIds: string[], accountDeleted = false): JobEvent => ({
  type: 'complete',
  leaseId: 'mine',
  resultIds,
  notes: ['a note'],
  engine: 'openai',
  accountDeleted,
});
const failAttempt = (ownerExists = true): JobEvent => ({
  type: 'fail-attempt',
  leaseId: 'mine',
  error: 'E',
  ownerExists,
});
const enqueueFailed: JobEvent = { type: 'enqueue-failed', error: 'E', ownerExists: true };
const giveUpStale: JobEvent = { type: 'give-up-stale', error: 'E', ownerExists: true };
const stop = (ownerExists = true): JobEvent => ({ type: 'stop', error: 'E', ownerExists });
const waitOver = (referenceCopied = true): JobEvent => ({
  type: 'wait-over',
  waitedFor: 'anchor',
  anchorJobId: 'anchor',
  referenceCopied,
});
const waitFor: JobEvent = { type: 'wait-for', waitedFor: 'anchor', waitsFor: 'next' };

interface Moved {
  next: JobState;
  change: JobChange;
  refund: RefundOwed | null;
}

const claimed = (attempts: number, startedAt: Date): Moved => ({
  next: 'processing',
  change: {
    status: 'processing',
    stage: 'generating',
    progress: 10,
    attempts,
    leaseId: 'new',
    leaseExpiresAt: new Date(T + LEASE_MS),
    engine: 'local',
    startedAt,
    updatedAt: NOW,
  },
  refund: null,
});
const FINISHED = { stage: 'done', leaseId: null, leaseExpiresAt: null, finishedAt: NOW, updatedAt: NOW } as const;
const succeeded = (resultIds: string[], refundedTokens: number): Moved => ({
  next: 'succeeded',
  change: {
    status: 'succeeded',
    progress: 100,
    resultIds,
    refundedTokens,
    notes: ['a note'],
    engine: 'openai',
    ...FINISHED,
  },
  refund: refundedTokens > 0 ? { tokens: refundedTokens, entryId: 'refund-job1' } : null,
});
const FAILED: Moved = {
  next: 'failed',
  change: { status: 'failed', error: 'E', refunded: true, refundedTokens: 20, ...FINISHED },
  refund: { tokens: 20, entryId: 'refund-job1' },
};
const FAILED_UNREFUNDED: Moved = {
  next: 'failed',
  change: { status: 'failed', error: 'E', refunded: false, refundedTokens: 0, ...FINISHED },
  refund: null,
};
const QUEUED_AGAIN: Moved = {
  next: 'queued',
  change: { status: 'queued', stage: 'queued', progress: 0, leaseId: null, leaseExpiresAt: null, updatedAt: NOW },
  refund: null,
};
const SAVING: Moved = { next: 'processing', change: { stage: 'saving', progress: 85, updatedAt: NOW }, refund: null };
const waitEnded = (styleAnchorJobId: string | null): Moved => ({
  next: 'queued',
  change: { waitsFor: null, styleAnchorJobId, updatedAt: NOW },
  refund: null,
});

/** One row per (state, event) pair and every refusal: the job, what happens, and what follows. */
const TABLE: [JobName, JobEvent, Moved | Refusal][] = [
  ['queued', claim, claimed(1, NOW)],
  // A waiting job is never enqueued; a stray delivery would claim it like any queued job.
  ['waiting for the anchor', claim, claimed(1, NOW)],
  ['processing under another live lease', claim, 'busy'],
  ['processing, another lease run out within the grace', claim, claimed(2, STARTED)],
  ['processing, another lease run out past the grace', claim, claimed(2, STARTED)],
  ['succeeded', claim, 'finished'],
  ['failed', claim, 'finished'],

  ['processing under my live lease', advance, SAVING],
  ['processing under my lease, run out, not taken over', advance, SAVING],
  ['processing under another live lease', advance, 'not-holder'],
  ['queued', advance, 'not-holder'],
  ['waiting for the anchor', advance, 'not-holder'],
  ['succeeded', advance, 'not-holder'],
  ['failed', advance, 'not-holder'],

  ['processing under my live lease', release, QUEUED_AGAIN],
  ['processing under another live lease', release, 'not-holder'],
  ['processing, another lease run out within the grace', release, 'not-holder'],
  ['queued', release, 'not-holder'],
  ['waiting for the anchor', release, 'not-holder'],
  ['succeeded', release, 'not-holder'],
  ['failed', release, 'not-holder'],

  ['processing under my live lease', complete(['job1', 'job1-2']), succeeded(['job1', 'job1-2'], 0)],
  ['processing under my live lease', complete(['job1']), succeeded(['job1'], 10)],
  ['processing under my lease, run out, not taken over', complete(['job1']), succeeded(['job1'], 10)],
  ['processing under my live lease', complete(['job1'], true), 'account-deleted'],
  ['processing under another live lease', complete(['job1']), 'not-holder'],
  ['queued', complete(['job1']), 'not-holder'],
  ['waiting for the anchor', complete(['job1']), 'not-holder'],
  ['succeeded', complete(['job1']), 'not-holder'],
  ['failed', complete(['job1']), 'not-holder'],

  ['processing under my live lease', failAttempt(), FAILED],
  ['processing under my live lease', failAttempt(false), FAILED_UNREFUNDED],
  ['processing under another live lease', failAttempt(), 'not-holder'],
  ['queued', failAttempt(), 'not-holder'],
  ['waiting for the anchor', failAttempt(), 'not-holder'],
  ['succeeded', failAttempt(), 'finished'],
  ['failed', failAttempt(), 'finished'],

  ['queued', enqueueFailed, FAILED],
  ['waiting for the anchor', enqueueFailed, FAILED],
  ['processing under my live lease', enqueueFailed, 'not-queued'],
  ['succeeded', enqueueFailed, 'finished'],
  ['failed', enqueueFailed, 'finished'],

  ['queued', giveUpStale, 'not-stale'],
  ['queued 30 minutes and more', giveUpStale, FAILED],
  ['waiting for the anchor', giveUpStale, 'not-stale'],
  ['waiting for the anchor 30 minutes and more', giveUpStale, FAILED],
  ['processing under another live lease', giveUpStale, 'not-stale'],
  ['processing, another lease run out within the grace', giveUpStale, 'not-stale'],
  ['processing, another lease run out past the grace', giveUpStale, FAILED],
  ['succeeded', giveUpStale, 'finished'],
  ['failed', giveUpStale, 'finished'],

  ['queued', stop(), FAILED],
  ['waiting for the anchor', stop(), FAILED],
  ['processing under another live lease', stop(), FAILED],
  ['processing under another live lease', stop(false), FAILED_UNREFUNDED],
  ['succeeded', stop(), 'finished'],
  ['failed', stop(), 'finished'],

  ['waiting for the anchor', waitOver(), waitEnded('anchor')],
  ['waiting for the anchor', waitOver(false), waitEnded(null)],
  ['waiting for another take', waitOver(), 'not-waiting'],
  ['queued', waitOver(), 'not-waiting'],
  ['processing under my live lease', waitOver(), 'not-waiting'],
  ['succeeded', waitOver(), 'not-waiting'],
  ['failed', waitOver(), 'not-waiting'],

  ['waiting for the anchor', waitFor, { next: 'waiting', change: { waitsFor: 'next', updatedAt: NOW }, refund: null }],
  ['waiting for another take', waitFor, 'not-waiting'],
  ['queued', waitFor, 'not-waiting'],
  ['processing under my live lease', waitFor, 'not-waiting'],
  ['succeeded', waitFor, 'not-waiting'],
  ['failed', waitFor, 'not-waiting'],
];

describe('transition', () => {
  it.each(TABLE)('%s, %j → %j', (name, event, expected) => {
    const decided = transition(JOBS[name], event, NOW);
    expect(decided).toEqual(typeof expected === 'string' ? { refused: expected } : expected);
  });

  it('has a row for every state and every event', () => {
    const rows = new Set(TABLE.map(([name, event]) => `${stateOf(JOBS[name])} ${event.type}`));
    const states: JobState[] = ['queued', 'waiting', 'processing', 'succeeded', 'failed'];
    const events = new Set(TABLE.map(([, event]) => event.type));
    expect(events.size).toBe(10);
    for (const state of states) for (const event of events) expect(rows).toContain(`${state} ${event}`);
  });

  it('never owes back more than was paid, always under the job’s one refund entry, as the job records it', () => {
    for (const [name, event] of TABLE) {
      const decided = transition(JOBS[name], event, NOW);
      if (!decided.next || !decided.refund) continue;
      expect(decided.refund.tokens).toBeGreaterThan(0);
      expect(decided.refund.tokens).toBeLessThanOrEqual(JOBS[name].cost);
      expect(decided.refund.entryId).toBe('refund-job1');
      expect(decided.change.refundedTokens).toBe(decided.refund.tokens);
    }
  });
});

describe('afterFailedAttempt', () => {
  it.each<[string, number, number, boolean, 'fail' | 'release']>([
    ['a passing failure on the first delivery', 1, 1, false, 'release'],
    ['a permanent failure on the first delivery', 1, 1, true, 'fail'],
    ['a passing failure on the last delivery', 3, 1, false, 'fail'],
    ['a passing failure on the job’s last claim (deliveries were lost)', 1, 3, false, 'fail'],
  ])('%s → %s', (_case, deliveryAttempt, jobAttempts, permanent, expected) => {
    expect(afterFailedAttempt({ deliveryAttempt, jobAttempts, maxAttempts: 3 }, permanent)).toBe(expected);
  });
});

describe('waitingAfter', () => {
  it.each([
    ['succeeded', 'start'],
    ['failed', 'replace'],
    [undefined, 'replace'],
    ['queued', 'wait'],
    ['processing', 'wait'],
  ] as const)('a take %s → %s', (status, expected) => {
    expect(waitingAfter(status)).toBe(expected);
  });
});

/** A job queued at NOW, with `change` applied: the clock fields claimDecision and isStaleJob read. */
const job = (change: Partial<JobClock>): JobClock => ({
  status: 'queued',
  leaseExpiresAtMs: null,
  updatedAtMs: T,
  ...change,
});
describe('claimDecision', () => {
  it.each<[string, Partial<JobClock>, string]>([
    ['a queued job', {}, 'claim'],
    ['a succeeded job', { status: 'succeeded' }, 'finished'],
    ['a failed job', { status: 'failed' }, 'finished'],
    ['a processing job under a live lease', { status: 'processing', leaseExpiresAtMs: T + 1 }, 'busy'],
    ['a processing job whose lease ran out', { status: 'processing', leaseExpiresAtMs: T }, 'claim'],
    ['a processing job without a lease', { status: 'processing' }, 'claim'],
  ])('%s → %s', (_case, change, expected) => {
    expect(claimDecision(job(change), T)).toBe(expected);
  });
});

describe('isStaleJob', () => {
  it.each<[string, Partial<JobClock>, boolean]>([
    ['queued just now', {}, false],
    ['queued for exactly 30 minutes', { updatedAtMs: T - QUEUED_STALE_MS }, false],
    ['queued for over 30 minutes', { updatedAtMs: T - QUEUED_STALE_MS - 1 }, true],
    ['processing under a live lease', { status: 'processing', leaseExpiresAtMs: T + 60_000 }, false],
    [
      'processing, lease ran out within the grace',
      { status: 'processing', leaseExpiresAtMs: T - LEASE_STALE_GRACE_MS },
      false,
    ],
    [
      'processing, lease ran out long ago',
      { status: 'processing', leaseExpiresAtMs: T - LEASE_STALE_GRACE_MS - 1 },
      true,
    ],
    ['succeeded long ago', { status: 'succeeded', updatedAtMs: 0 }, false],
    ['failed long ago', { status: 'failed', updatedAtMs: 0 }, false],
  ])('%s → %s', (_case, change, expected) => {
    expect(isStaleJob(job(change), T)).toBe(expected);
  });

  it('agrees with its cut-offs, which the sweep queries by, on both sides of each boundary', () => {
    const { queuedUpdatedBeforeMs, leaseExpiredBeforeMs } = staleJobCutoffs(T);
    expect(isStaleJob(job({ updatedAtMs: queuedUpdatedBeforeMs - 1 }), T)).toBe(true);
    expect(isStaleJob(job({ updatedAtMs: queuedUpdatedBeforeMs }), T)).toBe(false);
    expect(isStaleJob(job({ status: 'processing', leaseExpiresAtMs: leaseExpiredBeforeMs - 1 }), T)).toBe(true);
    expect(isStaleJob(job({ status: 'processing', leaseExpiresAtMs: leaseExpiredBeforeMs }), T)).toBe(false);
  });
});
