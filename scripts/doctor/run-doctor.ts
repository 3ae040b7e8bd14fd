import { readImageEngine } from '../../functions/src/adapters/image-engine/engine-config';
import { ConfigError, loadConfig, loadWorkerConfig, type ImageEngineConfig } from '../../functions/src/config';
import { runtimeServiceAccount } from '../../functions/src/runtime-identity';
import { PROJECT_APIS, RUNTIME_ROLES } from '../deploy/plan';
import { plannedOrigins } from '../deploy/planned-config';
import { withStandInSecrets } from '../deploy/stand-in-secrets';
import {
  checkApis,
  checkAuthDomains,
  checkBucketCors,
  checkEngineModel,
  checkRuntimeRoles,
  checkStripeWebhook,
  checkWorkerInvoker,
  type StripeEndpoint,
} from './checks';
import type { CheckResult, DoctorEndpoints, GoogleRest } from './google-rest';
import { checkGoogleSignInRedirect } from './google-sign-in';
import { checkModelRetirement } from './model-retirement';

/** Everything the doctor reads and calls, injected so tests run it against local fakes. */
export interface DoctorInputs {
  projectId: string;
  /** functions/.env and functions/.env.<project>, as a deploy reads them. */
  envFiles: Record<string, string>;
  /** The operator's environment: the engine key and STRIPE_SECRET_KEY. */
  secrets: Record<string, string | undefined>;
  google: GoogleRest;
  endpoints: DoctorEndpoints;
  engineBaseUrls?: { openai?: string; gemini?: string };
  stripeEndpoint?: StripeEndpoint;
  stripeEvents: readonly string[];
  /** The API version the webhook endpoint must render events at (the app's pinned one). */
  stripeApiVersion: string;
  /** The day shutdowns are judged on; today by default. */
  today?: Date;
  /** --allow-retiring-model: a model shutting down within 14 days warns instead of failing (an emergency deploy). */
  allowRetiringModel?: boolean;
}

/** The hosts the app is served from: those of the allowed origins (no loopback) and WEB_AUTH_DOMAIN's. */
export function servingHosts(origins: readonly string[], authDomain: string | undefined): string[] {
  const hosts = origins.map((origin) => new URL(origin).hostname);
  if (authDomain) hosts.push(authDomain.replace(/^https?:\/\//, '').replace(/\/.*$/, ''));
  return [...new Set(hosts.filter((host) => host !== 'localhost' && host !== '127.0.0.1'))];
}

function engineOf(env: Record<string, string | undefined>): ImageEngineConfig | CheckResult {
  try {
    return loadWorkerConfig(env, readImageEngine).imageEngine;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    const keyProblems = error.problems.filter((problem) => /_API_KEY/.test(problem));
    return {
      status: 'fail',
      title: "the worker's image engine configuration loads",
      detail: error.problems.join('; '),
      fix: keyProblems.length
        ? 'export the engine key when running the doctor (GEMINI_API_KEY=… or OPENAI_API_KEY=… npm run doctor -- --project <id>)'
        : 'correct functions/.env.<project>; npm run deploy:check -- --project <id> checks it offline',
    };
  }
}

/** The api's configuration problems (ALLOWED_ORIGINS and the rest), as a failed line, or null when it loads. */
function apiConfigProblem(env: Record<string, string>): CheckResult | null {
  try {
    loadConfig(env, readImageEngine);
    return null;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return {
      status: 'fail',
      title: "the api's configuration (functions/.env.<project>) loads",
      detail: error.problems.join('; '),
      fix: 'correct functions/.env.<project>; npm run deploy:check -- --project <id> checks it offline',
    };
  }
}

/** Runs every check in order and returns their results. */
export async function runDoctor(inputs: DoctorInputs): Promise<CheckResult[]> {
  const { projectId, envFiles, google, endpoints } = inputs;
  const projectEnv = { GCLOUD_PROJECT: projectId, FIREBASE_CONFIG: JSON.stringify({ projectId }) };
  const env = { ...envFiles, ...projectEnv };
  const engine = engineOf({
    ...env,
    OPENAI_API_KEY: inputs.secrets.OPENAI_API_KEY,
    GEMINI_API_KEY: inputs.secrets.GEMINI_API_KEY,
  });
  // The Stripe secrets live in Secret Manager, not the env files: stand-ins let the api's config load as deployed.
  const apiEnv = withStandInSecrets(env);
  const origins = plannedOrigins(apiEnv);
  const apiProblem = apiConfigProblem(apiEnv);
  const hosts = servingHosts(origins, envFiles.WEB_AUTH_DOMAIN);
  let account: string | null;
  let accountProblem: CheckResult | null = null;
  try {
    account = runtimeServiceAccount(envFiles);
  } catch (error) {
    account = null;
    accountProblem = {
      status: 'fail',
      title: 'RUNTIME_SERVICE_ACCOUNT',
      detail: (error as Error).message,
      fix: 'correct it in functions/.env.<project>',
    };
  }
  const retirement = { today: inputs.today ?? new Date(), allowRetiringModel: inputs.allowRetiringModel ?? false };
  const results: CheckResult[] = apiProblem ? [apiProblem] : [];
  if ('status' in engine) results.push(engine);
  else {
    results.push(await checkEngineModel(engine, retirement, inputs.engineBaseUrls));
    results.push(checkModelRetirement(engine, retirement));
  }
  results.push(
    await checkApis(
      google,
      endpoints,
      projectId,
      PROJECT_APIS.map((entry) => entry.api),
    ),
  );
  if (accountProblem) results.push(accountProblem);
  results.push(
    await checkRuntimeRoles(
      google,
      endpoints,
      projectId,
      account,
      RUNTIME_ROLES.map(([role]) => role),
    ),
  );
  results.push(await checkWorkerInvoker(google, endpoints, projectId, account));
  results.push(await checkBucketCors(google, endpoints, projectId, envFiles.STORAGE_BUCKET, origins));
  results.push(await checkAuthDomains(google, endpoints, projectId, hosts));
  results.push(checkGoogleSignInRedirect(projectId, origins, envFiles.WEB_AUTH_DOMAIN));
  results.push(
    envFiles.STRIPE_PUBLISHABLE_KEY
      ? await checkStripeWebhook(
          inputs.secrets.STRIPE_SECRET_KEY,
          servingHosts(origins, undefined),
          inputs.stripeEvents,
          inputs.stripeApiVersion,
          inputs.stripeEndpoint,
        )
      : { status: 'skip', title: 'Stripe webhook: payments are off (no STRIPE_PUBLISHABLE_KEY)' },
  );
  return results;
}
