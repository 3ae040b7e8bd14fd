import { GoogleGenAI } from '@google/genai';
import OpenAI from 'openai';
import Stripe from 'stripe';
import { STRIPE_API_VERSION } from '../../functions/src/adapters/payments/stripe-api-version';
import type { ImageEngineConfig } from '../../functions/src/config';
import { type CheckResult, type DoctorEndpoints, GoogleApiError, type GoogleRest } from './google-rest';
import { announcedShutdown, type RetirementOptions } from './model-retirement';

/** The region the functions are deployed to (functions/src/index.ts sets no other). */
export const FUNCTIONS_REGION = 'us-central1';

/** Where the Stripe API is (tests point the real SDK at a local fake), as the stripe-gateway takes it. */
export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/** Why a Google call failed, in words, and what usually fixes it. */
function googleFailure(title: string, error: unknown, fix: string): CheckResult {
  if (error instanceof GoogleApiError) {
    const denied = error.httpStatus === 403 || error.httpStatus === 401;
    return {
      status: 'fail',
      title,
      detail: `${error.httpStatus} ${error.rpcStatus} ${error.message}`.trim(),
      fix: denied
        ? `your credentials may not read this: run \`gcloud auth application-default login\` as a project owner (or grant your account a viewer role), then: ${fix}`
        : fix,
    };
  }
  const detail = error instanceof Error ? error.message : String(error);
  // google-auth-library's words when no application default credentials are found or they cannot be refreshed.
  const noCredentials = /credentials|invalid_grant|reauth/i.test(detail);
  return {
    status: 'fail',
    title,
    detail,
    fix: noCredentials ? `run \`gcloud auth application-default login\`, then: ${fix}` : fix,
  };
}

/**
 * 1. The engine's model exists for this key (OpenAI: and a shutdown date it announces is judged as deploy:check judges
 * the catalogue's, model-retirement.ts).
 */
export async function checkEngineModel(
  engine: ImageEngineConfig,
  retirement: RetirementOptions,
  baseUrls: { openai?: string; gemini?: string } = {},
): Promise<CheckResult> {
  if (engine.name === 'local') {
    return { status: 'skip', title: 'image engine: local (no AI), no model to check' };
  }
  const title = `image engine: ${engine.name} model ${engine.model} is served for this key`;
  if (engine.name === 'openai') {
    const openai = new OpenAI({
      apiKey: engine.apiKey,
      maxRetries: 0,
      timeout: 30_000,
      ...(baseUrls.openai ? { baseURL: baseUrls.openai } : {}),
    });
    try {
      const model = await openai.models.retrieve(engine.model);
      if (model.shutdown_date) return announcedShutdown(title, engine.model, model.shutdown_date, retirement);
      return { status: 'pass', title };
    } catch (error) {
      if (error instanceof OpenAI.APIError) {
        if (error.status === 401) {
          return {
            status: 'fail',
            title,
            detail: error.message,
            fix: 'OPENAI_API_KEY is not a valid key: set a current one (and in Secret Manager: `npx firebase functions:secrets:set OPENAI_API_KEY`)',
          };
        }
        if (error.status === 403 && /verif/i.test(error.message)) {
          return {
            status: 'fail',
            title,
            detail: error.message,
            fix: 'OpenAI requires organisation verification for this model: open https://platform.openai.com/settings/organization/general and click "Verify Organization" (access can take up to 15 minutes after)',
          };
        }
        if (error.status === 404) {
          return {
            status: 'fail',
            title,
            detail: error.message,
            fix: `this key cannot use ${engine.model}: set OPENAI_IMAGE_MODEL in functions/.env.<project> to a model it can use`,
          };
        }
      }
      return {
        status: 'fail',
        title,
        detail: error instanceof Error ? error.message : String(error),
        fix: 'check OPENAI_API_KEY and the network, then run the doctor again',
      };
    }
  }
  const ai = new GoogleGenAI({
    apiKey: engine.apiKey,
    httpOptions: { timeout: 30_000, ...(baseUrls.gemini ? { baseUrl: baseUrls.gemini } : {}) },
  });
  try {
    await ai.models.get({ model: engine.model });
    return { status: 'pass', title };
  } catch (error) {
    const status = (error as { status?: number }).status;
    const detail = error instanceof Error ? error.message : String(error);
    if (status === 404) {
      return {
        status: 'fail',
        title,
        detail,
        fix: `Gemini serves no model ${engine.model}: set GEMINI_IMAGE_MODEL in functions/.env.<project> to a current image model (https://ai.google.dev/gemini-api/docs/models)`,
      };
    }
    if (status === 400 || status === 401 || status === 403) {
      return {
        status: 'fail',
        title,
        detail,
        fix: 'GEMINI_API_KEY is not valid for the Gemini API: create one at https://aistudio.google.com/apikey and set it (and `npx firebase functions:secrets:set GEMINI_API_KEY`)',
      };
    }
    return { status: 'fail', title, detail, fix: 'check GEMINI_API_KEY and the network, then run the doctor again' };
  }
}

interface ServiceUsageBatch {
  services?: { name: string; config?: { name?: string }; state: 'ENABLED' | 'DISABLED' | 'STATE_UNSPECIFIED' }[];
}

/** 3. Each API a deploy needs is enabled (Service Usage v1 services.batchGet, at most 30 names a call). */
export async function checkApis(
  google: GoogleRest,
  endpoints: DoctorEndpoints,
  projectId: string,
  apis: readonly string[],
): Promise<CheckResult> {
  const title = `APIs enabled: ${apis.length} a deploy needs`;
  const enabled = new Set<string>();
  try {
    for (let start = 0; start < apis.length; start += 30) {
      const names = apis
        .slice(start, start + 30)
        .map((api) => `names=${encodeURIComponent(`projects/${projectId}/services/${api}`)}`)
        .join('&');
      const batch = await google.get<ServiceUsageBatch>(
        `${endpoints.serviceUsage}/v1/projects/${projectId}/services:batchGet?${names}`,
      );
      for (const service of batch.services ?? []) {
        if (service.state === 'ENABLED') enabled.add(service.config?.name ?? service.name.split('/').pop() ?? '');
      }
    }
  } catch (error) {
    return googleFailure(title, error, `gcloud services enable ${apis.join(' ')} --project ${projectId}`);
  }
  const missing = apis.filter((api) => !enabled.has(api));
  if (missing.length === 0) return { status: 'pass', title };
  return {
    status: 'fail',
    title,
    detail: `not enabled: ${missing.join(', ')}`,
    fix: `gcloud services enable ${missing.join(' ')} --project ${projectId}`,
  };
}

interface IamPolicy {
  bindings?: { role: string; members?: string[]; condition?: unknown }[];
}

function rolesOf(policy: IamPolicy, member: string): Set<string> {
  // A conditional binding may not hold when the function runs, so only unconditional ones count.
  return new Set(
    (policy.bindings ?? []).filter((b) => !b.condition && (b.members ?? []).includes(member)).map((b) => b.role),
  );
}

const MISSING_ACCOUNT: Omit<CheckResult, 'title'> = {
  status: 'fail',
  detail: 'RUNTIME_SERVICE_ACCOUNT is not set',
  fix: 'set RUNTIME_SERVICE_ACCOUNT in functions/.env.<project> (by default <project-number>-compute@developer.gserviceaccount.com), then deploy again',
};

/** 4. The runtime service account holds each role (Resource Manager v1 projects.getIamPolicy). */
export async function checkRuntimeRoles(
  google: GoogleRest,
  endpoints: DoctorEndpoints,
  projectId: string,
  account: string | null,
  roles: readonly string[],
): Promise<CheckResult> {
  const title = `runtime service account holds ${roles.join(', ')}`;
  if (!account) return { title, ...MISSING_ACCOUNT };
  const member = `serviceAccount:${account}`;
  const grant = (role: string) =>
    `gcloud projects add-iam-policy-binding ${projectId} --member=${member} --role=${role}`;
  let policy: IamPolicy;
  try {
    policy = await google.post<IamPolicy>(`${endpoints.resourceManager}/v1/projects/${projectId}:getIamPolicy`, {
      options: { requestedPolicyVersion: 3 },
    });
  } catch (error) {
    return googleFailure(title, error, roles.map(grant).join('; '));
  }
  const held = rolesOf(policy, member);
  const missing = roles.filter((role) => !held.has(role));
  if (missing.length === 0) return { status: 'pass', title: `runtime service account ${account} holds its roles` };
  return {
    status: 'fail',
    title,
    detail: `${account} lacks ${missing.join(', ')}`,
    fix: missing.map(grant).join('\n    '),
  };
}

/** 5. The runtime account may invoke remixWorker's Cloud Run service (functions v2 get, then run v2 getIamPolicy). */
export async function checkWorkerInvoker(
  google: GoogleRest,
  endpoints: DoctorEndpoints,
  projectId: string,
  account: string | null,
): Promise<CheckResult> {
  const title = 'the runtime service account may invoke remixWorker (roles/run.invoker)';
  if (!account) return { title, ...MISSING_ACCOUNT };
  const redeploy = `npx firebase deploy --only functions:remixWorker --project ${projectId} (its queue's invoker grants the role)`;
  let service: string | undefined;
  try {
    const fn = await google.get<{ serviceConfig?: { service?: string } }>(
      `${endpoints.cloudFunctions}/v2/projects/${projectId}/locations/${FUNCTIONS_REGION}/functions/remixWorker`,
    );
    service = fn.serviceConfig?.service;
  } catch (error) {
    if (error instanceof GoogleApiError && error.httpStatus === 404) {
      return {
        status: 'fail',
        title,
        detail: 'remixWorker is not deployed',
        fix: `npx firebase deploy --project ${projectId}`,
      };
    }
    return googleFailure(title, error, redeploy);
  }
  if (!service) {
    return { status: 'fail', title, detail: 'remixWorker has no Cloud Run service (a failed deploy?)', fix: redeploy };
  }
  const serviceId = service.split('/').pop() ?? service;
  const gcloud = `gcloud run services add-iam-policy-binding ${serviceId} --region=${FUNCTIONS_REGION} --project=${projectId} --member=serviceAccount:${account} --role=roles/run.invoker`;
  let policy: IamPolicy;
  try {
    policy = await google.get<IamPolicy>(`${endpoints.run}/v2/${service}:getIamPolicy`);
  } catch (error) {
    return googleFailure(title, error, `${redeploy}, or ${gcloud}`);
  }
  if (rolesOf(policy, `serviceAccount:${account}`).has('roles/run.invoker')) return { status: 'pass', title };
  return {
    status: 'fail',
    title,
    detail: `${serviceId} does not let ${account} invoke it, so queued remixes are refused`,
    fix: `${redeploy}, or ${gcloud}`,
  };
}

/** 6. The bucket's CORS lets each allowed origin GET (Cloud Storage JSON API buckets.get, fields=cors). */
export async function checkBucketCors(
  google: GoogleRest,
  endpoints: DoctorEndpoints,
  projectId: string,
  bucket: string | undefined,
  origins: readonly string[],
): Promise<CheckResult> {
  const title = `bucket ${bucket ?? '(STORAGE_BUCKET)'} CORS allows the web origins`;
  if (!bucket) {
    return {
      status: 'fail',
      title,
      detail: 'STORAGE_BUCKET is not set',
      fix: 'set STORAGE_BUCKET in functions/.env.<project> (usually <project>.firebasestorage.app)',
    };
  }
  const fix = `npm run deploy:check -- --project ${projectId}, then gcloud storage buckets update gs://${bucket} --cors-file=.firebase/storage-cors.${projectId}.json`;
  if (origins.length === 0) {
    return {
      status: 'fail',
      title,
      detail: 'no allowed origins could be loaded from the env files',
      fix: `npm run deploy:check -- --project ${projectId} names the configuration problem`,
    };
  }
  let cors: { origin?: string[]; method?: string[] }[];
  try {
    const found = await google.get<{ cors?: { origin?: string[]; method?: string[] }[] }>(
      `${endpoints.storage}/storage/v1/b/${encodeURIComponent(bucket)}?fields=cors`,
    );
    cors = found.cors ?? [];
  } catch (error) {
    return googleFailure(title, error, fix);
  }
  const allows = (origin: string) =>
    cors.some(
      (rule) =>
        (rule.origin ?? []).some((o) => o === origin || o === '*') &&
        (rule.method ?? []).some((m) => m.toUpperCase() === 'GET'),
    );
  const missing = origins.filter((origin) => !allows(origin));
  if (missing.length === 0) return { status: 'pass', title };
  return { status: 'fail', title, detail: `no GET for ${missing.join(', ')}`, fix };
}

/** 7. Auth's authorised domains hold each serving domain (Identity Toolkit admin v2 projects.getConfig). */
export async function checkAuthDomains(
  google: GoogleRest,
  endpoints: DoctorEndpoints,
  projectId: string,
  hosts: readonly string[],
): Promise<CheckResult> {
  const title = `Authentication's authorised domains hold ${hosts.join(', ') || 'the serving domains'}`;
  const settingsPage = `https://console.firebase.google.com/project/${projectId}/authentication/settings (Authorized domains)`;
  if (hosts.length === 0) {
    return {
      status: 'fail',
      title,
      detail: 'no serving domain in ALLOWED_ORIGINS or WEB_AUTH_DOMAIN',
      fix: 'set ALLOWED_ORIGINS and WEB_AUTH_DOMAIN in functions/.env.<project>',
    };
  }
  let domains: string[];
  try {
    const config = await google.get<{ authorizedDomains?: string[] }>(
      `${endpoints.identityToolkit}/admin/v2/projects/${projectId}/config`,
    );
    domains = config.authorizedDomains ?? [];
  } catch (error) {
    return googleFailure(title, error, `add them in ${settingsPage}`);
  }
  const missing = hosts.filter((host) => !domains.includes(host));
  if (missing.length === 0) return { status: 'pass', title };
  return {
    status: 'fail',
    title,
    detail: `missing: ${missing.join(', ')}`,
    fix: `add ${missing.join(', ')} in ${settingsPage}`,
  };
}

/**
 * 9. A Stripe webhook endpoint for a serving domain is enabled, sends the events the webhook handles and renders them
 * at the API version the app reads (`apiVersion`).
 */
export async function checkStripeWebhook(
  secretKey: string | undefined,
  hosts: readonly string[],
  events: readonly string[],
  apiVersion: string,
  endpoint?: StripeEndpoint,
): Promise<CheckResult> {
  const urls = hosts.map((host) => `https://${host}/api/stripe/webhook`);
  const title = `Stripe webhook endpoint ${urls.join(' or ') || '(no serving domain)'} sends ${events.join(', ')} at API version ${apiVersion}`;
  // Stripe fixes an endpoint's version when it is created (WebhookEndpoint.api_version), so a wrong one needs a new endpoint.
  const create = `in the Stripe dashboard (Developers → Webhooks) add an endpoint ${urls[0] ?? 'https://<domain>/api/stripe/webhook'} at API version ${apiVersion} for ${events.join(', ')}, then \`npx firebase functions:secrets:set STRIPE_WEBHOOK_SECRET\` with its signing secret and deploy`;
  if (!secretKey) {
    return {
      status: 'fail',
      title,
      detail: 'STRIPE_SECRET_KEY is not in the environment',
      fix: 'run the doctor as STRIPE_SECRET_KEY=sk_… npm run doctor -- --project <id> (a restricted key with Webhook Endpoints: read is enough)',
    };
  }
  const stripe = new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 0,
    timeout: 30_000,
    ...endpoint,
  });
  const found: Stripe.WebhookEndpoint[] = [];
  try {
    for await (const webhook of stripe.webhookEndpoints.list({ limit: 100 })) {
      if (urls.includes(webhook.url)) found.push(webhook);
    }
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const auth = error instanceof Stripe.errors.StripeAuthenticationError;
    return {
      status: 'fail',
      title,
      detail,
      fix: auth
        ? 'STRIPE_SECRET_KEY is not a valid key: use the live secret key (or a restricted key that reads webhook endpoints)'
        : 'check STRIPE_SECRET_KEY and the network, then run the doctor again',
    };
  }
  if (found.length === 0) return { status: 'fail', title, detail: 'no endpoint has that URL', fix: create };
  const problemsOf = (webhook: Stripe.WebhookEndpoint): string[] => {
    if (webhook.status !== 'enabled') return [`${webhook.id} is ${webhook.status}`];
    const problems: string[] = [];
    const missing = webhook.enabled_events.includes('*')
      ? []
      : events.filter((event) => !webhook.enabled_events.includes(event));
    if (missing.length > 0) problems.push(`${webhook.id} lacks ${missing.join(', ')}`);
    if (webhook.api_version !== apiVersion) {
      const version = webhook.api_version ? `API version ${webhook.api_version}` : "the account's default API version";
      problems.push(`${webhook.id} sends events at ${version}, not ${apiVersion}`);
    }
    return problems;
  };
  if (found.some((webhook) => problemsOf(webhook).length === 0)) return { status: 'pass', title };
  const atVersion = found.find((webhook) => webhook.api_version === apiVersion);
  return {
    status: 'fail',
    title,
    detail: found.flatMap(problemsOf).join('; '),
    fix: atVersion
      ? `in the Stripe dashboard (Developers → Webhooks) enable ${atVersion.id} and select ${events.join(', ')}`
      : create,
  };
}

/** The line a check prints. */
/** How the doctor ends: every line, the summary, and exit code 1 when any check failed (warnings alone pass). */
export function doctorReport(results: readonly CheckResult[]): { code: 0 | 1; lines: string[] } {
  const failed = results.filter((result) => result.status === 'fail').length;
  return {
    code: failed ? 1 : 0,
    lines: [...results.map(formatResult), failed ? `\n${failed} check(s) failed.` : '\nAll checks passed.'],
  };
}

export function formatResult(result: CheckResult): string {
  const mark = { pass: '✔', fail: '✘', warn: '!', skip: '-' }[result.status];
  const lines = [`${mark} ${result.title}`];
  if (result.detail) lines.push(`    ${result.detail}`);
  if (result.fix && result.status !== 'pass') lines.push(`    fix: ${result.fix}`);
  return lines.join('\n');
}
