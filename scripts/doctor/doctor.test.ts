// Hermetic, as the api tier: any connection beyond loopback fails the test (the deploy project has no such setup file).
import '../../functions/test/support/hermetic-network';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION } from '../../functions/src/adapters/payments/stripe-api-version';
import { STRIPE_EVENT, STRIPE_WEBHOOK_EVENTS } from '../../functions/src/adapters/payments/stripe-webhook-events';
import { RUNTIME_ROLES, PROJECT_APIS } from '../deploy/plan';
import { REPO_ROOT } from '../lib/repo';
import { doctorReport, formatResult } from './checks';
import { createGoogleRest, type DoctorEndpoints } from './google-rest';
import { runDoctor } from './run-doctor';
import { type GoogleProjectState, startFakeGoogleApis } from './fakes/fake-google-apis';
import {
  type GeminiModelsState,
  type OpenAiModelsState,
  startFakeGeminiModels,
  startFakeOpenAiModels,
} from './fakes/fake-model-apis';
import { startFakeStripeWebhooks, type StripeWebhooksState } from './fakes/fake-stripe-webhooks';
import type { RunningFake } from './fakes/listen';

const PROJECT = 'roomremix-prod';
const ACCOUNT = '123456789-compute@developer.gserviceaccount.com';
const MEMBER = `serviceAccount:${ACCOUNT}`;
const WORKER_SERVICE = `projects/${PROJECT}/locations/us-central1/services/remixworker`;
const BUCKET = `${PROJECT}.firebasestorage.app`;
const ORIGIN = 'https://roomremix.example';

const healthyEnv = (): Record<string, string> => ({
  IMAGE_ENGINE: 'gemini',
  GEMINI_IMAGE_MODEL: 'gemini-nano-banana-2.1',
  ALLOWED_ORIGINS: ORIGIN,
  WEB_API_KEY: 'AIzaFakeWebKey',
  WEB_AUTH_DOMAIN: 'roomremix.example',
  STORAGE_BUCKET: BUCKET,
  RUNTIME_SERVICE_ACCOUNT: ACCOUNT,
  STRIPE_PUBLISHABLE_KEY: 'pk_live_fake',
});

const healthyGoogle = (): GoogleProjectState => ({
  projectId: PROJECT,
  projectNumber: '123456789',
  enabledApis: new Set(PROJECT_APIS.map((entry) => entry.api)),
  projectBindings: RUNTIME_ROLES.map(([role]) => ({ role, members: [MEMBER, 'user:owner@example.com'] })),
  workerService: WORKER_SERVICE,
  workerInvokers: [MEMBER],
  buckets: {
    [BUCKET]: { cors: [{ origin: [ORIGIN], method: ['GET'], responseHeader: ['Content-Type'], maxAgeSeconds: 3600 }] },
  },
  authorizedDomains: ['localhost', `${PROJECT}.firebaseapp.com`, `${PROJECT}.web.app`, 'roomremix.example'],
  denied: [],
});

let google: RunningFake;
let openai: RunningFake;
let gemini: RunningFake;
let stripe: RunningFake;
let googleState: GoogleProjectState;
const openaiState: OpenAiModelsState = { key: 'sk-openai-test', models: {} };
const geminiState: GeminiModelsState = { key: 'gemini-test-key', models: [] };
const stripeState: StripeWebhooksState = { key: 'sk_live_test', endpoints: [] };
let env: Record<string, string>;
let secrets: Record<string, string | undefined>;
let allowRetiringModel: boolean;
/** The doctor's day: three days before OpenAI shuts its December models down. */
const NOV_28 = new Date('2026-11-28T12:00:00Z');

beforeAll(async () => {
  googleState = healthyGoogle();
  // The fake reads the state object it was given, so tests replace its fields (Object.assign) rather than the object.
  google = await startFakeGoogleApis(googleState);
  openai = await startFakeOpenAiModels(openaiState);
  gemini = await startFakeGeminiModels(geminiState);
  stripe = await startFakeStripeWebhooks(stripeState);
});
afterAll(async () => {
  await Promise.all([google, openai, gemini, stripe].map((fake) => fake.close()));
});
beforeEach(() => {
  Object.assign(googleState, healthyGoogle());
  openaiState.models = { 'gpt-image-2': {} };
  geminiState.models = ['gemini-nano-banana-2.1'];
  stripeState.endpoints = [
    { url: 'https://other.example/api/stripe/webhook', status: 'enabled', enabled_events: ['*'], api_version: null },
    {
      url: `${ORIGIN}/api/stripe/webhook`,
      status: 'enabled',
      enabled_events: [...STRIPE_WEBHOOK_EVENTS, 'customer.created'],
      api_version: STRIPE_API_VERSION,
    },
  ];
  env = healthyEnv();
  allowRetiringModel = false;
  secrets = { GEMINI_API_KEY: geminiState.key, OPENAI_API_KEY: openaiState.key, STRIPE_SECRET_KEY: stripeState.key };
  for (const fake of [google, openai, gemini, stripe]) fake.seen.length = 0;
});

async function doctor() {
  const endpoints: DoctorEndpoints = {
    serviceUsage: google.url,
    resourceManager: google.url,
    cloudFunctions: google.url,
    run: google.url,
    storage: google.url,
    identityToolkit: google.url,
  };
  const results = await runDoctor({
    projectId: PROJECT,
    envFiles: env,
    secrets,
    google: createGoogleRest(async () => 'ya29.fake-adc-token', PROJECT),
    endpoints,
    engineBaseUrls: { openai: `${openai.url}/v1`, gemini: gemini.url },
    stripeEndpoint: { host: '127.0.0.1', port: stripe.port, protocol: 'http' },
    stripeEvents: STRIPE_WEBHOOK_EVENTS,
    stripeApiVersion: STRIPE_API_VERSION,
    today: NOV_28,
    allowRetiringModel,
  });
  return {
    results,
    text: results.map(formatResult).join('\n'),
    failed: results.filter((r) => r.status === 'fail'),
    exitCode: doctorReport(results).code,
  };
}

describe('npm run doctor', () => {
  it('when the project is healthy, then every check passes and each API was called as documented', async () => {
    const { results, text } = await doctor();
    expect(
      results.map((r) => r.status),
      text,
    ).toEqual(['pass', 'pass', 'pass', 'pass', 'pass', 'pass', 'pass', 'warn', 'pass']);
    expect(text).not.toContain('✘');
    expect(doctorReport(results)).toMatchObject({ code: 0, lines: expect.arrayContaining(['\nAll checks passed.']) });
    for (const request of google.seen) {
      expect(request.headers.authorization).toBe('Bearer ya29.fake-adc-token');
      expect(request.headers['x-goog-user-project']).toBe(PROJECT);
    }
    expect(google.seen.map((r) => `${r.method} ${r.path.split('?')[0]}`)).toEqual([
      `GET /v1/projects/${PROJECT}/services:batchGet`,
      `POST /v1/projects/${PROJECT}:getIamPolicy`,
      `GET /v2/projects/${PROJECT}/locations/us-central1/functions/remixWorker`,
      `GET /v2/${WORKER_SERVICE}:getIamPolicy`,
      `GET /storage/v1/b/${BUCKET}`,
      `GET /admin/v2/projects/${PROJECT}/config`,
    ]);
    expect(gemini.seen).toHaveLength(1);
    // Two endpoints, one a page: the SDK followed has_more with starting_after.
    expect(stripe.seen).toHaveLength(2);
  });

  it('when the Gemini model is not served, then the engine check fails naming GEMINI_IMAGE_MODEL', async () => {
    geminiState.models = [];
    const { failed } = await doctor();
    expect(failed).toHaveLength(1);
    expect(failed[0]!.fix).toContain('GEMINI_IMAGE_MODEL');
  });

  it('when the Gemini key is refused, then the engine check fails naming GEMINI_API_KEY', async () => {
    secrets.GEMINI_API_KEY = 'wrong';
    const { failed } = await doctor();
    expect(failed.map((r) => r.fix)).toEqual([expect.stringContaining('GEMINI_API_KEY is not valid')]);
  });

  it("when the Gemini model's row leaves its lifecycle unknown (nano-banana-pro-preview), then the model line warns", async () => {
    env.GEMINI_IMAGE_MODEL = 'nano-banana-pro-preview';
    geminiState.models = ['nano-banana-pro-preview'];
    const { results, exitCode } = await doctor();
    expect(results[1]).toMatchObject({
      status: 'warn',
      detail: expect.stringContaining('does not publish its release day, images per request, output sizes, lifecycle'),
    });
    expect(exitCode).toBe(0);
  });

  it('when the engine key is not in the environment, then the engine check fails saying to export it', async () => {
    delete secrets.GEMINI_API_KEY;
    const { failed } = await doctor();
    expect(failed[0]!.fix).toContain('GEMINI_API_KEY=');
  });

  describe('with the OpenAI engine', () => {
    beforeEach(() => {
      env = { ...env, IMAGE_ENGINE: 'openai', OPENAI_IMAGE_MODEL: 'gpt-image-2' };
      delete env.GEMINI_IMAGE_MODEL;
    });

    it('when the model is served, then the check passes through models.retrieve', async () => {
      const { results } = await doctor();
      expect(results[0]!.status).toBe('pass');
      expect(openai.seen.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/models/gpt-image-2']);
    });

    it('when the model has a shutdown_date, then the check warns with the date and does not fail', async () => {
      openaiState.models = { 'gpt-image-2': { shutdown_date: '2027-03-01' } };
      const { results, failed, text } = await doctor();
      expect(results[0]).toMatchObject({ status: 'warn', detail: expect.stringContaining('2027-03-01') });
      expect(text).toContain('! image engine: openai model gpt-image-2');
      expect(failed).toHaveLength(0);
    });

    it('when OpenAI announces a shutdown within 14 days, then the check fails naming the day and the doctor exits 1', async () => {
      openaiState.models = { 'gpt-image-2': { shutdown_date: '2026-12-10' } };
      const { results, exitCode } = await doctor();
      expect(results[0]).toMatchObject({
        status: 'fail',
        detail:
          'OpenAI shuts gpt-image-2 down on 2026-12-10, in 12 days (deploys refuse a model 14 days before its shutdown)',
        fix: expect.stringContaining('--allow-retiring-model'),
      });
      expect(exitCode).toBe(1);
    });

    it('when --allow-retiring-model is given, then a shutdown within 14 days is a warning and the doctor exits 0', async () => {
      openaiState.models = { 'gpt-image-2': { shutdown_date: '2026-12-10' } };
      allowRetiringModel = true;
      const { results, exitCode } = await doctor();
      expect(results[0]).toMatchObject({ status: 'warn', detail: expect.stringContaining('2026-12-10, in 12 days') });
      expect(exitCode).toBe(0);
    });

    it.each(['gpt-image-1.5', 'gpt-image-1-mini', 'chatgpt-image-latest'])(
      'when the catalogue says %s shuts down within 14 days, then the model line fails naming the replacement and the doctor exits 1',
      async (model) => {
        env.OPENAI_IMAGE_MODEL = model;
        openaiState.models = { [model]: {} };
        const { results, failed, exitCode, text } = await doctor();
        expect(results[1]).toMatchObject({
          status: 'fail',
          title: `image engine: ${model} does not shut down within 14 days (our model catalogue)`,
          detail: `OPENAI_IMAGE_MODEL=${model} shuts down on 2026-12-01, in 3 days (deploys refuse a model 14 days before its shutdown); use gpt-image-2.6-sunburst or gpt-image-2.6-flare`,
          fix: expect.stringContaining('--allow-retiring-model'),
        });
        expect(failed).toHaveLength(1);
        expect(exitCode).toBe(1);
        expect(text).toContain('✘ image engine:');
      },
    );

    it('when the catalogue says the model shuts down soon but --allow-retiring-model is given, then it warns and the doctor exits 0', async () => {
      env.OPENAI_IMAGE_MODEL = 'gpt-image-1.5';
      openaiState.models = { 'gpt-image-1.5': {} };
      allowRetiringModel = true;
      const { results, exitCode } = await doctor();
      expect(results[1]).toMatchObject({
        status: 'warn',
        detail: expect.stringContaining('use gpt-image-2.6-sunburst'),
      });
      expect(exitCode).toBe(0);
    });

    it('when the model id is not in the catalogue, then its shutdown is unknown: a warning, not a failure', async () => {
      env.OPENAI_IMAGE_MODEL = 'gpt-image-9';
      openaiState.models = { 'gpt-image-9': {} };
      const { results, exitCode } = await doctor();
      expect(results[1]).toMatchObject({
        status: 'warn',
        detail: expect.stringContaining('not in our OpenAI model catalogue'),
      });
      expect(exitCode).toBe(0);
    });

    it('when the organisation is not verified, then the fix names Verify Organization in the platform settings', async () => {
      openaiState.models = { 'gpt-image-2': { needsVerification: true } };
      const { failed } = await doctor();
      expect(failed[0]!.fix).toContain('Verify Organization');
      expect(failed[0]!.fix).toContain('https://platform.openai.com/settings/organization/general');
    });

    it('when the key is wrong, then the check fails as a bad key', async () => {
      secrets.OPENAI_API_KEY = 'sk-wrong';
      const { failed } = await doctor();
      expect(failed[0]!.fix).toContain('OPENAI_API_KEY is not a valid key');
    });

    it('when the model is unknown, then the fix names OPENAI_IMAGE_MODEL', async () => {
      openaiState.models = {};
      const { failed } = await doctor();
      expect(failed[0]!.fix).toContain('OPENAI_IMAGE_MODEL');
    });
  });

  it('when the engine is local, then the engine line is skipped', async () => {
    env.IMAGE_ENGINE = 'local';
    delete env.GEMINI_IMAGE_MODEL;
    const { results } = await doctor();
    expect(results[0]).toMatchObject({ status: 'skip', title: expect.stringContaining('local') });
  });

  it('when APIs are disabled, then the fix is one gcloud services enable line with just those', async () => {
    googleState.enabledApis.delete('cloudtasks.googleapis.com');
    googleState.enabledApis.delete('iamcredentials.googleapis.com');
    const { failed } = await doctor();
    expect(failed).toHaveLength(1);
    expect(failed[0]!.fix).toBe(
      `gcloud services enable cloudtasks.googleapis.com iamcredentials.googleapis.com --project ${PROJECT}`,
    );
  });

  it('when the runtime account lacks a role, then the fix is the add-iam-policy-binding line for it', async () => {
    googleState.projectBindings = googleState.projectBindings.filter(
      (b) => b.role !== 'roles/iam.serviceAccountTokenCreator',
    );
    // A conditional grant does not count: it may not hold when the function runs.
    googleState.projectBindings.push({
      role: 'roles/iam.serviceAccountTokenCreator',
      members: [MEMBER],
      condition: { expression: 'false' },
    });
    const { failed } = await doctor();
    expect(failed).toHaveLength(1);
    expect(failed[0]!.fix).toBe(
      `gcloud projects add-iam-policy-binding ${PROJECT} --member=${MEMBER} --role=roles/iam.serviceAccountTokenCreator`,
    );
  });

  it('when RUNTIME_SERVICE_ACCOUNT is not set, then the roles and invoker checks fail saying where to set it', async () => {
    delete env.RUNTIME_SERVICE_ACCOUNT;
    const { failed } = await doctor();
    expect(failed).toHaveLength(2);
    for (const result of failed)
      expect(result.fix).toContain('set RUNTIME_SERVICE_ACCOUNT in functions/.env.<project>');
  });

  it('when the worker does not let the runtime account invoke it, then the fix is a redeploy or the gcloud line', async () => {
    googleState.workerInvokers = ['serviceAccount:someone-else@p.iam.gserviceaccount.com'];
    const { failed } = await doctor();
    expect(failed).toHaveLength(1);
    expect(failed[0]!.fix).toContain('npx firebase deploy --only functions:remixWorker');
    expect(failed[0]!.fix).toContain(
      `gcloud run services add-iam-policy-binding remixworker --region=us-central1 --project=${PROJECT} --member=${MEMBER} --role=roles/run.invoker`,
    );
  });

  it('when remixWorker is not deployed, then the invoker check says to deploy', async () => {
    delete googleState.workerService;
    const { failed } = await doctor();
    expect(failed).toMatchObject([
      { detail: 'remixWorker is not deployed', fix: `npx firebase deploy --project ${PROJECT}` },
    ]);
  });

  it('when the bucket has no CORS, then the fix is the gcloud storage line with the file deploy:check writes', async () => {
    googleState.buckets[BUCKET] = {};
    const { failed } = await doctor();
    expect(failed).toHaveLength(1);
    expect(failed[0]!.detail).toContain(ORIGIN);
    expect(failed[0]!.fix).toContain(
      `gcloud storage buckets update gs://${BUCKET} --cors-file=.firebase/storage-cors.${PROJECT}.json`,
    );
  });

  it('when an authorised domain is missing, then the check names it and the console page', async () => {
    googleState.authorizedDomains = ['localhost', `${PROJECT}.firebaseapp.com`];
    const { failed } = await doctor();
    expect(failed).toHaveLength(1);
    expect(failed[0]!.detail).toBe('missing: roomremix.example');
    expect(failed[0]!.fix).toContain('Authorized domains');
  });

  it("when WEB_AUTH_DOMAIN is a custom domain, then a reminder names the exact redirect URI to add to Google's OAuth client", async () => {
    const { results, exitCode } = await doctor();
    const line = results.find((r) => r.title.startsWith('Google sign-in'));
    expect(line).toEqual({
      status: 'warn',
      title:
        "Google sign-in on roomremix.example: the OAuth client's authorised redirect URIs hold https://roomremix.example/__/auth/handler",
      detail: 'no Google API reads an OAuth client’s redirect URIs, so this is checked by hand',
      fix:
        `open https://console.cloud.google.com/apis/credentials?project=${PROJECT}, edit the web OAuth client ` +
        '("Web client (auto created by Google Service)"), add https://roomremix.example/__/auth/handler to ' +
        'Authorised redirect URIs and save',
    });
    expect(exitCode).toBe(0);
  });

  it('when the origin carries a port, then the redirect URI keeps it', async () => {
    env.ALLOWED_ORIGINS = 'https://roomremix.example:8443';
    env.WEB_AUTH_DOMAIN = 'roomremix.example:8443';
    const { results } = await doctor();
    expect(results.find((r) => r.title.startsWith('Google sign-in'))?.fix).toContain(
      'add https://roomremix.example:8443/__/auth/handler to',
    );
  });

  it("when WEB_AUTH_DOMAIN is the project's firebaseapp.com domain, then Firebase has registered the URI and the line passes", async () => {
    env.ALLOWED_ORIGINS = `https://${PROJECT}.firebaseapp.com`;
    env.WEB_AUTH_DOMAIN = `${PROJECT}.firebaseapp.com`;
    const { results } = await doctor();
    expect(results.find((r) => r.title.startsWith('Google sign-in'))).toMatchObject({
      status: 'pass',
      title: `Google sign-in on ${PROJECT}.firebaseapp.com: Firebase registers https://${PROJECT}.firebaseapp.com/__/auth/handler itself`,
    });
  });

  it('when Google refuses the caller, then the fix says which credentials to use', async () => {
    googleState.denied = ['/admin/v2/'];
    const { failed } = await doctor();
    expect(failed).toHaveLength(1);
    expect(failed[0]!.detail).toContain('PERMISSION_DENIED');
    expect(failed[0]!.fix).toContain('gcloud auth application-default login');
  });

  it('when there are no application default credentials, then every Google check fails saying to log in', async () => {
    const results = await runDoctor({
      projectId: PROJECT,
      envFiles: env,
      secrets,
      google: createGoogleRest(() => Promise.reject(new Error('Could not load the default credentials.')), PROJECT),
      endpoints: {
        serviceUsage: google.url,
        resourceManager: google.url,
        cloudFunctions: google.url,
        run: google.url,
        storage: google.url,
        identityToolkit: google.url,
      },
      engineBaseUrls: { gemini: gemini.url },
      stripeEndpoint: { host: '127.0.0.1', port: stripe.port, protocol: 'http' },
      stripeEvents: STRIPE_WEBHOOK_EVENTS,
      stripeApiVersion: STRIPE_API_VERSION,
    });
    const failed = results.filter((r) => r.status === 'fail');
    expect(failed).toHaveLength(5);
    for (const result of failed) expect(result.fix).toContain('gcloud auth application-default login');
    expect(google.seen).toHaveLength(0);
  });

  it('when no Stripe endpoint has the domain, then the fix says to add one for every event the webhook handles', async () => {
    stripeState.endpoints = stripeState.endpoints.slice(0, 1);
    const { failed } = await doctor();
    expect(failed).toHaveLength(1);
    expect(failed[0]!.fix).toContain(`${ORIGIN}/api/stripe/webhook`);
    for (const event of STRIPE_WEBHOOK_EVENTS) expect(failed[0]!.fix).toContain(event);
  });

  it('when the Stripe endpoint lacks an event or is disabled, then the check names what is wrong', async () => {
    stripeState.endpoints = [
      {
        url: `${ORIGIN}/api/stripe/webhook`,
        status: 'enabled',
        enabled_events: STRIPE_WEBHOOK_EVENTS.filter((event) => event !== STRIPE_EVENT.disputeFundsReinstated),
        api_version: STRIPE_API_VERSION,
      },
      {
        url: `${ORIGIN}/api/stripe/webhook`,
        status: 'disabled',
        enabled_events: ['*'],
        api_version: STRIPE_API_VERSION,
      },
    ];
    const { failed } = await doctor();
    expect(failed).toHaveLength(1);
    expect(failed[0]!.detail).toBe('we_0001 lacks charge.dispute.funds_reinstated; we_0002 is disabled');
  });

  it.each([
    ['another API version', '2025-03-31.basil', 'we_0002 sends events at API version 2025-03-31.basil'],
    ["the account's default version", null, "we_0002 sends events at the account's default API version"],
  ])(
    'when the Stripe endpoint uses %s, then the check names the version it must use',
    async (_case, version, detail) => {
      stripeState.endpoints[1]!.api_version = version;
      const { failed } = await doctor();
      expect(failed).toHaveLength(1);
      expect(failed[0]!.detail).toBe(`${detail}, not ${STRIPE_API_VERSION}`);
      expect(failed[0]!.fix).toContain(`API version ${STRIPE_API_VERSION}`);
    },
  );

  it('when the Stripe key is wrong, then the check fails as a bad key', async () => {
    secrets.STRIPE_SECRET_KEY = 'sk_live_wrong';
    const { failed } = await doctor();
    expect(failed[0]!.fix).toContain('STRIPE_SECRET_KEY is not a valid key');
  });

  it('when payments are off, then the Stripe line is skipped and Stripe is not called', async () => {
    delete env.STRIPE_PUBLISHABLE_KEY;
    const { results } = await doctor();
    expect(results.at(-1)!.status).toBe('skip');
    expect(stripe.seen).toHaveLength(0);
  });
});

describe('npm run doctor, configuration', () => {
  it("when the env file's ALLOWED_ORIGINS is malformed, then the first line fails with the api's own problem", async () => {
    env.ALLOWED_ORIGINS = 'roomremix.example';
    const { results } = await doctor();
    expect(results[0]).toMatchObject({
      status: 'fail',
      title: "the api's configuration (functions/.env.<project>) loads",
      detail: expect.stringContaining("ALLOWED_ORIGINS entry 'roomremix.example'"),
    });
  });
});

describe("the README's deploy step", () => {
  it('names the API version and every event the doctor checks the Stripe endpoint for', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const start = readme.indexOf('Point a Stripe webhook at');
    const step = readme.slice(start, readme.indexOf('STRIPE_WEBHOOK_SECRET`.', start));
    expect(step).toContain(`at API version \`${STRIPE_API_VERSION}\``);
    for (const event of STRIPE_WEBHOOK_EVENTS) expect(step).toContain(`\`${event}\``);
  });
});
