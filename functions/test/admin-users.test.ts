import { adminUserDetailSchema, adminUserListSchema } from '@roomremix/contracts/admin';
import { afterEach, describe, expect, it } from 'vitest';
import { PERMANENT_FAILURE_MESSAGES } from '../src/adapters/image-engine/image-engine';
import { createLocalImageEngine } from '../src/adapters/image-engine/local/local-engine';
import { apiClient, uniqueUsername } from './support/api-client';
import { register, signUp } from './support/accounts';
import { adjustTokens, useSignedInAdmin } from './support/admin';
import { USER_NOT_FOUND } from './support/api-errors';
import { submitAccepted, useTestImages } from './support/remix';
import { useTestApp } from './support/test-app';
import { contentPolicyRefusal, scriptedEngine } from './support/worker-steering';

const engine = scriptedEngine(createLocalImageEngine());
const app = useTestApp({ engine });
const images = useTestImages();
const admin = useSignedInAdmin(() => app);

afterEach(async () => {
  await app.queue.idle();
  engine.reset();
});

describe('GET /api/admin/users', () => {
  it('finds accounts by username prefix or e-mail prefix in any case, and by exact uid', async () => {
    const stem = uniqueUsername('Findme').slice(0, 20);
    const byName = await register(apiClient(app), { username: `${stem}_a` });
    const byMail = await register(apiClient(app), { email: `${stem.toLowerCase()}.b@example.test` });
    const other = await register(apiClient(app));

    const search = async (q: string) => {
      const response = await admin.client.get(`/api/admin/users?q=${encodeURIComponent(q)}`);
      expect(response.status).toBe(200);
      return adminUserListSchema.parse(await response.json()).map((user) => user.id);
    };
    expect(await search(stem.toUpperCase())).toEqual([byName.id, byMail.id]);
    expect(await search(`${stem}_A`)).toEqual([byName.id]);
    expect(await search(`${stem.toLowerCase()}.B@`)).toEqual([byMail.id]);
    expect(await search(other.id)).toEqual([other.id]);
    expect(await search('no-account-starts-like-this-')).toEqual([]);
  });

  it('without q, lists the newest accounts first, with role and balance', async () => {
    const newest = await register(apiClient(app));
    const response = await admin.client.get('/api/admin/users');
    const users = adminUserListSchema.parse(await response.json());
    expect(users[0]).toEqual({
      id: newest.id,
      username: newest.username,
      email: newest.email,
      fullName: newest.fullName,
      role: 'user',
      tokenBalance: 0,
      createdAt: newest.createdAt,
    });
  });

  it('when q is not text or too long, then 400 and no search', async () => {
    for (const query of ['q=a&q=b', `q=${'x'.repeat(255)}`]) {
      const response = await admin.client.get(`/api/admin/users?${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });
});

describe('GET /api/admin/users/:uid', () => {
  it('shows the profile, balance, ledger with the admin and reason, purchases, jobs with error and engine, and the result count', async () => {
    const { client, user } = await signUp(app);
    expect((await client.post('/api/tokens/free')).status).toBe(200);
    expect((await adjustTokens(app, admin.client, user.id, { delta: 2, reason: 'Welcome back' })).status).toBe(201);
    const made = await submitAccepted(app, client, { base: [[images.room]], fields: { roomStyle: 'coastal' } });
    await app.queue.idle();
    engine.script = [contentPolicyRefusal()];
    const refused = await submitAccepted(app, client, { base: [[images.room]], fields: { roomStyle: 'rustic' } });
    await app.queue.idle();

    const response = await admin.client.get(`/api/admin/users/${user.id}`);
    expect(response.status).toBe(200);
    const detail = adminUserDetailSchema.parse(await response.json());
    expect(detail.user).toMatchObject({
      id: user.id,
      username: user.username,
      role: 'user',
      tokenBalance: 4,
      hasClaimedFreeTokens: true,
      stripeCustomerId: null,
    });
    expect(detail.ledger.map(({ delta, reason, adminId, note }) => ({ delta, reason, adminId, note }))).toEqual([
      { delta: 1, reason: 'refund', adminId: null, note: null },
      { delta: -1, reason: 'remix', adminId: null, note: null },
      { delta: -1, reason: 'remix', adminId: null, note: null },
      { delta: 2, reason: 'admin', adminId: admin.uid, note: 'Welcome back' },
      { delta: 3, reason: 'starter_pack', adminId: null, note: null },
    ]);
    expect(detail.purchases).toEqual([
      expect.objectContaining({ id: `starter-pack-${user.id}`, kind: 'starter_pack', tokenAmount: 3, price: '0.00' }),
    ]);
    expect(detail.jobs).toEqual([
      expect.objectContaining({
        id: refused.id,
        username: user.username,
        status: 'failed',
        error: PERMANENT_FAILURE_MESSAGES.content_policy,
        engine: 'local',
        refunded: true,
        resultCount: 0,
        stuck: false,
      }),
      expect.objectContaining({ id: made.id, status: 'succeeded', error: null, engine: 'local', resultCount: 1 }),
    ]);
    expect(detail.resultCount).toBe(1);
  });

  it.each([['no-such-user'], ['__reserved__']])('when the uid is %s, then 404 User not found', async (uid) => {
    const response = await admin.client.get(`/api/admin/users/${uid}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(USER_NOT_FOUND);
  });
});
