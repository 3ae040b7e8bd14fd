import { readImageEngine } from '../../functions/src/adapters/image-engine/engine-config';
import { ConfigError, loadConfig, loadSweepConfig, loadWorkerConfig } from '../../functions/src/config';
import { SECRET_NAMES } from '../../functions/src/secret-bindings';
import { boundSecrets, type FunctionsManifest } from './discovery';
import { standInSecret } from './stand-in-secrets';
import { workerInvokers } from './plan';

type Env = Readonly<Record<string, string>>;

/** How each function that reads configuration loads it at run time. */
const CONFIG_LOADERS: Readonly<Record<string, (env: Env) => unknown>> = {
  api: (env) => loadConfig(env, readImageEngine),
  remixWorker: (env) => loadWorkerConfig(env, readImageEngine),
  stuckJobSweep: loadSweepConfig,
};

/**
 * Problems a deploy with these env-file variables would have at run time: secrets written into env files, and each
 * function's configuration as it would load with only the variables and the secrets the manifest binds to it (a
 * secret it needs but is not bound to is missing there, as it would be in production).
 */
export function deployConfigProblems(manifest: FunctionsManifest, envFiles: Env, projectEnv: Env): string[] {
  const problems = SECRET_NAMES.filter((name) => envFiles[name] !== undefined).map(
    (name) =>
      `${name} is in an env file: secrets belong in Secret Manager (npx firebase functions:secrets:set ${name})`,
  );
  if (!projectEnv.GCLOUD_PROJECT?.startsWith('demo-') && workerInvokers(manifest).length === 0) {
    problems.push(
      "RUNTIME_SERVICE_ACCOUNT is not set: remixWorker's queue would have no invoker, so queued remixes might never " +
        'reach the worker (the sweep would refund them all after 30 minutes). Put the account the functions run as ' +
        'into functions/.env.<project>, by default <PROJECT_NUMBER>-compute@developer.gserviceaccount.com ' +
        "(gcloud projects describe <project> --format='value(projectNumber)')",
    );
  }
  for (const [name, load] of Object.entries(CONFIG_LOADERS)) {
    const endpoint = manifest.endpoints[name];
    if (!endpoint) {
      problems.push(`The manifest has no function ${name}`);
      continue;
    }
    const secrets = Object.fromEntries(
      boundSecrets(endpoint).map((secret) => [secret, standInSecret(secret, envFiles)]),
    );
    problems.push(
      ...configProblems(() => load({ ...envFiles, ...projectEnv, ...secrets })).map((problem) => `${name}: ${problem}`),
    );
  }
  return problems;
}

function configProblems(load: () => unknown): readonly string[] {
  try {
    load();
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}
