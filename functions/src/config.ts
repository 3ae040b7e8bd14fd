import { DISCLOSURE_RULES } from './domain/disclosure-rules';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOKEN_COST } from '@roomremix/contracts/constants';
import {
  imageEngineSchema,
  type FirebaseWebConfig,
  type ImageEngine,
  type PublicConfig,
} from '@roomremix/contracts/system';
import { z } from 'zod';
import { followsInstructions, modesNeedingMask, modesOf } from './domain/engine-modes';
import { qualitiesOffered, type UltraSupport } from './domain/engine-qualities';
import { namedError } from './domain/named-error';

/** Project used when neither GCLOUD_PROJECT nor FIREBASE_CONFIG names one; a demo- project only talks to emulators. */
export const DEFAULT_PROJECT_ID = 'demo-roomremix';

/** What redactConfig puts in place of every secret. */
export const REDACTED = '[redacted]';

/**
 * Which image engine runs, its model, and how it makes Ultra (read from the model's catalogue row by the engine's
 * loader): what the api may tell the browser. `ultraDrawnUpTo` is the long edge a model draws Ultra at, at most, when
 * the worker enlarges it to 4K (an OpenAI model, whose larger sizes are experimental); null otherwise, the local
 * engine included (its Ultra is its HD enlarged).
 */
export type ImageEngineChoice = { ultra: UltraSupport; ultraDrawnUpTo: number | null } & (
  { name: 'local' } | { name: 'openai' | 'gemini'; model: string }
);

/** The image engine the worker runs, with the credentials it needs. */
export type ImageEngineConfig =
  | { name: 'local' }
  | { name: 'openai'; apiKey: string; model: string }
  | { name: 'gemini'; apiKey: string; model: string };

/** What the image engine's own loader makes of its provider's variables (ImageEngineReader). */
export interface ImageEngineReading {
  /** The engine and its model, without the key: what the api may know. */
  choice: ImageEngineChoice;
  /** The engine with its key; null when the key is missing, which `problems` says. */
  config: ImageEngineConfig | null;
  /** What stops the worker running it: a missing key. */
  problems: string[];
  /** What the provider's catalogue warns of the model (deprecated, not in the catalogue, or shut down). */
  warnings: string[];
}

/**
 * Reads the part of the environment that belongs to the engine IMAGE_ENGINE names: its key, its model and that model's
 * standing in the provider's catalogue on `today`. The loaders below are given it (adapters/image-engine/engine-config.ts
 * `readImageEngine`), so this file, which adapters read, knows no provider's variables, models or catalogue.
 */
export type ImageEngineReader = (
  engine: ImageEngine,
  env: Record<string, string | undefined>,
  today: Date,
) => ImageEngineReading;

/** Stripe keys; the whole object is null when payments are off. */
export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  /** Null until a webhook endpoint is set up; the webhook route then refuses events. */
  webhookSecret: string | null;
}

/** Where uploaded and generated images are stored. */
export type BlobStoreConfig = { kind: 'local-fs'; directory: string } | { kind: 'gcs'; bucket: string };

/** What both deployed functions read: where the data lives. */
export interface SharedConfig {
  projectId: string;
  /** Demo projects and the Functions emulator: local defaults apply (blob store on disk, dev signing secret). */
  usesEmulators: boolean;
  /** `host:port` of the Firestore emulator, or null for the real Firestore. */
  firestoreEmulatorHost: string | null;
  blobStore: BlobStoreConfig;
  urlSigningSecret: string;
}

/**
 * The api function's configuration, read once from the environment by loadConfig. It holds the Stripe secrets but
 * not the image engine's key: in production each function is bound only to the secrets it reads (secret-bindings.ts).
 */
export interface AppConfig extends SharedConfig {
  imageEngine: ImageEngineChoice;
  stripe: StripeConfig | null;
  firebaseWeb: FirebaseWebConfig;
  /** Origins allowed to send state-changing requests. */
  allowedOrigins: string[];
  /** Keys the ids of rate-limit counters and share visits (domain/keyed-ids.ts), so none gives an address away. */
  rateLimitIdSecret: string;
}

/** The remixWorker function's configuration (loadWorkerConfig): the engine with its key, no payments or web config. */
export interface WorkerConfig extends SharedConfig {
  imageEngine: ImageEngineConfig;
  /** What the model catalogue warns of the engine's model (deprecated, unknown or shut down); logged at load. */
  engineWarnings: string[];
}

/**
 * The remixWorker task queue (docs/architecture.md#deployed-functions), in code beside the function as the conventions
 * ask: index.ts declares the function with these, the api enqueues to it, and the worker compares a delivery's attempt
 * with maxAttempts.
 */
export const REMIX_QUEUE = {
  functionName: 'remixWorker',
  region: 'us-central1',
  /** Deliveries per job, the first included; the last failure marks the job failed and refunds it. */
  maxAttempts: 3,
  minBackoffSeconds: 10,
  maxBackoffSeconds: 120,
  maxDoublings: 3,
  /** Jobs running at once across all instances: bounds the provider's rate limits and our spend. */
  maxConcurrentDispatches: 10,
  /** One attempt's time limit; the engine gets this less saveMarginSeconds. */
  timeoutSeconds: 300,
  /** Time an attempt keeps for storing the result and completing the job after the engine answered. */
  saveMarginSeconds: 45,
  /** A claim's lease: the attempt's time limit plus a margin, after which another delivery may take the job over. */
  leaseSeconds: 330,
} as const;

/** Thrown by loadConfig; the message lists every problem, one per line, so one log line says what to fix. */
export class ConfigError extends namedError('ConfigError') {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    this.problems = problems;
  }
}

/** The repository root: this file sits in functions/src and the bundle in functions/lib, both two levels down. */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The Auth emulator accepts any API key; the web SDK only needs a non-empty one. */
const DEMO_WEB_API_KEY = 'demo-api-key';
const DEFAULT_LOCAL_BLOB_DIR = '.data/blobs';
/** Only used against emulators: signed URLs there point at local files nobody else can reach. */
const EMULATOR_URL_SIGNING_SECRET = 'local-emulator-url-signing-secret-not-for-production';
const MIN_URL_SIGNING_SECRET_LENGTH = 32;
/** Only used against emulators, whose counters and visits are thrown away with them. */
const EMULATOR_RATE_LIMIT_ID_SECRET = 'local-emulator-rate-limit-id-secret-not-for-production';
const MIN_RATE_LIMIT_ID_SECRET_LENGTH = 32;
/** Ports of the Hosting emulator in firebase.json, the local origins the web app is served from. */
const EMULATOR_HOSTING_ORIGINS = ['http://127.0.0.1:5000', 'http://localhost:5000'];

const HOST_PORT = /^(\[[0-9a-f:]+\]|[a-z0-9.-]+):\d{1,5}$/i;
const HOST_NAME = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/** An optional, trimmed variable; blank counts as unset because .env files often carry `NAME=` lines. */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }, schema.optional());
}

const text = z.string();

const hostPort = (name: string, example: string) =>
  text.regex(HOST_PORT, { error: `${name} must be host:port, e.g. ${example}` });

const firebaseConfigJson = text.transform((value, ctx) => {
  const parsed = z
    .object({ projectId: z.string().min(1).optional(), storageBucket: z.string().min(1).optional() })
    .safeParse(parseJson(value));
  if (!parsed.success) {
    ctx.addIssue({
      code: 'custom',
      message: 'FIREBASE_CONFIG must be a JSON object such as {"projectId":"my-project"}',
    });
    return z.NEVER;
  }
  return parsed.data;
});

const originList = text.transform((value, ctx) => {
  const origins = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const origin of origins) {
    if (!isOrigin(origin)) {
      ctx.addIssue({
        code: 'custom',
        message: `ALLOWED_ORIGINS entry '${origin}' is not an origin like https://example.com`,
      });
    }
  }
  return origins;
});

const variablesSchema = z.object({
  GCLOUD_PROJECT: optional(text),
  FIREBASE_CONFIG: optional(firebaseConfigJson),
  FUNCTIONS_EMULATOR: optional(text),
  // Which engine runs; its own variables (key, model) are its loader's (ImageEngineReader).
  IMAGE_ENGINE: optional(
    z.enum(imageEngineSchema.options, { error: `IMAGE_ENGINE must be one of ${imageEngineSchema.options.join(', ')}` }),
  ),
  STRIPE_SECRET_KEY: optional(
    text.regex(/^(sk|rk)_(test|live)_/, {
      error: 'STRIPE_SECRET_KEY must start with sk_test_, sk_live_, rk_test_ or rk_live_',
    }),
  ),
  STRIPE_PUBLISHABLE_KEY: optional(
    text.regex(/^pk_(test|live)_/, { error: 'STRIPE_PUBLISHABLE_KEY must start with pk_test_ or pk_live_' }),
  ),
  STRIPE_WEBHOOK_SECRET: optional(text.startsWith('whsec_', { error: 'STRIPE_WEBHOOK_SECRET must start with whsec_' })),
  WEB_API_KEY: optional(text),
  WEB_AUTH_DOMAIN: optional(
    text.regex(HOST_NAME, { error: 'WEB_AUTH_DOMAIN must be a host name like my-project.firebaseapp.com' }),
  ),
  FIREBASE_AUTH_EMULATOR_HOST: optional(hostPort('FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099')),
  FIRESTORE_EMULATOR_HOST: optional(hostPort('FIRESTORE_EMULATOR_HOST', '127.0.0.1:8080')),
  ALLOWED_ORIGINS: optional(originList),
  BLOB_STORE: optional(z.enum(['local-fs', 'gcs'], { error: 'BLOB_STORE must be one of local-fs, gcs' })),
  LOCAL_BLOB_DIR: optional(text),
  STORAGE_BUCKET: optional(text),
  URL_SIGNING_SECRET: optional(
    text.min(MIN_URL_SIGNING_SECRET_LENGTH, {
      error: `URL_SIGNING_SECRET must be at least ${MIN_URL_SIGNING_SECRET_LENGTH} characters`,
    }),
  ),
  RATE_LIMIT_ID_SECRET: optional(
    text.min(MIN_RATE_LIMIT_ID_SECRET_LENGTH, {
      error: `RATE_LIMIT_ID_SECRET must be at least ${MIN_RATE_LIMIT_ID_SECRET_LENGTH} characters`,
    }),
  ),
});

type Env = z.output<typeof variablesSchema>;

/**
 * Reads the api's environment (usually process.env) into an AppConfig, the engine's part with `readEngine`; throws
 * ConfigError listing every problem.
 */
export function loadConfig(env: Record<string, string | undefined>, readEngine: ImageEngineReader): AppConfig {
  const parsed = parseEnv(env, apiProblems);
  return {
    ...toSharedConfig(parsed),
    imageEngine: readEngine(engineNameOf(parsed), env, new Date()).choice,
    stripe: stripeConfigOf(parsed),
    firebaseWeb: firebaseWebOf(parsed),
    allowedOrigins: parsed.ALLOWED_ORIGINS ?? defaultOrigins(projectIdOf(parsed), usesEmulators(parsed)),
    // Outside the emulators apiProblems already required it.
    rateLimitIdSecret: parsed.RATE_LIMIT_ID_SECRET ?? EMULATOR_RATE_LIMIT_ID_SECRET,
  };
}

/**
 * Reads the remixWorker's environment into a WorkerConfig, the engine's part with `readEngine`; throws ConfigError
 * listing every problem, the engine's among them. The model is judged by its provider's catalogue on `today`, and only
 * warned of: a shut-down one fails each job with its refund (adapters/image-engine/shut-down-guard.ts).
 */
export function loadWorkerConfig(
  env: Record<string, string | undefined>,
  readEngine: ImageEngineReader,
  today = new Date(),
): WorkerConfig {
  const parsed = parseEnv(env, (vars) => workerProblems(vars, (engine) => readEngine(engine, env, today)));
  const engine = readEngine(engineNameOf(parsed), env, today);
  return {
    ...toSharedConfig(parsed),
    imageEngine: validated(engine.config, 'The image engine'),
    engineWarnings: engine.warnings,
  };
}

/**
 * Reads the stuckJobSweep's environment: only what both functions share (project, blob store), since it runs no
 * engine and takes no payment; throws ConfigError listing every problem.
 */
export function loadSweepConfig(env: Record<string, string | undefined>): SharedConfig {
  return toSharedConfig(parseEnv(env, () => []));
}

/** Validates every variable and the rules across them that concern one function; throws listing every problem. */
function parseEnv(env: Record<string, string | undefined>, functionProblems: (env: Env) => string[]): Env {
  const parsed = variablesSchema
    // Rules across variables run even when a single variable already failed (`when`), so one error lists everything.
    .superRefine(
      (vars, ctx) => {
        for (const message of [...sharedProblems(vars), ...functionProblems(vars)])
          ctx.addIssue({ code: 'custom', message });
      },
      { when: () => true },
    )
    .safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => issue.message));
  return parsed.data;
}

/** A deep copy of a function's config with every secret replaced by '[redacted]', safe to log. */
export function redactConfig<Config extends SharedConfig>(config: Config): Config {
  const copy: SharedConfig & {
    imageEngine?: ImageEngineConfig | ImageEngineChoice;
    stripe?: StripeConfig | null;
    rateLimitIdSecret?: string;
  } = structuredClone(config);
  if (copy.imageEngine && 'apiKey' in copy.imageEngine) copy.imageEngine.apiKey = REDACTED;
  if ('stripe' in copy && copy.stripe) {
    copy.stripe.secretKey = REDACTED;
    if (copy.stripe.webhookSecret !== null) copy.stripe.webhookSecret = REDACTED;
  }
  copy.urlSigningSecret = REDACTED;
  if (copy.rateLimitIdSecret !== undefined) copy.rateLimitIdSecret = REDACTED;
  return copy as Config;
}

/** The part of the config the browser may see (`GET /api/config`). */
export function toPublicConfig(config: AppConfig): PublicConfig {
  return {
    firebase: { ...config.firebaseWeb },
    stripePublishableKey: config.stripe?.publishableKey ?? null,
    imageEngine: config.imageEngine.name,
    engine: {
      modes: [...modesOf(config.imageEngine.name)],
      modesNeedingMask: [...modesNeedingMask(config.imageEngine.name)],
      followsInstructions: followsInstructions(config.imageEngine.name),
      qualities: qualitiesOffered(config.imageEngine.ultra),
      ultraUpscaled: config.imageEngine.ultra === 'enlarged',
      ultraDrawnUpTo: config.imageEngine.ultraDrawnUpTo,
    },
    disclosureRules: [...DISCLOSURE_RULES],
    tokenCosts: { ...TOKEN_COST },
  };
}

/** Rules across variables that both functions share: the project and where blobs live. */
function sharedProblems(env: Env): string[] {
  const problems: string[] = [];
  if (blobStoreKindOf(env) === 'gcs' && !bucketOf(env)) {
    problems.push('STORAGE_BUCKET is required when BLOB_STORE=gcs');
  }
  // Deployed functions run on many instances that share no disk, so a local blob store would lose images.
  if (!usesEmulators(env) && env.BLOB_STORE === 'local-fs') {
    problems.push('BLOB_STORE=local-fs only works against the emulators: deployed functions need BLOB_STORE=gcs');
  }
  return problems;
}

/** Rules the api needs: payments keys that fit together and the web config of a real project. */
function apiProblems(env: Env): string[] {
  const problems = stripeProblems(env);
  const projectId = projectIdOf(env);
  if (!isDemoProject(projectId)) {
    for (const name of ['WEB_API_KEY', 'WEB_AUTH_DOMAIN'] as const) {
      if (!env[name])
        problems.push(`${name} is required for project ${projectId} (only demo- projects have a default)`);
    }
  }
  const authDomainProblem = authDomainOriginProblem(env);
  if (authDomainProblem) problems.push(authDomainProblem);
  // A development default known to everyone would let anyone hash guessed addresses into the counters' ids.
  if (!usesEmulators(env) && !env.RATE_LIMIT_ID_SECRET) {
    problems.push(
      `RATE_LIMIT_ID_SECRET is required for project ${projectId} (Secret Manager: npx firebase functions:secrets:set RATE_LIMIT_ID_SECRET)`,
    );
  }
  return problems;
}

/**
 * Google sign-in by redirect, as phones use it, reads its result from the auth domain's storage, which browsers that
 * partition third-party storage only share with the page when the auth domain is the page's own (Firebase's redirect
 * best practices, option 1). So a deployed WEB_AUTH_DOMAIN must be the host of one of the origins the app is served
 * from; the emulators sign in without it.
 */
function authDomainOriginProblem(env: Env): string | null {
  const domain = env.WEB_AUTH_DOMAIN;
  if (!domain || usesEmulators(env)) return null;
  // When ALLOWED_ORIGINS itself is malformed (its transform still answers the entries), its own message says so.
  if (env.ALLOWED_ORIGINS !== undefined && !env.ALLOWED_ORIGINS.every(isOrigin)) return null;
  const origins = env.ALLOWED_ORIGINS ?? defaultOrigins(projectIdOf(env), false);
  if (origins.some((origin) => new URL(origin).host === domain.toLowerCase())) return null;
  return (
    `WEB_AUTH_DOMAIN=${domain} is not the host of any of ALLOWED_ORIGINS (${origins.join(', ')}): Google sign-in by ` +
    "redirect, as phones use it, only keeps its result when authDomain is the domain the app is served from (Firebase's " +
    'redirect best practices, option 1)'
  );
}

/** Rules the worker needs: the configured engine's key. */
function workerProblems(env: Env, readEngine: (engine: ImageEngine) => ImageEngineReading): string[] {
  // An IMAGE_ENGINE that failed its own check (its message says so) names no engine whose key or model to judge.
  const engine = imageEngineSchema.safeParse(env.IMAGE_ENGINE ?? 'local');
  return engine.success ? readEngine(engine.data).problems : [];
}

function stripeProblems(env: Env): string[] {
  const {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_PUBLISHABLE_KEY: publishableKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
  } = env;
  if (Boolean(secretKey) !== Boolean(publishableKey)) {
    return [
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together (leave both empty to turn payments off)',
    ];
  }
  if (webhookSecret && !secretKey) {
    return ['STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are not'];
  }
  // A test publishable key with a live secret key creates intents the browser cannot confirm.
  if (secretKey && publishableKey && secretKey.includes('_live_') !== publishableKey.includes('_live_')) {
    return ['STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both be live keys'];
  }
  return [];
}

function toSharedConfig(env: Env): SharedConfig {
  return {
    projectId: projectIdOf(env),
    usesEmulators: usesEmulators(env),
    firestoreEmulatorHost: env.FIRESTORE_EMULATOR_HOST ?? null,
    blobStore:
      blobStoreKindOf(env) === 'gcs'
        ? { kind: 'gcs', bucket: validated(bucketOf(env), 'STORAGE_BUCKET') }
        : { kind: 'local-fs', directory: resolveFromRepoRoot(env.LOCAL_BLOB_DIR ?? DEFAULT_LOCAL_BLOB_DIR) },
    // Only the local-fs store signs with it, and sharedProblems keeps that store on the emulators.
    urlSigningSecret: env.URL_SIGNING_SECRET ?? EMULATOR_URL_SIGNING_SECRET,
  };
}

function stripeConfigOf(env: Env): StripeConfig | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY) return null;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
  };
}

function firebaseWebOf(env: Env): FirebaseWebConfig {
  const projectId = projectIdOf(env);
  return {
    // Outside demo projects apiProblems already required both, so the defaults only reach demo projects.
    apiKey: env.WEB_API_KEY ?? DEMO_WEB_API_KEY,
    authDomain: env.WEB_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
    projectId,
    authEmulatorUrl: env.FIREBASE_AUTH_EMULATOR_HOST ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}` : null,
  };
}

function engineNameOf(env: Env): ImageEngine {
  return env.IMAGE_ENGINE ?? 'local';
}

function projectIdOf(env: Env): string {
  return env.GCLOUD_PROJECT ?? env.FIREBASE_CONFIG?.projectId ?? DEFAULT_PROJECT_ID;
}

function isDemoProject(projectId: string): boolean {
  return projectId.startsWith('demo-');
}

function usesEmulators(env: Env): boolean {
  return isDemoProject(projectIdOf(env)) || env.FUNCTIONS_EMULATOR === 'true';
}

function blobStoreKindOf(env: Env): 'local-fs' | 'gcs' {
  return env.BLOB_STORE ?? (usesEmulators(env) ? 'local-fs' : 'gcs');
}

function bucketOf(env: Env): string | undefined {
  return env.STORAGE_BUCKET ?? env.FIREBASE_CONFIG?.storageBucket;
}

function defaultOrigins(projectId: string, emulators: boolean): string[] {
  const hosting = [`https://${projectId}.web.app`, `https://${projectId}.firebaseapp.com`];
  return emulators ? [...EMULATOR_HOSTING_ORIGINS, ...hosting] : hosting;
}

function resolveFromRepoRoot(directory: string): string {
  return isAbsolute(directory) ? directory : resolve(REPO_ROOT, directory);
}

/** A value the rules across variables required; the throw only fires if the two ever disagree. */
function validated<T>(value: T | null | undefined, name: string): T {
  if (value === undefined || value === null) throw new Error(`${name} passed validation without a value`);
  return value;
}

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}
