import { API_PREFIX, API_ROUTES } from '@roomremix/contracts/api-paths';
import { auditListSchema } from '@roomremix/contracts/admin';
import { describe, expect, it } from 'vitest';
import { collections } from '../src/adapters/firestore/collections';
import { setUserRole } from '../src/services/admin/roles';
import { apiClient } from './support/api-client';
import { NOT_SIGNED_IN } from './support/api-errors';
import { adjustTokens, auditOf, sendJson, signedInAdmin, signedInUser, TEST_COMMAND_ACTOR } from './support/admin';
import { balanceOf } from './support/payments';
import { useTestApp } from './support/test-app';
import { firestoreRepositories } from '../src/adapters/firestore/repositories';

const app = useTestApp();

const ADMIN_ONLY = { message: 'This needs an admin account', code: 'forbidden' };

/** Values for every path parameter of the admin routes. */
const PARAMS: Record<string, string> = {
  uid: 'some-user',
  id: 'some-id',
  code: 'SOME_CODE',
  paymentIntentId: 'pi_123',
};

/** Every admin route with its method and a body it would accept. */
const ADMIN_CALLS: [method: string, route: string, body?: unknown][] = [
  ['GET', API_ROUTES.adminUsers],
  ['GET', API_ROUTES.adminUser],
  ['POST', API_ROUTES.adminTokenAdjustments, { delta: 5, reason: 'Goodwill' }],
  ['GET', API_ROUTES.adminJobs],
  ['POST', API_ROUTES.adminJobRefund],
  ['GET', API_ROUTES.adminCoupons],
  ['POST', API_ROUTES.adminCoupons, { code: 'FORBIDDEN_CODE', percentOff: 50 }],
  ['PATCH', API_ROUTES.adminCoupon, { active: false }],
  ['GET', API_ROUTES.adminPackages],
  ['POST', API_ROUTES.adminPackages, { id: 'forbidden', name: 'X', size: 'small', tokenAmount: 1, priceCents: 100 }],
  ['PATCH', API_ROUTES.adminPackage, { isActive: false }],
  ['GET', API_ROUTES.adminPayment],
  ['POST', API_ROUTES.adminPaymentFulfilment],
  ['GET', API_ROUTES.adminAudit],
];

function pathOf(route: string): string {
  return API_PREFIX + route.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? '');
}

describe('who may use /api/admin', () => {
  it('the table below lists every admin route of API_ROUTES', () => {
    const admin = Object.entries(API_ROUTES).filter(([name]) => name.startsWith('admin'));
    expect(new Set(ADMIN_CALLS.map(([, route]) => route))).toEqual(new Set(admin.map(([, route]) => route)));
  });

  it.each(ADMIN_CALLS)('when a visitor calls %s %s, then 401 and nothing happens', async (method, route, body) => {
    const response = await sendJson(app, apiClient(app), method, pathOf(route), body, { 'Idempotency-Key': 'k-1' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(NOT_SIGNED_IN);
  });

  it.each(ADMIN_CALLS)(
    'when a signed-in user calls %s %s, then 403 and nothing happens',
    async (method, route, body) => {
      const { client } = await signedInUser(app);
      const response = await sendJson(app, client, method, pathOf(route), body, { 'Idempotency-Key': 'k-1' });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(ADMIN_ONLY);
    },
  );

  it('when a user adjusts their own balance or creates a coupon, then 403 and nothing is written', async () => {
    const user = await signedInUser(app);
    expect((await adjustTokens(app, user.client, user.uid, { delta: 100, reason: 'Mine' })).status).toBe(403);
    expect(
      (await sendJson(app, user.client, 'POST', '/api/admin/coupons', { code: 'SELFMADE', percentOff: 100 })).status,
    ).toBe(403);
    expect(await balanceOf(app, user.uid)).toBe(0);
    expect((await collections.ledger(app.db, user.uid).get()).empty).toBe(true);
    expect((await collections.coupons(app.db).doc('SELFMADE').get()).exists).toBe(false);
    expect(await auditOf(app, user.uid)).toEqual([]);
  });

  it('when an unknown path under /api/admin is asked, then a visitor gets 401, a user 403 and an admin 404', async () => {
    const path = '/api/admin/no-such-thing';
    expect((await apiClient(app).get(path)).status).toBe(401);
    expect((await (await signedInUser(app)).client.get(path)).status).toBe(403);
    const admin = await signedInAdmin(app);
    const response = await admin.client.get(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: `Not found: GET ${path}`, code: 'not_found' });
  });

  it('when the role is revoked, then the next request of the same session is refused: the role is read every time', async () => {
    const admin = await signedInAdmin(app);
    expect((await admin.client.get('/api/admin/audit')).status).toBe(200);
    await setUserRole(firestoreRepositories(app.db), admin.username, 'user', TEST_COMMAND_ACTOR);
    const response = await admin.client.get('/api/admin/audit');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(ADMIN_ONLY);
  });

  it('when anyone tries to change a role through the API, then there is no route for it', async () => {
    const admin = await signedInAdmin(app);
    const user = await signedInUser(app);
    for (const method of ['PATCH', 'PUT', 'POST']) {
      const response = await sendJson(app, admin.client, method, `/api/admin/users/${user.uid}`, { role: 'admin' });
      expect(response.status).toBe(404);
    }
    const profileUpdate = await sendJson(app, user.client, 'PATCH', '/api/user', { role: 'admin' });
    expect(profileUpdate.status).toBe(404);
    expect((await collections.users(app.db).doc(user.uid).get()).data()?.role).toBe('user');
  });
});

describe('GET /api/admin/audit', () => {
  it('lists admin actions newest first with actor, target, before and after, and pages with before=', async () => {
    const admin = await signedInAdmin(app);
    const user = await signedInUser(app);
    for (const delta of [3, 4, 5]) {
      expect((await adjustTokens(app, admin.client, user.uid, { delta, reason: `Grant ${delta}` })).status).toBe(201);
    }

    const response = await admin.client.get('/api/admin/audit?limit=2');
    expect(response.status).toBe(200);
    const newest = auditListSchema.parse(await response.json());
    expect(newest.map((entry) => entry.reason)).toEqual(['Grant 5', 'Grant 4']);
    expect(newest[0]).toMatchObject({
      action: 'tokens.adjust',
      actor: { kind: 'admin', uid: admin.uid, name: admin.username },
      target: { kind: 'user', id: user.uid, userId: user.uid },
      before: { tokenBalance: 7 },
      after: { tokenBalance: 12 },
    });

    const older = await admin.client.get(`/api/admin/audit?limit=1&before=${newest[1]?.createdAt ?? ''}`);
    expect(auditListSchema.parse(await older.json()).map((entry) => entry.reason)).toEqual(['Grant 3']);
  });

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 200'],
    ['limit=201', 'limit must be a whole number from 1 to 200'],
    ['limit=ten', 'limit must be a whole number from 1 to 200'],
    ['limit=1&limit=2', 'limit must be a whole number from 1 to 200'],
    ['before=yesterday', "before must be an ISO date and time, e.g. '2026-01-31T12:00:00Z'"],
    ['before=0000-12-31T00:00:00Z', "before must be an ISO date and time, e.g. '2026-01-31T12:00:00Z'"],
  ])('when the query is %s, then 400 with the reason', async (query, message) => {
    const admin = await signedInAdmin(app);
    const response = await admin.client.get(`/api/admin/audit?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, code: 'validation_failed' });
  });
});
