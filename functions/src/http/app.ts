import { API_PREFIX } from '@roomremix/contracts/api-paths';
import express, { type Express, type Router } from 'express';
import type { Repositories } from '../ports/repositories';
import type { AppShell } from '../adapters/app-shell/app-shell';
import type { BlobStore } from '../adapters/blob-store/blob-store';
import type { Identity } from '../adapters/identity/identity';
import type { Logger } from '../adapters/logging/logger';
import type { PaymentGateway } from '../adapters/payments/payment-gateway';
import type { RemixQueue } from '../adapters/queue/remix-queue';
import type { AppConfig } from '../config';
import type { Clock } from '../domain/clock';
import { DEFAULT_RATE_LIMITS, type RateLimitPolicies } from '../domain/rate-limit';
import type { AccountDeletionDeps } from '../services/accounts';
import { errorHandler, notFound } from './middleware/errors';
import { jsonBody } from './middleware/json-body';
import { noStore } from './middleware/no-store';
import { originCheck } from './middleware/origin-check';
import { requestContext } from './middleware/request-context';
import { sessionMiddleware } from './middleware/session';
import { accountRouter } from './routes/account';
import { adminRouter } from './routes/admin';
import { authRouter } from './routes/auth';
import { couponsRouter } from './routes/coupons';
import { filesRouter } from './routes/files';
import { jobsRouter } from './routes/jobs';
import { listingsRouter } from './routes/listings';
import { originalsPageRouter, publicListingsRouter } from './routes/public-listings';
import { processRouter } from './routes/process';
import { publicSharesRouter, sharePageRouter } from './routes/public-shares';
import { resultsRouter } from './routes/results';
import { sharesRouter } from './routes/shares';
import { stripeWebhookRouter } from './routes/stripe-webhook';
import { systemRouter } from './routes/system';
import { tokensRouter } from './routes/tokens';
import { userRouter } from './routes/user';

/** Everything the API needs from outside; index.ts wires the real adapters, tests their own. */
export interface AppDeps {
  config: AppConfig;
  logger: Logger;
  /** Stored data (ports/repositories.ts): Firestore's repositories in production and the tests. */
  repositories: Repositories;
  identity: Identity;
  /** Stripe, or null when payments are off (no Stripe keys); the payment calls then answer 503. */
  payments: PaymentGateway | null;
  /** Resolves when Firestore answered a read in time, rejects with the cause otherwise. */
  probeFirestore: () => Promise<void>;
  /** Where uploads and results are stored; the local-fs store's signed URLs are served by `GET /api/files/*`. */
  blobStore: BlobStore;
  /** Hands remix jobs to the worker: Cloud Tasks in production and the emulator, in-process in tests. */
  remixQueue: RemixQueue;
  /** Login, register and remix limits: DEFAULT_RATE_LIMITS unless a test injects others. */
  rateLimits?: Partial<RateLimitPolicies>;
  /** The web app's HTML, for the share pages the API answers itself (`GET /s/:token`). */
  appShell: AppShell;
  /** The clock of the token and admin routes (purchase windows, coupon expiry); the system's unless a test sets it. */
  now?: Clock;
  /** Called after each step of an account deletion; tests throw here to stop one half-way. */
  afterDeletionStep?: AccountDeletionDeps['afterStep'];
}

/**
 * Proxies in front of the app whose X-Forwarded-For entries are trusted: Firebase Hosting's CDN appends the
 * client's address, and the Cloud Run front end of the function appends the CDN's. req.ip is therefore the
 * second-to-last entry. A caller that skips Hosting and calls the function URL directly can choose that entry,
 * and with it its address's rate-limit buckets (README "Rate limits" says what still holds then).
 */
export const TRUSTED_PROXY_HOPS = 2;

/**
 * Builds the API's Express app. `extraRouters` are mounted under /api after the built-in routes and before the
 * 404 and error handlers; tests use them to exercise the middleware with routes production does not have.
 */
export function createApp(deps: AppDeps, extraRouters: readonly Router[] = []): Express {
  const app = express();
  app.disable('x-powered-by');
  // Responses are never cached (no-store), so ETags would only cost a hash per response.
  app.set('etag', false);
  app.set('trust proxy', TRUSTED_PROXY_HOPS);

  app.use(requestContext(deps.logger));
  app.use(noStore);
  // Before the body parser and the session check: a forged cross-site request costs neither.
  app.use(originCheck(deps.config.allowedOrigins));
  // Before the JSON parser: the webhook's signature covers the raw bytes, which that parser would consume.
  app.use(API_PREFIX, stripeWebhookRouter(deps));
  // Before the session check: a signed file URL is its own credential, and images should not cost a session lookup.
  app.use(API_PREFIX, filesRouter(deps));
  app.use(jsonBody);
  app.use(sessionMiddleware({ repositories: deps.repositories, identity: deps.identity }));

  const rateLimits: RateLimitPolicies = { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits };
  const { rateLimitIdSecret } = deps.config;
  const api = express.Router();
  api.use(systemRouter(deps));
  api.use(
    authRouter({
      repositories: deps.repositories,
      identity: deps.identity,
      rateLimits,
      rateLimitIdSecret,
      siteOrigin: siteOriginOf(deps.config),
    }),
  );
  api.use(userRouter(deps));
  api.use(accountRouter({ ...deps, rateLimits, rateLimitIdSecret }));
  api.use(tokensRouter(deps));
  api.use(couponsRouter(deps));
  api.use(processRouter({ ...deps, rateLimits, rateLimitIdSecret }));
  api.use(jobsRouter(deps));
  api.use(resultsRouter(deps));
  api.use(listingsRouter({ ...deps, allowedOrigins: deps.config.allowedOrigins }));
  api.use(publicListingsRouter({ ...deps, rateLimits, rateLimitIdSecret }));
  api.use(sharesRouter({ ...deps, rateLimits, rateLimitIdSecret, allowedOrigins: deps.config.allowedOrigins }));
  api.use(publicSharesRouter({ ...deps, rateLimits, rateLimitIdSecret, siteOrigin: siteOriginOf(deps.config) }));
  api.use(adminRouter(deps));
  for (const router of extraRouters) api.use(router);
  app.use(API_PREFIX, api);
  app.use(sharePageRouter({ ...deps, rateLimitIdSecret, siteOrigin: siteOriginOf(deps.config) }));
  app.use(originalsPageRouter({ ...deps, rateLimits, rateLimitIdSecret, siteOrigin: siteOriginOf(deps.config) }));

  app.use(notFound);
  app.use(errorHandler);
  return app;
}

/** The app's main origin: the first allowed one (config.ts puts the Hosting origin first). */
export function siteOriginOf(config: Pick<AppConfig, 'allowedOrigins'>): string {
  return config.allowedOrigins[0] ?? '';
}
