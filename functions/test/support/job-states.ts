import { collections } from '../../src/adapters/firestore/collections';
import { type RemixUser, submitAccepted, type TestImages, userWithTokens } from './remix';
import type { TestApp } from './test-app';

/** How far a test puts a job past, or short of, a staleness limit, so that it clearly is stale or is not. */
export const MINUTE_MS = 60_000;

/** A user with one token who submitted one remix (debited), and that job's id. */
export async function submittedJob(app: TestApp, images: TestImages): Promise<{ user: RemixUser; jobId: string }> {
  const user = await userWithTokens(app, 1);
  const job = await submitAccepted(app, user.client, { base: [[images.room]], fields: { roomStyle: 'coastal' } });
  return { user, jobId: job.id };
}

/** Leaves the job queued, last changed at `updatedAtMs`. */
export function queuedSince(app: TestApp, jobId: string, updatedAtMs: number): Promise<unknown> {
  return collections
    .remixJobs(app.db)
    .doc(jobId)
    .update({ updatedAt: new Date(updatedAtMs) });
}

/** Puts the job under a first attempt whose lease ends at `leaseExpiresAtMs`, as a claim does. */
export function processingUntil(app: TestApp, jobId: string, leaseExpiresAtMs: number): Promise<unknown> {
  return collections
    .remixJobs(app.db)
    .doc(jobId)
    .update({
      status: 'processing',
      stage: 'generating',
      attempts: 1,
      leaseId: 'attempt-1',
      leaseExpiresAt: new Date(leaseExpiresAtMs),
    });
}
