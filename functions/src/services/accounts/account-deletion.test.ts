import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalFsBlobStore } from '../../adapters/blob-store/local-fs-blob-store';
import { memoryIdentity } from '../../../test/memory/memory-identity';
import { memoryRepositories } from '../../../test/memory/memory-repositories';
import { quietLogger } from '../../../test/memory/quiet-logger';
import { aUser } from '../../../test/contracts/users-repository.contract';
import {
  ACCOUNT_DELETION_STEPS,
  type AccountDeletionChange,
  type AccountDeletionStep,
} from '../../ports/account-deletions';
import { runAccountDeletion } from './account-deletion';
import { type AccountDeletionDeps, BalanceChangedError, deleteAccount } from './delete-account';

const PASSWORD = 'correct horse';
const BALANCE = 5;
const OWNED = ['shares', 'imageResults', 'remixJobs', 'idempotencyKeys', 'listings', 'listingLinks', 'tokenPurchases'];

/** A user with a balance, a purchase, a result, its share, a job, a listing and two signed-in browsers. */
async function userWithHistory() {
  const repositories = memoryRepositories();
  const { store } = repositories;
  const identity = memoryIdentity();
  const { uid } = await identity.signUp('alice@example.test', PASSWORD);
  store.set(`users/${uid}`, aUser({ email: 'alice@example.test', tokenBalance: BALANCE }));
  store.set('usernames/alice', { uid });
  const at = new Date(1_700_000_000_000);
  store.set(`users/${uid}/ledger/purchase-starter-pack-${uid}`, {
    delta: BALANCE,
    balanceAfter: BALANCE,
    reason: 'starter_pack',
    ref: `starter-pack-${uid}`,
    createdAt: at,
  });
  for (const collection of OWNED) store.set(`${collection}/${collection}-of-${uid}`, { userId: uid, createdAt: at });
  for (const browser of ['laptop', 'phone']) {
    await repositories.sessions.save(`${browser}-${uid}`, { userId: uid, createdAt: at, expiresAt: at });
  }
  const deps = {
    repositories,
    identity,
    blobStore: createLocalFsBlobStore({ directory: mkdtempSync(join(tmpdir(), 'deletion-')), urlSigningSecret: 's' }),
    logger: quietLogger(),
    rateLimitIdSecret: 'test-secret',
    now: () => at,
  };
  const request = { uid, password: PASSWORD, confirmBalance: BALANCE, sessionAuthTimeSec: 0 };
  const policy = { maxAttempts: 5, windowMs: 60_000 };
  const removeWith = (using: AccountDeletionDeps) => deleteAccount(using, policy, request);
  return { uid, store, identity, deps, removeWith, remove: () => removeWith(deps) };
}

type Setup = Awaited<ReturnType<typeof userWithHistory>>;

/** What is left of the user, and what their tombstone keeps. */
function leftOf({ uid, store, identity }: Setup) {
  const [tombstone] = store.query<{ forfeitedTokens: number }>('deletedAccounts');
  const kept = tombstone ? store.query<{ delta: number; ref: string }>(`deletedAccounts/${tombstone.id}/ledger`) : [];
  return {
    profile: store.get(`users/${uid}`) !== undefined,
    username: store.get('usernames/alice') !== undefined,
    authUser: identity.accounts.has(uid),
    ledger: store.query(`users/${uid}/ledger`).length,
    sessions: store.query('sessions').length,
    owned: OWNED.flatMap((collection) => store.query(collection, (doc: { userId: string }) => doc.userId === uid)),
    tombstone: tombstone?.doc,
    keptLedger: kept.map(({ id, doc }) => [id.replace(tombstone?.id ?? '', 'TOMBSTONE'), doc.delta]),
    purchaseKeptAs: store.query<{ userId: string }>('tokenPurchases').map(({ doc }) => doc.userId === tombstone?.id),
  };
}

const NOTHING_LEFT = {
  profile: false,
  username: false,
  authUser: false,
  ledger: 0,
  sessions: 0,
  owned: [],
  tombstone: { deletedAt: new Date(1_700_000_000_000), forfeitedTokens: BALANCE },
  keptLedger: [
    ['account-deleted', -BALANCE],
    ['purchase-starter-pack-TOMBSTONE', BALANCE],
  ],
  purchaseKeptAs: [true],
};

describe('deleting an account', () => {
  it('deletes everything of the user and keeps the accounting under a tombstone, the balance forfeited once', async () => {
    const setup = await userWithHistory();
    await setup.remove();
    expect(leftOf(setup)).toEqual(NOTHING_LEFT);
    expect(setup.store.get(`accountDeletions/${setup.uid}`)).toMatchObject({ state: 'done', tombstoneId: null });
  });

  it('refuses a balance that is not the one confirmed, changing nothing', async () => {
    const setup = await userWithHistory();
    setup.store.set(`users/${setup.uid}`, aUser({ email: 'alice@example.test', tokenBalance: BALANCE + 1 }));
    await expect(setup.remove()).rejects.toEqual(new BalanceChangedError(BALANCE + 1));
    expect(setup.store.get(`accountDeletions/${setup.uid}`)).toBeUndefined();
    expect(leftOf(setup)).toMatchObject({ profile: true, authUser: true, sessions: 2, tombstone: undefined });
  });

  it.each(ACCOUNT_DELETION_STEPS)(
    'resumes after stopping at the %s step, ending as an uninterrupted one',
    async (step) => {
      const setup = await userWithHistory();
      let stopAt: AccountDeletionStep | null = step;
      const interrupted = {
        ...setup.deps,
        afterStep: (done: AccountDeletionStep) => {
          if (done === stopAt) throw new Error(`stopped after ${done}`);
        },
      };
      await expect(setup.removeWith(interrupted)).rejects.toThrow(`stopped after ${step}`);
      stopAt = null;
      expect(await runAccountDeletion(interrupted, setup.uid)).toBe(true);
      expect(leftOf(setup)).toEqual(NOTHING_LEFT);
      expect(await runAccountDeletion(interrupted, setup.uid)).toBe(false);
    },
  );

  it('forfeits the balance once when the accounting ran but stopped before it was recorded', async () => {
    const setup = await userWithHistory();
    const { accountDeletions } = setup.deps.repositories;
    let stopped = false;
    const stopping = {
      ...setup.deps,
      repositories: {
        ...setup.deps.repositories,
        accountDeletions: {
          ...accountDeletions,
          update: async (uid: string, change: AccountDeletionChange) => {
            if (!stopped && change.stepsDone?.includes('accounting')) {
              stopped = true;
              throw new Error('the process stopped');
            }
            await accountDeletions.update(uid, change);
          },
        },
      },
    };
    await expect(setup.removeWith(stopping)).rejects.toThrow('the process stopped');
    expect(await runAccountDeletion(stopping, setup.uid)).toBe(true);
    expect(leftOf(setup)).toEqual(NOTHING_LEFT);
  });
});
