import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/lib/repo';
import { run } from '../../scripts/lib/run';
import { devPorts, type StartStage } from '../../scripts/lib/stack';

/**
 * `npm start` gets SIGINT or SIGTERM at each start-up stage, sent to its process group as a terminal's Ctrl-C or
 * `timeout` sends it, and must leave nothing behind within 15 s: no process it started (found by a variable only
 * this run's processes inherit, so a process that left its group is found too) and nothing on the stack's ports.
 * Its ports sit 40 above the test stack's, so it runs beside `npm test`'s own stack and beside `npm start`.
 */

const PORT_OFFSET = Number(process.env.ROOMREMIX_TEST_PORT_OFFSET ?? 10) + 40;
const PORTS = Object.values(devPorts(PORT_OFFSET));
const MARK_VARIABLE = 'ROOMREMIX_STOP_TEST_RUN';
const STOP_WITHIN_MS = 15_000;
const STAGE_WITHIN_MS = 180_000;

interface StartRun {
  child: ChildProcess;
  mark: string;
  output: string[];
  exited: Promise<void>;
}

/** `npm start` in a process group of its own, as a shell starts a job, with this run's mark in its environment. */
function startNpmStart(args: string[]): StartRun {
  const mark = randomUUID();
  const child = spawn('npm', ['start', '--', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ROOMREMIX_PORT_OFFSET: String(PORT_OFFSET), [MARK_VARIABLE]: mark },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) =>
    output.push(
      ...chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim()),
    );
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { child, mark, output, exited };
}

/** Resolves as soon as the script announces `stage`; fails when it ends or takes too long first. */
function stageReached(started: StartRun, stage: StartStage): Promise<void> {
  const announced = (text: string) => text.includes(`[stage ${stage}]`);
  return new Promise((resolve, reject) => {
    if (started.output.some(announced)) return resolve();
    const timer = setTimeout(
      () => reject(new Error(`No [stage ${stage}] line within ${STAGE_WITHIN_MS / 1000} s:\n${tail(started)}`)),
      STAGE_WITHIN_MS,
    );
    const onData = (chunk: Buffer) => {
      if (!announced(chunk.toString())) return;
      clearTimeout(timer);
      started.child.stdout?.off('data', onData);
      resolve();
    };
    started.child.stdout?.on('data', onData);
    void started.exited.then(() => reject(new Error(`npm start ended before [stage ${stage}]:\n${tail(started)}`)));
  });
}

function tail(started: StartRun): string {
  return started.output.slice(-30).join('\n');
}

/** Every live process whose environment carries `mark`, with its command line. */
function markedProcesses(mark: string): { pid: number; command: string }[] {
  const found: { pid: number; command: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(`${MARK_VARIABLE}=${mark}`)) continue;
      found.push({
        pid: Number(entry),
        command: readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim(),
      });
    } catch {
      // Gone meanwhile, or another user's process.
    }
  }
  return found;
}

function listens(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** What is still there: marked processes and stack ports something listens on. */
async function leftovers(mark: string): Promise<string[]> {
  const busyPorts = (await Promise.all(PORTS.map(async (port) => ((await listens(port)) ? port : null)))).filter(
    (port) => port !== null,
  );
  return [
    ...markedProcesses(mark).map(({ pid, command }) => `process ${pid}: ${command.slice(0, 160)}`),
    ...busyPorts.map((port) => `something listens on port ${port}`),
  ];
}

/** Polls until `npm start` has ended and nothing is left, or the time is up; resolves with what is left. */
async function leftoversAfter(started: StartRun, withinMs: number): Promise<string[]> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const ended = started.child.exitCode !== null || started.child.signalCode !== null;
    const left = [
      ...(ended ? [] : [`npm start (pid ${started.child.pid}) still runs`]),
      ...(await leftovers(started.mark)),
    ];
    if (left.length === 0 || Date.now() > deadline) return left;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Kills whatever a failed case left, so the next case finds its ports free. */
function killLeftovers(started: StartRun): void {
  for (const { pid } of markedProcesses(started.mark)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

const STAGES: { stage: StartStage; args: string[] }[] = [
  // The build is the only stage that needs one; the others start from the build made before them.
  { stage: 'build', args: [] },
  { stage: 'firestore', args: ['--no-build'] },
  { stage: 'emulators', args: ['--no-build'] },
  { stage: 'seed', args: ['--no-build'] },
  { stage: 'running', args: ['--no-build'] },
];

beforeAll(async () => {
  for (const port of PORTS) expect(await listens(port), `port ${port} must be free for this test`).toBe(false);
  const built =
    existsSync(join(REPO_ROOT, 'functions/lib/index.js')) && existsSync(join(REPO_ROOT, 'web/dist/index.html'));
  if (!built) expect(await run('npm', ['run', 'build'])).toBe(0);
});

describe.each(['SIGINT', 'SIGTERM'] as const)('%s to npm start’s process group', (signal) => {
  it.each(STAGES)('during the $stage stage stops every process it started within 15 s', async ({ stage, args }) => {
    const started = startNpmStart(args);
    try {
      await stageReached(started, stage);
      process.kill(-started.child.pid!, signal);
      expect(await leftoversAfter(started, STOP_WITHIN_MS), tail(started)).toEqual([]);
    } finally {
      killLeftovers(started);
      await Promise.race([started.exited, new Promise((resolve) => setTimeout(resolve, 1000))]);
    }
  });
});
