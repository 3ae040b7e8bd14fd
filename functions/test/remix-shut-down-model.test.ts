import { describe, expect, it } from 'vitest';
import { createImageEngine } from '../src/adapters/image-engine/create-image-engine';
import { PERMANENT_FAILURE_MESSAGES } from '../src/adapters/image-engine/image-engine';
import { runRemixTask } from '../src/services/remix/worker';
import { balanceOf } from './support/payments';
import { getJob, refundsOf, submitAccepted, userWithTokens, useTestImages } from './support/remix';
import { useTestApp } from './support/test-app';

// The worker runs OpenAI's gpt-image-1.5 on a day after its shutdown (2026-12-01, in its catalogue row). The api tier
// is hermetic: had the engine called OpenAI, the connection would have failed the test.
const dec2 = new Date('2026-12-02T09:00:00Z');
const engine = createImageEngine(
  { name: 'openai', apiKey: 'sk-test-not-used', model: 'gpt-image-1.5' },
  { now: () => dec2 },
);
const app = useTestApp({ engine });
const images = useTestImages();

describe('a worker whose model has shut down', () => {
  it('when a remix reaches it, then the job fails at once with the retired-model message and is refunded exactly once', async () => {
    const user = await userWithTokens(app, 2);
    const job = await submitAccepted(app, user.client, {
      base: [[images.room]],
      fields: { roomStyle: 'coastal', quality: 'hd' },
    });
    await app.queue.idle();

    expect(await getJob(app, user.client, job.id)).toMatchObject({
      status: 'failed',
      refunded: true,
      result: null,
      error: PERMANENT_FAILURE_MESSAGES.model_shut_down,
    });
    expect(await balanceOf(app, user.uid)).toBe(2);
    expect(await refundsOf(app, user.uid)).toEqual([{ id: `refund-${job.id}`, delta: 2, ref: job.id }]);
    const logged = app.logger.entries.find((entry) => entry.level === 'error' && entry.fields.jobId === job.id);
    expect(logged?.error).toMatchObject({
      reason: 'model_shut_down',
      message:
        'OPENAI_IMAGE_MODEL=gpt-image-1.5 was shut down on 2026-12-01; use gpt-image-2.6-sunburst or gpt-image-2.6-flare',
    });
  });

  it('when the job is delivered again, then nothing more is refunded', async () => {
    const user = await userWithTokens(app, 1);
    const job = await submitAccepted(app, user.client, { base: [[images.room]], fields: { roomStyle: 'modern' } });
    await app.queue.idle();

    expect(await runRemixTask(app.workerDeps, { jobId: job.id }, { attempt: 2 })).toBe('finished');

    expect(await getJob(app, user.client, job.id)).toMatchObject({ status: 'failed', refunded: true });
    expect(await refundsOf(app, user.uid)).toHaveLength(1);
    expect(await balanceOf(app, user.uid)).toBe(1);
  });
});
