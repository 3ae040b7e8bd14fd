import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { collections } from '../src/adapters/firestore/collections';
import { auditOf, signedInUser } from './support/admin';
import { useTestApp } from './support/test-app';

const app = useTestApp();
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);

/** Runs `npm run admin -- <args>`'s script as a child process against the test's emulators. */
async function adminCommand(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(`${REPO_ROOT}node_modules/.bin/tsx`, ['scripts/admin.ts', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, GCLOUD_PROJECT: app.config.projectId },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function roleOf(uid: string) {
  return (await collections.users(app.db).doc(uid).get()).data()?.role;
}

// Each command is a child process (tsx), about a second each when the machine is idle.
describe('npm run admin -- grant | revoke <username>', { timeout: 60_000 }, () => {
  it('grants and revokes the admin role by username in any case, each with an audit entry naming the command line', async () => {
    const user = await signedInUser(app);

    const granted = await adminCommand('grant', user.username.toUpperCase());
    expect(granted).toMatchObject({ code: 0, stdout: `${user.username} (${user.uid}) is now an admin.\n` });
    expect(await roleOf(user.uid)).toBe('admin');
    expect((await user.client.get('/api/admin/audit')).status).toBe(200);

    const revoked = await adminCommand('revoke', user.username);
    expect(revoked).toMatchObject({ code: 0, stdout: `${user.username} (${user.uid}) is no longer an admin.\n` });
    expect(await roleOf(user.uid)).toBe('user');
    expect((await user.client.get('/api/admin/audit')).status).toBe(403);

    const audit = await auditOf(app, user.uid);
    expect(audit.map(({ action, target, before, after }) => ({ action, target, before, after }))).toEqual([
      {
        action: 'role.grant',
        target: { kind: 'user', id: user.uid, userId: user.uid },
        before: { role: 'user' },
        after: { role: 'admin' },
      },
      {
        action: 'role.revoke',
        target: { kind: 'user', id: user.uid, userId: user.uid },
        before: { role: 'admin' },
        after: { role: 'user' },
      },
    ]);
    expect(audit[0]?.actor).toEqual({
      kind: 'command',
      uid: null,
      name: expect.stringMatching(
        new RegExp(`^npm run admin -- grant ${user.username.toUpperCase()} \\(.+@.+\\)$`),
      ) as unknown,
    });
  });

  it('changes and records nothing when the account has the role already', async () => {
    const user = await signedInUser(app);
    const result = await adminCommand('revoke', user.username);
    expect(result).toMatchObject({
      code: 0,
      stdout: `${user.username} (${user.uid}) is not an admin; nothing changed.\n`,
    });
    expect(await auditOf(app, user.uid)).toEqual([]);
  });

  it.each([
    [['grant', 'no_such_account_here'], 1, 'No account is named no_such_account_here in demo-roomremix.'],
    [['grant', 'a/b'], 1, 'No account is named a/b in demo-roomremix.'],
    [
      ['promote', 'someone'],
      2,
      'Usage: npm run admin -- grant <username> | revoke <username> [--project <project-id>]',
    ],
    [['grant'], 2, 'Usage: npm run admin -- grant <username> | revoke <username> [--project <project-id>]'],
    [['grant', 'a', 'b'], 2, 'Usage: npm run admin -- grant <username> | revoke <username> [--project <project-id>]'],
    [
      ['grant', 'a', '--force'],
      2,
      'Usage: npm run admin -- grant <username> | revoke <username> [--project <project-id>]',
    ],
  ])('refuses %j with exit code %i and a sentence saying why', async (args, code, message) => {
    const result = await adminCommand(...args);
    expect(result.code).toBe(code);
    expect(result.stderr.trim()).toBe(message);
  });
});
