import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../lib/run';
import { boundSecrets, discoverFunctions, FUNCTIONS_DIR } from './discovery';

/** What a real project's functions/.env.<project> holds for a deploy; each case adds its choices. */
const DEPLOY_ENV = { GCLOUD_PROJECT: 'roomremix-prod', FIREBASE_WEB_API_KEY: 'AIzaSyExample', FIREBASE_AUTH_DOMAIN: 'rooms.example.com' };

// Built into a scratch folder inside functions/ (so its packages resolve) rather than functions/lib, which a running
// emulator may be serving.
let scratchDir: string;

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
    ['openai with payments on', { IMAGE_ENGINE: 'openai', STRIPE_PUBLISHABLE_KEY: 'pk_live_1' }, ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'], ['OPENAI_API_KEY']],
    ['gemini with payments on', { IMAGE_ENGINE: 'gemini', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }, ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'], ['GEMINI_API_KEY']],
    ['gemini with payments off', { IMAGE_ENGINE: 'gemini' }, [], ['GEMINI_API_KEY']],
    ['the local engine with payments off', {}, [], []],
  ])('binds each function only the secrets it reads: %s', async (_case, env, apiSecrets, workerSecrets) => {
    const manifest = await discoverFunctions({ ...DEPLOY_ENV, ...env }, scratchDir);
    expect(boundSecrets(manifest.endpoints.api)).toEqual(apiSecrets);
    expect(boundSecrets(manifest.endpoints.remixWorker)).toEqual(workerSecrets);
    expect((manifest.params ?? []).filter((param) => param.type === 'secret').map((param) => param.name).sort()).toEqual(
      [...apiSecrets, ...workerSecrets].sort(),
    );
  }, 30_000);

  it('declares the api as an HTTPS function and the worker on a Cloud Tasks queue', async () => {
    const manifest = await discoverFunctions(DEPLOY_ENV, scratchDir);
    expect(manifest.endpoints.api).toMatchObject({ platform: 'gcfv2', region: ['us-central1'], httpsTrigger: {} });
    expect(manifest.endpoints.remixWorker?.taskQueueTrigger).toMatchObject({ retryConfig: { maxAttempts: 3 } });
    expect(manifest.requiredAPIs?.map((required) => required.api)).toContain('cloudtasks.googleapis.com');
  }, 30_000);
});
