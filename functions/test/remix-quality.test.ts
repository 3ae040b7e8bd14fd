import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImageEngine } from '../src/adapters/image-engine/image-engine';
import { createLocalImageEngine } from '../src/adapters/image-engine/local/local-engine';
import { balanceOf } from './support/payments';
import { getJob, refundsOf, type RemixForm, submitAccepted, userWithTokens, useTestImages } from './support/remix';
import { useTestApp } from './support/test-app';

// Never charge for nothing, never deliver a broken image (issue 26 items 1 and 2): the worker checks each variant
// where a change was asked for; one that is essentially the photo, flat or posterised is made again once at no cost,
// then refunded exactly once with a note.

const local = createLocalImageEngine();
/** What the engine answers next: the real local engine, the photo as it came, or a broken picture. */
let answer: 'real' | 'photo' | 'flat' | 'posterised' | 'photo-then-real' = 'real';
let calls = 0;
const engine: ImageEngine = {
  name: 'local',
  upscale: (input) => local.upscale(input),
  async generate(input) {
    calls += 1;
    const real = await local.generate(input);
    const now = answer === 'photo-then-real' ? (calls === 1 ? 'photo' : 'real') : answer;
    if (now === 'real') return real;
    const { width, height } = real;
    const image =
      now === 'photo'
        ? await sharp(input.base).resize(width, height, { fit: 'fill' }).jpeg({ quality: 90 }).toBuffer()
        : now === 'flat'
          ? await sharp({ create: { width, height, channels: 3, background: '#7f7f7f' } })
              .jpeg()
              .toBuffer()
          : await posterised(real.image);
    return { ...real, image, notes: [] };
  },
};
const app = useTestApp({ engine });
const images = useTestImages();

/** The same image with its tones cut to four levels. */
async function posterised(image: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const steps = Buffer.from(data.map((value) => Math.round(value / 85) * 85));
  return sharp(steps, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

afterEach(async () => {
  await app.queue.idle();
  answer = 'real';
  calls = 0;
});

const form = (fields: Record<string, string>): RemixForm => ({ base: [[images.room]], fields });

async function finished(client: Parameters<typeof getJob>[1], id: string) {
  await app.queue.idle();
  return getJob(app, client, id);
}

describe('a remix that changed nothing is not charged', () => {
  it('an instruction the local engine cannot follow (Garden, "add flowers"): made again once, then failed and refunded once, saying why', async () => {
    const user = await userWithTokens(app, 3);
    const job = await submitAccepted(app, user.client, form({ mode: 'garden', textPrompt: 'add flowers' }));
    const done = await finished(user.client, job.id);
    expect(done).toMatchObject({ status: 'failed', refunded: true, refundedTokens: 1 });
    expect(done.error).toBe(
      'The remix came back without a visible change to your photo, so your tokens were refunded. Try a room style, a color scheme or a reference image.',
    );
    expect(calls).toBe(2);
    expect(await balanceOf(app, user.uid)).toBe(3);
    expect(await refundsOf(app, user.uid)).toEqual([{ id: `refund-${job.id}`, delta: 1, ref: job.id }]);
  });

  it('a provider answering the photo once, then a real change: the second is delivered, nothing refunded', async () => {
    answer = 'photo-then-real';
    const user = await userWithTokens(app, 3);
    const job = await submitAccepted(app, user.client, form({ roomStyle: 'industrial' }));
    const done = await finished(user.client, job.id);
    expect(done).toMatchObject({ status: 'succeeded', refunded: false, refundedTokens: 0 });
    expect(calls).toBe(2);
    expect(await balanceOf(app, user.uid)).toBe(2);
  });

  it('two of two variants that stay the photo: the job fails and both tokens come back in one entry', async () => {
    answer = 'photo';
    const user = await userWithTokens(app, 2);
    const job = await submitAccepted(app, user.client, form({ roomStyle: 'industrial', variants: '2' }));
    const done = await finished(user.client, job.id);
    expect(done).toMatchObject({ status: 'failed', refunded: true, refundedTokens: 2 });
    expect(calls).toBe(4);
    expect(await refundsOf(app, user.uid)).toEqual([{ id: `refund-${job.id}`, delta: 2, ref: job.id }]);
  });
});

describe('a broken image is never delivered', () => {
  it.each(['flat', 'posterised'] as const)('a %s answer is made again once, then refunded', async (broken) => {
    answer = broken;
    const user = await userWithTokens(app, 2);
    const job = await submitAccepted(app, user.client, form({ roomStyle: 'industrial', quality: 'hd' }));
    const done = await finished(user.client, job.id);
    expect(done).toMatchObject({ status: 'failed', refunded: true, refundedTokens: 2 });
    expect(done.results).toEqual([]);
    expect(calls).toBe(2);
    expect(await balanceOf(app, user.uid)).toBe(2);
  });

  it('a real remix passes the check at the first call', async () => {
    const user = await userWithTokens(app, 1);
    const job = await submitAccepted(app, user.client, form({ roomStyle: 'industrial' }));
    expect(await finished(user.client, job.id)).toMatchObject({ status: 'succeeded', refundedTokens: 0 });
    expect(calls).toBe(1);
  });
});
