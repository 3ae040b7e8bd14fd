import type { AuditActor } from '@roomremix/contracts/admin';
import { isUsableDocumentId } from '@roomremix/contracts/document-id';
import type { UserRole } from '@roomremix/contracts/enums';
import { namedError } from '../../domain/named-error';
import type { Repositories } from '../../ports/repositories';
import { recordAudit } from './audit';

/** No account has this username; nothing was written. */
export class UnknownUsernameError extends namedError('UnknownUsernameError') {}

/** An admin acting through the API, as the audit log names them. */
export type AdminActor = AuditActor & { kind: 'admin'; uid: string };

/**
 * The signed-in user as an audit actor when their profile has the admin role right now, else null. Read from
 * Firestore on every request, never from the session cookie, so a revoke takes effect at the next request.
 */
export async function findAdmin({ users }: Pick<Repositories, 'users'>, uid: string): Promise<AdminActor | null> {
  const profile = await users.read(uid);
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
  repositories: Pick<Repositories, 'runTransaction' | 'users' | 'adminAudit'>,
  username: string,
  role: UserRole,
  actor: AuditActor,
): Promise<RoleChange> {
  // A name Firestore cannot hold as an id names no account (asking would throw instead of finding nothing).
  if (!isUsableDocumentId(username.toLowerCase())) throw new UnknownUsernameError(`No account is named ${username}`);
  const { runTransaction, users } = repositories;
  return runTransaction(async (tx) => {
    const uid = await users.usernameOwnerIn(tx, username.toLowerCase());
    const profile = uid === undefined ? undefined : await users.readIn(tx, uid);
    if (uid === undefined || !profile) throw new UnknownUsernameError(`No account is named ${username}`);
    const change = { uid, username: profile.username, before: profile.role, after: role };
    if (profile.role === role) return change;
    users.updateIn(tx, uid, { role });
    recordAudit(repositories, tx, {
      action: role === 'admin' ? 'role.grant' : 'role.revoke',
      actor,
      target: { kind: 'user', id: uid, userId: uid },
      before: { role: profile.role },
      after: { role },
    });
    return change;
  });
}
