import type { Express } from 'express';
import { onRequest } from 'firebase-functions/https';
import { getDb } from './adapters/firestore/db';
import { probeFirestore } from './adapters/firestore/probe';
import { createFirebaseIdentity } from './adapters/identity/firebase-identity';
import { createLogger } from './adapters/logging/logger';
import { loadConfig, redactConfig } from './config';
import { createApp } from './http/app';
import { INTERNAL_ERROR_MESSAGE } from './http/middleware/errors';

const logger = createLogger();
let app: Express | undefined;

/**
 * The app, built on the first request rather than at import: deploys load this file without the runtime
 * environment, and a bad config then shows up as one clear log line per request instead of a crash loop.
 */
function apiApp(): Express {
  if (!app) {
    const config = loadConfig(process.env);
    logger.info('Configuration loaded', { config: redactConfig(config) });
    const db = getDb(config.projectId);
    const identity = createFirebaseIdentity({
      projectId: config.projectId,
      apiKey: config.firebaseWeb.apiKey,
      emulatorUrl: config.firebaseWeb.authEmulatorUrl,
    });
    app = createApp({ config, logger, db, identity, probeFirestore: () => probeFirestore(db) });
  }
  return app;
}

/** The HTTPS API behind Hosting's `/api/**` rewrite. */
export const api = onRequest(
  { region: 'us-central1', memory: '512MiB', timeoutSeconds: 60, concurrency: 80 },
  (req, res) => {
    let handler: Express;
    try {
      handler = apiApp();
    } catch (error) {
      logger.error('The api function cannot start', error);
      res.status(500).set('Cache-Control', 'private, no-store').json({ message: INTERNAL_ERROR_MESSAGE, code: 'internal' });
      return;
    }
    handler(req, res);
  },
);
