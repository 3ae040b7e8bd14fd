import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../../src/ports/ledger';
import type { RateLimitCounter } from '../../src/ports/rate-limits';
import type { Repositories } from '../../src/ports/repositories';

/** A store under contract: its repositories, and how a test puts a user with a balance there. */
export interface StoreUnderContract {
  repositories: Repositories;
  seedUser(uid: string, tokenBalance: number): Promise<void>;
}

const entry = (balanceAfter: number, delta: number, createdAt = new Date()): LedgerEntry => ({
  delta,
  balanceAfter,
  reason: 'admin',
  ref: 'contract',
  createdAt,
});

const counter = (count: number): RateLimitCounter => ({
  scope: 'login',
  kind: 'ip',
  count,
  windowStartedAt: new Date(1_700_000_000_000),
  expiresAt: new Date(1_700_000_060_000),
});

/**
 * What the services rely on from the core repositories and their transactions, run on every store: the Firestore
 * emulator (functions/test/repositories.test.ts) and memory (functions/test/memory/repositories.test.ts).
 */
export function coreRepositoriesContract(name: string, open: () => StoreUnderContract): void {
  describe(`${name}: the core repositories`, () => {
    const fresh = () => ({ ...open(), uid: `contract-${randomUUID()}` });

    it('reads no balance for a user that does not exist', async () => {
      const { repositories, uid } = fresh();
      const read = await repositories.runTransaction((tx) => repositories.ledger.readBalanceIn(tx, uid, 'e1'));
      expect(read).toBeUndefined();
    });

    it('writes an entry and the balance together, and then reads the entry as applied', async () => {
      const { repositories, seedUser, uid } = fresh();
      await seedUser(uid, 5);
      const { ledger, runTransaction } = repositories;
      expect(await runTransaction((tx) => ledger.readBalanceIn(tx, uid, 'e1'))).toEqual({
        balance: 5,
        entryApplied: false,
      });
      await runTransaction(async (tx) => ledger.writeEntryIn(tx, uid, 'e1', entry(8, 3)));
      expect(await runTransaction((tx) => ledger.readBalanceIn(tx, uid, 'e1'))).toEqual({
        balance: 8,
        entryApplied: true,
      });
    });

    it('refuses an entry id written before, changing nothing', async () => {
      const { repositories, seedUser, uid } = fresh();
      await seedUser(uid, 5);
      const { ledger, runTransaction } = repositories;
      await runTransaction(async (tx) => ledger.writeEntryIn(tx, uid, 'e1', entry(8, 3)));
      await expect(runTransaction(async (tx) => ledger.writeEntryIn(tx, uid, 'e1', entry(11, 3)))).rejects.toThrow();
      expect(await runTransaction((tx) => ledger.readBalanceIn(tx, uid, 'e2'))).toEqual({
        balance: 8,
        entryApplied: false,
      });
    });

    it('writes nothing of a transaction whose work throws', async () => {
      const { repositories, seedUser, uid } = fresh();
      await seedUser(uid, 5);
      const { ledger, runTransaction } = repositories;
      await expect(
        runTransaction(async (tx) => {
          ledger.writeEntryIn(tx, uid, 'e1', entry(6, 1));
          throw new Error('changed its mind');
        }),
      ).rejects.toThrow('changed its mind');
      expect(await ledger.latest(uid, 10)).toEqual([]);
      expect(await runTransaction((tx) => ledger.readBalanceIn(tx, uid, 'e1'))).toMatchObject({ balance: 5 });
    });

    it('lists the newest entries first, at most the limit', async () => {
      const { repositories, seedUser, uid } = fresh();
      await seedUser(uid, 0);
      const { ledger, runTransaction } = repositories;
      for (const [index, id] of ['a', 'b', 'c'].entries()) {
        await runTransaction(async (tx) =>
          ledger.writeEntryIn(tx, uid, id, entry(index + 1, 1, new Date(1_700_000_000_000 + index * 1000))),
        );
      }
      const latest = await ledger.latest(uid, 2);
      expect(latest.map(({ id, balanceAfter }) => [id, balanceAfter])).toEqual([
        ['c', 3],
        ['b', 2],
      ]);
      expect(latest[0]?.createdAt).toEqual(new Date(1_700_000_002_000));
    });

    it('reads one entry, in and out of a transaction, and every entry of a ledger', async () => {
      const { repositories, seedUser, uid } = fresh();
      await seedUser(uid, 0);
      const { ledger, runTransaction } = repositories;
      await runTransaction(async (tx) => ledger.writeEntryIn(tx, uid, 'a', { ...entry(2, 2), note: 'gift' }));
      await runTransaction(async (tx) => ledger.writeEntryIn(tx, uid, 'b', entry(1, -1)));
      expect(await ledger.entry(uid, 'a')).toMatchObject({ delta: 2, note: 'gift' });
      expect(await runTransaction((tx) => ledger.entryIn(tx, uid, 'b'))).toMatchObject({ delta: -1 });
      expect(await ledger.entry(uid, 'c')).toBeUndefined();
      expect((await ledger.all(uid)).map(({ id }) => id).sort()).toEqual(['a', 'b']);
    });

    it('keeps an Idempotency-Key record once: read back as written, a second create refused', async () => {
      const { repositories, uid } = fresh();
      const { idempotencyKeys, runTransaction } = repositories;
      const caller = { uid, key: 'key-1' };
      const record = { userId: uid, fingerprint: 'f1', ref: 'job-1', createdAt: new Date(1_700_000_000_000) };
      expect(await idempotencyKeys.read(caller)).toBeUndefined();
      await runTransaction(async (tx) => idempotencyKeys.createIn(tx, caller, record));
      expect(await idempotencyKeys.read(caller)).toEqual(record);
      expect(await runTransaction((tx) => idempotencyKeys.readIn(tx, caller))).toEqual(record);
      expect(await idempotencyKeys.read({ uid, key: 'key-2' })).toBeUndefined();
      await expect(
        runTransaction(async (tx) => idempotencyKeys.createIn(tx, caller, { ...record, ref: 'job-2' })),
      ).rejects.toThrow();
      expect(await idempotencyKeys.read(caller)).toEqual(record);
    });

    it('keeps a rate-limit counter and changes only its count', async () => {
      const { repositories, uid } = fresh();
      const { rateLimits, runTransaction } = repositories;
      expect(await runTransaction((tx) => rateLimits.readIn(tx, uid))).toBeUndefined();
      await runTransaction(async (tx) => rateLimits.writeIn(tx, uid, counter(1)));
      await runTransaction(async (tx) => rateLimits.writeCountIn(tx, uid, 4));
      expect(await runTransaction((tx) => rateLimits.readIn(tx, uid))).toEqual(counter(4));
    });

    it('runs contending transactions so that each lands on what the other wrote', async () => {
      const { repositories, uid } = fresh();
      const { rateLimits, runTransaction } = repositories;
      await runTransaction(async (tx) => rateLimits.writeIn(tx, uid, counter(0)));
      const increment = () =>
        runTransaction(async (tx) => {
          const current = await rateLimits.readIn(tx, uid);
          rateLimits.writeCountIn(tx, uid, (current?.count ?? 0) + 1);
        });
      await Promise.all([increment(), increment()]);
      expect((await runTransaction((tx) => rateLimits.readIn(tx, uid)))?.count).toBe(2);
    });
  });
}
