import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Router } from 'express';
import { afterAll, beforeAll } from 'vitest';
import type { Firestore } from 'firebase-admin/firestore';
import { createLocalFsBlobStore, type LocalFsBlobStore } from '../../src/adapters/blob-store/local-fs-blob-store';
import { getDb } from '../../src/adapters/firestore/db';
import { firestoreRepositories } from '../../src/adapters/firestore/repositories';
import { requireAuthEmulator } from './auth-emulator';
import { requireFirestoreEmulator } from './emulators';
import { createFirebaseIdentity } from '../../src/adapters/identity/firebase-identity';
import type { Identity } from '../../src/adapters/identity/identity';
import type { ImageEngine } from '../../src/adapters/image-engine/image-engine';
import { createLocalImageEngine } from '../../src/adapters/image-engine/local/local-engine';
import type { PaymentGateway } from '../../src/adapters/payments/payment-gateway';
import { createStripeGateway } from '../../src/adapters/payments/stripe-gateway';
import { createInProcessQueue, type InProcessQueue } from '../fakes/cloud-tasks/in-process-queue';
import type { RemixQueue } from '../../src/adapters/queue/remix-queue';
import { loadConfig, REMIX_QUEUE, type AppConfig } from '../../src/config';
import { readImageEngine } from '../../src/adapters/image-engine/engine-config';
import { createApp, type AppDeps } from '../../src/http/app';
import { type RemixWorkerDeps, runRemixTask } from '../../src/services/remix/worker';
import { behindCloudFunctionsRuntime } from './cloud-functions-runtime';
import { startHttpServer } from './http-server';
import { createRecordingLogger, type RecordingLogger } from './recording-logger';

/** The real API app served over HTTP, with what the test needs to look inside. */
export interface TestApp {
  baseUrl: string;
  config: AppConfig;
  logger: RecordingLogger;
  db: Firestore;
  identity: Identity;
  /** The local-fs blob store in a temporary directory of this app (removed by close). */
  blobStore: LocalFsBlobStore;
  /** The in-process queue running the real worker handler; `queue.idle()` waits for every job to settle. */
  queue: InProcessQueue;
  /** What the worker runs with, to call its handler (or failJob) directly. */
  workerDeps: RemixWorkerDeps;
  /** fetch against the app: `api('/api/health')`. */
  api(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** The app's HTML as the tests' share pages start from: the web app's own index.html, as Vite reads it. */
const TEST_APP_SHELL = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');

/** Options of startTestApp; each has a default that needs nothing but the emulators. */
export interface TestAppOptions {
  /** Environment given to loadConfig; defaults to process.env as the test runner set it up. */
  env?: Record<string, string | undefined>;
  probeFirestore?: () => Promise<void>;
  extraRouters?: Router[];
  /** The web app's HTML for share pages; TEST_APP_SHELL unless a test needs the shell to fail. */
  appShell?: AppDeps['appShell'];
  /** Login and register limits; the production defaults unless a test needs a short window. */
  rateLimits?: AppDeps['rateLimits'];
  /** The payment gateway; by default Stripe when the env has Stripe keys (as index.ts wires it), else none. */
  payments?: PaymentGateway | null;
  /** The image engine the worker runs; the local engine by default. */
  engine?: ImageEngine;
  /** Wraps the in-process queue the API enqueues to, e.g. to make enqueue fail. */
  wrapQueue?: (queue: InProcessQueue) => RemixQueue;
  /** Wraps the real Firebase Auth adapter, to make something happen between its calls. */
  wrapIdentity?: (identity: Identity, db: Firestore) => Identity;
  /** Serves the app behind the Cloud Functions runtime's body parsing (`req.rawBody`, JSON pre-parsed). */
  cloudFunctionsRuntime?: boolean;
  /** The purchases' clock; the system's by default. */
  now?: AppDeps['now'];
  /** Called after each account deletion step (AppDeps.afterDeletionStep). */
  afterDeletionStep?: AppDeps['afterDeletionStep'];
}

/** Builds the app exactly as production does (createApp + loadConfig) and serves it on an ephemeral port. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig(options.env ?? process.env, readImageEngine);
  const logger = createRecordingLogger();
  const probeFirestore = options.probeFirestore ?? (() => Promise.resolve());
  const db = getDb(config.projectId);
  const firebaseIdentity = createFirebaseIdentity({
    projectId: config.projectId,
    apiKey: config.firebaseWeb.apiKey,
    emulatorUrl: config.firebaseWeb.authEmulatorUrl,
  });
  const identity = options.wrapIdentity ? options.wrapIdentity(firebaseIdentity, db) : firebaseIdentity;
  const payments =
    options.payments !== undefined ? options.payments : config.stripe && createStripeGateway(config.stripe);
  const blobDirectory = await mkdtemp(join(tmpdir(), 'roomremix-test-blobs-'));
  const blobStore = createLocalFsBlobStore({ directory: blobDirectory, urlSigningSecret: config.urlSigningSecret });
  const queue = createInProcessQueue({
    handler: (data, delivery) => runRemixTask(workerDeps, data, delivery),
    maxAttempts: REMIX_QUEUE.maxAttempts,
  });
  const workerDeps: RemixWorkerDeps = {
    repositories: firestoreRepositories(db),
    blobStore,
    logger,
    engine: options.engine ?? createLocalImageEngine(),
    queue: options.wrapQueue ? options.wrapQueue(queue) : queue,
  };
  const app = createApp(
    {
      config,
      logger,
      repositories: firestoreRepositories(db),
      identity,
      payments,
      probeFirestore,
      rateLimits: options.rateLimits,
      blobStore,
      remixQueue: workerDeps.queue,
      appShell: options.appShell ?? (() => Promise.resolve(TEST_APP_SHELL)),
      now: options.now,
      afterDeletionStep: options.afterDeletionStep,
    },
    options.extraRouters,
  );
  const server = await startHttpServer(options.cloudFunctionsRuntime ? behindCloudFunctionsRuntime(app) : app);
  return {
    baseUrl: server.baseUrl,
    config,
    logger,
    db,
    identity,
    blobStore,
    queue,
    workerDeps,
    api: (path, init) => fetch(`${server.baseUrl}${path}`, init),
    close: async () => {
      await server.close();
      await queue.idle();
      await rm(blobDirectory, { recursive: true, force: true });
    },
  };
}

/**
 * A value made before the file's tests (in `beforeAll`) and, given `cleanUp`, cleaned up after them, standing in for
 * it from the start: reading any of its properties before `beforeAll` ran (at the top level of the file) throws, since
 * there is nothing yet.
 */
export function preparedForFile<T extends object>(
  prepare: () => Promise<T>,
  cleanUp?: (prepared: T) => Promise<void>,
): T {
  let prepared: T | undefined;
  beforeAll(async () => {
    prepared = await prepare();
  });
  if (cleanUp) {
    afterAll(async () => {
      if (prepared) await cleanUp(prepared);
    });
  }
  return new Proxy({} as T, {
    get(_target, property) {
      if (!prepared)
        throw new Error(`Read .${String(property)} before the file's beforeAll ran: use it inside tests and hooks`);
      return Reflect.get(prepared, property, prepared);
    },
  });
}

/** A value started before the file's tests and closed after them, as preparedForFile. */
export function startedForFile<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  return preparedForFile(start, (started) => started.close());
}

/** Whether this file already ends its Firestore client after every app of it has closed (vitest isolates files). */
let firestoreEndRegistered = false;

/**
 * Checks the emulators are configured and ends the file's Firestore client once the file's tests are over. Call
 * it before starting any app: hooks registered later run first when the file ends, so every app closes before.
 */
export function useEmulatorsForFile(): void {
  requireFirestoreEmulator();
  requireAuthEmulator();
  if (firestoreEndRegistered) return;
  firestoreEndRegistered = true;
  afterAll(async () => {
    await getDb(loadConfig(process.env, readImageEngine).projectId).terminate();
  });
}

/** The app of startTestApp for every test of the file: started in `beforeAll`, closed in `afterAll`. */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  useEmulatorsForFile();
  return startedForFile(() => startTestApp(options));
}
