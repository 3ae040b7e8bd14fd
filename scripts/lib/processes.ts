import { type ChildProcess, spawn } from 'node:child_process';

/** A child process started in its own process group, so stopping it also stops whatever it spawned. */
export interface ManagedProcess {
  readonly name: string;
  readonly child: ChildProcess;
  /** Resolves with the exit code once the process has ended (null when a signal ended it). */
  readonly exited: Promise<number | null>;
  /** SIGTERM to the whole group, SIGKILL after the grace period; resolves when it has ended. */
  stop(graceMs?: number): Promise<void>;
  /** The last lines the process printed, for a failure message (empty when its output is inherited). */
  recentOutput(): string;
}

interface StartOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /**
   * Where the process's output goes: echoed with a name prefix, kept quiet (still kept for errors), or straight to
   * this script's own stdout and stderr.
   */
  output?: 'prefixed' | 'quiet' | 'inherit';
}

/**
 * Every process this script started that has not ended yet. Each runs in a group of its own (a terminal's Ctrl-C
 * does not reach it), so this registry is the only way they end with the script: see stopAllProcesses.
 */
const running = new Set<ManagedProcess>();
let stoppingAll = false;

/** Starts a command in a new process group and remembers its last output lines for error reports. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: StartOptions = {},
): ManagedProcess {
  // A start-up step still under way when a signal arrived must not add a process that nobody would stop.
  if (stoppingAll) throw new Error(`Not starting ${name}: the script is stopping.`);
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: [
      'ignore',
      options.output === 'inherit' ? 'inherit' : 'pipe',
      options.output === 'inherit' ? 'inherit' : 'pipe',
    ],
  });
  const tail = keepTail(child, name, options.output ?? 'prefixed');
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.on('error', (error) => {
      tail.push(String(error));
      resolve(-1);
    });
  });
  const managed: ManagedProcess = {
    name,
    child,
    exited,
    recentOutput: () => tail.join('\n'),
    stop: (graceMs = 8000) => stopGroup(child, exited, graceMs),
  };
  running.add(managed);
  void exited.then(() => running.delete(managed));
  return managed;
}

/** Stops every process this script started, all at once; no process starts afterwards. */
export async function stopAllProcesses(): Promise<void> {
  stoppingAll = true;
  await Promise.all([...running].map((proc) => proc.stop()));
}

/** The last 40 output lines of `child`, echoed with a name prefix unless quiet. */
function keepTail(child: ChildProcess, name: string, output: NonNullable<StartOptions['output']>): string[] {
  const tail: string[] = [];
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 40) tail.shift();
      if (output === 'prefixed') process.stdout.write(`[${name}] ${line}\n`);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  return tail;
}

async function stopGroup(child: ChildProcess, exited: Promise<unknown>, graceMs: number): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  if (child.exitCode === null && child.signalCode === null) {
    signalGroup(pid, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
  // Workers the group leader left behind (e.g. function runtimes) go too, also when the leader ended on its own.
  signalGroup(pid, 'SIGKILL');
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}
