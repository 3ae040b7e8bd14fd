import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import type { StoredImageRef, StoredJob } from '../../ports/remix-jobs';
import type { RemixQueue } from '../../adapters/queue/remix-queue';
import { nowOf } from '../../domain/clock';
import { ANCHOR_REFERENCE_LABEL, unmarkedBlobKey } from '../../domain/listing';
import { transition, waitingAfter } from '../../domain/remix-job-lifecycle';
import { failJob, jobLife, type RemixJobsDeps } from './jobs';
import { firstResultOf } from './results';

/** What handing waiting jobs to the queue needs. */
export interface WaitingJobsDeps extends RemixJobsDeps {
  queue: RemixQueue;
}

/**
 * Starts the jobs that wait for `jobId` (a listing batch's photos waiting for the photo they are to match, issue 29),
 * once it finished. Succeeded: each gets its result as the one reference to match and goes to the queue. Failed: the
 * first one waiting takes its place (matched to what the failed one was to match, if anything) and the others wait
 * for it instead. A job still running, or nothing waiting, changes nothing; starting is idempotent (a job that no
 * longer waits for `jobId` is left alone), so the worker may call this after every attempt.
 */
export async function dispatchWaitingJobs(deps: WaitingJobsDeps, jobId: string): Promise<void> {
  const { runTransaction, remixJobs } = deps.repositories;
  const waiting = await remixJobs.findWaitingFor(jobId);
  if (waiting.length === 0) return;
  const finished = await remixJobs.read(jobId);
  const after = waitingAfter(finished?.status);
  if (after === 'start') {
    await Promise.all(waiting.map((job) => startWaitingJob(deps, job, jobId, jobId)));
    return;
  }
  const [next, ...rest] = waiting;
  if (after === 'wait' || !next) return;
  await runTransaction(async (tx) => {
    const current = await Promise.all(rest.map(({ id }) => remixJobs.readIn(tx, id)));
    rest.forEach(({ id }, index) => {
      const job = current[index];
      const event = { type: 'wait-for', waitedFor: jobId, waitsFor: next.id } as const;
      const moved = job && transition(jobLife(id, job), event, nowOf(deps));
      if (moved?.next) remixJobs.writeChangeIn(tx, id, moved.change);
    });
  });
  await startWaitingJob(deps, next, jobId, finished?.listing?.styleAnchorJobId ?? null);
}

/**
 * Gives a job waiting for `waitedFor` the result of `anchorJobId` to match (none when null, or when that result was
 * deleted meanwhile) and enqueues it. An enqueue that fails fails and refunds the job, and starts what waits for it.
 */
async function startWaitingJob(
  deps: WaitingJobsDeps,
  { id, job }: StoredJob,
  waitedFor: string,
  anchorJobId: string | null,
): Promise<void> {
  const reference = anchorJobId === null ? null : await copyAnchorResult(deps, job.inputs.base.key, anchorJobId);
  const { runTransaction, remixJobs } = deps.repositories;
  const started = await runTransaction(async (tx) => {
    const current = await remixJobs.readIn(tx, id);
    const event = { type: 'wait-over', waitedFor, anchorJobId, referenceCopied: reference !== null } as const;
    const over = current && transition(jobLife(id, current), event, nowOf(deps));
    if (!over?.next) return false;
    remixJobs.endWaitIn(tx, id, over.change, { reference, label: ANCHOR_REFERENCE_LABEL });
    return true;
  });
  if (!started) return;
  try {
    await deps.queue.enqueue(id);
  } catch (error) {
    deps.logger.error('Could not enqueue a waiting job; refunding it', error, { jobId: id });
    await failJob(deps, id, REMIX_MESSAGES.enqueueFailed, { onlyIfQueued: true });
    await dispatchWaitingJobs(deps, id);
  }
}

/**
 * Copies the first result of `anchorJobId` beside the job's base image as its reference, as the owner got it
 * (labelled, unless its disclosure is a caption); null when there is none. A labelled one's unmarked copy goes beside
 * it for the engine (a mark in the reference could be copied), never to the owner: the reference is served with the
 * matched photo's result, and a labelled staging must never be reachable unlabelled.
 */
async function copyAnchorResult(
  deps: WaitingJobsDeps,
  baseKey: string,
  anchorJobId: string,
): Promise<StoredImageRef | null> {
  const anchor = await deps.repositories.remixJobs.read(anchorJobId);
  const result = anchor && (await firstResultOf(deps, anchor))?.doc;
  const [image, unmarked] = result
    ? await Promise.all([
        deps.blobStore.get(result.resultImageKey),
        result.unmarkedImageKey ? deps.blobStore.get(result.unmarkedImageKey) : null,
      ])
    : [null, null];
  if (!result || !image || (result.unmarkedImageKey && !unmarked)) return null;
  const key = `${baseKey.slice(0, baseKey.lastIndexOf('/'))}/reference-1.jpg`;
  await deps.blobStore.put(key, image.buffer, image.contentType);
  const reference = { key, width: result.width, height: result.height, bytes: image.buffer.byteLength };
  if (!unmarked) return reference;
  const unmarkedKey = unmarkedBlobKey(key);
  await deps.blobStore.put(unmarkedKey, unmarked.buffer, unmarked.contentType);
  return { ...reference, unmarkedKey };
}
