import { describe, expect, it } from 'vitest';
import type { ImageEngine } from '../src/adapters/image-engine/image-engine';
import { createLocalImageEngine } from '../src/adapters/image-engine/local/local-engine';
import { balanceOf, ledgerOf, useSeededCatalog } from './support/payments';
import { type RemixUser, submitRemix, userWithTokens, useTestImages } from './support/remix';
import { useTestApp } from './support/test-app';
import { contentPolicyRefusal } from './support/worker-steering';

/** Instructions that make the engine below refuse the job for good, so the worker must refund it. */
const REFUSED = 'please refuse this one';
const USERS = 20;
/** Users run a few at a time: the Firestore emulator serialises transactions far more coarsely than Firestore. */
const CONCURRENCY = 4;

/** The local engine, except that it refuses any prompt carrying REFUSED as a content-policy violation. */
function refusingEngine(real: ImageEngine): ImageEngine {
  return {
    name: real.name,
    upscale: (input) => real.upscale(input),
    async generate(input) {
      if (input.prompt.includes(REFUSED)) throw contentPolicyRefusal();
      return real.generate(input);
    },
  };
}

const app = useTestApp({ engine: refusingEngine(createLocalImageEngine()) });
const catalog = useSeededCatalog(() => app);
const images = useTestImages();

/** One user's mixed activity: Starter Pack, a free (100 % coupon) purchase, remixes that succeed, fail or are refused. */
async function activity(index: number): Promise<RemixUser> {
  const user = await userWithTokens(app, 0);
  expect((await user.client.post('/api/tokens/free')).status).toBe(200);
  const purchase = await user.client.post('/api/tokens/create-payment-intent', {
    packageId: catalog.packages.basic.id,
    couponCode: catalog.coupons.freepack,
  });
  expect(purchase.status).toBe(200);
  const remixes: Record<string, string>[] = [
    { roomStyle: 'modern', quality: 'hd' },
    { roomStyle: 'coastal', textPrompt: REFUSED },
    { roomStyle: 'rustic', quality: index % 2 === 0 ? 'hd' : 'standard' },
  ];
  for (const fields of remixes) {
    const response = await submitRemix(app, user.client, {
      base: [[images.room]],
      fields: { title: `Soak ${index}`, ...fields },
    });
    expect(response.status).toBe(202);
  }
  return user;
}

async function inBatches<T>(count: number, size: number, run: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += size) {
    const batch = Array.from({ length: Math.min(size, count - start) }, (_, offset) => run(start + offset));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

describe('ledger soak: purchases, remixes and refunds for 20 users', () => {
  it('leaves every balance equal to the sum of its ledger, never negative, with one refund per refused job', async () => {
    const users = await inBatches(USERS, CONCURRENCY, activity);
    await app.queue.idle();

    for (const [index, user] of users.entries()) {
      const entries = [...(await ledgerOf(app, user.uid)).values()];
      const sum = entries.reduce((total, entry) => total + entry.delta, 0);
      const balance = await balanceOf(app, user.uid);
      expect(balance, `user ${index}`).toBe(sum);
      // Starter Pack 3 + Basic 10, minus the two remixes that succeed (HD 2, then 2 or 1); the refused one is refunded.
      expect(balance, `user ${index}`).toBe(3 + 10 - 2 - (index % 2 === 0 ? 2 : 1));
      expect(
        entries.filter((entry) => entry.reason === 'refund'),
        `user ${index}`,
      ).toHaveLength(1);
      expect(entries.every((entry) => entry.balanceAfter >= 0)).toBe(true);
    }

    const results = await Promise.all(users.map((user) => user.client.get('/api/results')));
    for (const response of results) expect(((await response.json()) as unknown[]).length).toBe(2);
  }, 180_000);
});
