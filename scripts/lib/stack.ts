import { createWriteStream, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SetupError } from './errors';
import { type ProjectRules, startFirestoreEmulator } from './firestore-emulator';
import { allowAuthEmulator } from './local-csp';
import { answers, assertPortsFree, waitFor } from './network';
import { type ManagedProcess, startProcess } from './processes';
import { runOrThrow } from './run';
import { REPO_ROOT } from './repo';

/** Every port the local stack listens on. */
export interface StackPorts {
  hosting: number;
  functions: number;
  auth: number;
  firestore: number;
  tasks: number;
  hub: number;
  logging: number;
  /** Eventarc, which firebase-tools starts beside the functions emulator. */
  eventarc: number;
}

/**
 * The ports in firebase.json (and Firestore's, whose emulator we start ourselves). Their last digits differ, except
 * hosting's and firestore's, which are 3080 apart: stacks at two offsets that are multiples of 10 from 0 to
 * MAX_PORT_OFFSET therefore never share a port. (Firebase's own hub 4400, logging 4500, tasks 9499 and eventarc 9299
 * did: offset 100's hub was the default logging port, offset 200's auth port the default eventarc one.)
 */
const DEV_PORTS: StackPorts = {
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  firestore: 8080,
  tasks: 9498,
  hub: 4402,
  logging: 4504,
  eventarc: 9297,
};

/** The largest port offset: any larger one could reach another stack's hosting port with its firestore one. */
export const MAX_PORT_OFFSET = 3000;

/** `npm start`: the ports in firebase.json, shifted by ROOMREMIX_PORT_OFFSET (default 0) to run a second copy. */
export function devPorts(offset: number | string = process.env.ROOMREMIX_PORT_OFFSET || 0): StackPorts {
  return shiftedPorts('ROOMREMIX_PORT_OFFSET', offset);
}

/**
 * `npm test`: the dev ports shifted by ROOMREMIX_TEST_PORT_OFFSET. The default 10 keeps every port clear of the dev
 * set, so tests run while `npm start` is up; runs at other offsets can run side by side.
 */
export function testPorts(offset: number | string = process.env.ROOMREMIX_TEST_PORT_OFFSET || 10): StackPorts {
  return shiftedPorts('ROOMREMIX_TEST_PORT_OFFSET', offset);
}

/** `npm run bench`: the dev ports shifted by ROOMREMIX_BENCH_PORT_OFFSET, default 70 (clear of npm start and npm test). */
export function benchPorts(offset: number | string = process.env.ROOMREMIX_BENCH_PORT_OFFSET || 70): StackPorts {
  return shiftedPorts('ROOMREMIX_BENCH_PORT_OFFSET', offset);
}

/** The dev ports shifted by `offset`; a SetupError naming `variable` unless it is one of the offsets that are safe. */
function shiftedPorts(variable: string, offset: number | string): StackPorts {
  const shift = Number(offset);
  if (!Number.isInteger(shift) || shift % 10 !== 0 || shift < 0 || shift > MAX_PORT_OFFSET) {
    throw new SetupError(
      `${variable}=${offset} does not work: it must be a multiple of 10 from 0 to ${MAX_PORT_OFFSET}. Stacks at two ` +
        'such offsets never share a port (npm start uses 0, npm test 10 and its stack tier the test offset + 40); ' +
        'pick one nobody on this machine uses (`ss -ltn` lists the ports in use).',
    );
  }
  const ports = Object.fromEntries(
    Object.entries(DEV_PORTS).map(([name, port]) => [name, port + shift]),
  ) as unknown as StackPorts;
  const blocked = Object.entries(ports).find(([, port]) => FETCH_BLOCKED_PORTS.has(port));
  if (blocked) {
    throw new SetupError(
      `${variable}=${offset} puts ${blocked[0]} on port ${blocked[1]}, which Node's fetch and browsers refuse to ` +
        'connect to: pick another multiple of 10.',
    );
  }
  return ports;
}

/**
 * The ports the Fetch standard blocks, which Node's fetch (the stack's readiness checks) and browsers refuse to reach:
 * those a shifted port can land on.
 */
const FETCH_BLOCKED_PORTS = new Set([5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);

/** The steps of bringing the stack up, in order; each is announced on its own line as it begins. */
export type StartStage = 'build' | 'firestore' | 'emulators' | 'seed' | 'running';

/** Prints `[stage <name>] <what>`: tells the developer what start-up is doing, and lets tests act at a stage. */
export function announceStage(stage: StartStage, what: string): void {
  console.log(`[stage ${stage}] ${what}`);
}

export const PROJECT_ID = 'demo-roomremix';
/**
 * How long the Functions emulator lets a function's runtime take to load (firebase-tools' FUNCTIONS_DISCOVERY_TIMEOUT,
 * 30 s by default). A request that finds no runtime ready waits for one to load; past this limit the emulator logs
 * "Failed to load function." and never answers the request, so a task from the Cloud Tasks emulator hangs until its
 * dispatch deadline (the worker's 300 s) and its job sits queued. On a loaded machine a cold runtime (firebase-admin,
 * sharp) took over 30 s; the local stack waits as long as it waits for the whole stack to answer.
 */
const FUNCTION_LOAD_TIMEOUT_SECONDS = 120;
const HOST = '127.0.0.1';

/** The Firestore rules `firebase deploy` publishes (firebase.json), enforced by the emulator for the stack's project. */
export const FIRESTORE_RULES: ProjectRules = {
  projectId: PROJECT_ID,
  file: (JSON.parse(readFileSync(join(REPO_ROOT, 'firebase.json'), 'utf8')) as { firestore: { rules: string } })
    .firestore.rules,
};

/** A running local stack and what a client needs to reach it. */
export interface RunningStack {
  appUrl: string;
  /** Environment that points the Admin SDK (seed, tests) at these emulators. */
  emulatorEnv: Record<string, string>;
  /** Resolves with a sentence when one of the stack's processes ends on its own. */
  ended: Promise<string>;
  stop(): Promise<void>;
}

/** The environment the Admin SDK reads to talk to the emulators on `ports`. */
export function emulatorEnvFor(ports: StackPorts): Record<string, string> {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `${HOST}:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
    CLOUD_TASKS_EMULATOR_HOST: `${HOST}:${ports.tasks}`,
    METADATA_SERVER_DETECTION: 'none',
  };
}

/**
 * Starts the Firestore emulator (our own Java process) and `firebase emulators:start` for auth, functions and
 * hosting, and resolves once the API answers through the Hosting rewrite. Expects web/dist and functions/lib built.
 * `logFile` receives everything `firebase emulators:start` prints (the functions' log lines among it), quiet or not.
 */
export async function startStack(
  ports: StackPorts,
  extraEnv: Record<string, string> = {},
  { logFile }: { logFile?: string } = {},
): Promise<RunningStack> {
  await assertPortsFree({ ...ports });
  const emulatorEnv = emulatorEnvFor(ports);
  const running: ManagedProcess[] = [];
  const stop = async () => {
    await Promise.all(running.reverse().map((proc) => proc.stop()));
  };
  try {
    const firestoreStarting = startFirestoreEmulator(HOST, ports.firestore, FIRESTORE_RULES);
    // Announced once the Java process has been spawned (synchronously, above), while it starts.
    announceStage('firestore', `Starting the Firestore emulator with ${FIRESTORE_RULES.file}...`);
    const firestore = await firestoreStarting;
    running.push(firestore);
    const appUrl = `http://${HOST}:${ports.hosting}`;
    announceStage('emulators', 'Starting the Auth, Functions and Hosting emulators...');
    const firebase = startProcess(
      'emulators',
      'firebase',
      [
        'emulators:start',
        '--only',
        'auth,functions,hosting',
        '--project',
        PROJECT_ID,
        '--config',
        writeFirebaseConfig(ports),
      ],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          ...extraEnv,
          ...emulatorEnv,
          ALLOWED_ORIGINS: allowedOrigins(ports),
          FUNCTIONS_DISCOVERY_TIMEOUT: String(FUNCTION_LOAD_TIMEOUT_SECONDS),
        },
        output: extraEnv.ROOMREMIX_QUIET_EMULATORS === '1' ? 'quiet' : 'prefixed',
      },
    );
    running.push(firebase);
    if (logFile) copyOutput(firebase, logFile);
    await waitFor(() => answers(`${appUrl}/api/health`, (status) => status === 200), {
      timeoutMs: 120_000,
      failure: () =>
        `The emulators did not serve ${appUrl}/api/health within 120 s. Their last output:\n${firebase.recentOutput()}\n` +
        `The Firestore emulator's last output:\n${firestore.recentOutput()}`,
      abort: firebase.exited,
    });
    const ended = Promise.race(
      running.map((proc) =>
        proc.exited.then((code) => `${proc.name} exited with code ${code}:\n${proc.recentOutput()}`),
      ),
    );
    return { appUrl, emulatorEnv, ended, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Appends everything `proc` prints to `file`, each line after the time it arrived, for reading after a failure. */
function copyOutput(proc: ManagedProcess, file: string): void {
  const log = createWriteStream(file, { flags: 'a' });
  const write = (chunk: Buffer) => {
    const at = new Date().toISOString();
    log.write(
      chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => `${at} ${line}\n`)
        .join(''),
    );
  };
  proc.child.stdout?.on('data', write);
  proc.child.stderr?.on('data', write);
  void proc.exited.then(() => log.end());
}

/** The Hosting emulator under both local names, and Vite's dev server (`npm run dev -w web` proxies /api). */
function allowedOrigins(ports: StackPorts): string {
  return [
    `http://${HOST}:${ports.hosting}`,
    `http://localhost:${ports.hosting}`,
    'http://localhost:5173',
    'http://127.0.0.1:5173',
  ].join(',');
}

/**
 * firebase.json with the emulator ports of `ports` and the Auth emulator allowed by the Content-Security-Policy,
 * written beside it (firebase-tools resolves paths from there).
 */
export function writeFirebaseConfig(ports: StackPorts): string {
  const config = JSON.parse(readFileSync(join(REPO_ROOT, 'firebase.json'), 'utf8'));
  for (const name of ['auth', 'functions', 'hosting', 'tasks', 'hub', 'logging', 'eventarc'] as const) {
    config.emulators[name].port = ports[name];
  }
  allowAuthEmulator(config.hosting.headers, `http://${HOST}:${ports.auth}`);
  const path = join(REPO_ROOT, `.firebase.${ports.hosting}.json`);
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
  return path;
}

/** Seeds the demo packages, coupons and user into the stack's emulators (idempotent, see scripts/seed.ts). */
export function seedDemoData(stack: RunningStack): Promise<void> {
  announceStage('seed', 'Seeding the demo data...');
  return runOrThrow('tsx', ['scripts/seed.ts'], { ...process.env, ...stack.emulatorEnv });
}
