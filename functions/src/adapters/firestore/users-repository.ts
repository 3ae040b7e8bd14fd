import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
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
  };
}

// The functions below are the not yet ported capabilities' way in; each goes once its last caller is ported.

/** `users/{uid}`. */
export function userRef(db: Firestore, uid: string): DocumentReference<UserRecord> {
  return collections.users(db).doc(uid);
}

/** The profile of `uid` as stored now. */
export async function readUser(db: Firestore, uid: string): Promise<UserRecord | undefined> {
  return (await userRef(db, uid).get()).data();
}

/** Reads the profile of `uid` in `tx`. */
export async function readUserIn(db: Firestore, tx: Transaction, uid: string): Promise<UserRecord | undefined> {
  return (await tx.get(userRef(db, uid))).data();
}

/** Stores the user's Stripe customer id in `tx`. */
export function setStripeCustomerIn(db: Firestore, tx: Transaction, uid: string, customerId: string): void {
  tx.update(userRef(db, uid), { stripeCustomerId: customerId });
}

/** Marks the user's Starter Pack claimed in `tx`. */
export function markStarterPackClaimedIn(db: Firestore, tx: Transaction, uid: string): void {
  tx.update(userRef(db, uid), { hasClaimedFreeTokens: true });
}
