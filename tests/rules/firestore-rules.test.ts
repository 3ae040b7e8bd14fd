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
  setDoc,
  setLogLevel,
  updateDoc,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

let testEnv: RulesTestEnvironment;

const ALICE_PROFILE = { username: 'alice', usernameLower: 'alice', email: 'alice@example.com', tokenBalance: 5 };
const BOB_PROFILE = { username: 'bob', usernameLower: 'bob', email: 'bob@example.com', tokenBalance: 2 };

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
      setDoc(doc(db, 'users/alice/ledger/grant-1'), { delta: 5, balanceAfter: 5, reason: 'admin', ref: 'seed' }),
      setDoc(doc(db, 'users/bob'), BOB_PROFILE),
      setDoc(doc(db, 'users/bob/ledger/grant-1'), { delta: 2, balanceAfter: 2, reason: 'admin', ref: 'seed' }),
      setDoc(doc(db, 'usernames/alice'), { uid: 'alice' }),
      setDoc(doc(db, 'rateLimits/some-key'), { scope: 'login', kind: 'ip', count: 3 }),
    ]);
  });
});

const alice = () => testEnv.authenticatedContext('alice').firestore();
const visitor = () => testEnv.unauthenticatedContext().firestore();

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

  it('a user can read their own ledger, entry by entry and as a list', async () => {
    await assertSucceeds(getDoc(doc(alice(), 'users/alice/ledger/grant-1')));
    await assertSucceeds(getDocs(collection(alice(), 'users/alice/ledger')));
  });

  it("a user cannot read another user's ledger", async () => {
    await assertFails(getDoc(doc(alice(), 'users/bob/ledger/grant-1')));
    await assertFails(getDocs(collection(alice(), 'users/bob/ledger')));
  });

  it.each(['usernames/alice', 'rateLimits/some-key', 'coupons/WELCOME10'])('a signed-in user cannot read %s', async (path) => {
    await assertFails(getDoc(doc(alice(), path)));
  });

  it('a visitor cannot read coupons', async () => {
    await assertFails(getDoc(doc(visitor(), 'coupons/WELCOME10')));
  });
});

describe('firestore.rules: every client write is denied', () => {
  it.each([
    ['create their own profile', 'users/carol', { username: 'carol', tokenBalance: 0 }],
    ['overwrite their own profile', 'users/alice', { ...ALICE_PROFILE, tokenBalance: 1000 }],
    ["overwrite another user's profile", 'users/bob', { ...BOB_PROFILE, tokenBalance: 0 }],
    ['add a ledger entry of their own', 'users/alice/ledger/forged', { delta: 1000, balanceAfter: 1005, reason: 'admin', ref: 'x' }],
    ["add a ledger entry to another user's ledger", 'users/bob/ledger/forged', { delta: -2, balanceAfter: 0, reason: 'remix', ref: 'x' }],
    ['claim a username', 'usernames/taken-by-alice', { uid: 'alice' }],
    ['reset a rate-limit counter', 'rateLimits/some-key', { scope: 'login', kind: 'ip', count: 0 }],
    ['write a coupon', 'coupons/FREE', { percentOff: 100 }],
  ])('a user cannot %s', async (_case, path, data) => {
    await assertFails(setDoc(doc(alice(), path), data));
  });

  it('a user cannot update their own balance', async () => {
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { tokenBalance: 1000 }));
  });

  it.each(['users/alice', 'users/alice/ledger/grant-1', 'usernames/alice', 'rateLimits/some-key'])(
    'a user cannot delete %s',
    async (path) => {
      await assertFails(deleteDoc(doc(alice(), path)));
    },
  );

  it('a visitor cannot create a profile', async () => {
    await assertFails(setDoc(doc(visitor(), 'users/mallory'), { username: 'mallory', tokenBalance: 1000 }));
  });
});
