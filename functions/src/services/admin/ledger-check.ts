import type { LedgerViolation } from '@roomremix/contracts/admin';
import { checkLedger, type LedgerLine } from '../../domain/ledger-check';
import type { Repositories } from '../../ports/repositories';

/** What a reconciliation reads: balances, ledgers, and which staging batch each job belongs to. */
type LedgerCheckRepositories = Pick<Repositories, 'users' | 'ledger' | 'remixJobs'>;

/** One user's reconciliation: what their ledger was checked against, and every disagreement found. */
export interface UserLedgerCheck {
  uid: string;
  balance: number;
  entries: number;
  violations: LedgerViolation[];
}

/** Checks one user's ledger against their balance and itself (domain/ledger-check.ts); null without the user. */
export async function checkUserLedger(
  { users, ledger, remixJobs }: LedgerCheckRepositories,
  uid: string,
): Promise<UserLedgerCheck | null> {
  const [user, stored, batches] = await Promise.all([users.read(uid), ledger.all(uid), remixJobs.batchesOf(uid)]);
  const entries: LedgerLine[] = stored.map(({ id, delta, balanceAfter, ref, createdAt }) => ({
    id,
    delta,
    balanceAfter,
    ref,
    createdAtMs: createdAt.getTime(),
  }));
  if (!user) return null;
  const violations = checkLedger({
    balance: user.tokenBalance,
    entries,
    batchOfJob: (jobId) => batches.get(jobId),
  });
  return { uid, balance: user.tokenBalance, entries: entries.length, violations };
}

/** Users read per page, and checked at once, by checkAllLedgers. */
const USERS_PER_PAGE = 50;

/**
 * Checks every user's ledger (`npm run reconcile`), a page of users at a time; `found` hears of each user with a
 * violation as it is found. Answers how many users were checked and how many disagreed.
 */
export async function checkAllLedgers(
  repositories: LedgerCheckRepositories,
  found: (check: UserLedgerCheck) => void,
): Promise<{ users: number; usersWithViolations: number }> {
  let users = 0;
  let usersWithViolations = 0;
  for await (const page of repositories.users.idPages(USERS_PER_PAGE)) {
    const checks = await Promise.all(page.map((uid) => checkUserLedger(repositories, uid)));
    for (const check of checks) {
      if (!check) continue;
      users += 1;
      if (check.violations.length === 0) continue;
      usersWithViolations += 1;
      found(check);
    }
  }
  return { users, usersWithViolations };
}
