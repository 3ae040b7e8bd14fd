import type { StoredUser, UserRecord, UsersRepository } from '../../src/ports/users';
import { type MemoryStore, memoryTxOf } from './memory-store';

/** `users/{uid}` and `usernames/{usernameLower}` in memory. */
export function memoryUsers(store: MemoryStore): UsersRepository {
  const user = (uid: string) => `users/${uid}`;
  const username = (usernameLower: string) => `usernames/${usernameLower}`;
  const all = (): StoredUser[] => store.query<UserRecord>('users').map(({ id, doc }) => ({ uid: id, user: doc }));
  return {
    read: async (uid) => store.get<UserRecord>(user(uid)),
    readIn: async (tx, uid) => memoryTxOf(tx).get<UserRecord>(user(uid)),
    createIn: (tx, uid, record) => memoryTxOf(tx).create(user(uid), record),
    updateIn: (tx, uid, change) => memoryTxOf(tx).update(user(uid), change),
    deleteIn: (tx, uid) => memoryTxOf(tx).delete(user(uid)),
    findUidByEmail: async (emailLower) => all().find(({ user: { email } }) => email === emailLower)?.uid,
    usernameOwner: async (usernameLower) => store.get<{ uid: string }>(username(usernameLower))?.uid,
    usernameOwnerIn: async (tx, usernameLower) => memoryTxOf(tx).get<{ uid: string }>(username(usernameLower))?.uid,
    holdUsernameIn: (tx, usernameLower, uid) => memoryTxOf(tx).set(username(usernameLower), { uid }),
    freeUsernameIn: (tx, usernameLower) => memoryTxOf(tx).delete(username(usernameLower)),
    readMany: async (uids) =>
      new Map(
        uids.flatMap((uid) => {
          const found = store.get<UserRecord>(user(uid));
          return found ? [[uid, found] as const] : [];
        }),
      ),
    newest: async (limit) =>
      all()
        .sort((a, b) => b.user.createdAt.getTime() - a.user.createdAt.getTime())
        .slice(0, limit),
    startingWith: async (field, prefix, limit) =>
      all()
        .filter(({ user: record }) => record[field]?.startsWith(prefix))
        .sort((a, b) => (a.user[field] ?? '').localeCompare(b.user[field] ?? ''))
        .slice(0, limit),
    async *idPages(pageSize) {
      const ids = all().map(({ uid }) => uid);
      for (let start = 0; start < ids.length; start += pageSize) yield ids.slice(start, start + pageSize);
    },
  };
}
