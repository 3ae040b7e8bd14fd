/**
 * The real API app in this process, built as production builds it (createApp + loadConfig) against the Firestore and
 * Auth emulators, with one registered user holding enough tokens: what the remix benchmarks submit to. With a worker,
 * the in-process queue runs the real worker handler on the local engine and times the engine's calls.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register, sessionCookie } from '../../e2e/support/api-registration';
import { createLocalFsBlobStore } from '../../functions/src/adapters/blob-store/local-fs-blob-store';
import { getDb } from '../../functions/src/adapters/firestore/db';
import { firestoreRepositories } from '../../functions/src/adapters/firestore/repositories';
import { createFirebaseIdentity } from '../../functions/src/adapters/identity/firebase-identity';
import type { ImageEngine } from '../../functions/src/adapters/image-engine/image-engine';
import { createLocalImageEngine } from '../../functions/src/adapters/image-engine/local/local-engine';
import type { LogFields, Logger } from '../../functions/src/adapters/logging/logger';
import { createInProcessQueue } from '../../functions/test/fakes/cloud-tasks/in-process-queue';
import type { RemixQueue } from '../../functions/src/adapters/queue/remix-queue';
import { readImageEngine } from '../../functions/src/adapters/image-engine/engine-config';
import { loadConfig, REMIX_QUEUE } from '../../functions/src/config';
import { createApp } from '../../functions/src/http/app';
import { changeBalance } from '../../functions/src/services/core/ledger';
import { runRemixTask } from '../../functions/src/services/remix/worker';

export interface BenchApp {
  baseUrl: string;
  /** The Origin a browser on the app would send. */
  origin: string;
  /** The signed-in user's `__session=…` cookie. */
  cookie: string;
  /** Milliseconds the engine has spent generating since the app started (0 without a worker). */
  engineMs(): number;
  /** With `withWorker: 'held'`: runs every job submitted so far, all at once, as one worker instance would. */
  runHeld(): Promise<void>;
  close(): Promise<void>;
}

/** A logger that drops everything: the benchmark prints figures, not request logs. */
function silentLogger(): Logger {
  const logger: Logger = { info: () => {}, warn: () => {}, error: () => {}, child: (_fields: LogFields) => logger };
  return logger;
}

/** The local engine, adding the time of each generate call to `spent.ms`. */
function timedLocalEngine(spent: { ms: number }): ImageEngine {
  const engine = createLocalImageEngine();
  return {
    name: engine.name,
    upscale: (input) => engine.upscale(input),
    generate: async (input) => {
      const startedAt = performance.now();
      try {
        return await engine.generate(input);
      } finally {
        spent.ms += performance.now() - startedAt;
      }
    },
  };
}

/**
 * Starts the app on an ephemeral port with a user holding `tokens` tokens. `withWorker`: enqueued jobs run at once in
 * this process (as `npm start` runs them); without it they are only recorded, so nothing but the submit is measured.
 * Needs FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST in process.env.
 */
export async function startBenchApp(options: {
  tokens: number;
  /** `held`: jobs are queued until runHeld runs them. */
  withWorker: boolean | 'held';
  /** The engine the worker runs; the local engine, timed, by default. */
  engine?: ImageEngine;
}): Promise<BenchApp> {
  const config = loadConfig(process.env, readImageEngine);
  const db = getDb(config.projectId);
  const logger = silentLogger();
  const directory = await mkdtemp(join(tmpdir(), 'roomremix-bench-blobs-'));
  const blobStore = createLocalFsBlobStore({ directory, urlSigningSecret: config.urlSigningSecret });
  const spent = { ms: 0 };
  const engine = options.engine ?? timedLocalEngine(spent);
  const held: string[] = [];
  const runTask = (data: unknown, attempt = 1) =>
    runRemixTask({ repositories: firestoreRepositories(db), blobStore, logger, engine, queue: remixQueue }, data, {
      attempt,
    });
  const remixQueue: RemixQueue =
    options.withWorker === true
      ? createInProcessQueue({
          handler: (data, delivery) => runTask(data, delivery.attempt),
          maxAttempts: REMIX_QUEUE.maxAttempts,
        })
      : { enqueue: async (jobId) => void held.push(jobId) };
  const runHeld = async () => {
    await Promise.all(held.splice(0).map((jobId) => runTask({ jobId })));
  };
  const app = createApp({
    config,
    logger,
    repositories: firestoreRepositories(db),
    identity: createFirebaseIdentity({
      projectId: config.projectId,
      apiKey: config.firebaseWeb.apiKey,
      emulatorUrl: config.firebaseWeb.authEmulatorUrl,
    }),
    payments: null,
    appShell: () => Promise.reject(new Error('The benchmark serves no share pages')),
    probeFirestore: () => Promise.resolve(),
    blobStore,
    remixQueue,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const origin = config.allowedOrigins[0] ?? baseUrl;
  const close = async () => {
    await new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    await rm(directory, { recursive: true, force: true });
  };
  try {
    const suffix = randomBytes(5).toString('hex');
    const registration = { username: `bench_${suffix}`, password: 'bench-password', email: `b.${suffix}@example.test` };
    const registered = await register(baseUrl, registration, origin);
    if (registered.status !== 201) throw new Error(`Registering a bench user answered ${registered.status}`);
    const { id: uid } = (await registered.json()) as { id: string };
    await changeBalance(firestoreRepositories(db), {
      uid,
      delta: options.tokens,
      reason: 'admin',
      ref: 'bench',
      entryId: `bench-${suffix}`,
    });
    return { baseUrl, origin, cookie: sessionCookie(registered), engineMs: () => spent.ms, runHeld, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Ends the process-wide Firestore client the bench apps share: its gRPC channels would keep the bench from exiting. */
export async function closeBenchFirestore(): Promise<void> {
  await getDb(loadConfig(process.env, readImageEngine).projectId).terminate();
}
