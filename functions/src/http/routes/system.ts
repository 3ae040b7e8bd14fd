import { statusOf } from '../error-map';
import { API_ROUTES } from '@roomremix/contracts/api-paths';
import type { HealthResponse } from '@roomremix/contracts/system';
import express, { type Router } from 'express';
import { toPublicConfig, type AppConfig } from '../../config';

/** What the system routes need from the app's dependencies. */
export interface SystemRouteDeps {
  config: AppConfig;
  /** Resolves when Firestore answered a read in time, rejects with the cause otherwise. */
  probeFirestore: () => Promise<void>;
}

const HEALTHY: HealthResponse = { status: 'ok', firestore: 'reachable' };
const DEGRADED: HealthResponse = { status: 'degraded', firestore: 'unreachable' };

/** `GET /health` (Firestore reachability) and `GET /config` (public client configuration). */
export function systemRouter({ config, probeFirestore }: SystemRouteDeps): Router {
  const router = express.Router();
  const publicConfig = toPublicConfig(config);

  router.get(API_ROUTES.health, async (_req, res) => {
    try {
      await probeFirestore();
      res.json(HEALTHY);
    } catch (error) {
      res.locals.logger.warn('Firestore is unreachable', {
        cause: error instanceof Error ? error.message : String(error),
      });
      res.status(statusOf('unavailable')).json(DEGRADED);
    }
  });

  router.get(API_ROUTES.config, (_req, res) => {
    res.json(publicConfig);
  });

  return router;
}
