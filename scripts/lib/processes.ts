import { type ChildProcess, spawn } from 'node:child_process';

/** A child process started in its own process group, so stopping it also stops whatever it spawned. */
export interface ManagedProcess {
  readonly name: string;
  readonly child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  readonly exited: Promise<number | null>;
  /** SIGTERM to the whole group, SIGKILL after the grace period; resolves when it has ended. */
  stop(graceMs?: number): Promise<void>;
  /** The last lines the process printed, for a failure message. */
  recentOutput(): string;
}

interface StartOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Where the process's output goes: echoed with a name prefix, or kept quiet (still kept for errors). */
  output?: 'prefixed' | 'quiet';
}

/** Starts a command in a new process group and remembers its last output lines for error reports. */
export function startProcess(name: string, command: string, args: string[], options: StartOptions = {}): ManagedProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 40) tail.shift();
      if (options.output !== 'quiet') process.stdout.write(`[${name}] ${line}\n`);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.on('error', (error) => {
      tail.push(String(error));
      resolve(-1);
    });
  });
  return {
    name,
    child,
    exited,
    recentOutput: () => tail.join('\n'),
    async stop(graceMs = 8000) {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      signalGroup(child.pid, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(child.pid!, 'SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      // Workers the group leader left behind (e.g. function runtimes) go too.
      signalGroup(child.pid, 'SIGKILL');
    },
  };
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}
