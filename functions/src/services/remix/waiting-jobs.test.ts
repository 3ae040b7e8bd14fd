import { describe, expect, it } from 'vitest';
import { type ImageEngine, PermanentEngineError } from '../../adapters/image-engine/image-engine';
import { createLocalImageEngine } from '../../adapters/image-engine/local/local-engine';
import { ANCHOR_REFERENCE_LABEL } from '../../domain/listing';
import { QUEUED_STALE_MS } from '../../domain/remix-job-lifecycle';
import type { RemixJobRecord } from '../../ports/remix-jobs';
import { aJob, aStaging } from '../../../test/contracts/remix-records';
import { OWNER, remixWorld } from '../../../test/memory/remix-fixture';
import { roomPhoto } from '../../../test/support/test-images';
import { sweepStuckJobs } from './stuck-jobs';
import { runRemixTask } from './worker';

const refused = () =>
  Promise.reject(new PermanentEngineError('content_policy', 'Refused by the provider', { engine: 'local' }));
const refusingEngine: ImageEngine = { name: 'local', generate: refused, upscale: refused };

/**
 * A listing batch of the owner's in a fresh world: the anchor `a` queued, and `b` and `c` queued behind it, each of
 * two tokens (the owner has 10 left after the batch's debit).
 */
async function batch(engine: ImageEngine = createLocalImageEngine()) {
  const world = remixWorld(10, engine);
  const photo = await roomPhoto(96, 64);
  const staged = (id: string, position: number, waitsFor: string | null): RemixJobRecord => {
    const base = { key: `users/${OWNER}/uploads/${id}/base.jpg`, width: 96, height: 64, bytes: photo.byteLength };
    const job = aJob(OWNER, { listing: aStaging('batch', { position, waitsFor }) });
    return {
      ...job,
      inputs: { base, references: [], mask: null },
      settings: { ...job.settings, referenceImageLabels: [] },
    };
  };
  const jobs = { a: staged('a', 0, null), b: staged('b', 1, 'a'), c: staged('c', 2, 'a') };
  for (const [id, job] of Object.entries(jobs)) {
    world.store.set(`remixJobs/${id}`, job);
    await world.deps.blobStore.put(job.inputs.base.key, photo, 'image/jpeg');
  }
  return world;
}

describe('listing photos waiting for the take they are to match', () => {
  it('start when it succeeds, each given its result as the one reference', async () => {
    const world = await batch();
    await expect(runRemixTask(world.deps, { jobId: 'a' }, { attempt: 1 })).resolves.toBe('succeeded');
    expect(world.enqueued.sort()).toEqual(['b', 'c']);
    for (const id of ['b', 'c']) {
      const job = world.job(id);
      expect(job?.listing).toMatchObject({ waitsFor: null, styleAnchorJobId: 'a' });
      expect(job?.inputs.references).toHaveLength(1);
      expect(job?.settings.referenceImageLabels).toEqual([ANCHOR_REFERENCE_LABEL]);
      expect(await world.blobExists(job?.inputs.references[0]?.key ?? '')).toBe(true);
    }
  });

  it('when it fails (refunded), the first takes its place and the next waits for that one', async () => {
    const world = await batch(refusingEngine);
    await expect(runRemixTask(world.deps, { jobId: 'a' }, { attempt: 1 })).resolves.toBe('failed');
    expect(world.job('a')).toMatchObject({ status: 'failed', refunded: true });
    expect(world.balance()).toBe(12);
    expect(world.enqueued).toEqual(['b']);
    expect(world.job('b')?.listing).toMatchObject({ waitsFor: null, styleAnchorJobId: null });
    expect(world.job('b')?.inputs.references).toEqual([]);
    expect(world.job('c')?.listing).toMatchObject({ waitsFor: 'b' });

    await expect(runRemixTask(world.deps, { jobId: 'b' }, { attempt: 1 })).resolves.toBe('failed');
    expect(world.enqueued).toEqual(['b', 'c']);
    expect(world.balance()).toBe(14);
    expect(world.ledger('refund').map(({ ref }) => ref)).toEqual(['a', 'b']);
  });

  it('that cannot be handed to the queue are failed and refunded, once each', async () => {
    const world = await batch();
    world.queueDown = true;
    await expect(runRemixTask(world.deps, { jobId: 'a' }, { attempt: 1 })).resolves.toBe('succeeded');
    expect(world.job('b')).toMatchObject({ status: 'failed', refunded: true, refundedTokens: 2 });
    expect(world.job('c')).toMatchObject({ status: 'failed', refunded: true, refundedTokens: 2 });
    expect(world.balance()).toBe(14);
    expect(world.ledger('refund')).toHaveLength(2);
  });

  it('are refunded by the sweep when the take they wait for never finishes', async () => {
    const world = await batch();
    world.later(QUEUED_STALE_MS + 60_000);
    expect(await sweepStuckJobs(world.deps)).toMatchObject({ failed: 3 });
    expect(world.balance()).toBe(16);
    await sweepStuckJobs(world.deps);
    expect(world.balance()).toBe(16);
    expect(world.ledger('refund')).toHaveLength(3);
  });
});
