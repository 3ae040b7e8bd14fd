import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { adminUserDetailSchema } from '@roomremix/contracts/admin';
import { afterEach, describe, expect, it } from 'vitest';
import { collections } from '../src/adapters/firestore/collections';
import { changeBalance } from '../src/services/core/ledger';
import { REPO_ROOT } from '../../scripts/lib/repo';
import { sendJson, useSignedInAdmin } from './support/admin';
import type { ApiClient } from './support/api-client';
import { getJob, submitAccepted, useTestImages, userWithTokens } from './support/remix';
import { useTestApp } from './support/test-app';
import { firestoreRepositories } from '../src/adapters/firestore/repositories';

// The reconciliation (`npm run reconcile`, and the admin's view of one account): every ledger adds up to its
// balance, chains, and refunds no job or batch more than it was debited.

const app = useTestApp();
const images = useTestImages();
const admin = useSignedInAdmin(() => app);

/** Users whose ledgers a test broke on purpose: removed after it, so the api tier's own reconciliation stays clean. */
const broken: string[] = [];
afterEach(async () => {
  await Promise.all(broken.splice(0).map((uid) => collections.users(app.db).doc(uid).delete()));
});

async function ledgerCheckOf(uid: string) {
  const response = await sendJson(app, admin.client, 'GET', `/api/admin/users/${uid}`);
  expect(response.status).toBe(200);
  return adminUserDetailSchema.parse(await response.json()).ledgerCheck;
}

async function remixed(client: ApiClient): Promise<void> {
  const job = await submitAccepted(app, client, { base: [[images.room]], fields: { roomStyle: 'coastal' } });
  await app.queue.idle();
  expect((await getJob(app, client, job.id)).status).toBe('succeeded');
}

const execFileAsync = promisify(execFile);

/** `npm run reconcile` against the tests' Firestore: its exit code and what it printed. */
async function reconcile(): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await execFileAsync('npm', ['run', 'reconcile', '--silent'], { cwd: REPO_ROOT });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, output: failed.stdout };
  }
}

describe('the ledger reconciliation', () => {
  it('when a user was granted tokens and remixed twice, then the admin sees the ledger reconcile', async () => {
    const user = await userWithTokens(app, 3);
    await remixed(user.client);
    await remixed(user.client);
    expect(await ledgerCheckOf(user.uid)).toEqual({ entries: 3, violations: [] });
  });

  it(
    'when a refund has no debit (a staging that was never paid for), then the admin sees it and npm run reconcile exits 1 naming the user',
    { timeout: 60_000 },
    async () => {
      const user = await userWithTokens(app, 3);
      broken.push(user.uid);
      await changeBalance(firestoreRepositories(app.db), {
        uid: user.uid,
        delta: 4,
        reason: 'refund',
        ref: 'never-paid',
        entryId: 'refund-never-paid',
      });

      expect(await ledgerCheckOf(user.uid)).toEqual({
        entries: 2,
        violations: [{ kind: 'over_refund', message: 'never-paid was refunded 4 tokens but debited 0.' }],
      });
      const { code, output } = await reconcile();
      expect(code).toBe(1);
      expect(output).toContain(
        `${user.uid} (balance 7):\n  over_refund: never-paid was refunded 4 tokens but debited 0.`,
      );
    },
  );

  it('when a balance was changed without its ledger entry, then the sum and the chain say so', async () => {
    const user = await userWithTokens(app, 3);
    broken.push(user.uid);
    await collections.users(app.db).doc(user.uid).update({ tokenBalance: 5 });
    expect((await ledgerCheckOf(user.uid)).violations).toEqual([
      { kind: 'sum', message: 'The ledger adds up to 3 tokens but the balance is 5.' },
      { kind: 'chain', message: 'The last entry leaves 3 tokens but the balance is 5.' },
    ]);
  });
});
