/**
 * `sessions/{sha256(session key)}`: one signed-in browser. A session cookie counts only while its record exists
 * (docs/architecture.md#sessions): logout deletes its own, "Sign out everywhere", a password change and a reset
 * delete the user's others. `expiresAt` is the cookie's own expiry (a TTL policy deletes the record afterwards).
 */
export interface SessionRecord {
  userId: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface SessionsRepository {
  save(id: string, session: SessionRecord): Promise<void>;
  read(id: string): Promise<SessionRecord | undefined>;
  /** The ids of the user's session records. */
  idsOf(uid: string): Promise<string[]>;
  /** Deletes the records `ids`; an id without a record is passed over. */
  delete(ids: readonly string[]): Promise<void>;
}
