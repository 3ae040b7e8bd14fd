import { randomUUID } from 'node:crypto';
import { tokenAdjustmentSchema } from '@roomremix/contracts/admin';
import { tokenActivitySchema } from '@roomremix/contracts/tokens';
import { describe, expect, it } from 'vitest';
import { collections } from '../src/adapters/firestore/collections';
import {
  adjustTokens,
  auditOf,
  sendJson,
  signedInAdmin,
  type SignedInUser,
  signedInUser,
  useSignedInAdmin,
} from './support/admin';
import { USER_NOT_FOUND } from './support/api-errors';
import { balanceOf, ledgerOf } from './support/payments';
import { useTestApp } from './support/test-app';

const app = useTestApp();
const admin = useSignedInAdmin(() => app);

/** A user whose balance an admin set to `tokens` (through the API), and the user's client. */
async function userWith(tokens: number): Promise<SignedInUser> {
  const user = await signedInUser(app);
  if (tokens > 0)
    expect((await adjustTokens(app, admin.client, user.uid, { delta: tokens, reason: 'Setup' })).status).toBe(201);
  return user;
}

/** What an adjustment left behind: balance, ledger ids and the audit entries about the user. */
async function stateOf(uid: string) {
  return {
    balance: await balanceOf(app, uid),
    ledger: [...(await ledgerOf(app, uid)).keys()].sort(),
    audit: (await auditOf(app, uid)).length,
  };
}

/** Asserts one adjustment reached the user: a balance of `tokens`, one ledger entry and one audit entry. */
async function expectAdjustedOnce(uid: string, tokens: number): Promise<void> {
  expect(await stateOf(uid)).toEqual({ balance: tokens, ledger: [expect.any(String)], audit: 1 });
}

describe('POST /api/admin/users/:uid/token-adjustments', () => {
  it('when an admin grants tokens, then the balance, a ledger entry naming the admin and the reason, and an audit entry change together', async () => {
    const user = await signedInUser(app);
    const response = await adjustTokens(app, admin.client, user.uid, { delta: 5, reason: '  Remix failed twice  ' });
    expect(response.status).toBe(201);
    expect(response.headers.get('idempotent-replayed')).toBeNull();
    const adjustment = tokenAdjustmentSchema.parse(await response.json());
    expect(adjustment).toMatchObject({
      userId: user.uid,
      delta: 5,
      reason: 'Remix failed twice',
      adminId: admin.uid,
      balanceBefore: 0,
      balanceAfter: 5,
    });

    expect(await balanceOf(app, user.uid)).toBe(5);
    expect([...(await ledgerOf(app, user.uid))]).toEqual([
      [
        adjustment.id,
        expect.objectContaining({
          delta: 5,
          balanceAfter: 5,
          reason: 'admin',
          ref: adjustment.id,
          adminId: admin.uid,
          note: 'Remix failed twice',
        }),
      ],
    ]);
    const [audit, ...more] = await auditOf(app, user.uid);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      action: 'tokens.adjust',
      actor: { kind: 'admin', uid: admin.uid, name: admin.username },
      target: { kind: 'user', id: user.uid, userId: user.uid },
      before: { tokenBalance: 0 },
      after: { tokenBalance: 5 },
      reason: 'Remix failed twice',
    });
    expect((await collections.adminAudit(app.db).doc(adjustment.id).get()).exists).toBe(true);

    // The user sees the change in their own activity, without the admin or the note.
    const activity = tokenActivitySchema.parse(await (await user.client.get('/api/tokens/activity')).json());
    expect(activity).toEqual([
      {
        id: adjustment.id,
        delta: 5,
        balanceAfter: 5,
        reason: 'admin',
        ref: adjustment.id,
        createdAt: adjustment.createdAt,
      },
    ]);
  });

  it('when an admin deducts tokens, then the balance goes down with its ledger and audit entries', async () => {
    const user = await userWith(5);
    const response = await adjustTokens(app, admin.client, user.uid, { delta: -3, reason: 'Duplicate credit' });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ delta: -3, balanceBefore: 5, balanceAfter: 2 });
    expect(await balanceOf(app, user.uid)).toBe(2);
    expect((await auditOf(app, user.uid)).map(({ before, after }) => [before, after])).toEqual([
      [{ tokenBalance: 0 }, { tokenBalance: 5 }],
      [{ tokenBalance: 5 }, { tokenBalance: 2 }],
    ]);
  });

  it('when the same Idempotency-Key is sent twice, then it is applied once and the second answer is the same', async () => {
    const user = await signedInUser(app);
    const key = randomUUID();
    const first = await adjustTokens(app, admin.client, user.uid, { delta: 4, reason: 'Goodwill' }, key);
    const second = await adjustTokens(app, admin.client, user.uid, { delta: 4, reason: 'Goodwill' }, key);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    await expectAdjustedOnce(user.uid, 4);
  });

  it('when the same key is sent five times at once, then it is applied once', async () => {
    const user = await signedInUser(app);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => adjustTokens(app, admin.client, user.uid, { delta: 2, reason: 'Burst' }, key)),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    await expectAdjustedOnce(user.uid, 2);
  });

  it('when a key is sent again with another delta or reason, then 422 and nothing changes', async () => {
    const user = await signedInUser(app);
    const key = randomUUID();
    expect((await adjustTokens(app, admin.client, user.uid, { delta: 3, reason: 'First' }, key)).status).toBe(201);
    const before = await stateOf(user.uid);
    for (const body of [
      { delta: 30, reason: 'First' },
      { delta: 3, reason: 'Another reason' },
    ]) {
      const response = await adjustTokens(app, admin.client, user.uid, body, key);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        message: 'This Idempotency-Key was used for a different request',
        code: 'idempotency_key_reused',
      });
    }
    expect(await stateOf(user.uid)).toEqual(before);
  });

  it("when the same key is used for another user, then 422; another admin's key is their own", async () => {
    const [one, two] = [await signedInUser(app), await signedInUser(app)];
    const key = randomUUID();
    expect((await adjustTokens(app, admin.client, one.uid, { delta: 1, reason: 'Both' }, key)).status).toBe(201);
    expect((await adjustTokens(app, admin.client, two.uid, { delta: 1, reason: 'Both' }, key)).status).toBe(422);
    const colleague = await signedInAdmin(app);
    expect((await adjustTokens(app, colleague.client, two.uid, { delta: 1, reason: 'Both' }, key)).status).toBe(201);
    expect([await balanceOf(app, one.uid), await balanceOf(app, two.uid)]).toEqual([1, 1]);
  });

  it('when a deduction would take the balance below zero, then 409 naming the balance, and nothing changes', async () => {
    const user = await userWith(2);
    const before = await stateOf(user.uid);
    const response = await adjustTokens(app, admin.client, user.uid, { delta: -3, reason: 'Too much' });
    expect(response.status).toBe(409);
    const message = 'The balance cannot go below zero: the user has 2 tokens and this takes 3 tokens.';
    expect(await response.json()).toEqual({ message, code: 'conflict', issues: [{ path: 'delta', message }] });
    expect(await stateOf(user.uid)).toEqual(before);

    const toZero = await adjustTokens(app, admin.client, user.uid, { delta: -2, reason: 'All of it' });
    expect(toZero.status).toBe(201);
    expect(await balanceOf(app, user.uid)).toBe(0);
  });

  it.each([
    ['a delta of 0', { delta: 0, reason: 'x' }, 'Tokens must be a whole number from -100000 to 100000, other than 0'],
    [
      'a fractional delta',
      { delta: 1.5, reason: 'x' },
      'Tokens must be a whole number from -100000 to 100000, other than 0',
    ],
    [
      'a delta as text',
      { delta: '5', reason: 'x' },
      'Tokens must be a whole number from -100000 to 100000, other than 0',
    ],
    [
      'a delta too large',
      { delta: 100_001, reason: 'x' },
      'Tokens must be a whole number from -100000 to 100000, other than 0',
    ],
    ['no reason', { delta: 1 }, 'Please give a reason'],
    ['a blank reason', { delta: 1, reason: '   ' }, 'Please give a reason'],
    ['a reason too long', { delta: 1, reason: 'x'.repeat(501) }, 'Reason must be at most 500 characters'],
    ['a field of its own', { delta: 1, reason: 'x', adminId: 'someone-else' }, 'Unrecognized key: "adminId"'],
    ['a body that is no object', [5, 'Goodwill'], 'Invalid input: expected object, received array'],
  ])('when the body has %s, then 400 and nothing changes', async (_case, body, message) => {
    const user = await signedInUser(app);
    const response = await adjustTokens(app, admin.client, user.uid, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, code: 'validation_failed' });
    expect(await stateOf(user.uid)).toEqual({ balance: 0, ledger: [], audit: 0 });
  });

  it.each([
    ['no Idempotency-Key', {}, 'The Idempotency-Key header is required'],
    [
      'an Idempotency-Key with a space',
      { 'Idempotency-Key': 'a b' },
      'Idempotency-Key must be 1 to 128 visible ASCII characters',
    ],
  ])('when the request has %s, then 400 and nothing changes', async (_case, headers, message) => {
    const user = await signedInUser(app);
    const path = `/api/admin/users/${user.uid}/token-adjustments`;
    const response = await sendJson(app, admin.client, 'POST', path, { delta: 1, reason: 'x' }, headers);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, code: 'bad_request' });
    expect(await stateOf(user.uid)).toEqual({ balance: 0, ledger: [], audit: 0 });
  });

  it('when the user does not exist, then 404 and nothing is written', async () => {
    const response = await adjustTokens(app, admin.client, 'no-such-user', { delta: 1, reason: 'x' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(USER_NOT_FOUND);
    expect(await auditOf(app, 'no-such-user')).toEqual([]);
  });
});
