import { ADMIN_LIST_LIMITS, type AdminUserDetail, type AdminUserSummary } from '@roomremix/contracts/admin';
import { isUsableDocumentId } from '@roomremix/contracts/document-id';
import { type Clock, nowOf } from '../../domain/clock';
import type { Repositories } from '../../ports/repositories';
import { checkUserLedger } from './ledger-check';
import { toAdminJob, toAdminLedgerEntry, toAdminPurchase, toAdminUserProfile, toAdminUserSummary } from './views';
import type { UserRecord } from '../../ports/users';

/**
 * `GET /api/admin/users?q=`: accounts whose username or e-mail starts with `q` (both are stored lower-cased, so any
 * case matches) or whose uid is `q`, the uid first, then usernames, then e-mails. Without `q`, the newest accounts.
 */
export async function searchUsers(
  { users }: Pick<Repositories, 'users'>,
  q: string | undefined,
): Promise<AdminUserSummary[]> {
  const limit = ADMIN_LIST_LIMITS.users;
  if (!q) return (await users.newest(limit)).map(({ uid, user }) => toAdminUserSummary(uid, user));
  const prefix = q.toLowerCase();
  const [byId, byUsername, byEmail] = await Promise.all([
    isUsableDocumentId(q) ? users.read(q) : undefined,
    users.startingWith('usernameLower', prefix, limit),
    users.startingWith('email', prefix, limit),
  ]);
  const found = new Map<string, UserRecord>(byId ? [[q, byId]] : []);
  for (const { uid, user } of [...byUsername, ...byEmail]) found.set(uid, user);
  return [...found].slice(0, limit).map(([uid, user]) => toAdminUserSummary(uid, user));
}

/**
 * `GET /api/admin/users/:uid`: the profile with its balance, the latest ledger entries, purchases and jobs (with
 * their errors and engines) and how many results the user has. Null when there is no such account.
 */
export async function readUserDetail(
  deps: {
    repositories: Pick<Repositories, 'users' | 'ledger' | 'purchases' | 'remixJobs' | 'imageResults'>;
    now?: Clock | undefined;
  },
  uid: string,
): Promise<AdminUserDetail | null> {
  const { repositories } = deps;
  if (!isUsableDocumentId(uid)) return null;
  const user = await repositories.users.read(uid);
  if (!user) return null;
  const [ledger, purchases, jobs, results, ledgerCheck] = await Promise.all([
    repositories.ledger.latest(uid, ADMIN_LIST_LIMITS.ledger),
    repositories.purchases.listOf(uid, ADMIN_LIST_LIMITS.purchases),
    repositories.remixJobs.latestOf(uid, ADMIN_LIST_LIMITS.userJobs),
    repositories.imageResults.countOf(uid),
    checkUserLedger(repositories, uid),
  ]);
  const now = nowOf(deps);
  return {
    user: toAdminUserProfile(uid, user),
    ledger: ledger.map((entry) => toAdminLedgerEntry(entry.id, entry)),
    purchases: purchases.map((purchase) => toAdminPurchase(purchase.id, purchase)),
    jobs: jobs.map(({ id, job }) => toAdminJob(id, job, user.username, now)),
    resultCount: results,
    ledgerCheck: { entries: ledgerCheck?.entries ?? 0, violations: ledgerCheck?.violations ?? [] },
  };
}
