import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/repo';
import { run } from '../lib/run';
import { deployConfigProblems } from './config-check';
import { boundSecrets, discoverFunctions, type FunctionsManifest, FUNCTIONS_DIR } from './discovery';
import { loadFunctionsEnvFiles, validateIndexesSpec } from './firebase-tools';
import { freePort } from './free-port';
import { workerInvokers } from './plan';
import { rulesProblems } from './rules-check';

const RUNTIME_ACCOUNT = '123456789-compute@developer.gserviceaccount.com';
/** What a real project's functions/.env.<project> holds for a deploy; each case adds its choices. */
const DEPLOY_ENV = {
  WEB_API_KEY: 'AIzaSyExample',
  WEB_AUTH_DOMAIN: 'rooms.example.com',
  ALLOWED_ORIGINS: 'https://rooms.example.com',
  STORAGE_BUCKET: 'roomremix-prod.firebasestorage.app',
  RUNTIME_SERVICE_ACCOUNT: RUNTIME_ACCOUNT,
};
/** What firebase-tools adds to every function's environment at deploy. */
const PROJECT_ENV = { GCLOUD_PROJECT: 'roomremix-prod', FIREBASE_CONFIG: '{"projectId":"roomremix-prod"}' };

// Built into a scratch folder inside functions/ (so its packages resolve) rather than functions/lib, which a running
// emulator may be serving.
let scratchDir: string;
const discover = (env: Record<string, string>) =>
  discoverFunctions({ ...DEPLOY_ENV, ...PROJECT_ENV, ...env }, scratchDir);

beforeAll(async () => {
  scratchDir = await mkdtemp(join(FUNCTIONS_DIR, '.discovery-'));
  await mkdir(join(scratchDir, 'lib'));
  await writeFile(join(scratchDir, 'package.json'), JSON.stringify({ type: 'module', main: 'lib/index.js' }));
  const code = await run('npx', ['tsx', join(FUNCTIONS_DIR, 'build.ts'), join(scratchDir, 'lib', 'index.js')]);
  if (code !== 0) throw new Error(`Building the functions failed with exit code ${code}`);
}, 60_000);

afterAll(async () => {
  await rm(scratchDir, { recursive: true, force: true });
});

describe("the functions' deploy manifest", () => {
  it.each([
    [
      'openai with payments on',
      { IMAGE_ENGINE: 'openai', STRIPE_PUBLISHABLE_KEY: 'pk_live_1' },
      ['RATE_LIMIT_ID_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
      ['OPENAI_API_KEY'],
    ],
    [
      'gemini with payments on',
      { IMAGE_ENGINE: 'gemini', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' },
      ['RATE_LIMIT_ID_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
      ['GEMINI_API_KEY'],
    ],
    ['gemini with payments off', { IMAGE_ENGINE: 'gemini' }, ['RATE_LIMIT_ID_SECRET'], ['GEMINI_API_KEY']],
    ['the local engine with payments off', {}, ['RATE_LIMIT_ID_SECRET'], []],
  ])(
    'binds each function only the secrets it reads: %s',
    async (_case, env, apiSecrets, workerSecrets) => {
      const manifest = await discover(env);
      expect(boundSecrets(manifest.endpoints.api)).toEqual(apiSecrets);
      expect(boundSecrets(manifest.endpoints.remixWorker)).toEqual(workerSecrets);
      expect(
        (manifest.params ?? [])
          .filter((param) => param.type === 'secret')
          .map((param) => param.name)
          .sort(),
      ).toEqual([...apiSecrets, ...workerSecrets].sort());
      // With only its bound secrets, each function's configuration loads as it would in production.
      expect(deployConfigProblems(manifest, { ...DEPLOY_ENV, ...env }, PROJECT_ENV)).toEqual([]);
    },
    30_000,
  );

  it('declares the api as an HTTPS function, the worker on a Cloud Tasks queue and the sweep on a schedule', async () => {
    const manifest = await discover({});
    expect(manifest.endpoints.api).toMatchObject({ platform: 'gcfv2', region: ['us-central1'], httpsTrigger: {} });
    expect(manifest.endpoints.remixWorker?.taskQueueTrigger).toMatchObject({ retryConfig: { maxAttempts: 3 } });
    expect(manifest.endpoints.stuckJobSweep?.scheduleTrigger).toMatchObject({ schedule: 'every 5 minutes' });
    expect(boundSecrets(manifest.endpoints.stuckJobSweep)).toEqual([]);
    expect(manifest.requiredAPIs?.map((required) => required.api)).toContain('cloudtasks.googleapis.com');
  }, 30_000);
});

describe("the worker's invoker", () => {
  it('runs every function as RUNTIME_SERVICE_ACCOUNT and lets only that account invoke remixWorker', async () => {
    const manifest = await discover({});
    for (const name of ['api', 'remixWorker', 'stuckJobSweep']) {
      expect(manifest.endpoints[name]?.serviceAccountEmail, name).toBe(RUNTIME_ACCOUNT);
    }
    expect(workerInvokers(manifest)).toEqual([RUNTIME_ACCOUNT]);
    expect(deployConfigProblems(manifest, DEPLOY_ENV, PROJECT_ENV)).toEqual([]);
  }, 30_000);

  it('refuses a real project without RUNTIME_SERVICE_ACCOUNT: its queue would have no invoker', async () => {
    const { RUNTIME_SERVICE_ACCOUNT: _account, ...withoutAccount } = DEPLOY_ENV;
    const manifest = await discoverFunctions({ ...withoutAccount, ...PROJECT_ENV }, scratchDir);
    expect(workerInvokers(manifest)).toEqual([]);
    expect(deployConfigProblems(manifest, withoutAccount, PROJECT_ENV)).toEqual([
      expect.stringMatching(
        /^RUNTIME_SERVICE_ACCOUNT is not set: remixWorker's queue would have no invoker, so queued remixes might never reach the worker/,
      ),
    ]);
  }, 30_000);

  it('names a malformed RUNTIME_SERVICE_ACCOUNT when the deploy loads the functions', async () => {
    await expect(discover({ RUNTIME_SERVICE_ACCOUNT: 'compute-default' })).rejects.toThrow(
      /RUNTIME_SERVICE_ACCOUNT must be a service account e-mail/,
    );
  }, 30_000);
});

describe('deploy:check on the env files', () => {
  let paymentsManifest: FunctionsManifest;
  beforeAll(async () => {
    paymentsManifest = await discover({ IMAGE_ENGINE: 'openai', STRIPE_PUBLISHABLE_KEY: 'pk_live_1' });
  }, 30_000);

  it('refuses a secret written into an env file', () => {
    const envFiles = {
      ...DEPLOY_ENV,
      IMAGE_ENGINE: 'openai',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
      OPENAI_API_KEY: 'sk-leaked',
    };
    expect(deployConfigProblems(paymentsManifest, envFiles, PROJECT_ENV)).toEqual([
      'OPENAI_API_KEY is in an env file: secrets belong in Secret Manager (npx firebase functions:secrets:set OPENAI_API_KEY)',
    ]);
  });

  it("names what each function's configuration would miss at run time", () => {
    const { STORAGE_BUCKET: _bucket, ...withoutBucket } = DEPLOY_ENV;
    expect(
      deployConfigProblems(
        paymentsManifest,
        { ...withoutBucket, IMAGE_ENGINE: 'openai', STRIPE_PUBLISHABLE_KEY: 'pk_live_1' },
        PROJECT_ENV,
      ),
    ).toEqual([
      'api: STORAGE_BUCKET is required when BLOB_STORE=gcs',
      'remixWorker: STORAGE_BUCKET is required when BLOB_STORE=gcs',
      'stuckJobSweep: STORAGE_BUCKET is required when BLOB_STORE=gcs',
    ]);
  });

  it('catches a worker that is not bound to the key of the engine it runs', async () => {
    const manifestWithoutEngine = await discover({});
    expect(deployConfigProblems(manifestWithoutEngine, { ...DEPLOY_ENV, IMAGE_ENGINE: 'gemini' }, PROJECT_ENV)).toEqual(
      ['remixWorker: GEMINI_API_KEY is required when IMAGE_ENGINE=gemini'],
    );
  }, 30_000);

  it('catches an api that is not bound to the key of its rate-limit ids, and that key written into an env file', async () => {
    const demoManifest = await discoverFunctions({ ...DEPLOY_ENV, GCLOUD_PROJECT: 'demo-roomremix' }, scratchDir);
    expect(boundSecrets(demoManifest.endpoints.api)).toEqual([]);
    expect(deployConfigProblems(demoManifest, DEPLOY_ENV, PROJECT_ENV)).toEqual([
      'api: RATE_LIMIT_ID_SECRET is required for project roomremix-prod (Secret Manager: npx firebase functions:secrets:set RATE_LIMIT_ID_SECRET)',
    ]);
    expect(
      deployConfigProblems(paymentsManifest, { ...DEPLOY_ENV, RATE_LIMIT_ID_SECRET: 'x'.repeat(32) }, PROJECT_ENV),
    ).toContain(
      'RATE_LIMIT_ID_SECRET is in an env file: secrets belong in Secret Manager (npx firebase functions:secrets:set RATE_LIMIT_ID_SECRET)',
    );
  }, 30_000);

  it('reads env files as firebase deploy does, refusing its reserved names', async () => {
    const functionsDir = await mkdtemp(join(tmpdir(), 'roomremix-env-'));
    try {
      await writeFile(join(functionsDir, '.env'), 'IMAGE_ENGINE=gemini\n');
      await writeFile(join(functionsDir, '.env.roomremix-prod'), 'IMAGE_ENGINE=openai\nWEB_API_KEY=k\n');
      expect(loadFunctionsEnvFiles(functionsDir, 'roomremix-prod', functionsDir)).toEqual({
        IMAGE_ENGINE: 'openai',
        WEB_API_KEY: 'k',
      });
      await writeFile(join(functionsDir, '.env.roomremix-prod'), 'FIREBASE_WEB_API_KEY=k\n');
      expect(() => loadFunctionsEnvFiles(functionsDir, 'roomremix-prod', functionsDir)).toThrow(
        /FIREBASE_WEB_API_KEY starts with a reserved prefix/,
      );
    } finally {
      await rm(functionsDir, { recursive: true, force: true });
    }
  });
});

describe('deploy:check on rules and indexes', () => {
  it("compiles the repository's rules without an error or warning, and reports a broken file with its line", async () => {
    const brokenDir = await mkdtemp(join(tmpdir(), 'roomremix-rules-'));
    const broken = join(brokenDir, 'broken.rules');
    await writeFile(
      broken,
      "rules_version = '2';\nservice cloud.firestore {\n  match /x/{id} { allow red: if true; }\n}\n",
    );
    try {
      const problems = await rulesProblems(['firestore.rules', 'storage.rules', broken], await freePort());
      expect(problems).toEqual([expect.stringMatching(/broken\.rules:3:\d+: WARNING: Invalid method name: red\./)]);
    } finally {
      await rm(brokenDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('accepts the repository indexes and refuses a spec a deploy would refuse', async () => {
    const indexes: unknown = JSON.parse(await readFile(join(REPO_ROOT, 'firestore.indexes.json'), 'utf8'));
    expect(() => validateIndexesSpec(indexes)).not.toThrow();
    const withoutScope = {
      indexes: [{ collectionGroup: 'imageResults', fields: [{ fieldPath: 'userId', order: 'ASCENDING' }] }],
    };
    expect(() => validateIndexesSpec(withoutScope)).toThrow(/queryScope/);
  });
});
