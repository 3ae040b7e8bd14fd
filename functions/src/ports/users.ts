import type { UserRole } from '@roomremix/contracts/enums';
import type { Tx } from './transactions';

/** `users/{uid}`: the user's profile; the password lives in Firebase Auth, the ledger under it (ports/ledger.ts). */
export interface UserRecord {
  username: string;
  usernameLower: string;
  email: string | null;
  fullName: string | null;
  role: UserRole;
  tokenBalance: number;
  createdAt: Date;
  stripeCustomerId: string | null;
  googleId: string | null;
  profileImage: string | null;
  hasClaimedFreeTokens: boolean;
}

/** What a use-case may change of a profile; the balance changes only with a ledger entry (ports/ledger.ts). */
export type UserChange = Partial<Omit<UserRecord, 'tokenBalance' | 'createdAt' | 'usernameLower'>>;

/**
 * `users/{uid}`, and `usernames/{usernameLower}`, which holds each username for one uid (written in the same
 * transaction as the user).
 */
export interface UsersRepository {
  read(uid: string): Promise<UserRecord | undefined>;
  readIn(tx: Tx, uid: string): Promise<UserRecord | undefined>;
  createIn(tx: Tx, uid: string, user: UserRecord): void;
  updateIn(tx: Tx, uid: string, change: UserChange): void;
  deleteIn(tx: Tx, uid: string): void;
  /** The uid of the profile whose stored e-mail is `emailLower`, if any. */
  findUidByEmail(emailLower: string): Promise<string | undefined>;
  /** The uid holding the username now; undefined when it is free. */
  usernameOwner(usernameLower: string): Promise<string | undefined>;
  usernameOwnerIn(tx: Tx, usernameLower: string): Promise<string | undefined>;
  holdUsernameIn(tx: Tx, usernameLower: string, uid: string): void;
  freeUsernameIn(tx: Tx, usernameLower: string): void;
  /** The users of `uids` that exist, by uid. */
  readMany(uids: readonly string[]): Promise<Map<string, UserRecord>>;
  /** The newest `limit` accounts, newest first. */
  newest(limit: number): Promise<StoredUser[]>;
  /** Up to `limit` accounts whose `field` (stored lower-cased) starts with `prefix`, in that field's order. */
  startingWith(field: 'usernameLower' | 'email', prefix: string, limit: number): Promise<StoredUser[]>;
  /** Every uid, `pageSize` at a time, in uid order. */
  idPages(pageSize: number): AsyncGenerator<string[]>;
}

/** A user and its uid. */
export interface StoredUser {
  uid: string;
  user: UserRecord;
}
