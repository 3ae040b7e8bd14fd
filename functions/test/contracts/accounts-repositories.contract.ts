import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AccountDeletion } from '../../src/ports/account-deletions';
import type { LedgerEntry } from '../../src/ports/ledger';
import type { StoreWithDocuments } from './stored-documents';
import { aUser } from './users-repository.contract';

const at = (seconds: number) => new Date(1_700_000_000_000 + seconds * 1000);

const entry = (balanceAfter: number, createdAt: Date, extra: Partial<LedgerEntry> = {}): LedgerEntry => ({
  delta: 1,
  balanceAfter,
  reason: 'admin',
  ref: 'contract',
  createdAt,
  ...extra,
});

const aDeletion = (overrides: Partial<AccountDeletion> = {}): AccountDeletion => ({
  state: 'pending',
  tombstoneId: `deleted-${randomUUID()}`,
  stepsDone: [],
  forfeitedTokens: 3,
  requestedAt: at(0),
  completedAt: null,
  ...overrides,
});

/**
 * What the accounts use-cases rely on from the sessions, account-deletions and account-data repositories, on every
 * store (see core-repositories.contract.ts).
 */
export function accountsRepositoriesContract(name: string, open: () => StoreWithDocuments): void {
  const fresh = () => ({ ...open(), uid: `contract-${randomUUID()}` });

  describe(`${name}: the sessions repository`, () => {
    it("keeps a user's sessions until they are deleted, one or all", async () => {
      const { repositories, uid } = fresh();
      const { sessions } = repositories;
      const record = { userId: uid, createdAt: at(0), expiresAt: at(60) };
      await sessions.save(`${uid}-a`, record);
      await sessions.save(`${uid}-b`, record);
      await sessions.save(`${uid}-other`, { ...record, userId: `${uid}-x` });
      expect(await sessions.read(`${uid}-a`)).toEqual(record);
      expect((await sessions.idsOf(uid)).sort()).toEqual([`${uid}-a`, `${uid}-b`]);
      await sessions.delete([`${uid}-a`, `${uid}-never`]);
      expect(await sessions.read(`${uid}-a`)).toBeUndefined();
      expect(await sessions.idsOf(uid)).toEqual([`${uid}-b`]);
      await sessions.delete([]);
      expect(await sessions.idsOf(`${uid}-x`)).toEqual([`${uid}-other`]);
    });
  });

  describe(`${name}: the account-deletions repository`, () => {
    it('records a deletion once, and holds and releases its run', async () => {
      const { repositories, uid } = fresh();
      const { accountDeletions, runTransaction } = repositories;
      const deletion = aDeletion();
      expect(await accountDeletions.read(uid)).toBeUndefined();
      await runTransaction(async (tx) => accountDeletions.createIn(tx, uid, deletion));
      await expect(runTransaction(async (tx) => accountDeletions.createIn(tx, uid, deletion))).rejects.toThrow();
      await runTransaction(async (tx) => accountDeletions.updateIn(tx, uid, { runLeaseUntil: at(120) }));
      expect(await runTransaction((tx) => accountDeletions.readIn(tx, uid))).toEqual({
        ...deletion,
        runLeaseUntil: at(120),
      });
      await accountDeletions.update(uid, { stepsDone: ['sessions'], runLeaseUntil: null });
      const released = await accountDeletions.read(uid);
      expect(released).toEqual({ ...deletion, stepsDone: ['sessions'] });
      expect(released?.runLeaseUntil).toBeUndefined();
      // Left pending, it would be the next sweep's to run on a shared emulator.
      await accountDeletions.update(uid, { state: 'done', tombstoneId: null });
      expect(await accountDeletions.read(uid)).toMatchObject({ state: 'done', tombstoneId: null });
    });

    it('finds the pending deletions requested by a time, oldest first, at most the limit', async () => {
      const { repositories, uid } = fresh();
      const { accountDeletions, runTransaction } = repositories;
      // Long before any other test's deletions, which are requested now.
      const old = (seconds: number) => new Date(Date.UTC(2001, 0, 1) + seconds * 1000);
      await runTransaction(async (tx) => {
        accountDeletions.createIn(tx, `${uid}-2`, aDeletion({ requestedAt: old(2) }));
        accountDeletions.createIn(tx, `${uid}-1`, aDeletion({ requestedAt: old(1) }));
        accountDeletions.createIn(tx, `${uid}-done`, aDeletion({ requestedAt: old(0), state: 'done' }));
        accountDeletions.createIn(tx, `${uid}-late`, aDeletion({ requestedAt: old(9) }));
      });
      const mine = (uids: string[]) => uids.filter((found) => found.startsWith(uid));
      try {
        expect(mine(await accountDeletions.findPending(old(5), 100))).toEqual([`${uid}-1`, `${uid}-2`]);
        expect(await accountDeletions.findPending(new Date(Date.UTC(2000, 0, 1)), 100)).toEqual([]);
      } finally {
        // Left pending, they would be the next sweep's to run on a shared emulator.
        for (const pending of ['1', '2', 'late']) await accountDeletions.update(`${uid}-${pending}`, { state: 'done' });
      }
    });

    it("deletes only the user's documents of a collection", async () => {
      const { repositories, seed, peek, uid } = fresh();
      await seed(`listingLinks/${uid}-mine`, { userId: uid, token: 't' });
      await seed(`listingLinks/${uid}-theirs`, { userId: `${uid}-x`, token: 't' });
      await repositories.accountDeletions.deleteOwned('listingLinks', uid);
      await repositories.accountDeletions.deleteOwned('listingLinks', uid);
      expect(await peek(`listingLinks/${uid}-mine`)).toBeUndefined();
      expect(await peek(`listingLinks/${uid}-theirs`)).toEqual({ userId: `${uid}-x`, token: 't' });
    });

    it('moves the ledger under the tombstone as told, and re-keys the accounting records', async () => {
      const { repositories, seed, peek, uid } = fresh();
      const { accountDeletions } = repositories;
      const tombstoneId = `deleted-${randomUUID()}`;
      const renamed = (id: string) => id.replace(uid, tombstoneId);
      await seed(`users/${uid}/ledger/starter-pack-${uid}`, entry(5, at(1), { ref: uid, note: 'kept out' }));
      await seed(`tokenPurchases/starter-pack-${uid}`, { userId: uid, createdAt: at(1) });
      await seed(`refundedPayments/pi-${uid}`, { userId: uid, amountCents: 500 });
      const move = {
        renamed,
        keep: ({ note: _note, ...kept }: LedgerEntry) => ({ ...kept, ref: renamed(kept.ref) }),
      };
      for (let run = 0; run < 2; run += 1) {
        await accountDeletions.saveTombstone(tombstoneId, { deletedAt: at(0), forfeitedTokens: 5 });
        await accountDeletions.saveTombstoneEntry(tombstoneId, 'account-deleted', {
          ...entry(0, at(0)),
          delta: -5,
          reason: 'account_deleted',
        });
        await accountDeletions.moveLedgerToTombstone(uid, tombstoneId, move);
        await accountDeletions.reassignAccountingRecords(uid, tombstoneId, renamed);
      }
      expect(await peek(`deletedAccounts/${tombstoneId}`)).toEqual({ deletedAt: at(0), forfeitedTokens: 5 });
      expect(await peek(`deletedAccounts/${tombstoneId}/ledger/account-deleted`)).toMatchObject({ delta: -5 });
      expect(await peek(`users/${uid}/ledger/starter-pack-${uid}`)).toBeUndefined();
      expect(await peek(`deletedAccounts/${tombstoneId}/ledger/starter-pack-${tombstoneId}`)).toEqual(
        entry(5, at(1), { ref: tombstoneId }),
      );
      expect(await peek(`tokenPurchases/starter-pack-${uid}`)).toBeUndefined();
      expect(await peek(`tokenPurchases/starter-pack-${tombstoneId}`)).toEqual({
        userId: tombstoneId,
        createdAt: at(1),
      });
      expect(await peek(`refundedPayments/pi-${uid}`)).toBeUndefined();
      expect(await peek(`refundedPayments/pi-${tombstoneId}`)).toEqual({ userId: tombstoneId, amountCents: 500 });
    });
  });

  describe(`${name}: the account-data repository`, () => {
    it("reads the user's profile, ledger oldest first, purchases, results and listings, and no one else's", async () => {
      const { repositories, seed, uid } = fresh();
      const { users, runTransaction, accountData } = repositories;
      const profile = aUser();
      await runTransaction(async (tx) => users.createIn(tx, uid, profile));
      await seed(`users/${uid}/ledger/later`, entry(2, at(2)));
      await seed(`users/${uid}/ledger/earlier`, entry(1, at(1)));
      for (const collection of ['tokenPurchases', 'imageResults', 'listings']) {
        await seed(`${collection}/${uid}-mine`, { userId: uid, createdAt: at(1) });
        await seed(`${collection}/${uid}-theirs`, { userId: `${uid}-x`, createdAt: at(1) });
      }
      const records = await accountData.readAccountRecords(uid);
      expect(records.profile).toEqual(profile);
      expect(records.ledger).toEqual([
        { id: 'earlier', doc: entry(1, at(1)) },
        { id: 'later', doc: entry(2, at(2)) },
      ]);
      expect(records.purchases).toEqual([{ id: `${uid}-mine`, doc: { userId: uid, createdAt: at(1) } }]);
      expect(records.results.map(({ id }) => id)).toEqual([`${uid}-mine`]);
      expect(records.listings.map(({ id }) => id)).toEqual([`${uid}-mine`]);
      expect(await accountData.readAccountRecords(`${uid}-nobody`)).toEqual({
        profile: undefined,
        ledger: [],
        purchases: [],
        results: [],
        listings: [],
      });
    });
  });
}
