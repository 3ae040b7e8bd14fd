import { ADMIN_LIST_LIMITS, type AdminUserDetail, type AdminUserSummary } from '@roomremix/contracts/admin';
import { isUsableDocumentId } from '@roomremix/contracts/document-id';
import type { Firestore } from 'firebase-admin/firestore';
import { collections } from '../../adapters/firestore/collections';
import { type Clock, nowOf } from '../../domain/clock';
import { checkUserLedger } from './ledger-check';
import { toAdminJob, toAdminLedgerEntry, toAdminPurchase, toAdminUserProfile, toAdminUserSummary } from './views';
import type { UserRecord } from '../../ports/users';

/** The highest character Firestore orders strings by: `>= q` and `<= q + PREFIX_END` is "starts with q". */
const PREFIX_END = '\uf8ff';

/**
 * `GET /api/admin/users?q=`: accounts whose username or e-mail starts with `q` (both are stored lower-cased, so any
 * case matches) or whose uid is `q`, the uid first, then usernames, then e-mails. Without `q`, the newest accounts.
 */
export async function searchUsers(db: Firestore, q: string | undefined): Promise<AdminUserSummary[]> {
  const users = collections.users(db);
  const limit = ADMIN_LIST_LIMITS.users;
  if (!q) {
    const newest = await users.orderBy('createdAt', 'desc').limit(limit).get();
    return newest.docs.map((doc) => toAdminUserSummary(doc.id, doc.data()));
  }
  const prefix = q.toLowerCase();
  const startsWith = (field: 'usernameLower' | 'email') =>
    users
      .where(field, '>=', prefix)
      .where(field, '<=', prefix + PREFIX_END)
      .orderBy(field)
      .limit(limit)
      .get();
  const [byId, byUsername, byEmail] = await Promise.all([
    isUsableDocumentId(q) ? users.doc(q).get() : null,
    startsWith('usernameLower'),
    startsWith('email'),
  ]);
  const found = new Map<string, UserRecord>();
  const byIdDoc = byId?.data();
  if (byId && byIdDoc) found.set(byId.id, byIdDoc);
  for (const doc of [...byUsername.docs, ...byEmail.docs]) found.set(doc.id, doc.data());
  return [...found].slice(0, limit).map(([uid, user]) => toAdminUserSummary(uid, user));
}

/**
 * `GET /api/admin/users/:uid`: the profile with its balance, the latest ledger entries, purchases and jobs (with
 * their errors and engines) and how many results the user has. Null when there is no such account.
 */
export async function readUserDetail(
  deps: { db: Firestore; now?: Clock | undefined },
  uid: string,
): Promise<AdminUserDetail | null> {
  const { db } = deps;
  if (!isUsableDocumentId(uid)) return null;
  const user = (await collections.users(db).doc(uid).get()).data();
  if (!user) return null;
  const [ledger, purchases, jobs, results, ledgerCheck] = await Promise.all([
    collections.ledger(db, uid).orderBy('createdAt', 'desc').limit(ADMIN_LIST_LIMITS.ledger).get(),
    collections
      .tokenPurchases(db)
      .where('userId', '==', uid)
      .orderBy('createdAt', 'desc')
      .limit(ADMIN_LIST_LIMITS.purchases)
      .get(),
    collections
      .remixJobs(db)
      .where('userId', '==', uid)
      .orderBy('createdAt', 'desc')
      .limit(ADMIN_LIST_LIMITS.userJobs)
      .get(),
    collections.imageResults(db).where('userId', '==', uid).count().get(),
    checkUserLedger(db, uid),
  ]);
  const now = nowOf(deps);
  return {
    user: toAdminUserProfile(uid, user),
    ledger: ledger.docs.map((doc) => toAdminLedgerEntry(doc.id, doc.data())),
    purchases: purchases.docs.map((doc) => toAdminPurchase(doc.id, doc.data())),
    jobs: jobs.docs.map((doc) => toAdminJob(doc.id, doc.data(), user.username, now)),
    resultCount: results.data().count,
    ledgerCheck: { entries: ledgerCheck?.entries ?? 0, violations: ledgerCheck?.violations ?? [] },
  };
}
