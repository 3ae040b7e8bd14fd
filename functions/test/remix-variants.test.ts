import { imageResultListSchema } from '@roomremix/contracts/remix';
import { afterEach, describe, expect, it } from 'vitest';
import { collections } from '../src/adapters/firestore/collections';
import { createLocalImageEngine } from '../src/adapters/image-engine/local/local-engine';
import { failJob } from '../src/services/remix/jobs';
import { runRemixTask } from '../src/services/remix/worker';
import type { ApiClient } from './support/api-client';
import { balanceOf } from './support/payments';
import {
  blobsOf,
  entriesOf,
  getJob,
  jobDoc,
  pathOf,
  refundsOf,
  type RemixForm,
  sendAs,
  submitAccepted,
  submitRemix,
  userWithTokens,
  useTestImages,
} from './support/remix';
import { useTestApp } from './support/test-app';
import { contentPolicyRefusal, providerBusy, scriptedEngine } from './support/worker-steering';

// Several variants from one submit (issue 14): the cost is per image, each variant is a result of its own, and a
// variant that could not be made is refunded exactly once while the others are kept.

const engine = scriptedEngine(createLocalImageEngine());
const app = useTestApp({ engine });
const images = useTestImages();

afterEach(async () => {
  await app.queue.idle();
  engine.reset();
});

function form(fields: Record<string, string>): RemixForm {
  return { base: [[images.room]], fields: { roomStyle: 'coastal', ...fields } };
}

async function listResults(client: ApiClient) {
  const response = await sendAs(app, client, 'GET', '/api/results');
  expect(response.status).toBe(200);
  return imageResultListSchema.parse(await response.json());
}

describe('POST /api/process with variants', () => {
  it('debits variants × the per-image cost: three HD variants cost 6 tokens, in one ledger entry', async () => {
    const user = await userWithTokens(app, 7);
    const job = await submitAccepted(app, user.client, form({ variants: '3', quality: 'hd' }));
    expect(job).toMatchObject({ cost: 6, variants: 3 });
    expect(await balanceOf(app, user.uid)).toBe(1);
    expect((await entriesOf(app, user.uid, 'remix')).map(([, entry]) => entry.delta)).toEqual([-6]);
  });

  it('answers 402 when the balance covers some variants but not all, and debits and stores nothing', async () => {
    const user = await userWithTokens(app, 5);
    const response = await submitRemix(app, user.client, form({ variants: '3', quality: 'hd' }));
    expect(response.status).toBe(402);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Not enough tokens: this remix costs 6 tokens and you have 5.',
    );
    expect(await balanceOf(app, user.uid)).toBe(5);
    expect(await blobsOf(app, user.uid)).toEqual([]);
  });

  it.each(['0', '5', 'two', '1.5', '', '-1'])('refuses variants=%j with 400 and debits nothing', async (variants) => {
    const user = await userWithTokens(app, 4);
    const response = await submitRemix(app, user.client, form({ variants }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Variants must be a whole number from 1 to 4',
    );
    expect(await balanceOf(app, user.uid)).toBe(4);
    expect(await blobsOf(app, user.uid)).toEqual([]);
  });
});

describe('the worker makes every variant', () => {
  it('saves each variant as a result of its own, lists them on the job in order and in the history', async () => {
    const user = await userWithTokens(app, 3);
    const job = await submitAccepted(app, user.client, form({ variants: '3', title: 'Den' }));
    await app.queue.idle();

    const done = await getJob(app, user.client, job.id);
    expect(done).toMatchObject({ status: 'succeeded', refunded: false, refundedTokens: 0 });
    expect(done.results.map((result) => [result.id, result.variant, result.variantCount, result.tokensUsed])).toEqual([
      [job.id, 1, 3, 1],
      [`${job.id}-2`, 2, 3, 1],
      [`${job.id}-3`, 3, 3, 1],
    ]);
    expect(done.result?.id).toBe(job.id);
    expect(new Set(done.results.map((result) => pathOf(result.resultImageUrl))).size).toBe(3);
    expect(engine.calls).toBe(3);

    const history = await listResults(user.client);
    expect(history.map((result) => result.id).sort()).toEqual([job.id, `${job.id}-2`, `${job.id}-3`].sort());
    expect(history.every((result) => result.title === 'Den')).toBe(true);
    expect(await balanceOf(app, user.uid)).toBe(0);
    expect(await refundsOf(app, user.uid)).toEqual([]);
  });

  it('the local engine makes variants that differ from each other', async () => {
    const user = await userWithTokens(app, 2);
    const job = await submitAccepted(app, user.client, form({ variants: '2' }));
    await app.queue.idle();
    const results = (await getJob(app, user.client, job.id)).results;
    const [first, second] = await Promise.all(results.map((result) => fetchImage(result.resultImageUrl)));
    expect(first && second && first.equals(second)).toBe(false);
  });
});

describe('a variant that could not be made is refunded exactly once; the others are kept', () => {
  it('one of three HD variants refused: two results, 2 tokens back in one refund entry, and a note says so', async () => {
    const user = await userWithTokens(app, 6);
    engine.script = [null, contentPolicyRefusal()];
    const job = await submitAccepted(app, user.client, form({ variants: '3', quality: 'hd' }));
    await app.queue.idle();

    const done = await getJob(app, user.client, job.id);
    expect(done).toMatchObject({ status: 'succeeded', refunded: false, refundedTokens: 2, error: null });
    expect(done.results.map((result) => [result.id, result.variant])).toEqual([
      [job.id, 1],
      [`${job.id}-3`, 3],
    ]);
    expect(done.notes).toContain('1 of 3 variants could not be made; 2 tokens refunded.');
    expect(await refundsOf(app, user.uid)).toEqual([{ id: `refund-${job.id}`, delta: 2, ref: job.id }]);
    expect(await balanceOf(app, user.uid)).toBe(2);

    // Neither a second delivery nor a failure path racing it gives anything more back.
    await expect(runRemixTask(app.workerDeps, { jobId: job.id }, { attempt: 2 })).resolves.toBe('finished');
    await expect(failJob(app.workerDeps, job.id, 'late failure')).resolves.toBe('already-finished');
    expect(await refundsOf(app, user.uid)).toEqual([{ id: `refund-${job.id}`, delta: 2, ref: job.id }]);
    expect(await balanceOf(app, user.uid)).toBe(2);
  });

  it('keeps what was made rather than retrying it: a busy provider for one variant refunds only that one', async () => {
    const user = await userWithTokens(app, 2);
    engine.script = [providerBusy()];
    const job = await submitAccepted(app, user.client, form({ variants: '2' }));
    await app.queue.idle();
    expect(engine.calls).toBe(2);
    expect(await jobDoc(app, job.id)).toMatchObject({ status: 'succeeded', attempts: 1, refundedTokens: 1 });
    expect(await balanceOf(app, user.uid)).toBe(1);
  });

  it('every variant refused: the job fails and its whole cost comes back once', async () => {
    const user = await userWithTokens(app, 4);
    engine.script = [contentPolicyRefusal(), contentPolicyRefusal()];
    const job = await submitAccepted(app, user.client, form({ variants: '2', quality: 'hd' }));
    await app.queue.idle();
    expect(await getJob(app, user.client, job.id)).toMatchObject({
      status: 'failed',
      refunded: true,
      refundedTokens: 4,
      results: [],
      result: null,
    });
    expect(await refundsOf(app, user.uid)).toEqual([{ id: `refund-${job.id}`, delta: 4, ref: job.id }]);
    expect(await balanceOf(app, user.uid)).toBe(4);
    expect(await blobsOf(app, user.uid)).toEqual([]);
  });

  it('every variant failing with a failure that may pass: the job is retried as a whole, then succeeds', async () => {
    const user = await userWithTokens(app, 2);
    engine.script = [providerBusy(), providerBusy()];
    const job = await submitAccepted(app, user.client, form({ variants: '2' }));
    await app.queue.idle();
    expect(engine.calls).toBe(4);
    expect(await getJob(app, user.client, job.id)).toMatchObject({ status: 'succeeded', refundedTokens: 0 });
    expect((await getJob(app, user.client, job.id)).results).toHaveLength(2);
    expect(await balanceOf(app, user.uid)).toBe(0);
  });
});

describe('deleting variants', () => {
  it('keeps the inputs the other variants show until the last one is deleted', async () => {
    const user = await userWithTokens(app, 2);
    const job = await submitAccepted(app, user.client, {
      ...form({ variants: '2', textPrompt: 'warm oak' }),
      references: [[images.swatches[0]]],
    });
    await app.queue.idle();
    const inputs = (await jobDoc(app, job.id))?.inputs;
    const inputKeys = [inputs?.base.key, inputs?.references[0]?.key].map((key) =>
      key?.slice(`users/${user.uid}/`.length),
    );

    expect((await sendAs(app, user.client, 'DELETE', `/api/results/${job.id}`)).status).toBe(204);
    const remaining = await getJob(app, user.client, job.id);
    expect(remaining.results.map((result) => result.id)).toEqual([`${job.id}-2`]);
    expect(remaining.result?.id).toBe(`${job.id}-2`);
    expect(await blobsOf(app, user.uid)).toEqual(expect.arrayContaining(inputKeys));
    const shown = (await listResults(user.client))[0];
    expect(shown?.textPrompt).toBe('warm oak');
    expect(await fetchImage(shown?.baseImageUrl ?? '')).not.toBeNull();

    expect((await sendAs(app, user.client, 'DELETE', `/api/results/${job.id}-2`)).status).toBe(204);
    expect(await blobsOf(app, user.uid)).toEqual([]);
    expect(await jobDoc(app, job.id)).toMatchObject({
      resultId: null,
      resultIds: [],
      resultDeleted: true,
      settings: { textPrompt: null },
    });
    expect((await collections.imageResults(app.db).where('jobId', '==', job.id).get()).size).toBe(0);
  });

  it('deleting both variants at once leaves no input behind', async () => {
    const user = await userWithTokens(app, 2);
    const job = await submitAccepted(app, user.client, form({ variants: '2' }));
    await app.queue.idle();
    const statuses = await Promise.all(
      [job.id, `${job.id}-2`].map(
        async (id) => (await sendAs(app, user.client, 'DELETE', `/api/results/${id}`)).status,
      ),
    );
    expect(statuses).toEqual([204, 204]);
    expect(await blobsOf(app, user.uid)).toEqual([]);
  });
});

/** The bytes a signed image URL serves, or null when it answers anything but 200. */
async function fetchImage(url: string): Promise<Buffer | null> {
  const response = await app.api(pathOf(url));
  return response.status === 200 ? Buffer.from(await response.arrayBuffer()) : null;
}
