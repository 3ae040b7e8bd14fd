import type { Router } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { getDb } from '../../src/adapters/firestore/db';
import { createFirebaseIdentity } from '../../src/adapters/identity/firebase-identity';
import type { Identity } from '../../src/adapters/identity/identity';
import { loadConfig, type AppConfig } from '../../src/config';
import { createApp, type AppDeps } from '../../src/http/app';
import { startHttpServer } from './http-server';
import { createRecordingLogger, type RecordingLogger } from './recording-logger';

/** The real API app served over HTTP, with what the test needs to look inside. */
export interface TestApp {
  baseUrl: string;
  config: AppConfig;
  logger: RecordingLogger;
  db: Firestore;
  identity: Identity;
  /** fetch against the app: `api('/api/health')`. */
  api(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** Options of startTestApp; each has a default that needs nothing but the emulators. */
export interface TestAppOptions {
  /** Environment given to loadConfig; defaults to process.env as the test runner set it up. */
  env?: Record<string, string | undefined>;
  probeFirestore?: () => Promise<void>;
  extraRouters?: Router[];
  /** Login and register limits; the production defaults unless a test needs a short window. */
  rateLimits?: AppDeps['rateLimits'];
  /** Wraps the real Firebase Auth adapter, to make something happen between its calls. */
  wrapIdentity?: (identity: Identity, db: Firestore) => Identity;
}

/** Builds the app exactly as production does (createApp + loadConfig) and serves it on an ephemeral port. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig(options.env ?? process.env);
  const logger = createRecordingLogger();
  const probeFirestore = options.probeFirestore ?? (() => Promise.resolve());
  const db = getDb(config.projectId);
  const firebaseIdentity = createFirebaseIdentity({
    projectId: config.projectId,
    apiKey: config.firebaseWeb.apiKey,
    emulatorUrl: config.firebaseWeb.authEmulatorUrl,
  });
  const identity = options.wrapIdentity ? options.wrapIdentity(firebaseIdentity, db) : firebaseIdentity;
  const app = createApp({ config, logger, db, identity, probeFirestore, rateLimits: options.rateLimits }, options.extraRouters);
  const server = await startHttpServer(app);
  return {
    baseUrl: server.baseUrl,
    config,
    logger,
    db,
    identity,
    api: (path, init) => fetch(`${server.baseUrl}${path}`, init),
    close: server.close,
  };
}
