import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import type { UserRecord, UsersRepository } from '../../ports/users';
import { collections } from './collections';
import { firestoreTransactionOf } from './transactions';

/** `users/{uid}` and `usernames/{usernameLower}` in Firestore. */
export function firestoreUsers(db: Firestore): UsersRepository {
  const user = (uid: string) => collections.users(db).doc(uid);
  const username = (usernameLower: string) => collections.usernames(db).doc(usernameLower);
  const txOf = firestoreTransactionOf;
  return {
    read: async (uid) => (await user(uid).get()).data(),
    readIn: async (tx, uid) => (await txOf(tx).get(user(uid))).data(),
    createIn: (tx, uid, record) => void txOf(tx).create(user(uid), record),
    updateIn: (tx, uid, change) => void txOf(tx).update(user(uid), change),
    deleteIn: (tx, uid) => void txOf(tx).delete(user(uid)),
    findUidByEmail: async (emailLower) =>
      (await collections.users(db).where('email', '==', emailLower).limit(1).get()).docs[0]?.id,
    usernameOwner: async (usernameLower) => (await username(usernameLower).get()).data()?.uid,
    usernameOwnerIn: async (tx, usernameLower) => (await txOf(tx).get(username(usernameLower))).data()?.uid,
    holdUsernameIn: (tx, usernameLower, uid) => void txOf(tx).set(username(usernameLower), { uid }),
    freeUsernameIn: (tx, usernameLower) => void txOf(tx).delete(username(usernameLower)),
    async readMany(uids) {
      const unique = [...new Set(uids)];
      const snapshots = unique.length === 0 ? [] : await db.getAll(...unique.map(user));
      return new Map(
        snapshots.flatMap((snapshot) => (snapshot.exists ? [[snapshot.id, snapshot.data() as UserRecord]] : [])),
      );
    },
    async newest(limit) {
      const snapshot = await collections.users(db).orderBy('createdAt', 'desc').limit(limit).get();
      return snapshot.docs.map((doc) => ({ uid: doc.id, user: doc.data() }));
    },
    async startingWith(field, prefix, limit) {
      const snapshot = await collections
        .users(db)
        .where(field, '>=', prefix)
        .where(field, '<=', prefix + PREFIX_END)
        .orderBy(field)
        .limit(limit)
        .get();
      return snapshot.docs.map((doc) => ({ uid: doc.id, user: doc.data() }));
    },
    async *idPages(pageSize) {
      let after: string | undefined;
      for (;;) {
        let query = collections.users(db).orderBy(FieldPath.documentId()).select().limit(pageSize);
        if (after !== undefined) query = query.startAfter(after);
        const page = await query.get();
        if (page.empty) return;
        yield page.docs.map(({ id }) => id);
        after = page.docs[page.docs.length - 1]?.id;
      }
    },
  };
}

/** The highest character Firestore orders strings by: `>= q` and `<= q + PREFIX_END` is "starts with q". */
const PREFIX_END = '\uf8ff';
