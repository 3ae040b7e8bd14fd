import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicConfigSchema } from '@roomremix/contracts/system';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  loadConfig,
  loadSweepConfig,
  loadWorkerConfig,
  redactConfig,
  REDACTED,
  toPublicConfig,
  type AppConfig,
  type WorkerConfig,
} from './config';
import { readImageEngine } from './adapters/image-engine/engine-config';

type Env = Record<string, string | undefined>;

/** Each function's loader as index.ts calls it, the image engine's part read by readImageEngine. */
const loadApi = (env: Env): AppConfig => loadConfig(env, readImageEngine);
const loadWorker = (env: Env): WorkerConfig => loadWorkerConfig(env, readImageEngine);

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A complete production environment; cases remove or change one thing at a time. */
const PRODUCTION_ENV = {
  GCLOUD_PROJECT: 'roomremix-prod',
  WEB_API_KEY: 'AIzaSyExample',
  WEB_AUTH_DOMAIN: 'roomremix-prod.firebaseapp.com',
  STORAGE_BUCKET: 'roomremix-prod.firebasestorage.app',
  // Bound from Secret Manager (secret-bindings.ts).
  RATE_LIMIT_ID_SECRET: 'rate-limit-id-secret-that-is-long-enough',
};

function problemsOf(
  env: Record<string, string | undefined>,
  load: (env: Record<string, string | undefined>) => unknown = loadApi,
): readonly string[] {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('loadConfig defaults', () => {
  it('runs an empty environment as the demo project against the emulators', () => {
    expect(loadApi({})).toEqual<AppConfig>({
      projectId: 'demo-roomremix',
      usesEmulators: true,
      firestoreEmulatorHost: null,
      imageEngine: { name: 'local', ultra: 'enlarged', ultraDrawnUpTo: null },
      stripe: null,
      firebaseWeb: {
        apiKey: 'demo-api-key',
        authDomain: 'demo-roomremix.firebaseapp.com',
        projectId: 'demo-roomremix',
        authEmulatorUrl: null,
      },
      allowedOrigins: [
        'http://127.0.0.1:5000',
        'http://localhost:5000',
        'https://demo-roomremix.web.app',
        'https://demo-roomremix.firebaseapp.com',
      ],
      blobStore: { kind: 'local-fs', directory: resolve(REPO_ROOT, '.data/blobs') },
      urlSigningSecret: expect.any(String) as string,
      rateLimitIdSecret: expect.any(String) as string,
    });
  });

  it.each([
    ['GCLOUD_PROJECT', { GCLOUD_PROJECT: 'demo-other' }, 'demo-other'],
    ['FIREBASE_CONFIG', { FIREBASE_CONFIG: '{"projectId":"demo-from-config"}' }, 'demo-from-config'],
    [
      'GCLOUD_PROJECT over FIREBASE_CONFIG',
      { GCLOUD_PROJECT: 'demo-a', FIREBASE_CONFIG: '{"projectId":"demo-b"}' },
      'demo-a',
    ],
  ])('takes the project id from %s', (_source, env, projectId) => {
    expect(loadApi(env).projectId).toBe(projectId);
  });

  it('gives the worker no payments, so it needs no Stripe secret', () => {
    expect(loadWorker({ ...PRODUCTION_ENV, STRIPE_PUBLISHABLE_KEY: 'pk_live_1' })).not.toHaveProperty('stripe');
  });

  it('reads Stripe keys when both are set, webhook secret optional', () => {
    expect(loadApi({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: null,
    });
  });

  it('treats blank variables as unset, as .env files write them', () => {
    const config = loadApi({ STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '  ', IMAGE_ENGINE: '' });
    expect(config.stripe).toBeNull();
    expect(config.imageEngine).toEqual({ name: 'local', ultra: 'enlarged', ultraDrawnUpTo: null });
  });

  it('turns the emulator hosts into the values clients use', () => {
    const config = loadApi({
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8085',
    });
    expect(config.firebaseWeb.authEmulatorUrl).toBe('http://127.0.0.1:9099');
    expect(config.firestoreEmulatorHost).toBe('127.0.0.1:8085');
  });

  it('splits ALLOWED_ORIGINS on commas and drops blanks', () => {
    expect(loadApi({ ALLOWED_ORIGINS: ' https://a.example , http://localhost:5173,, ' }).allowedOrigins).toEqual([
      'https://a.example',
      'http://localhost:5173',
    ]);
  });

  it.each([
    [
      'a relative LOCAL_BLOB_DIR from the repository root',
      { LOCAL_BLOB_DIR: 'tmp/blobs' },
      resolve(REPO_ROOT, 'tmp/blobs'),
    ],
    ['an absolute LOCAL_BLOB_DIR as is', { LOCAL_BLOB_DIR: '/var/blobs' }, '/var/blobs'],
  ])('resolves %s', (_case, env, directory) => {
    expect(loadApi(env).blobStore).toEqual({ kind: 'local-fs', directory });
  });

  it('configures a real project for production: gcs, hosting origins, no emulator', () => {
    const config = loadApi(PRODUCTION_ENV);
    expect(config.usesEmulators).toBe(false);
    expect(config.blobStore).toEqual({ kind: 'gcs', bucket: 'roomremix-prod.firebasestorage.app' });
    expect(config.allowedOrigins).toEqual(['https://roomremix-prod.web.app', 'https://roomremix-prod.firebaseapp.com']);
    expect(config.firebaseWeb).toEqual({
      apiKey: 'AIzaSyExample',
      authDomain: 'roomremix-prod.firebaseapp.com',
      projectId: 'roomremix-prod',
      authEmulatorUrl: null,
    });
  });

  it('takes the bucket from FIREBASE_CONFIG when STORAGE_BUCKET is unset', () => {
    const { STORAGE_BUCKET: _unused, GCLOUD_PROJECT: _project, ...env } = PRODUCTION_ENV;
    const config = loadApi({
      ...env,
      FIREBASE_CONFIG: '{"projectId":"roomremix-prod","storageBucket":"b.appspot.com"}',
    });
    expect(config.blobStore).toEqual({ kind: 'gcs', bucket: 'b.appspot.com' });
  });

  it('treats a real project inside the Functions emulator as emulated (local blobs, dev signing secret)', () => {
    const config = loadApi({
      GCLOUD_PROJECT: 'roomremix-prod',
      FUNCTIONS_EMULATOR: 'true',
      WEB_API_KEY: 'k',
      WEB_AUTH_DOMAIN: 'a.example',
    });
    expect(config.usesEmulators).toBe(true);
    expect(config.blobStore.kind).toBe('local-fs');
  });
});

describe('loadConfig errors', () => {
  it.each<[string, Record<string, string>, string]>([
    ['an unknown engine', { IMAGE_ENGINE: 'dalle' }, 'IMAGE_ENGINE must be one of local, openai, gemini'],
    [
      'a Stripe secret key alone',
      { STRIPE_SECRET_KEY: 'sk_test_1' },
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together (leave both empty to turn payments off)',
    ],
    [
      'a Stripe publishable key alone',
      { STRIPE_PUBLISHABLE_KEY: 'pk_test_1' },
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together (leave both empty to turn payments off)',
    ],
    [
      'a webhook secret without keys',
      { STRIPE_WEBHOOK_SECRET: 'whsec_1' },
      'STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are not',
    ],
    [
      'test and live Stripe keys mixed',
      { STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' },
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both be live keys',
    ],
    [
      'a publishable key in the secret key',
      { STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' },
      'STRIPE_SECRET_KEY must start with sk_test_, sk_live_, rk_test_ or rk_live_',
    ],
    [
      'a secret key in the publishable key',
      { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'sk_test_1' },
      'STRIPE_PUBLISHABLE_KEY must start with pk_test_ or pk_live_',
    ],
    [
      'a malformed webhook secret',
      { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'secret' },
      'STRIPE_WEBHOOK_SECRET must start with whsec_',
    ],
    [
      'an emulator host with a scheme',
      { FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099' },
      'FIREBASE_AUTH_EMULATOR_HOST must be host:port, e.g. 127.0.0.1:9099',
    ],
    [
      'a Firestore emulator host without a port',
      { FIRESTORE_EMULATOR_HOST: 'localhost' },
      'FIRESTORE_EMULATOR_HOST must be host:port, e.g. 127.0.0.1:8080',
    ],
    [
      'an origin with a path',
      { ALLOWED_ORIGINS: 'https://a.example/app' },
      "ALLOWED_ORIGINS entry 'https://a.example/app' is not an origin like https://example.com",
    ],
    ['an unknown blob store', { BLOB_STORE: 's3' }, 'BLOB_STORE must be one of local-fs, gcs'],
    ['gcs without a bucket', { BLOB_STORE: 'gcs' }, 'STORAGE_BUCKET is required when BLOB_STORE=gcs'],
    ['a short signing secret', { URL_SIGNING_SECRET: 'short' }, 'URL_SIGNING_SECRET must be at least 32 characters'],
    [
      'a short key of the rate-limit ids',
      { RATE_LIMIT_ID_SECRET: 'short' },
      'RATE_LIMIT_ID_SECRET must be at least 32 characters',
    ],
    [
      'FIREBASE_CONFIG that is not JSON',
      { FIREBASE_CONFIG: 'project.json' },
      'FIREBASE_CONFIG must be a JSON object such as {"projectId":"my-project"}',
    ],
    [
      'an auth domain with a scheme',
      { WEB_AUTH_DOMAIN: 'https://x.firebaseapp.com' },
      'WEB_AUTH_DOMAIN must be a host name like my-project.firebaseapp.com',
    ],
  ])('rejects %s', (_case, env, problem) => {
    expect(problemsOf(env)).toEqual([problem]);
  });

  it('refuses an unknown engine in the worker with the message the api gives, not a TypeError', () => {
    expect(problemsOf({ IMAGE_ENGINE: 'dalle' }, loadWorker)).toEqual([
      'IMAGE_ENGINE must be one of local, openai, gemini',
    ]);
  });

  it('refuses a local blob store in a deployed function, whose instances share no disk', () => {
    const problem = 'BLOB_STORE=local-fs only works against the emulators: deployed functions need BLOB_STORE=gcs';
    expect(problemsOf({ ...PRODUCTION_ENV, BLOB_STORE: 'local-fs' })).toEqual([problem]);
    expect(problemsOf({ ...PRODUCTION_ENV, BLOB_STORE: 'local-fs' }, loadWorker)).toEqual([problem]);
  });

  it('needs no URL signing secret in a deployed function: only the local blob store signs with it', () => {
    expect(loadApi(PRODUCTION_ENV).blobStore.kind).toBe('gcs');
  });

  it('needs the key of the rate-limit ids only in the api: the worker and the sweep count nothing', () => {
    const { RATE_LIMIT_ID_SECRET: _secret, ...withoutKey } = PRODUCTION_ENV;
    expect(loadWorker(withoutKey)).not.toHaveProperty('rateLimitIdSecret');
    expect(loadSweepConfig(withoutKey)).not.toHaveProperty('rateLimitIdSecret');
  });

  it.each([
    ['WEB_API_KEY', 'WEB_API_KEY is required for project roomremix-prod (only demo- projects have a default)'],
    ['WEB_AUTH_DOMAIN', 'WEB_AUTH_DOMAIN is required for project roomremix-prod (only demo- projects have a default)'],
    ['STORAGE_BUCKET', 'STORAGE_BUCKET is required when BLOB_STORE=gcs'],
    [
      'RATE_LIMIT_ID_SECRET',
      'RATE_LIMIT_ID_SECRET is required for project roomremix-prod (Secret Manager: npx firebase functions:secrets:set RATE_LIMIT_ID_SECRET)',
    ],
  ])('requires %s for a real project', (name, problem) => {
    expect(problemsOf({ ...PRODUCTION_ENV, [name]: undefined })).toEqual([problem]);
  });

  it('lists every problem at once, one per line of the message', () => {
    let thrown: unknown;
    try {
      loadApi({ IMAGE_ENGINE: 'dalle', STRIPE_SECRET_KEY: 'sk_test_1', BLOB_STORE: 'gcs' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).message).toBe(
      [
        'Invalid configuration:',
        '- IMAGE_ENGINE must be one of local, openai, gemini',
        '- STORAGE_BUCKET is required when BLOB_STORE=gcs',
        '- STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together (leave both empty to turn payments off)',
      ].join('\n'),
    );
  });
});

describe('WEB_AUTH_DOMAIN and the origins the app is served from', () => {
  it.each([
    ['the default Hosting domain, with the default origins', {}],
    [
      'a custom domain that ALLOWED_ORIGINS serves',
      { WEB_AUTH_DOMAIN: 'rooms.example.com', ALLOWED_ORIGINS: 'https://rooms.example.com' },
    ],
    [
      'a custom domain among several origins',
      {
        WEB_AUTH_DOMAIN: 'rooms.example.com',
        ALLOWED_ORIGINS: 'https://roomremix-prod.web.app,https://rooms.example.com',
      },
    ],
  ])('accepts %s', (_case, env: Record<string, string>) => {
    expect(loadApi({ ...PRODUCTION_ENV, ...env }).firebaseWeb.authDomain).toBe(
      env.WEB_AUTH_DOMAIN ?? PRODUCTION_ENV.WEB_AUTH_DOMAIN,
    );
  });

  it('leaves a malformed ALLOWED_ORIGINS to its own message instead of failing to read it', () => {
    expect(problemsOf({ ...PRODUCTION_ENV, ALLOWED_ORIGINS: 'rooms.example.com' })).toEqual([
      "ALLOWED_ORIGINS entry 'rooms.example.com' is not an origin like https://example.com",
    ]);
  });

  it.each([
    [
      'a custom domain the default origins do not serve',
      { WEB_AUTH_DOMAIN: 'rooms.example.com' },
      'https://roomremix-prod.web.app, https://roomremix-prod.firebaseapp.com',
    ],
    [
      'the firebaseapp.com domain while the app is served from a custom domain',
      { ALLOWED_ORIGINS: 'https://rooms.example.com' },
      'https://rooms.example.com',
    ],
  ])('refuses %s, saying why', (_case, env, origins) => {
    const domain = 'WEB_AUTH_DOMAIN' in env ? env.WEB_AUTH_DOMAIN : PRODUCTION_ENV.WEB_AUTH_DOMAIN;
    expect(problemsOf({ ...PRODUCTION_ENV, ...env })).toEqual([
      `WEB_AUTH_DOMAIN=${domain} is not the host of any of ALLOWED_ORIGINS (${origins}): Google sign-in by redirect, as phones use it, only keeps its result when authDomain is the domain the app is served from (Firebase's redirect best practices, option 1)`,
    ]);
  });
});

describe('loadSweepConfig', () => {
  it('loads the shared part without an engine key or Stripe, whatever IMAGE_ENGINE says', () => {
    const config = loadSweepConfig({ ...PRODUCTION_ENV, IMAGE_ENGINE: 'openai' });
    expect(config).toMatchObject({
      projectId: 'roomremix-prod',
      blobStore: { kind: 'gcs', bucket: 'roomremix-prod.firebasestorage.app' },
    });
    expect(config).not.toHaveProperty('imageEngine');
    expect(config).not.toHaveProperty('stripe');
  });

  it('refuses what both functions refuse, such as a local blob store in a deployed function', () => {
    const problem = 'BLOB_STORE=local-fs only works against the emulators: deployed functions need BLOB_STORE=gcs';
    expect(problemsOf({ ...PRODUCTION_ENV, BLOB_STORE: 'local-fs' }, loadSweepConfig)).toEqual([problem]);
    expect(problemsOf({ ...PRODUCTION_ENV, STORAGE_BUCKET: undefined }, loadSweepConfig)).toEqual([
      'STORAGE_BUCKET is required when BLOB_STORE=gcs',
    ]);
  });
});

describe('redactConfig', () => {
  const secrets = {
    OPENAI_API_KEY: 'sk-openai-secret',
    STRIPE_SECRET_KEY: 'sk_test_stripe-secret',
    STRIPE_WEBHOOK_SECRET: 'whsec_webhook-secret',
    URL_SIGNING_SECRET: 'url-signing-secret-that-is-long-enough',
    RATE_LIMIT_ID_SECRET: 'rate-limit-id-secret-that-is-long-enough',
  };
  const env = { ...secrets, IMAGE_ENGINE: 'openai', STRIPE_PUBLISHABLE_KEY: 'pk_test_public' };
  const config = loadApi(env);
  const workerConfig = loadWorker(env);

  it('leaves no secret value in the logged copy of either function', () => {
    const logged = JSON.stringify([redactConfig(config), redactConfig(workerConfig)]);
    for (const secret of Object.values(secrets)) expect(logged).not.toContain(secret);
  });

  it('replaces each secret with [redacted] and keeps public values', () => {
    const redacted = redactConfig(config);
    expect(redactConfig(workerConfig).imageEngine).toEqual({ name: 'openai', apiKey: REDACTED, model: 'gpt-image-2' });
    expect(redacted.stripe).toEqual({ secretKey: REDACTED, publishableKey: 'pk_test_public', webhookSecret: REDACTED });
    expect(redacted.urlSigningSecret).toBe(REDACTED);
    expect(redacted.rateLimitIdSecret).toBe(REDACTED);
    expect(redacted.firebaseWeb).toEqual(config.firebaseWeb);
  });

  it('keeps an absent webhook secret null, so the log shows it is missing', () => {
    const withoutWebhook = loadApi({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' });
    expect(redactConfig(withoutWebhook).stripe?.webhookSecret).toBeNull();
  });

  it('does not change the config it copies', () => {
    const before = structuredClone([config, workerConfig]);
    redactConfig(config);
    redactConfig(workerConfig);
    expect([config, workerConfig]).toEqual(before);
  });
});

describe('toPublicConfig', () => {
  it.each([
    ['payments off', {}, null],
    ['payments on', { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }, 'pk_test_1'],
  ])('matches the contract with %s', (_case, env, stripePublishableKey) => {
    const publicConfig = toPublicConfig(loadApi(env));
    expect(publicConfigSchema.parse(publicConfig)).toEqual(publicConfig);
    expect(publicConfig.stripePublishableKey).toBe(stripePublishableKey);
    expect(JSON.stringify(publicConfig)).not.toContain('sk_test_1');
  });
});
