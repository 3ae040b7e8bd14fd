import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Repositories } from '../../src/ports/repositories';
import type { UserRecord } from '../../src/ports/users';

export const aUser = (overrides: Partial<UserRecord> = {}): UserRecord => ({
  username: 'Alice',
  usernameLower: 'alice',
  email: null,
  fullName: null,
  role: 'user',
  tokenBalance: 0,
  createdAt: new Date(1_700_000_000_000),
  stripeCustomerId: null,
  googleId: null,
  profileImage: null,
  hasClaimedFreeTokens: false,
  ...overrides,
});

/** What the services rely on from the users repository, on every store (see core-repositories.contract.ts). */
export function usersRepositoryContract(name: string, open: () => { repositories: Repositories }): void {
  describe(`${name}: the users repository`, () => {
    const fresh = () => {
      const id = randomUUID();
      return { ...open(), uid: `contract-${id}`, usernameLower: `u-${id}`, email: `${id}@example.test` };
    };

    it('creates a user and reads it back as written, in and out of a transaction', async () => {
      const { repositories, uid, email } = fresh();
      const { users, runTransaction } = repositories;
      const record = aUser({ email });
      expect(await users.read(uid)).toBeUndefined();
      await runTransaction(async (tx) => users.createIn(tx, uid, record));
      expect(await users.read(uid)).toEqual(record);
      expect(await runTransaction((tx) => users.readIn(tx, uid))).toEqual(record);
      expect(await users.findUidByEmail(email)).toBe(uid);
      expect(await users.findUidByEmail(`nobody-${email}`)).toBeUndefined();
    });

    it('refuses to create a user twice, and changes only the fields it is given', async () => {
      const { repositories, uid } = fresh();
      const { users, runTransaction } = repositories;
      await runTransaction(async (tx) => users.createIn(tx, uid, aUser()));
      await expect(runTransaction(async (tx) => users.createIn(tx, uid, aUser({ role: 'admin' })))).rejects.toThrow();
      await runTransaction(async (tx) => users.updateIn(tx, uid, { role: 'admin', stripeCustomerId: 'cus_1' }));
      expect(await users.read(uid)).toEqual(aUser({ role: 'admin', stripeCustomerId: 'cus_1' }));
      await runTransaction(async (tx) => users.deleteIn(tx, uid));
      expect(await users.read(uid)).toBeUndefined();
    });

    it('holds a username for one uid until it is freed', async () => {
      const { repositories, uid, usernameLower } = fresh();
      const { users, runTransaction } = repositories;
      expect(await users.usernameOwner(usernameLower)).toBeUndefined();
      await runTransaction(async (tx) => users.holdUsernameIn(tx, usernameLower, uid));
      expect(await users.usernameOwner(usernameLower)).toBe(uid);
      expect(await runTransaction((tx) => users.usernameOwnerIn(tx, usernameLower))).toBe(uid);
      await runTransaction(async (tx) => users.freeUsernameIn(tx, usernameLower));
      expect(await users.usernameOwner(usernameLower)).toBeUndefined();
    });

    it('reads several users at once, leaving out the ones that do not exist', async () => {
      const { repositories, uid } = fresh();
      const { users, runTransaction } = repositories;
      await runTransaction(async (tx) => users.createIn(tx, uid, aUser({ username: 'Many' })));
      const found = await users.readMany([uid, `${uid}-gone`, uid]);
      expect([...found.keys()]).toEqual([uid]);
      expect(found.get(uid)?.username).toBe('Many');
      expect((await users.readMany([])).size).toBe(0);
    });

    it('lists the newest accounts first, and the accounts whose field starts with a prefix in its order', async () => {
      const { repositories, uid, usernameLower } = fresh();
      const { users, runTransaction } = repositories;
      // Just before now, so no account made earlier is newer, and every account made later is (on a shared emulator).
      const later = (seconds: number) => new Date(Date.now() - 10_000 + seconds * 1000);
      for (const [index, suffix] of ['b', 'a', 'c'].entries()) {
        const record = aUser({ usernameLower: `${usernameLower}-${suffix}`, createdAt: later(index) });
        await runTransaction(async (tx) => users.createIn(tx, `${uid}-${suffix}`, record));
      }
      expect((await users.newest(2)).map(({ uid: id }) => id)).toEqual([`${uid}-c`, `${uid}-a`]);
      const named = await users.startingWith('usernameLower', usernameLower, 10);
      expect(named.map(({ uid: id }) => id)).toEqual([`${uid}-a`, `${uid}-b`, `${uid}-c`]);
      expect(await users.startingWith('usernameLower', `${usernameLower}-a`, 10)).toHaveLength(1);
    });

    it('pages through every uid in uid order', async () => {
      const { repositories, uid } = fresh();
      const { users, runTransaction } = repositories;
      for (const suffix of ['1', '2', '3']) {
        await runTransaction(async (tx) => users.createIn(tx, `${uid}-${suffix}`, aUser()));
      }
      const pages: string[][] = [];
      for await (const page of users.idPages(2)) pages.push(page);
      expect(pages.every((page) => page.length >= 1 && page.length <= 2)).toBe(true);
      const ids = pages.flat();
      expect(ids).toEqual([...ids].sort());
      expect(ids.filter((id) => id.startsWith(uid))).toEqual([`${uid}-1`, `${uid}-2`, `${uid}-3`]);
    });
  });
}
