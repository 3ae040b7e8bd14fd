import express, { type Express, type Router } from 'express';
import type { Logger } from '../adapters/logging/logger';
import type { AppConfig } from '../config';
import { errorHandler, notFound } from './middleware/errors';
import { jsonBody } from './middleware/json-body';
import { noStore } from './middleware/no-store';
import { requestContext } from './middleware/request-context';
import { systemRouter } from './routes/system';

/** Everything the API needs from outside; index.ts wires the real adapters, tests their own. */
export interface AppDeps {
  config: AppConfig;
  logger: Logger;
  /** Resolves when Firestore answered a read in time, rejects with the cause otherwise. */
  probeFirestore: () => Promise<void>;
}

/** Path prefix of every route: Hosting rewrites keep `/api`, so the function receives `/api/...`. */
export const API_PREFIX = '/api';

/**
 * Builds the API's Express app. `extraRouters` are mounted under /api after the built-in routes and before the
 * 404 and error handlers; tests use them to exercise the middleware with routes production does not have.
 */
export function createApp(deps: AppDeps, extraRouters: readonly Router[] = []): Express {
  const app = express();
  app.disable('x-powered-by');
  // Responses are never cached (no-store), so ETags would only cost a hash per response.
  app.set('etag', false);

  app.use(requestContext(deps.logger));
  app.use(noStore);
  app.use(jsonBody);

  const api = express.Router();
  api.use(systemRouter(deps));
  for (const router of extraRouters) api.use(router);
  app.use(API_PREFIX, api);

  app.use(notFound);
  app.use(errorHandler);
  return app;
}
