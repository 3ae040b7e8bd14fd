import { join } from 'node:path';
import { z } from 'zod';
import { answers, waitFor } from '../lib/network';
import { startProcess } from '../lib/processes';
import { REPO_ROOT } from '../lib/repo';
import { freePort } from './free-port';

/** The functions source `firebase deploy` uploads (firebase.json), whose package.json names lib/index.js. */
export const FUNCTIONS_DIR = join(REPO_ROOT, 'functions');
const FUNCTIONS_BINARY = join(REPO_ROOT, 'node_modules', '.bin', 'firebase-functions');

/** One endpoint of the manifest, as far as the deploy checks read it. */
const endpointSchema = z
  .object({
    platform: z.string(),
    region: z.array(z.string()),
    availableMemoryMb: z.number().nullish(),
    timeoutSeconds: z.number().nullish(),
    concurrency: z.number().nullish(),
    secretEnvironmentVariables: z.array(z.object({ key: z.string(), secret: z.string().optional() })).nullish(),
    httpsTrigger: z.object({}).loose().optional(),
    taskQueueTrigger: z.object({}).loose().optional(),
    scheduleTrigger: z.object({ schedule: z.string() }).loose().optional(),
  })
  .loose();

/** The functions manifest (`specVersion: v1alpha1`) that `firebase deploy` reads from the built functions. */
export const functionsManifestSchema = z
  .object({
    specVersion: z.literal('v1alpha1'),
    endpoints: z.record(z.string(), endpointSchema),
    params: z.array(z.object({ type: z.string(), name: z.string() }).loose()).optional(),
    requiredAPIs: z.array(z.object({ api: z.string(), reason: z.string() })).optional(),
  })
  .loose();
export type FunctionsManifest = z.infer<typeof functionsManifestSchema>;
export type ManifestEndpoint = z.infer<typeof endpointSchema>;

/**
 * Runs the discovery `firebase deploy` runs on functions/lib: the firebase-functions binary with
 * FUNCTIONS_CONTROL_API=true loads the code under `env` (the deploy's env files plus the project's variables) and
 * serves the manifest at /__/functions.yaml. Expects the functions built in `functionsDir`.
 */
export async function discoverFunctions(
  env: Record<string, string>,
  functionsDir = FUNCTIONS_DIR,
): Promise<FunctionsManifest> {
  const port = await freePort();
  const server = startProcess('discovery', FUNCTIONS_BINARY, [functionsDir], {
    cwd: functionsDir,
    // Only what firebase-tools passes on: the code must not see this machine's own variables.
    env: { ...env, FUNCTIONS_CONTROL_API: 'true', PORT: String(port), HOME: process.env.HOME, PATH: process.env.PATH },
    output: 'quiet',
  });
  const manifestUrl = `http://127.0.0.1:${port}/__/functions.yaml`;
  try {
    await waitFor(() => answers(manifestUrl, () => true), {
      timeoutMs: 30_000,
      failure: () => `The functions' discovery did not answer within 30 s:\n${server.recentOutput()}`,
      abort: server.exited,
    });
    const response = await fetch(manifestUrl);
    const text = await response.text();
    if (!response.ok)
      throw new Error(`The functions' discovery failed (${response.status}): ${text}\n${server.recentOutput()}`);
    // The endpoint says YAML but firebase-functions writes JSON, which YAML parsers read too.
    return functionsManifestSchema.parse(JSON.parse(text));
  } finally {
    await server.stop(2000);
  }
}

/** The secret names bound to one endpoint, in the manifest's order. */
export function boundSecrets(endpoint: ManifestEndpoint | undefined): string[] {
  return (endpoint?.secretEnvironmentVariables ?? []).map((binding) => binding.secret ?? binding.key);
}
