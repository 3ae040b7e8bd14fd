import { randomUUID } from 'node:crypto';
import { ACCOUNT_DATA_MESSAGES } from '@roomremix/contracts/messages';
import { IDEMPOTENCY_KEY_HEADER } from '@roomremix/contracts/remix';
import { createdShareSchema } from '@roomremix/contracts/shares';
import { describe, expect, it } from 'vitest';
import { collections } from '../src/adapters/firestore/collections';
import { firestoreRepositories } from '../src/adapters/firestore/repositories';
import { ACCOUNT_DELETION_STEPS, type AccountDeletionStep } from '../src/ports/account-deletions';
import { couponUseRef } from '../src/adapters/firestore/coupons-repository';
import type { GeneratedImage, ImageEngine } from '../src/adapters/image-engine/image-engine';
import { createLocalImageEngine } from '../src/adapters/image-engine/local/local-engine';
import { runAccountDeletion, SWEEP_GRACE_MS, sweepAccountDeletions } from '../src/services/accounts/account-deletion';
import { PASSWORD, signUp, storedProfile, usernameOwner } from './support/accounts';
import { apiClient, type ApiClient, sessionSetCookie } from './support/api-client';
import { expectRefusedWithoutSession, fieldRefusal, NOT_SIGNED_IN } from './support/api-errors';
import { authUserById, newGoogleAccount, signInWithGoogleAtEmulator } from './support/auth-emulator';
import { blobsOf, jobDoc, sendAs, submitAccepted, useTestImages } from './support/remix';
import { type TestApp, useTestApp } from './support/test-app';

// Deleting an account (issue 25 item 5): everything of the user goes, purchases and ledger stay under a tombstone.

/** The step after which the next deletion of `interrupted` throws, as a crash half-way would stop it. */
let failAfter: AccountDeletionStep | null = null;

/** An engine whose next generation waits until the test lets it go on, so a job can be caught processing. */
function gatedEngine(real: ImageEngine): ImageEngine & { hold(): { started: Promise<void>; release(): void } } {
  let gate: { started: () => void; released: Promise<void> } | null = null;
  return {
    name: real.name,
    upscale: (input) => real.upscale(input),
    async generate(input): Promise<GeneratedImage> {
      const current = gate;
      gate = null;
      if (current) {
        current.started();
        await current.released;
      }
      return real.generate(input);
    },
    hold() {
      let started!: () => void;
      let release!: () => void;
      const startedPromise = new Promise<void>((resolve) => (started = resolve));
      gate = { started, released: new Promise<void>((resolve) => (release = resolve)) };
      return { started: startedPromise, release };
    },
  };
}

const engine = gatedEngine(createLocalImageEngine());
const app = useTestApp({ engine });
const interrupted = useTestApp({
  afterDeletionStep: (step) => {
    if (step === failAfter) throw new Error(`Injected crash after the ${step} step`);
  },
});
const limited = useTestApp({ rateLimits: { deletePerUser: { maxAttempts: 2, windowMs: 60_000 } } });
/** Ten minutes ahead: a Google sign-in made now is too old to delete the account with. */
const later = useTestApp({ now: () => new Date(Date.now() + 10 * 60_000) });
const images = useTestImages();

function deleteAccount(target: TestApp, client: ApiClient, body: object): Promise<Response> {
  return sendAs(target, client, 'DELETE', '/api/account', {
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * A signed-up user with the Starter Pack (3 tokens), one finished remix (1 token), a share of it, a listing, and a
 * coupon's per-user counter (as a purchase with a coupon leaves it) of a code of its own.
 */
async function userWithHistory(target: TestApp) {
  const { client, user } = await signUp(target);
  expect((await client.post('/api/tokens/free')).status).toBe(200);
  const couponCode = `T${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`;
  await couponUseRef(target.db, couponCode, user.id).set({
    code: couponCode,
    userId: user.id,
    redeemed: 1,
    pendingKey: null,
    pendingIntentId: null,
    pendingSince: null,
  });
  const job = await submitAccepted(
    target,
    client,
    { base: [[images.room]], fields: { title: 'Sunny den', roomStyle: 'coastal' } },
    { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
  );
  await target.queue.idle();
  const shared = await sendAs(target, client, 'POST', `/api/results/${job.id}/shares`);
  expect(shared.status).toBe(201);
  const token = new URL(createdShareSchema.parse(await shared.json()).url).pathname.split('/').at(-1) ?? '';
  const listing = await sendAs(target, client, 'POST', '/api/listings', {
    body: JSON.stringify({ title: 'Maple St' }),
    headers: { 'Content-Type': 'application/json' },
  });
  const photos = new FormData();
  photos.append('photos', new Blob([new Uint8Array(images.room)], { type: 'image/jpeg' }), 'room.jpg');
  const { id: listingId } = (await listing.json()) as { id: string };
  expect((await sendAs(target, client, 'POST', `/api/listings/${listingId}/photos`, { body: photos })).status).toBe(
    201,
  );
  return { client, user, jobId: job.id, shareToken: token, balance: 2, couponCode };
}

/** Everything left of the user in Firestore, Auth and the blob store, collection by collection. */
async function leftOf(target: TestApp, uid: string) {
  const count = async (
    collection:
      'remixJobs' | 'imageResults' | 'shares' | 'tokenPurchases' | 'sessions' | 'listings' | 'idempotencyKeys',
  ) => (await collections[collection](target.db).where('userId', '==', uid).get()).size;
  return {
    profile: (await storedProfile(target, uid)) !== undefined,
    authUser: (await authUserById(uid)) !== null,
    ledger: (await collections.ledger(target.db, uid).get()).size,
    jobs: await count('remixJobs'),
    results: await count('imageResults'),
    shares: await count('shares'),
    purchases: await count('tokenPurchases'),
    sessions: await count('sessions'),
    listings: await count('listings'),
    idempotencyKeys: await count('idempotencyKeys'),
    blobs: (await blobsOf(target, uid)).length,
  };
}

const NOTHING_LEFT = {
  profile: false,
  authUser: false,
  ledger: 0,
  jobs: 0,
  results: 0,
  shares: 0,
  purchases: 0,
  sessions: 0,
  listings: 0,
  idempotencyKeys: 0,
  blobs: 0,
};

/** The tombstone a deletion kept the accounting under, found through the user's coupon counter of `couponCode`. */
async function tombstoneOf(target: TestApp, couponCode: string) {
  const uses = await collections.couponUses(target.db).where('code', '==', couponCode).get();
  expect(uses.size).toBe(1);
  const tombstoneId = uses.docs[0]?.data().userId ?? '';
  const purchase = (await collections.tokenPurchases(target.db).doc(`starter-pack-${tombstoneId}`).get()).data();
  const ledger = await collections.tombstoneLedger(target.db, tombstoneId).get();
  return {
    tombstoneId,
    purchase,
    ledger: Object.fromEntries(ledger.docs.map((doc) => [doc.id, doc.data()])),
    record: (await collections.deletedAccounts(target.db).doc(tombstoneId).get()).data(),
  };
}

describe('DELETE /api/account', () => {
  it('when not signed in, then it answers 401', async () => {
    await expectRefusedWithoutSession(
      await deleteAccount(app, apiClient(app), { password: PASSWORD, confirmBalance: 0 }),
      401,
      NOT_SIGNED_IN,
    );
  });

  it('when the password is wrong, then it answers 400 at `password` and deletes nothing', async () => {
    const { client, user } = await signUp(app);
    const response = await deleteAccount(app, client, { password: 'not-my-password', confirmBalance: 0 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(fieldRefusal('password', ACCOUNT_DATA_MESSAGES.wrongPassword));
    expect((await client.get('/api/user')).status).toBe(200);
    expect(await usernameOwner(app, user.username)).toBe(user.id);
    expect((await collections.accountDeletions(app.db).doc(user.id).get()).exists).toBe(false);
  });

  it('when the confirmed balance is not the balance, then it answers 409 at `confirmBalance` naming the balance', async () => {
    const { client } = await signUp(app);
    expect((await client.post('/api/tokens/free')).status).toBe(200);
    const response = await deleteAccount(app, client, { password: PASSWORD, confirmBalance: 0 });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual(
      fieldRefusal('confirmBalance', ACCOUNT_DATA_MESSAGES.balanceChanged(3), 'conflict'),
    );
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('when it succeeds, then 204 signs out and deletes profile, Auth user, results, jobs, shares, images and sessions; the share link answers 404', async () => {
    const { client, user, shareToken, balance } = await userWithHistory(app);
    const otherBrowser = apiClient(app);
    expect((await otherBrowser.post('/api/login', { username: user.username, password: PASSWORD })).status).toBe(200);
    expect(await leftOf(app, user.id)).toMatchObject({ results: 1, jobs: 1, shares: 1, sessions: 2, purchases: 1 });

    const response = await deleteAccount(app, client, { password: PASSWORD, confirmBalance: balance });
    expect(response.status).toBe(204);
    expect(sessionSetCookie(response)).toMatch(/^__session=;/);

    expect(await leftOf(app, user.id)).toEqual(NOTHING_LEFT);
    expect((await otherBrowser.get('/api/user')).status).toBe(401);
    expect((await app.api(`/api/public/shares/${shareToken}`)).status).toBe(404);
    expect((await app.api(`/s/${shareToken}`)).status).toBe(404);
    const deletion = (await collections.accountDeletions(app.db).doc(user.id).get()).data();
    expect(deletion).toMatchObject({ state: 'done', tombstoneId: null, forfeitedTokens: 2 });
  });

  it('when it succeeds, then purchases and ledger are kept under a deleted-… tombstone without uid, e-mail or username, the balance forfeited by one entry', async () => {
    const { client, user, jobId, balance, couponCode } = await userWithHistory(app);
    const ledgerBefore = (await collections.ledger(app.db, user.id).get()).docs.map((doc) => doc.id).sort();
    expect((await deleteAccount(app, client, { password: PASSWORD, confirmBalance: balance })).status).toBe(204);

    const kept = await tombstoneOf(app, couponCode);
    expect(kept.tombstoneId).toMatch(/^deleted-[0-9a-f]{20}$/);
    expect(kept.purchase).toMatchObject({ kind: 'starter_pack', tokenAmount: 3, userId: kept.tombstoneId });
    const renamed = ledgerBefore.map((id) => id.replace(user.id, kept.tombstoneId));
    expect(Object.keys(kept.ledger).sort()).toEqual([...renamed, 'account-deleted'].sort());
    expect(kept.ledger[`remix-${jobId}`]).toMatchObject({ delta: -1, balanceAfter: 2, reason: 'remix' });
    expect(kept.ledger['account-deleted']).toMatchObject({ delta: -2, balanceAfter: 0, reason: 'account_deleted' });
    expect(kept.record).toMatchObject({ forfeitedTokens: 2 });
    const everything = JSON.stringify(kept.ledger) + JSON.stringify(kept.record) + JSON.stringify(kept.purchase);
    for (const personal of [user.username, user.email ?? '-', 'Ada Lovelace'])
      expect(everything).not.toContain(personal);
    expect(JSON.stringify(kept.purchase)).not.toContain(user.id);
  });

  it('when it succeeds, then no kept document id, ledger entry id or ref holds the uid: the Starter Pack and coupon counters are renamed to the tombstone', async () => {
    const { client, user, balance, couponCode } = await userWithHistory(app);
    expect((await deleteAccount(app, client, { password: PASSWORD, confirmBalance: balance })).status).toBe(204);

    const kept = await tombstoneOf(app, couponCode);
    expect(kept.purchase).toMatchObject({ kind: 'starter_pack', tokenAmount: 3, userId: kept.tombstoneId });
    expect(kept.ledger[`purchase-starter-pack-${kept.tombstoneId}`]).toMatchObject({
      delta: 3,
      reason: 'starter_pack',
      ref: `starter-pack-${kept.tombstoneId}`,
    });
    expect((await couponUseRef(app.db, couponCode, kept.tombstoneId).get()).data()).toMatchObject({ redeemed: 1 });
    const paths: string[] = Object.keys(kept.ledger).map((id) => `deletedAccounts/${kept.tombstoneId}/ledger/${id}`);
    for (const collection of await app.db.listCollections()) {
      // The deletion's own record is keyed by the uid and, once done, names no tombstone (data-model.md#accountdeletions).
      if (collection.id === 'accountDeletions') continue;
      paths.push(...(await collection.listDocuments()).map((doc) => doc.path));
    }
    expect(paths.filter((path) => path.includes(user.id))).toEqual([]);
    expect(Object.values(kept.ledger).filter((entry) => entry.ref.includes(user.id))).toEqual([]);
  });

  it('when it succeeds, then the username and the e-mail can be registered again', async () => {
    const { client, user } = await signUp(app);
    expect((await deleteAccount(app, client, { password: PASSWORD, confirmBalance: 0 })).status).toBe(204);
    const again = await signUp(app, { username: user.username, email: user.email });
    expect(again.user.id).not.toBe(user.id);
    expect(await usernameOwner(app, user.username)).toBe(again.user.id);
  });

  it('when a job is processing during the deletion, then it stores nothing: no result, no image, no job', async () => {
    const { client, user } = await signUp(app);
    expect((await client.post('/api/tokens/free')).status).toBe(200);
    const held = engine.hold();
    const job = await submitAccepted(app, client, { base: [[images.room]], fields: { roomStyle: 'modern' } });
    await held.started;
    expect((await jobDoc(app, job.id))?.status).toBe('processing');

    expect((await deleteAccount(app, client, { password: PASSWORD, confirmBalance: 2 })).status).toBe(204);
    held.release();
    await app.queue.idle();

    expect(await leftOf(app, user.id)).toEqual(NOTHING_LEFT);
    expect((await collections.imageResults(app.db).doc(job.id).get()).exists).toBe(false);
  });

  it('when the worker completes a job of an account whose deletion is recorded, then it refuses and deletes its image', async () => {
    const { client, user } = await signUp(app);
    expect((await client.post('/api/tokens/free')).status).toBe(200);
    const held = engine.hold();
    const job = await submitAccepted(app, client, { base: [[images.room]], fields: { roomStyle: 'modern' } });
    await held.started;
    // Recorded, but no step has run yet (as while the deletion request is between its record and its jobs step).
    await collections
      .accountDeletions(app.db)
      .doc(user.id)
      .set({
        state: 'pending',
        tombstoneId: 'deleted-test',
        stepsDone: [],
        forfeitedTokens: 2,
        requestedAt: (await jobDoc(app, job.id))?.createdAt ?? (undefined as never),
        completedAt: null,
      });
    held.release();
    await app.queue.idle();
    expect((await collections.imageResults(app.db).doc(job.id).get()).exists).toBe(false);
    expect((await blobsOf(app, user.id)).filter((key) => key.startsWith('results/'))).toEqual([]);
    await runAccountDeletion(
      { ...app.workerDeps, repositories: firestoreRepositories(app.db), identity: app.identity },
      user.id,
    );
    expect(await leftOf(app, user.id)).toEqual(NOTHING_LEFT);
  });

  it('when the deletion stops half-way, then the sweep finishes it (not before its grace period) and the username is free again', async () => {
    const { client, user, shareToken, balance, couponCode } = await userWithHistory(interrupted);
    failAfter = 'shares';
    try {
      expect((await deleteAccount(interrupted, client, { password: PASSWORD, confirmBalance: balance })).status).toBe(
        500,
      );
    } finally {
      failAfter = null;
    }
    const halfWay = await leftOf(interrupted, user.id);
    expect(halfWay).toMatchObject({ authUser: false, sessions: 0, shares: 0, profile: true, results: 1, jobs: 1 });
    expect(await usernameOwner(interrupted, user.username)).toBe(user.id);
    expect((await interrupted.api(`/api/public/shares/${shareToken}`)).status).toBe(404);

    const deps = {
      ...interrupted.workerDeps,
      repositories: firestoreRepositories(interrupted.db),
      identity: interrupted.identity,
    };
    expect(await sweepAccountDeletions(deps)).toEqual({ finished: 0, errors: 0 });
    const afterGrace = () => new Date(Date.now() + SWEEP_GRACE_MS + 1000);
    const swept = await sweepAccountDeletions({ ...deps, now: afterGrace });
    expect(swept.errors).toBe(0);
    expect(swept.finished).toBeGreaterThanOrEqual(1);

    expect(await leftOf(interrupted, user.id)).toEqual(NOTHING_LEFT);
    const deletion = (await collections.accountDeletions(interrupted.db).doc(user.id).get()).data();
    expect(deletion?.state).toBe('done');
    const kept = await tombstoneOf(interrupted, couponCode);
    expect(kept.ledger['account-deleted']).toMatchObject({ delta: -2 });
    await signUp(interrupted, { username: user.username, email: user.email });
  });

  it('when two runs of one stopped deletion start together (a retried request beside the sweep), then each step runs once', async () => {
    const { client, user, balance } = await userWithHistory(interrupted);
    failAfter = 'sessions';
    try {
      expect((await deleteAccount(interrupted, client, { password: PASSWORD, confirmBalance: balance })).status).toBe(
        500,
      );
    } finally {
      failAfter = null;
    }
    const stepsFinished: AccountDeletionStep[] = [];
    const deps = {
      ...interrupted.workerDeps,
      repositories: firestoreRepositories(interrupted.db),
      identity: interrupted.identity,
      afterStep: (step: AccountDeletionStep) => void stepsFinished.push(step),
    };
    await Promise.all([runAccountDeletion(deps, user.id), runAccountDeletion(deps, user.id)]);

    expect(stepsFinished).toEqual(ACCOUNT_DELETION_STEPS.filter((step) => step !== 'sessions'));
    expect(await leftOf(interrupted, user.id)).toEqual(NOTHING_LEFT);
    expect((await collections.accountDeletions(interrupted.db).doc(user.id).get()).data()?.state).toBe('done');
  });

  it('when DELETE is sent again, then nothing changes: a retry with the session answers 204 or, once signed out, 401', async () => {
    const { client, user } = await signUp(app);
    const both = await Promise.all([
      deleteAccount(app, client, { password: PASSWORD, confirmBalance: 0 }),
      deleteAccount(app, client, { password: PASSWORD, confirmBalance: 0 }),
    ]);
    for (const response of both) expect([204, 401]).toContain(response.status);
    expect(both.map((response) => response.status)).toContain(204);
    const again = await deleteAccount(app, client, { password: PASSWORD, confirmBalance: 0 });
    expect(again.status).toBe(401);
    const deletion = (await collections.accountDeletions(app.db).doc(user.id).get()).data();
    expect(deletion?.state).toBe('done');
    await runAccountDeletion(
      { ...app.workerDeps, repositories: firestoreRepositories(app.db), identity: app.identity },
      user.id,
    );
    expect(await leftOf(app, user.id)).toEqual(NOTHING_LEFT);
  });

  it('when a Google-only account signed in just now, then it is deleted without a password', async () => {
    const google = newGoogleAccount();
    const { idToken, uid } = await signInWithGoogleAtEmulator(google);
    const client = apiClient(app);
    expect((await client.post('/api/auth/google', {}, { Authorization: `Bearer ${idToken}` })).status).toBe(200);
    expect((await deleteAccount(app, client, { confirmBalance: 0 })).status).toBe(204);
    expect(await leftOf(app, uid)).toEqual(NOTHING_LEFT);
  });

  it('when a Google-only account signed in more than 5 minutes ago, then it answers 400 asking for a new Google sign-in', async () => {
    const { idToken, uid } = await signInWithGoogleAtEmulator(newGoogleAccount());
    const client = apiClient(later);
    expect((await client.post('/api/auth/google', {}, { Authorization: `Bearer ${idToken}` })).status).toBe(200);
    const response = await deleteAccount(later, client, { confirmBalance: 0 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: ACCOUNT_DATA_MESSAGES.googleReauthRequired, code: 'bad_request' });
    expect(await storedProfile(later, uid)).toBeDefined();
  });

  it('when attempts exceed the limit, then it answers 429 with Retry-After', async () => {
    const { client } = await signUp(limited);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await deleteAccount(limited, client, { password: 'wrong-one', confirmBalance: 0 })).status).toBe(400);
    }
    const refused = await deleteAccount(limited, client, { password: PASSWORD, confirmBalance: 0 });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await client.get('/api/user')).status).toBe(200);
  });
});
