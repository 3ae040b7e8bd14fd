import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

let testEnv: RulesTestEnvironment;

const ALICE_PROFILE = { username: 'alice', usernameLower: 'alice', email: 'alice@example.com', tokenBalance: 5 };
const BOB_PROFILE = { username: 'bob', usernameLower: 'bob', email: 'bob@example.com', tokenBalance: 2 };
const CAROL_PROFILE = { username: 'carol', usernameLower: 'carol', email: 'carol@example.com', tokenBalance: 0 };

beforeAll(async () => {
  // Denied requests are the point of these tests; the SDK would log each one as a warning.
  setLogLevel('error');
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  testEnv = await initializeTestEnvironment({
    projectId: 'demo-roomremix-rules',
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), host, port: Number(port) },
  });
});

afterAll(async () => {
  await testEnv.cleanup();
});

beforeEach(async () => {
  await testEnv.clearFirestore();
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await Promise.all([
      setDoc(doc(db, 'coupons/WELCOME10'), { percentOff: 10, active: true }),
      setDoc(doc(db, 'users/alice'), ALICE_PROFILE),
      setDoc(doc(db, 'users/alice/ledger/purchase-1'), { delta: 5, balanceAfter: 5, reason: 'purchase', ref: 'pi_1' }),
      setDoc(doc(db, 'users/alice/ledger/admin-1'), {
        delta: 2,
        balanceAfter: 7,
        reason: 'admin',
        ref: 'admin-1',
        adminId: 'carol',
        note: 'Goodwill after a complaint about the remix',
      }),
      setDoc(doc(db, 'users/carol'), { ...CAROL_PROFILE, role: 'admin' }),
      setDoc(doc(db, 'adminAudit/entry-1'), {
        action: 'tokens.adjust',
        actor: { kind: 'admin', uid: 'carol', name: 'carol' },
        target: { kind: 'user', id: 'alice', userId: 'alice' },
        before: { tokenBalance: 5 },
        after: { tokenBalance: 7 },
        reason: 'Goodwill after a complaint about the remix',
      }),
      setDoc(doc(db, 'users/bob'), BOB_PROFILE),
      setDoc(doc(db, 'users/bob/ledger/grant-1'), { delta: 2, balanceAfter: 2, reason: 'admin', ref: 'seed' }),
      setDoc(doc(db, 'usernames/alice'), { uid: 'alice' }),
      setDoc(doc(db, 'rateLimits/some-key'), { scope: 'login', kind: 'ip', count: 3 }),
      setDoc(doc(db, 'idempotencyKeys/alice-key'), { userId: 'alice', fingerprint: 'f1', ref: 'job_alice' }),
      setDoc(doc(db, 'shareVisits/some-visit'), { shareId: 'share_alice' }),
      setDoc(doc(db, 'sessions/alice-laptop'), { userId: 'alice', createdAt: new Date(), expiresAt: new Date() }),
      setDoc(doc(db, 'accountDeletions/alice'), { state: 'pending', tombstoneId: 'deleted-0001', stepsDone: [] }),
      setDoc(doc(db, 'deletedAccounts/deleted-0001'), { deletedAt: new Date(), forfeitedTokens: 2 }),
      setDoc(doc(db, 'deletedAccounts/deleted-0001/ledger/purchase-pi_1'), { delta: 10, balanceAfter: 10 }),
      setDoc(doc(db, 'tokenPackages/basic'), { name: 'Basic', tokenAmount: 10, priceCents: 999, isActive: true }),
      setDoc(doc(db, 'tokenPackages/retired'), { name: 'Retired', tokenAmount: 5, priceCents: 499, isActive: false }),
      setDoc(doc(db, 'tokenPurchases/pi_alice'), {
        userId: 'alice',
        packageName: 'Basic',
        tokenAmount: 10,
        price: '9.99',
      }),
      setDoc(doc(db, 'tokenPurchases/pi_bob'), { userId: 'bob', packageName: 'Basic', tokenAmount: 10, price: '9.99' }),
      setDoc(doc(db, 'stripeEvents/evt_1'), { type: 'payment_intent.succeeded', paymentIntentId: 'pi_alice' }),
      setDoc(doc(db, 'couponUses/WELCOME10:alice'), {
        code: 'WELCOME10',
        userId: 'alice',
        redeemed: 1,
        pendingKey: null,
      }),
      setDoc(doc(db, 'refundedPayments/pi_alice2'), {
        userId: 'alice',
        amountCents: 300,
        reason: 'starter_pack_claimed',
      }),
      setDoc(doc(db, 'shares/share_alice'), {
        userId: 'alice',
        resultId: 'job_alice',
        token: 'secret-token-of-alices-link-00000',
        revokedAt: null,
      }),
      setDoc(doc(db, 'remixJobs/job_alice'), { userId: 'alice', status: 'queued', cost: 1, refunded: false }),
      setDoc(doc(db, 'remixJobs/job_bob'), { userId: 'bob', status: 'succeeded', cost: 2, refunded: false }),
      setDoc(doc(db, 'imageResults/job_alice'), {
        userId: 'alice',
        title: 'Result',
        resultImageKey: 'users/alice/r.jpg',
      }),
      setDoc(doc(db, 'imageResults/job_bob'), { userId: 'bob', title: 'Result', resultImageKey: 'users/bob/r.jpg' }),
    ]);
  });
});

const alice = () => testEnv.authenticatedContext('alice').firestore();
const visitor = () => testEnv.unauthenticatedContext().firestore();
const bob = () => testEnv.authenticatedContext('bob').firestore();

/** The two kinds of reader a rule open to anyone, or closed to anyone, is tried with. */
const VISITOR_AND_USER = [
  ['a visitor', visitor],
  ['a user', alice],
] as const;

describe('firestore.rules: reads', () => {
  it('a user can read their own profile', async () => {
    await assertSucceeds(getDoc(doc(alice(), 'users/alice')));
  });

  it("a user cannot read another user's profile", async () => {
    await assertFails(getDoc(doc(alice(), 'users/bob')));
  });

  it('a visitor cannot read any profile', async () => {
    await assertFails(getDoc(doc(visitor(), 'users/alice')));
  });

  it('a user cannot list all users', async () => {
    await assertFails(getDocs(collection(alice(), 'users')));
  });

  it("a user can read their own ledger, entry by entry and as a list that leaves out admins' adjustments", async () => {
    await assertSucceeds(getDoc(doc(alice(), 'users/alice/ledger/purchase-1')));
    await assertSucceeds(getDocs(query(collection(alice(), 'users/alice/ledger'), where('reason', '!=', 'admin'))));
  });

  it("a user cannot read another user's ledger", async () => {
    await assertFails(getDoc(doc(alice(), 'users/bob/ledger/grant-1')));
    await assertFails(getDocs(collection(alice(), 'users/bob/ledger')));
  });

  it.each(['usernames/alice', 'rateLimits/some-key', 'coupons/WELCOME10'])(
    'a signed-in user cannot read %s',
    async (path) => {
      await assertFails(getDoc(doc(alice(), path)));
    },
  );

  it("a user can neither read, list nor rewrite their Idempotency-Keys' records (a fingerprint decides replays)", async () => {
    await assertFails(getDoc(doc(alice(), 'idempotencyKeys/alice-key')));
    await assertFails(getDocs(query(collection(alice(), 'idempotencyKeys'), where('userId', '==', 'alice'))));
    await assertFails(
      setDoc(doc(alice(), 'idempotencyKeys/alice-key'), { userId: 'alice', fingerprint: 'f2', ref: 'x' }),
    );
    await assertFails(deleteDoc(doc(alice(), 'idempotencyKeys/alice-key')));
  });

  it('a visitor cannot read coupons', async () => {
    await assertFails(getDoc(doc(visitor(), 'coupons/WELCOME10')));
  });

  it('nobody can list coupons', async () => {
    await assertFails(getDocs(collection(alice(), 'coupons')));
    await assertFails(getDocs(collection(visitor(), 'coupons')));
  });

  it.each(VISITOR_AND_USER)('%s cannot read the webhook events', async (_who, db) => {
    await assertFails(getDoc(doc(db(), 'stripeEvents/evt_1')));
    await assertFails(getDocs(collection(db(), 'stripeEvents')));
  });

  it.each(VISITOR_AND_USER)(
    "%s can neither read nor list the share visits (a share's readers, hashed)",
    async (_who, db) => {
      await assertFails(getDoc(doc(db(), 'shareVisits/some-visit')));
      await assertFails(getDocs(query(collection(db(), 'shareVisits'), where('shareId', '==', 'share_alice'))));
    },
  );

  it.each([
    ['a visitor', visitor],
    ['its owner', alice],
    ['another user', bob],
  ])("%s can neither read, list, write nor revoke a share: its token is the link's secret", async (_who, db) => {
    await assertFails(getDoc(doc(db(), 'shares/share_alice')));
    await assertFails(getDocs(query(collection(db(), 'shares'), where('userId', '==', 'alice'))));
    await assertFails(
      getDocs(query(collection(db(), 'shares'), where('token', '==', 'secret-token-of-alices-link-00000'))),
    );
    await assertFails(setDoc(doc(db(), 'shares/share_forged'), { userId: 'alice', resultId: 'job_alice', token: 'x' }));
    await assertFails(updateDoc(doc(db(), 'shares/share_alice'), { revokedAt: null, views: 1000 }));
  });

  it('not even its user can read, list, create, extend or delete a session record', async () => {
    await assertFails(getDoc(doc(alice(), 'sessions/alice-laptop')));
    await assertFails(getDocs(query(collection(alice(), 'sessions'), where('userId', '==', 'alice'))));
    await assertFails(setDoc(doc(alice(), 'sessions/forged'), { userId: 'alice', expiresAt: new Date(2100, 0) }));
    await assertFails(updateDoc(doc(alice(), 'sessions/alice-laptop'), { expiresAt: new Date(2100, 0) }));
    await assertFails(deleteDoc(doc(alice(), 'sessions/alice-laptop')));
    await assertFails(getDoc(doc(visitor(), 'sessions/alice-laptop')));
  });

  it('nobody can read or change an account deletion record or the accounting records kept of a deleted account', async () => {
    await assertFails(getDoc(doc(alice(), 'accountDeletions/alice')));
    await assertFails(setDoc(doc(alice(), 'accountDeletions/alice'), { state: 'done', stepsDone: [] }));
    await assertFails(deleteDoc(doc(alice(), 'accountDeletions/alice')));
    await assertFails(getDocs(collection(alice(), 'accountDeletions')));
    await assertFails(getDoc(doc(alice(), 'deletedAccounts/deleted-0001')));
    await assertFails(getDocs(collection(alice(), 'deletedAccounts/deleted-0001/ledger')));
    await assertFails(setDoc(doc(alice(), 'deletedAccounts/deleted-0001/ledger/forged'), { delta: 100 }));
    await assertFails(getDoc(doc(visitor(), 'deletedAccounts/deleted-0001')));
  });

  it('not even its user can read or change a coupon use or a refunded payment', async () => {
    await assertFails(getDoc(doc(alice(), 'couponUses/WELCOME10:alice')));
    await assertFails(getDocs(collection(alice(), 'couponUses')));
    await assertFails(
      setDoc(doc(alice(), 'couponUses/WELCOME10:alice'), { code: 'WELCOME10', userId: 'alice', redeemed: 0 }),
    );
    await assertFails(getDoc(doc(alice(), 'refundedPayments/pi_alice2')));
  });
});

describe('firestore.rules: admin data', () => {
  const carol = () => testEnv.authenticatedContext('carol').firestore();

  it("a user cannot read an admin's adjustment in their own ledger: it names the admin and their written reason", async () => {
    await assertFails(getDoc(doc(alice(), 'users/alice/ledger/admin-1')));
    await assertFails(getDocs(collection(alice(), 'users/alice/ledger')));
    await assertFails(getDocs(query(collection(alice(), 'users/alice/ledger'), where('adminId', '==', 'carol'))));
  });

  it.each([...VISITOR_AND_USER, ['an admin', carol] as const])(
    '%s can neither read, list nor write the audit log',
    async (_who, db) => {
      await assertFails(getDoc(doc(db(), 'adminAudit/entry-1')));
      await assertFails(getDocs(collection(db(), 'adminAudit')));
      await assertFails(getDocs(query(collection(db(), 'adminAudit'), where('target.userId', '==', 'alice'))));
      await assertFails(setDoc(doc(db(), 'adminAudit/forged'), { action: 'role.grant', reason: null }));
      await assertFails(updateDoc(doc(db(), 'adminAudit/entry-1'), { reason: 'Rewritten' }));
      await assertFails(deleteDoc(doc(db(), 'adminAudit/entry-1')));
    },
  );

  it('a user cannot make themselves an admin, and an admin cannot make anyone one', async () => {
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { role: 'admin' }));
    await assertFails(updateDoc(doc(carol(), 'users/alice'), { role: 'admin' }));
  });
});

describe('firestore.rules: token packages', () => {
  it.each(VISITOR_AND_USER)('%s can read a package on sale', async (_who, db) => {
    await assertSucceeds(getDoc(doc(db(), 'tokenPackages/basic')));
  });

  it.each(VISITOR_AND_USER)('%s can list the packages on sale', async (_who, db) => {
    await assertSucceeds(getDocs(query(collection(db(), 'tokenPackages'), where('isActive', '==', true))));
  });

  it.each(VISITOR_AND_USER)(
    '%s cannot read a package that is switched off, nor list every package, switched-off ones included',
    async (_who, db) => {
      await assertFails(getDoc(doc(db(), 'tokenPackages/retired')));
      await assertFails(getDocs(collection(db(), 'tokenPackages')));
    },
  );
});

/** The collections whose documents only their user reads (`isOwner(resource.data.userId)`), with Alice's and Bob's seeded ids. */
const OWNED_BY_THEIR_USER = [
  ['tokenPurchases', 'pi_alice', 'pi_bob'],
  ['remixJobs', 'job_alice', 'job_bob'],
  ['imageResults', 'job_alice', 'job_bob'],
] as const;

describe.each(OWNED_BY_THEIR_USER)('firestore.rules: %s', (name, own, others) => {
  it('a user can read their own document, and list theirs', async () => {
    await assertSucceeds(getDoc(doc(alice(), `${name}/${own}`)));
    await assertSucceeds(getDocs(query(collection(alice(), name), where('userId', '==', 'alice'))));
  });

  it("a user cannot read another user's document, nor list theirs", async () => {
    await assertFails(getDoc(doc(alice(), `${name}/${others}`)));
    await assertFails(getDocs(query(collection(alice(), name), where('userId', '==', 'bob'))));
  });

  it('a user cannot list every document', async () => {
    await assertFails(getDocs(collection(alice(), name)));
  });

  it("a visitor cannot read any document, nor list a user's", async () => {
    await assertFails(getDoc(doc(visitor(), `${name}/${own}`)));
    await assertFails(getDocs(query(collection(visitor(), name), where('userId', '==', 'alice'))));
  });
});

describe('firestore.rules: every client write is denied', () => {
  it.each([
    ['create their own profile', 'users/carol', { username: 'carol', tokenBalance: 0 }],
    ['overwrite their own profile', 'users/alice', { ...ALICE_PROFILE, tokenBalance: 1000 }],
    ["overwrite another user's profile", 'users/bob', { ...BOB_PROFILE, tokenBalance: 0 }],
    [
      'add a ledger entry of their own',
      'users/alice/ledger/forged',
      { delta: 1000, balanceAfter: 1005, reason: 'admin', ref: 'x' },
    ],
    [
      "add a ledger entry to another user's ledger",
      'users/bob/ledger/forged',
      { delta: -2, balanceAfter: 0, reason: 'remix', ref: 'x' },
    ],
    ['claim a username', 'usernames/taken-by-alice', { uid: 'alice' }],
    ['reset a rate-limit counter', 'rateLimits/some-key', { scope: 'login', kind: 'ip', count: 0 }],
    ['mark a share as visited today, so their views are not counted', 'shareVisits/other-visit', { shareId: 'x' }],
    ['write a coupon', 'coupons/FREE', { percentOff: 100 }],
    ['reset a coupon’s redemptions', 'coupons/WELCOME10', { percentOff: 10, active: true, redemptions: 0 }],
    [
      'put a package on sale',
      'tokenPackages/cheap',
      { name: 'Cheap', tokenAmount: 1000, priceCents: 1, isActive: true },
    ],
    [
      'change a package’s price',
      'tokenPackages/basic',
      { name: 'Basic', tokenAmount: 10, priceCents: 1, isActive: true },
    ],
    [
      'record a purchase of their own',
      'tokenPurchases/pi_forged',
      { userId: 'alice', tokenAmount: 1000, price: '0.00' },
    ],
    ['mark a webhook event handled', 'stripeEvents/evt_2', { type: 'payment_intent.succeeded' }],
    ['create a remix job of their own', 'remixJobs/forged', { userId: 'alice', status: 'queued', cost: 0 }],
    [
      'mark their own job done',
      'remixJobs/job_alice',
      { userId: 'alice', status: 'succeeded', cost: 1, refunded: false },
    ],
    [
      'mark their own job refunded',
      'remixJobs/job_alice',
      { userId: 'alice', status: 'failed', cost: 1, refunded: true },
    ],
    ['create a result of their own', 'imageResults/forged', { userId: 'alice', title: 'Free', resultImageKey: 'x' }],
    ["overwrite another user's result", 'imageResults/job_bob', { userId: 'alice', title: 'Mine now' }],
  ])('a user cannot %s', async (_case, path, data) => {
    await assertFails(setDoc(doc(alice(), path), data));
  });

  it('a user cannot update their own balance', async () => {
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { tokenBalance: 1000 }));
  });

  it('a user cannot update their own job or result', async () => {
    await assertFails(updateDoc(doc(alice(), 'remixJobs/job_alice'), { status: 'succeeded' }));
    await assertFails(updateDoc(doc(alice(), 'imageResults/job_alice'), { title: 'Renamed' }));
  });

  it.each([
    'users/alice',
    'users/alice/ledger/purchase-1',
    'usernames/alice',
    'rateLimits/some-key',
    'shareVisits/some-visit',
    'tokenPurchases/pi_alice',
    'tokenPackages/basic',
    'stripeEvents/evt_1',
    'remixJobs/job_alice',
    'imageResults/job_alice',
  ])('a user cannot delete %s', async (path) => {
    await assertFails(deleteDoc(doc(alice(), path)));
  });

  it('a visitor cannot create a profile', async () => {
    await assertFails(setDoc(doc(visitor(), 'users/mallory'), { username: 'mallory', tokenBalance: 1000 }));
  });
});
