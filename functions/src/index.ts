import type { Express } from 'express';
import { defineSecret } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/https';
import { onTaskDispatched } from 'firebase-functions/tasks';
import { onSchedule } from 'firebase-functions/scheduler';
import { createBlobStore } from './adapters/blob-store/create-blob-store';
import { getDb } from './adapters/firestore/db';
import { firestoreRepositories } from './adapters/firestore/repositories';
import { probeFirestore } from './adapters/firestore/probe';
import { createFirebaseIdentity } from './adapters/identity/firebase-identity';
import { createImageEngine } from './adapters/image-engine/create-image-engine';
import { readImageEngine } from './adapters/image-engine/engine-config';
import { createLogger } from './adapters/logging/logger';
import { createStripeGateway } from './adapters/payments/stripe-gateway';
import type { RemixQueue } from './adapters/queue/remix-queue';
import { createCloudTasksQueue } from './adapters/queue/cloud-tasks-queue';
import { deployedFunctionUrl } from './adapters/queue/function-url';
import { adminAccessToken } from './adapters/firebase-app';
import { loadConfig, loadSweepConfig, loadWorkerConfig, REMIX_QUEUE, redactConfig, type SharedConfig } from './config';
import { hostingAppShell } from './adapters/app-shell/app-shell';
import { createApp, siteOriginOf } from './http/app';
import { answerFor } from './http/error-map';
import { runtimeServiceAccount } from './runtime-identity';
import { secretBindings, type SecretReader } from './secret-bindings';
import { type RemixWorkerDeps, runRemixTask } from './services/remix';
import type { RemixJobsDeps } from './services/remix';
import { sweepStuckJobs } from './services/remix';
import { type DeletionStepDeps, sweepAccountDeletions } from './services/accounts';

const logger = createLogger();

/** Each function's secrets, read at deploy from the same environment (functions/.env.<project>) as at run time. */
const bindings = secretBindings(process.env);
const secretsOf = (reader: SecretReader) => bindings[reader].map((name) => defineSecret(name));
/** Who every function runs as, and so who may invoke the worker (runtime-identity.ts); unset on the emulators. */
const runAs = runtimeServiceAccount(process.env);
const runsAs = runAs ? { serviceAccount: runAs } : {};

/** `build`'s value, made on the first call and kept for the instance; a build that throws is tried again next call. */
function builtOnce<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}

/** A function's config, read once per instance and logged (redacted). */
function loadedConfig<Config extends SharedConfig>(load: (env: NodeJS.ProcessEnv) => Config): Config {
  const config = load(process.env);
  logger.info('Configuration loaded', { config: redactConfig(config) });
  return config;
}

/** The remix task queue: the api enqueues submitted jobs, the worker the jobs that waited for a finished one. */
function remixQueueOf(config: SharedConfig): RemixQueue {
  return createCloudTasksQueue({
    projectId: config.projectId,
    functionName: REMIX_QUEUE.functionName,
    region: REMIX_QUEUE.region,
    dispatchDeadlineSeconds: REMIX_QUEUE.timeoutSeconds,
    // The Cloud Tasks emulator delivers to the Functions emulator by name; a deployed queue needs the worker's URL.
    ...(config.usesEmulators
      ? {}
      : {
          targetUri: deployedFunctionUrl({
            projectId: config.projectId,
            region: REMIX_QUEUE.region,
            functionName: REMIX_QUEUE.functionName,
            accessToken: () => adminAccessToken(config.projectId),
          }),
        }),
  });
}

/**
 * The app, built on the first request rather than at import: deploys load this file without the runtime
 * environment, and a bad config then shows up as one clear log line per request instead of a crash loop.
 */
const apiApp = builtOnce((): Express => {
  const config = loadedConfig((env) => loadConfig(env, readImageEngine));
  const db = getDb(config.projectId);
  const identity = createFirebaseIdentity({
    projectId: config.projectId,
    apiKey: config.firebaseWeb.apiKey,
    emulatorUrl: config.firebaseWeb.authEmulatorUrl,
  });
  const payments = config.stripe ? createStripeGateway(config.stripe) : null;
  const remixQueue = remixQueueOf(config);
  return createApp({
    config,
    logger,
    repositories: firestoreRepositories(db),
    identity,
    payments,
    probeFirestore: () => probeFirestore(db),
    blobStore: createBlobStore(config),
    remixQueue,
    appShell: hostingAppShell(siteOriginOf(config)),
  });
});

/** The HTTPS API behind Hosting's `/api/**` rewrite. */
export const api = onRequest(
  {
    region: 'us-central1',
    memory: '512MiB',
    timeoutSeconds: 60,
    concurrency: 80,
    secrets: secretsOf('api'),
    ...runsAs,
  },
  (req, res) => {
    let handler: Express;
    try {
      handler = apiApp();
    } catch (error) {
      logger.error('The api function cannot start', error);
      const { status, body } = answerFor(error);
      res.status(status).set('Cache-Control', 'private, no-store').json(body);
      return;
    }
    handler(req, res);
  },
);

/** The worker's adapters, built on the first task like the api's app. */
const remixWorkerDeps = builtOnce((): RemixWorkerDeps => {
  const config = loadedConfig((env) => loadWorkerConfig(env, readImageEngine));
  // A deprecated, unknown or shut-down model still loads (the last fails each job with its refund): say so once.
  for (const warning of config.engineWarnings) logger.warn(warning);
  return {
    repositories: firestoreRepositories(getDb(config.projectId)),
    blobStore: createBlobStore(config),
    engine: createImageEngine(config.imageEngine),
    logger: logger.child({ function: REMIX_QUEUE.functionName }),
    queue: remixQueueOf(config),
    maxAttempts: REMIX_QUEUE.maxAttempts,
  };
});

/**
 * The task-queue function that generates remixes (docs/architecture.md#the-worker). Retries and concurrency live here,
 * beside the function: Cloud Tasks delivers each job up to 3 times with backoff, and runs at most REMIX_QUEUE's number
 * at once. `retryCount` (X-CloudTasks-TaskRetryCount) is 0 on the first delivery; the handler fails and refunds the job
 * on the last one instead of throwing.
 */
export const remixWorker = onTaskDispatched(
  {
    region: REMIX_QUEUE.region,
    retryConfig: {
      maxAttempts: REMIX_QUEUE.maxAttempts,
      minBackoffSeconds: REMIX_QUEUE.minBackoffSeconds,
      maxBackoffSeconds: REMIX_QUEUE.maxBackoffSeconds,
      maxDoublings: REMIX_QUEUE.maxDoublings,
    },
    rateLimits: { maxConcurrentDispatches: REMIX_QUEUE.maxConcurrentDispatches },
    timeoutSeconds: REMIX_QUEUE.timeoutSeconds,
    memory: '2GiB',
    concurrency: 4,
    secrets: secretsOf('remixWorker'),
    ...runsAs,
    // Only the api's account enqueues, with its OIDC token: the deploy grants it run.invoker on the worker.
    ...(runAs ? { invoker: [runAs] } : {}),
  },
  async (request) => {
    const attempt = (Number.isInteger(request.retryCount) ? request.retryCount : 0) + 1;
    await runRemixTask(remixWorkerDeps(), request.data, { attempt });
  },
);

/**
 * The sweep's adapters, built on its first run. It runs no engine and takes no payment, so it loads only the
 * shared part of the configuration (project, blob store) and is bound to no secret.
 */
const stuckJobSweepDeps = builtOnce((): RemixJobsDeps & DeletionStepDeps => {
  const config = loadedConfig(loadSweepConfig);
  // Only the Admin SDK's deleteUser is used here, so no web API key is needed.
  const identity = createFirebaseIdentity({ projectId: config.projectId, apiKey: '', emulatorUrl: null });
  return {
    repositories: firestoreRepositories(getDb(config.projectId)),
    blobStore: createBlobStore(config),
    identity: { deleteUser: (uid) => identity.deleteUser(uid) },
    logger: logger.child({ function: 'stuckJobSweep' }),
  };
});

/**
 * Fails and refunds, every 5 minutes, the remix jobs nobody will finish any more, so their owners get the tokens back
 * without opening the job, and finishes the account deletions that stopped half-way. No retry: the next run picks up
 * whatever this one left.
 */
export const stuckJobSweep = onSchedule(
  {
    schedule: 'every 5 minutes',
    region: 'us-central1',
    timeoutSeconds: 300,
    memory: '256MiB',
    retryCount: 0,
    ...runsAs,
  },
  async () => {
    await sweepStuckJobs(stuckJobSweepDeps());
    // The same schedule finishes account deletions that stopped half-way (services/accounts/account-deletion.ts).
    await sweepAccountDeletions(stuckJobSweepDeps());
  },
);
