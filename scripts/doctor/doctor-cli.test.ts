import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/repo';

const run = promisify(execFile);
const TSX = join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

/** Runs `tsx scripts/doctor.ts …` and returns its exit code and output (it must not reach any network here). */
async function doctor(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(TSX, ['scripts/doctor.ts', ...args], { cwd: REPO_ROOT, timeout: 30_000 });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

describe('npm run doctor (command line)', { timeout: 40_000 }, () => {
  it('when asked for --help, then it documents usage, what it reads, each check and the credentials', async () => {
    const { code, out } = await doctor('--help');
    expect(code).toBe(0);
    for (const words of [
      '--project <project-id>',
      'functions/.env.<project-id>',
      'Service Usage',
      'run.invoker',
      "bucket's CORS",
      'authorised domains',
      'Stripe webhook',
      'application default credentials',
      'GEMINI_API_KEY',
      'STRIPE_SECRET_KEY',
      '--allow-retiring-model',
      '/__/auth/handler',
    ]) {
      expect(out).toContain(words);
    }
  });

  it('when no --project is given, then it refuses with one line and exits 1', async () => {
    const { code, out } = await doctor();
    expect(code).toBe(1);
    expect(out.trim()).toBe('✘ npm run doctor needs --project <project-id>: it checks a live project (see --help).');
  });

  it('when given a demo- project, then it refuses: the demo project has no live resources', async () => {
    const { code, out } = await doctor('--project', 'demo-roomremix');
    expect(code).toBe(1);
    expect(out).toContain('demo-roomremix is a demo project: it has no live resources to check');
  });
});
