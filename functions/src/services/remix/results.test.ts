import { describe, expect, it } from 'vitest';
import type { ShareRecord } from '../../ports/shares';
import { OWNER, remixWorld, submission, submitDepsOf } from '../../../test/memory/remix-fixture';
import { createShare } from '../shares';
import { deleteOwnResult, listOwnResults, readOwnResult } from './results';
import { submitRemix } from './submit';
import { runRemixTask } from './worker';

/** The owner's finished remix of two variants, in a fresh world. */
async function twoVariants() {
  const world = remixWorld(10);
  const { job } = await submitRemix(submitDepsOf(world), await submission(undefined, { variants: '2' }));
  await expect(runRemixTask(world.deps, { jobId: job.id }, { attempt: 1 })).resolves.toBe('succeeded');
  const stored = world.job(job.id);
  const [first, second] = stored?.resultIds ?? [];
  const { base } = stored?.inputs ?? {};
  if (!first || !second || !base) throw new Error('The remix made no two variants');
  return { world, jobId: job.id, first, second, baseKey: base.key };
}

describe('deleting a result', () => {
  it('turns its share links off, and keeps the inputs the other variant still shows', async () => {
    const { world, first, baseKey } = await twoVariants();
    const shared = await createShare(world.deps, OWNER, first, 'http://localhost:5173', { includeOriginal: true });
    expect(shared?.created).toBe(true);
    expect(await deleteOwnResult(world.deps, OWNER, first)).toBe(true);
    const [share] = world.store.query<ShareRecord>('shares');
    expect(share?.doc.revokedAt).toEqual(expect.any(Date));
    expect(await readOwnResult(world.deps, OWNER, first)).toBeNull();
    expect(await world.blobExists(baseKey)).toBe(true);
    expect((await listOwnResults(world.deps, OWNER)).map(({ id }) => id)).toHaveLength(1);
  });

  it('deletes the inputs with the last variant, and the job keeps none of the user’s words', async () => {
    const { world, jobId, first, second, baseKey } = await twoVariants();
    expect(await deleteOwnResult(world.deps, OWNER, first)).toBe(true);
    expect(await deleteOwnResult(world.deps, OWNER, second)).toBe(true);
    expect(await world.blobExists(baseKey)).toBe(false);
    expect(await listOwnResults(world.deps, OWNER)).toEqual([]);
    expect(world.job(jobId)).toMatchObject({ resultDeleted: true, resultIds: [], settings: { title: '' }, notes: [] });
    // The ledger still refers to the job: it stays, and nothing was refunded for a result the user had.
    expect(world.ledger('refund')).toEqual([]);
  });

  it('deletes both variants’ inputs once when both go at the same time', async () => {
    const { world, first, second, baseKey } = await twoVariants();
    await Promise.all([deleteOwnResult(world.deps, OWNER, first), deleteOwnResult(world.deps, OWNER, second)]);
    expect(await world.blobExists(baseKey)).toBe(false);
    expect(world.store.query('imageResults')).toEqual([]);
  });

  it('changes nothing for another user, or for a result that is gone', async () => {
    const { world, first, baseKey } = await twoVariants();
    expect(await deleteOwnResult(world.deps, 'someone-else', first)).toBe(false);
    expect(await readOwnResult(world.deps, 'someone-else', first)).toBeNull();
    expect(await deleteOwnResult(world.deps, OWNER, 'no-such-result')).toBe(false);
    expect(world.store.query('imageResults')).toHaveLength(2);
    expect(await world.blobExists(baseKey)).toBe(true);
  });
});
