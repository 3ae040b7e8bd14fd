import { startProcess } from './processes';
import { REPO_ROOT } from './repo';

/**
 * Runs a command to completion with inherited output; resolves with its exit code (127 when it could not start).
 * It runs in its own process group like every process the scripts start, so a signal stops it through
 * stopAllProcesses.
 */
export async function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const proc = startProcess(command, command, args, { cwd: REPO_ROOT, env, output: 'inherit' });
  const code = await proc.exited;
  if (code === -1) {
    console.error(proc.recentOutput());
    return 127;
  }
  // null: a signal ended it.
  return code ?? 1;
}

/** Runs a command and throws when it fails. */
export async function runOrThrow(command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<void> {
  const code = await run(command, args, env);
  if (code !== 0) throw new Error(`\`${command} ${args.join(' ')}\` failed with exit code ${code}.`);
}
