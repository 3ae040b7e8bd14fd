import type { AuditActor } from '@roomremix/contracts/admin';
import { isUsableDocumentId } from '@roomremix/contracts/document-id';
import type { UserRole } from '@roomremix/contracts/enums';
import type { Firestore } from 'firebase-admin/firestore';
import { collections } from '../../adapters/firestore/collections';
import { namedError } from '../../domain/named-error';
import { recordAudit } from './audit';

/** No account has this username; nothing was written. */
export class UnknownUsernameError extends namedError('UnknownUsernameError') {}

/** An admin acting through the API, as the audit log names them. */
export type AdminActor = AuditActor & { kind: 'admin'; uid: string };

/**
 * The signed-in user as an audit actor when their profile has the admin role right now, else null. Read from
 * Firestore on every request, never from the session cookie, so a revoke takes effect at the next request.
 */
export async function findAdmin(db: Firestore, uid: string): Promise<AdminActor | null> {
  const profile = (await collections.users(db).doc(uid).get()).data();
  return profile?.role === 'admin' ? { kind: 'admin', uid, name: profile.username } : null;
}

/** What setUserRole did. */
export interface RoleChange {
  uid: string;
  username: string;
  before: UserRole;
  after: UserRole;
}

/**
 * Gives the account `username` (any case) the role, with its audit entry, in one transaction; a role the account
 * already has changes nothing and records nothing. Only `npm run admin` and the seed call this: no API route
 * grants or revokes a role. Throws UnknownUsernameError.
 */
export async function setUserRole(
  db: Firestore,
  username: string,
  role: UserRole,
  actor: AuditActor,
): Promise<RoleChange> {
  // A name Firestore cannot hold as an id names no account (asking would throw instead of finding nothing).
  if (!isUsableDocumentId(username.toLowerCase())) throw new UnknownUsernameError(`No account is named ${username}`);
  const nameRef = collections.usernames(db).doc(username.toLowerCase());
  return db.runTransaction(async (tx) => {
    const uid = (await tx.get(nameRef)).data()?.uid;
    const userRef = uid === undefined ? null : collections.users(db).doc(uid);
    const profile = userRef ? (await tx.get(userRef)).data() : undefined;
    if (uid === undefined || !userRef || !profile) throw new UnknownUsernameError(`No account is named ${username}`);
    const change = { uid, username: profile.username, before: profile.role, after: role };
    if (profile.role === role) return change;
    tx.update(userRef, { role });
    recordAudit(db, tx, {
      action: role === 'admin' ? 'role.grant' : 'role.revoke',
      actor,
      target: { kind: 'user', id: uid, userId: uid },
      before: { role: profile.role },
      after: { role },
    });
    return change;
  });
}
