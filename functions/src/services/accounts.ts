import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { collections, type UserDoc } from '../adapters/firestore/collections';

/** The profile fields a new account starts with; everything else takes the SPEC §3 defaults. */
export interface NewProfile {
  uid: string;
  username: string;
  email: string | null;
  fullName: string | null;
  googleId?: string | null;
  profileImage?: string | null;
}

/** The username (ignoring case) belongs to another account; nothing was written. */
export class UsernameTakenError extends Error {
  override readonly name = 'UsernameTakenError';
}

/**
 * Creates `users/{uid}` and claims `usernames/{lower}` in one transaction, so a username is never half-taken.
 * Creating the same uid again with the same username is a no-op (seed and retries are idempotent).
 */
export async function createProfile(db: Firestore, profile: NewProfile): Promise<UserDoc> {
  const usernameLower = profile.username.toLowerCase();
  const userRef = collections.users(db).doc(profile.uid);
  const nameRef = collections.usernames(db).doc(usernameLower);
  return db.runTransaction(async (tx) => {
    const [user, name] = await Promise.all([tx.get(userRef), tx.get(nameRef)]);
    const owner = name.data()?.uid;
    if (owner !== undefined && owner !== profile.uid) throw new UsernameTakenError(`Username ${profile.username} is taken`);
    const existing = user.data();
    if (existing) return existing;
    const doc: UserDoc = {
      username: profile.username,
      usernameLower,
      email: profile.email,
      fullName: profile.fullName,
      role: 'user',
      tokenBalance: 0,
      createdAt: Timestamp.now(),
      stripeCustomerId: null,
      googleId: profile.googleId ?? null,
      profileImage: profile.profileImage ?? null,
      hasClaimedFreeTokens: false,
    };
    tx.create(userRef, doc);
    tx.set(nameRef, { uid: profile.uid });
    return doc;
  });
}
