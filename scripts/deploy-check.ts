import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deployConfigProblems } from './deploy/config-check';
import { discoverFunctions, FUNCTIONS_DIR } from './deploy/discovery';
import { freePort } from './deploy/free-port';
import { loadFunctionsEnvFiles, validateIndexesSpec } from './deploy/firebase-tools';
import { retiringModelCheck } from './deploy/model-check';
import { engineDescription, plannedOrigins } from './deploy/planned-config';
import { type DeployTargets, deployPlan } from './deploy/plan';
import { deployCheckReport } from './deploy/report';
import { storageCorsOf } from './deploy/storage-cors';
import { runtimeServiceAccount } from '../functions/src/runtime-identity';
import { rulesProblems } from './deploy/rules-check';
import { SetupError } from './lib/errors';
import { REPO_ROOT } from './lib/repo';
import { runOrThrow } from './lib/run';

/**
 * `npm run deploy:check [-- --project <id>] [-- --allow-retiring-model]`, offline: builds, runs the functions'
 * discovery as `firebase deploy` does, checks the env files and the secret bindings against it, refuses a worker model
 * that shuts down within 14 days (unless --allow-retiring-model), compiles the rules, validates the indexes and prints
 * what a deploy would create. Exits 1 on any problem.
 */
async function main(): Promise<number> {
  const projectId = projectArgument() ?? defaultProject();
  const today = new Date();
  await runOrThrow('npm', ['run', 'build']);
  const envFiles = loadFunctionsEnvFiles(FUNCTIONS_DIR, projectId, REPO_ROOT);
  // What firebase-tools adds to every function's environment at deploy.
  const projectEnv = { GCLOUD_PROJECT: projectId, FIREBASE_CONFIG: JSON.stringify({ projectId }) };
  const manifest = await discoverFunctions({ ...envFiles, ...projectEnv });
  const targets = readTargets();
  const model = retiringModelCheck({ ...envFiles, ...projectEnv }, today, {
    allowRetiringModel: process.argv.includes('--allow-retiring-model'),
  });

  const problems = [
    ...deployConfigProblems(manifest, envFiles, projectEnv),
    ...model.problems,
    ...(await rulesProblems([targets.firestoreRules, targets.storageRules], await freePort())),
    ...indexesProblems(),
    ...(existsSync(join(REPO_ROOT, targets.hosting.public, 'index.html'))
      ? []
      : [`${targets.hosting.public}/index.html is missing`]),
  ];
  const cors = storageCorsOf(plannedOrigins({ ...envFiles, ...projectEnv }));
  const corsFile = writeCorsFile(projectId, cors);
  const settings = {
    engine: engineDescription({ ...envFiles, ...projectEnv }, today),
    runtimeServiceAccount: runtimeServiceAccount(envFiles),
    cors,
    corsFile,
  };
  console.log(['', ...deployPlan(projectId, manifest, targets, settings), ''].join('\n'));
  if (projectId.startsWith('demo-'))
    console.log(`Note: ${projectId} is a demo project, which only the emulators serve; pass --project <id>.`);
  const report = deployCheckReport(problems, model.warnings);
  (report.code === 0 ? console.log : console.error)(report.lines.join('\n'));
  return report.code;
}

/** Writes the bucket CORS for `gcloud storage buckets update --cors-file` and returns its path from the repo root. */
function writeCorsFile(projectId: string, cors: unknown): string {
  const file = join('.firebase', `storage-cors.${projectId}.json`);
  mkdirSync(join(REPO_ROOT, '.firebase'), { recursive: true });
  writeFileSync(join(REPO_ROOT, file), `${JSON.stringify(cors, null, 2)}\n`);
  return file;
}

function projectArgument(): string | undefined {
  const index = process.argv.indexOf('--project');
  return index === -1 ? undefined : process.argv[index + 1];
}

function defaultProject(): string {
  const firebaserc = JSON.parse(readFileSync(join(REPO_ROOT, '.firebaserc'), 'utf8')) as {
    projects?: { default?: string };
  };
  const projectId = firebaserc.projects?.default;
  if (!projectId) throw new SetupError('No --project given and .firebaserc names no default project.');
  return projectId;
}

function readTargets(): DeployTargets {
  const firebaseJson = JSON.parse(readFileSync(join(REPO_ROOT, 'firebase.json'), 'utf8')) as {
    hosting: DeployTargets['hosting'];
    firestore: { rules: string; indexes: string };
    storage: { rules: string };
  };
  return {
    hosting: firebaseJson.hosting,
    indexes: JSON.parse(
      readFileSync(join(REPO_ROOT, firebaseJson.firestore.indexes), 'utf8'),
    ) as DeployTargets['indexes'],
    firestoreRules: firebaseJson.firestore.rules,
    storageRules: firebaseJson.storage.rules,
  };
}

function indexesProblems(): string[] {
  try {
    validateIndexesSpec(JSON.parse(readFileSync(join(REPO_ROOT, 'firestore.indexes.json'), 'utf8')));
    return [];
  } catch (error) {
    return [`firestore.indexes.json: ${error instanceof Error ? error.message : String(error)}`];
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
