import { remixCost } from '@roomremix/contracts/constants';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import type { LedgerReason } from '@roomremix/contracts/enums';
import { defaultResultTitle, type RemixJob } from '@roomremix/contracts/remix';
import { pickRemixSettings, type ProcessFields } from '@roomremix/contracts/remix-settings';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import type { RemixJobRecord } from '../../ports/remix-jobs';
import type { IdempotencyRecord } from '../../ports/idempotency-keys';
import type { Repositories } from '../../ports/repositories';
import type { Logger } from '../../adapters/logging/logger';
import type { RemixQueue } from '../../adapters/queue/remix-queue';
import { type Clock, nowOf } from '../../domain/clock';
import { assertRequestOffered, type EngineOffer, wholeMaskRefusalOf } from '../../domain/remix-request';
import { namedError } from '../../domain/named-error';
import { alignReferenceLabels, debitEntryId, idempotentJobId } from '../../domain/remix-job';
import type { IdempotentRequest } from '../../domain/idempotency';
import {
  applyDebitForNewWork,
  claimIdempotencyKeyIn,
  deleteBlobs,
  idempotencyRecordOf,
  InsufficientTokensError,
  replayedRef,
  UnknownUserError,
  withBalanceLock,
} from '../core';
import { failJob, newQueuedJob, type RemixRepositories } from './jobs';
import { toRemixJob } from './results';
import { type InputUploads, storeInputs } from './store-inputs';

/** What submitting a remix needs. */
export interface SubmitDeps {
  repositories: RemixRepositories;
  blobStore: BlobStore;
  queue: RemixQueue;
  logger: Logger;
  /** The engine the jobs go to: what it can be asked for is checked before anything is stored. */
  engine: EngineOffer;
  now?: Clock | undefined;
}

/** One `POST /api/process`, parsed: the raw image bytes and the validated text fields. */
export interface RemixSubmission extends InputUploads {
  /** The caller's Idempotency-Key with this request's fingerprint, if it sent one. */
  idempotency?: IdempotentRequest | undefined;
  fields: ProcessFields;
}

/** What a submit answered: the job, and whether this call created it (false: a replay of an earlier submit). */
export interface SubmitOutcome {
  job: RemixJob;
  created: boolean;
}

/** The job was created and refunded, but could not be queued; the caller answers 503. */
export class EnqueueFailedError extends namedError('EnqueueFailedError') {}

/**
 * The job an earlier submit (or upscale) with this Idempotency-Key created, as the API answers it, or null for a new
 * key; IdempotencyKeyReusedError when the key was used for a different request.
 */
export async function findIdempotentJob(
  deps: { repositories: Pick<Repositories, 'idempotencyKeys' | 'remixJobs'> },
  request: IdempotentRequest,
): Promise<RemixJob | null> {
  return idempotentJobOf(deps, await idempotencyRecordOf(deps.repositories, request), request);
}

/** findIdempotentJob with the key's record read already (idempotencyRecordOf): no second read of it. */
export async function idempotentJobOf(
  deps: { repositories: Pick<Repositories, 'remixJobs'> },
  record: IdempotencyRecord | undefined,
  request: IdempotentRequest,
): Promise<RemixJob | null> {
  const jobId = replayedRef(record, request);
  const job = jobId === null ? undefined : await deps.repositories.remixJobs.read(jobId);
  return job && job.userId === request.uid ? toRemixJob(jobId as string, job, []) : null;
}

/**
 * Submits a remix (docs/architecture.md#upload-and-submit): refuses what the engine cannot do (assertRequestOffered),
 * stores the decoded inputs under server-made keys once a first balance check passed, then debits, writes the ledger entry and creates the queued job in one transaction, and
 * enqueues the job with its id as task id. Every failure before the transaction leaves nothing behind (stored inputs
 * are deleted again); an enqueue failure refunds and throws EnqueueFailedError. With an Idempotency-Key the job id is
 * derived from it: a retried submit, even a concurrent one, finds the first job in the transaction and answers it
 * without a second debit, and a different request with that key is refused (IdempotencyKeyReusedError).
 */
export async function submitRemix(deps: SubmitDeps, submission: RemixSubmission): Promise<SubmitOutcome> {
  const { uid, fields, references, mask } = submission;
  assertRequestOffered(deps.engine, { ...fields, referenceCount: references.length, masked: mask !== undefined });
  const cost = remixCost(fields.quality, fields.variants);
  // A cheap read, run beside the first decodes; nothing is stored before it passed, so most refusals for lack of
  // tokens store nothing. The transaction checks the balance again.
  const balanceChecked = checkBalance(deps, uid, cost);
  // Said when the decoded mask leaves nothing of the photo unpainted (storeInputs).
  const wholeMaskRefusal = wholeMaskRefusalOf(deps.engine, fields.mode);
  const { inputs, keys } = await storeInputs(deps, { ...submission, wholeMaskRefusal }, balanceChecked);
  const { idempotency } = submission;
  const jobId = idempotency ? idempotentJobId(idempotency) : deps.repositories.remixJobs.newId();
  const now = nowOf(deps);
  const settings = pickRemixSettings({
    ...fields,
    title: fields.title ?? defaultResultTitle(now, 'en-US'),
    referenceImageLabels: alignReferenceLabels(fields.referenceImageLabels, submission.references.length),
  });
  const doc = newQueuedJob({ userId: uid, cost, variants: fields.variants, settings, inputs }, now);

  return startJob(deps, { jobId, doc, reason: 'remix', storedKeys: keys, idempotency }, () =>
    deps.logger.info('Remix job queued', {
      jobId,
      uid,
      cost,
      references: submission.references.length,
      variants: fields.variants,
      idempotent: Boolean(idempotency),
    }),
  );
}

/** A new job to debit, create and enqueue, with the blobs stored for it. */
export interface NewJob {
  jobId: string;
  doc: RemixJobRecord;
  /** The ledger reason of its debit. */
  reason: Extract<LedgerReason, 'remix' | 'upscale'>;
  /** Blobs stored for this job: deleted again when it is not created, or is a replay of an earlier one. */
  storedKeys: readonly string[];
  /** The Idempotency-Key it is made under, recorded with it; absent without one. */
  idempotency?: IdempotentRequest | undefined;
}

/**
 * Debits, creates and enqueues the job (`created`), or answers the job an earlier request with the same id created
 * (a replay: the blobs stored for this one are deleted, and a job still queued is enqueued again in case the first
 * request died before its enqueue). `queued` runs once a new job is created, before its enqueue.
 */
export async function startJob(deps: SubmitDeps, job: NewJob, queued: () => void): Promise<SubmitOutcome> {
  const { jobId, doc, storedKeys } = job;
  let created: { kind: 'created' } | { kind: 'existing'; job: RemixJobRecord };
  try {
    created = await createJob(deps, job);
  } catch (error) {
    await deleteBlobs(deps, storedKeys);
    throw error;
  }
  if (created.kind === 'existing') {
    await deleteBlobs(deps, storedKeys);
    if (created.job.status === 'queued') await requeue(deps, jobId);
    return { job: toRemixJob(jobId, created.job, []), created: false };
  }
  queued();
  return { job: await enqueue(deps, jobId, doc), created: true };
}

/**
 * Enqueues the new job and answers it. When that fails the job is failed and refunded, unless a worker has claimed it
 * meanwhile (the task was created after all): then it runs on, and is answered as it is now.
 */
async function enqueue(deps: SubmitDeps, jobId: string, doc: RemixJobRecord): Promise<RemixJob> {
  try {
    await deps.queue.enqueue(jobId);
  } catch (error) {
    deps.logger.error('Could not enqueue a remix job; refunding it', error, { jobId });
    const outcome = await failJob(deps, jobId, REMIX_MESSAGES.enqueueFailed, { onlyIfQueued: true });
    if (outcome === 'failed') throw new EnqueueFailedError(`Enqueueing job ${jobId} failed`, { cause: error });
    return toRemixJob(jobId, (await deps.repositories.remixJobs.read(jobId)) ?? doc, []);
  }
  return toRemixJob(jobId, doc, []);
}

/**
 * Debit, ledger entry, queued job and the key's record in one transaction; an existing job with this id is answered
 * instead. A key used for a different request, or a debit applied before, makes nothing.
 */
function createJob(
  deps: SubmitDeps,
  { jobId, doc, reason, idempotency }: NewJob,
): Promise<{ kind: 'created' } | { kind: 'existing'; job: RemixJobRecord }> {
  const { repositories } = deps;
  return withBalanceLock(doc.userId, () =>
    repositories.runTransaction(async (tx) => {
      const claim = idempotency && (await claimIdempotencyKeyIn(repositories, tx, idempotency));
      const existing = await repositories.remixJobs.readIn(tx, jobId);
      if (existing) {
        // An idempotent id is a hash of uid and key, so another user's job here would be a bug, never a replay.
        if (existing.userId !== doc.userId) throw new Error(`Job ${jobId} belongs to another user`);
        return { kind: 'existing' as const, job: existing };
      }
      await applyDebitForNewWork(repositories, tx, {
        uid: doc.userId,
        delta: -doc.cost,
        reason,
        ref: jobId,
        entryId: debitEntryId(jobId),
      });
      repositories.remixJobs.createIn(tx, jobId, doc);
      if (claim && 'record' in claim) claim.record(jobId);
      return { kind: 'created' as const };
    }),
  );
}

/**
 * Enqueues a job a replay found still queued: if the first submit died between its transaction and its enqueue,
 * this delivers the job after all; otherwise the task exists already, which counts as success.
 */
async function requeue(deps: SubmitDeps, jobId: string): Promise<void> {
  try {
    await deps.queue.enqueue(jobId);
  } catch (error) {
    deps.logger.warn('Could not re-enqueue a replayed job', {
      jobId,
      cause: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Rejects with InsufficientTokensError when the balance is below the cost (UnknownUserError without a user). */
export async function checkBalance(
  deps: { repositories: Pick<Repositories, 'users'> },
  uid: string,
  cost: number,
): Promise<void> {
  const balance = (await deps.repositories.users.read(uid))?.tokenBalance;
  if (balance === undefined) throw new UnknownUserError(`No user ${uid}`);
  if (balance < cost) throw new InsufficientTokensError(balance, cost);
}
