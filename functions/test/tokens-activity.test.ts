import { TOKEN_ACTIVITY_LIMIT, tokenActivitySchema } from '@roomremix/contracts/tokens';
import { describe, expect, it } from 'vitest';
import { changeBalance } from '../src/services/core/ledger';
import { signUp } from './support/accounts';
import { ownListTests } from './support/own-list-tests';
import { balanceOf, ledgerOf, payFor, usePaymentsAndCatalog } from './support/payments';
import { useTestApp } from './support/test-app';
import { firestoreRepositories } from '../src/adapters/firestore/repositories';

const off = useTestApp();
const { paid, catalog } = usePaymentsAndCatalog();

describe('GET /api/tokens/activity', () => {
  ownListTests(() => off, '/api/tokens/activity');

  it("lists the user's balance changes newest first with the running balance, and nobody else's", async () => {
    const { client, user } = await signUp(paid.app);
    const { user: otherUser } = await signUp(paid.app);

    const paymentIntentId = await payFor(client, paid.stripe, catalog.packages.basic.id);
    const purchase = await client.post('/api/tokens/purchase', {
      paymentIntentId,
      packageId: catalog.packages.basic.id,
    });
    expect(purchase.status).toBe(200);
    await changeBalance(firestoreRepositories(paid.app.db), {
      uid: user.id,
      delta: -2,
      reason: 'remix',
      ref: 'job-a',
      entryId: 'remix-job-a',
    });
    await changeBalance(firestoreRepositories(paid.app.db), {
      uid: user.id,
      delta: 2,
      reason: 'refund',
      ref: 'job-a',
      entryId: 'refund-job-a',
    });
    await changeBalance(firestoreRepositories(paid.app.db), {
      uid: user.id,
      delta: -1,
      reason: 'remix',
      ref: 'job-b',
      entryId: 'remix-job-b',
    });
    await changeBalance(firestoreRepositories(paid.app.db), {
      uid: otherUser.id,
      delta: 5,
      reason: 'admin',
      ref: 'seed',
      entryId: 'seed',
    });

    const response = await client.get('/api/tokens/activity');
    expect(response.status).toBe(200);
    const activity = tokenActivitySchema.parse(await response.json());
    expect(
      activity.map(({ id, delta, balanceAfter, reason, ref }) => ({ id, delta, balanceAfter, reason, ref })),
    ).toEqual([
      { id: 'remix-job-b', delta: -1, balanceAfter: 9, reason: 'remix', ref: 'job-b' },
      { id: 'refund-job-a', delta: 2, balanceAfter: 10, reason: 'refund', ref: 'job-a' },
      { id: 'remix-job-a', delta: -2, balanceAfter: 8, reason: 'remix', ref: 'job-a' },
      { id: `purchase-${paymentIntentId}`, delta: 10, balanceAfter: 10, reason: 'purchase', ref: paymentIntentId },
    ]);
    const times = activity.map(({ createdAt }) => Date.parse(createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(activity[0]?.balanceAfter).toBe(await balanceOf(paid.app, user.id));
  });

  it('shows the Starter Pack claimed with payments off', async () => {
    const { client, user } = await signUp(off);
    expect((await client.post('/api/tokens/free')).status).toBe(200);

    const activity = tokenActivitySchema.parse(await (await client.get('/api/tokens/activity')).json());
    expect(activity).toEqual([expect.objectContaining({ delta: 3, balanceAfter: 3, reason: 'starter_pack' })]);
    expect((await ledgerOf(off, user.id)).size).toBe(1);
  });

  it(`answers at most the ${TOKEN_ACTIVITY_LIMIT} newest entries`, async () => {
    const { client, user } = await signUp(off);
    const total = TOKEN_ACTIVITY_LIMIT + 3;
    for (let index = 1; index <= total; index += 1) {
      await changeBalance(firestoreRepositories(off.db), {
        uid: user.id,
        delta: 1,
        reason: 'admin',
        ref: `grant-${index}`,
        entryId: `grant-${index}`,
      });
    }

    const activity = tokenActivitySchema.parse(await (await client.get('/api/tokens/activity')).json());
    expect(activity).toHaveLength(TOKEN_ACTIVITY_LIMIT);
    expect(activity[0]).toMatchObject({ ref: `grant-${total}`, balanceAfter: total });
    expect(activity.at(-1)).toMatchObject({ ref: 'grant-4', balanceAfter: 4 });
  });
});
