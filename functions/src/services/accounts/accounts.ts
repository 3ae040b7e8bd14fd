import { randomInt } from 'node:crypto';
import { namedError } from '../../domain/named-error';
import { usernameFromEmail, usernameWithSuffix } from '../../domain/username';
import type { Repositories } from '../../ports/repositories';
import type { UserRecord } from '../../ports/users';

/** Where profiles and usernames are kept. */
export interface ProfileStore {
  repositories: Pick<Repositories, 'runTransaction' | 'users'>;
}

/** The profile fields a new account starts with; everything else takes the User record's defaults. */
export interface NewProfile {
  uid: string;
  username: string;
  email: string | null;
  fullName: string | null;
  googleId?: string | null;
  profileImage?: string | null;
}

/** The username (ignoring case) belongs to another account; nothing was written. */
export class UsernameTakenError extends namedError('UsernameTakenError') {}

/** The e-mail belongs to another account's profile; nothing was written. */
export class EmailTakenError extends namedError('EmailTakenError') {}

/** The account a login name (username or e-mail) points to: its uid and the e-mail its password is checked with. */
export interface LoginAccount {
  uid: string;
  email: string;
}

/** Random suffixes tried after the plain derived username is taken, before giving up. */
const DERIVED_USERNAME_ATTEMPTS = 5;

/**
 * Creates `users/{uid}` and claims `usernames/{lower}` in one transaction, so a username is never half-taken.
 * Creating the same uid again with the same username is a no-op (seed and retries are idempotent).
 */
export async function createProfile({ repositories }: ProfileStore, profile: NewProfile): Promise<UserRecord> {
  const { runTransaction, users } = repositories;
  const usernameLower = profile.username.toLowerCase();
  return runTransaction(async (tx) => {
    const [existing, owner] = await Promise.all([
      users.readIn(tx, profile.uid),
      users.usernameOwnerIn(tx, usernameLower),
    ]);
    if (owner !== undefined && owner !== profile.uid)
      throw new UsernameTakenError(`Username ${profile.username} is taken`);
    if (existing) return existing;
    const doc: UserRecord = {
      username: profile.username,
      usernameLower,
      email: profile.email?.toLowerCase() ?? null,
      fullName: profile.fullName,
      role: 'user',
      tokenBalance: 0,
      createdAt: new Date(),
      stripeCustomerId: null,
      googleId: profile.googleId ?? null,
      profileImage: profile.profileImage ?? null,
      hasClaimedFreeTokens: false,
    };
    users.createIn(tx, profile.uid, doc);
    users.holdUsernameIn(tx, usernameLower, profile.uid);
    return doc;
  });
}

/**
 * Creates a profile under a username derived from the e-mail (for Google accounts), adding a random number when
 * the plain one is taken. A profile that already exists for the uid is returned as it is.
 */
export async function createProfileWithDerivedUsername(
  store: ProfileStore,
  profile: Omit<NewProfile, 'username'> & { email: string },
): Promise<UserRecord> {
  const base = usernameFromEmail(profile.email);
  const candidates = [base];
  for (let attempt = 0; attempt < DERIVED_USERNAME_ATTEMPTS; attempt += 1) {
    candidates.push(usernameWithSuffix(base, randomInt(1_000, 100_000)));
  }
  for (const username of candidates) {
    try {
      return await createProfile(store, { ...profile, username });
    } catch (error) {
      if (!(error instanceof UsernameTakenError)) throw error;
    }
  }
  throw new Error(`No free username derived from ${base} after ${candidates.length} attempts`);
}

/** The profile of `uid`, or null when the account has none. */
export async function readProfile({ repositories }: ProfileStore, uid: string): Promise<UserRecord | null> {
  return (await repositories.users.read(uid)) ?? null;
}

/** True when the username, ignoring case, belongs to an account. */
export async function isUsernameTaken({ repositories }: ProfileStore, username: string): Promise<boolean> {
  return (await repositories.users.usernameOwner(username.toLowerCase())) !== undefined;
}

/** The uid whose profile carries this e-mail (compared in lower case, as Firebase Auth stores it), or null. */
export async function findUidByEmail({ repositories }: ProfileStore, email: string): Promise<string | null> {
  return (await repositories.users.findUidByEmail(email.toLowerCase())) ?? null;
}

/**
 * The account a login name points to: an e-mail when it holds an `@` (usernames cannot), else a username, ignoring
 * case. Null when no profile matches, or the profile has no e-mail to check a password against.
 */
export async function findLoginAccount(store: ProfileStore, loginName: string): Promise<LoginAccount | null> {
  const uid = loginName.includes('@')
    ? await findUidByEmail(store, loginName)
    : ((await store.repositories.users.usernameOwner(loginName.toLowerCase())) ?? null);
  if (uid === null) return null;
  const email = (await readProfile(store, uid))?.email;
  return email ? { uid, email } : null;
}

/** What a Google sign-in adds to an existing profile. */
export interface GoogleLink {
  googleId: string;
  profileImage: string | null;
  fullName: string | null;
}

/**
 * Links a Google identity to the existing profile of `uid`: sets googleId, takes the Google picture, and fills the
 * full name only when the profile has none. Returns the profile as stored afterwards.
 */
export async function linkGoogleIdentity(
  { repositories }: ProfileStore,
  uid: string,
  link: GoogleLink,
): Promise<UserRecord> {
  const { runTransaction, users } = repositories;
  return runTransaction(async (tx) => {
    const existing = await users.readIn(tx, uid);
    if (!existing) throw new Error(`No profile ${uid} to link a Google identity to`);
    const linked: UserRecord = {
      ...existing,
      googleId: link.googleId,
      profileImage: link.profileImage ?? existing.profileImage,
      fullName: existing.fullName ?? link.fullName,
    };
    const changed =
      linked.googleId !== existing.googleId ||
      linked.profileImage !== existing.profileImage ||
      linked.fullName !== existing.fullName;
    if (changed) {
      const { googleId, profileImage, fullName } = linked;
      users.updateIn(tx, uid, { googleId, profileImage, fullName });
    }
    return linked;
  });
}
