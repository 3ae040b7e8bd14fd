import { boundSecrets, type FunctionsManifest, type ManifestEndpoint } from './discovery';
import type { StorageCorsRule } from './storage-cors';

/** The parts of firebase.json and firestore.indexes.json the plan names. */
export interface DeployTargets {
  hosting: {
    public: string;
    rewrites?: { source: string; function?: { functionId: string }; destination?: string }[];
    headers?: { source: string }[];
  };
  indexes: {
    indexes: { collectionGroup: string }[];
    fieldOverrides?: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
  };
  firestoreRules: string;
  storageRules: string;
}

/** The roles the functions' runtime service account (RUNTIME_SERVICE_ACCOUNT) needs on the project, and why. */
export const RUNTIME_ROLES = [
  ['roles/cloudtasks.enqueuer', 'the api enqueues remix jobs to the remixWorker queue'],
  ['roles/iam.serviceAccountUser', "the queued task calls remixWorker with the runtime account's OIDC token"],
  [
    'roles/iam.serviceAccountTokenCreator',
    'signed image URLs and the custom token of a Google takeover sign-in are signed through IAM signBlob (no key file)',
  ],
  ['roles/cloudfunctions.viewer', "the api reads remixWorker's own URL to send queued tasks to it"],
] as const;

/**
 * The Google APIs a deployed RoomRemix calls, and why. `firebase deploy` enables the functions' own (Cloud Functions,
 * Cloud Run, Cloud Build, Artifact Registry and the manifest's requiredAPIs); the ones marked `beforeDeploy` it does not.
 */
export const PROJECT_APIS = [
  { api: 'cloudfunctions.googleapis.com', why: 'the functions', beforeDeploy: false },
  { api: 'run.googleapis.com', why: 'the functions run on Cloud Run', beforeDeploy: false },
  { api: 'cloudbuild.googleapis.com', why: 'builds the functions', beforeDeploy: false },
  { api: 'artifactregistry.googleapis.com', why: "keeps the functions' images", beforeDeploy: false },
  { api: 'cloudtasks.googleapis.com', why: "remixWorker's queue", beforeDeploy: false },
  { api: 'cloudscheduler.googleapis.com', why: "stuckJobSweep's schedule", beforeDeploy: false },
  { api: 'firestore.googleapis.com', why: 'the data', beforeDeploy: true },
  { api: 'identitytoolkit.googleapis.com', why: 'Firebase Authentication', beforeDeploy: true },
  { api: 'storage.googleapis.com', why: 'the images', beforeDeploy: true },
  { api: 'secretmanager.googleapis.com', why: 'the Stripe and engine keys', beforeDeploy: true },
  { api: 'iamcredentials.googleapis.com', why: 'signBlob for signed image URLs and custom tokens', beforeDeploy: true },
] as const;

/** What `firebase deploy` would create or update, as lines to print. */
export function deployPlan(
  projectId: string,
  manifest: FunctionsManifest,
  targets: DeployTargets,
  settings: PlanSettings,
): string[] {
  const secrets = [...new Set(Object.values(manifest.endpoints).flatMap((endpoint) => boundSecrets(endpoint)))];
  const ttl = (targets.indexes.fieldOverrides ?? []).filter((override) => override.ttl);
  return [
    `Project ${projectId}`,
    'Cloud Functions (2nd gen):',
    ...Object.entries(manifest.endpoints).map(([name, endpoint]) => `  ${name}: ${describeEndpoint(endpoint)}`),
    `Image engine: ${settings.engine}`,
    `remixWorker may be invoked by: ${workerInvokers(manifest).join(', ') || 'nobody named (set RUNTIME_SERVICE_ACCOUNT)'}`,
    'Google APIs (enable the ones marked * before the first deploy; the deploy enables the rest):',
    ...apisOf(manifest).map(({ api, why, beforeDeploy }) => `  ${beforeDeploy ? '*' : ' '} ${api}: ${why}`),
    secrets.length
      ? `Secrets the deploy reads from Secret Manager (set each first: npx firebase functions:secrets:set NAME): ${secrets.join(', ')}`
      : 'Secrets: none',
    `Hosting: ${targets.hosting.public}, rewrites ${(targets.hosting.rewrites ?? []).map(describeRewrite).join('; ')}; headers on ${(targets.hosting.headers ?? []).map((header) => header.source).join(', ') || 'nothing'}`,
    `Firestore: rules ${targets.firestoreRules}, ${targets.indexes.indexes.length} composite indexes (${targets.indexes.indexes.map((index) => index.collectionGroup).join(', ')}), TTL on ${ttl.map((override) => `${override.collectionGroup}.${override.fieldPath}`).join(', ') || 'nothing'}`,
    `Cloud Storage: rules ${targets.storageRules}`,
    `Roles the functions' runtime service account (${settings.runtimeServiceAccount ?? 'RUNTIME_SERVICE_ACCOUNT, unset'}) needs:`,
    ...RUNTIME_ROLES.map(([role, why]) => `  ${role}: ${why}`),
    `Bucket CORS, built from ALLOWED_ORIGINS (apply it: gcloud storage buckets update gs://<STORAGE_BUCKET> --cors-file=${settings.corsFile}):`,
    `  ${JSON.stringify(settings.cors)}`,
  ];
}

/** What the plan reads from the configuration rather than the manifest. */
export interface PlanSettings {
  /** The engine, its model and that model's lifecycle, in words. */
  engine: string;
  runtimeServiceAccount: string | null;
  cors: StorageCorsRule[];
  /** Where deploy:check wrote `cors`. */
  corsFile: string;
}

/** The service accounts the manifest lets invoke remixWorker (its task queue's `invoker`). */
export function workerInvokers(manifest: FunctionsManifest): string[] {
  const invoker = (manifest.endpoints.remixWorker?.taskQueueTrigger as { invoker?: unknown } | undefined)?.invoker;
  return Array.isArray(invoker) ? invoker.filter((entry): entry is string => typeof entry === 'string') : [];
}

/** PROJECT_APIS plus whatever else the manifest requires. */
export function apisOf(manifest: FunctionsManifest): { api: string; why: string; beforeDeploy: boolean }[] {
  const listed = new Set<string>(PROJECT_APIS.map((entry) => entry.api));
  const required = (manifest.requiredAPIs ?? [])
    .filter((entry) => !listed.has(entry.api))
    .map((entry) => ({ api: entry.api, why: entry.reason, beforeDeploy: false }));
  return [...PROJECT_APIS, ...required];
}

function describeEndpoint(endpoint: ManifestEndpoint): string {
  const trigger = endpoint.httpsTrigger
    ? 'HTTPS'
    : endpoint.taskQueueTrigger
      ? 'Cloud Tasks queue'
      : endpoint.scheduleTrigger
        ? `schedule "${endpoint.scheduleTrigger.schedule}"`
        : 'other trigger';
  const secrets = boundSecrets(endpoint);
  return [
    trigger,
    endpoint.region.join(','),
    endpoint.availableMemoryMb ? `${endpoint.availableMemoryMb} MiB` : 'default memory',
    endpoint.timeoutSeconds ? `${endpoint.timeoutSeconds} s` : 'default timeout',
    endpoint.concurrency ? `concurrency ${endpoint.concurrency}` : undefined,
    `secrets: ${secrets.join(', ') || 'none'}`,
  ]
    .filter(Boolean)
    .join(', ');
}

function describeRewrite(rewrite: NonNullable<DeployTargets['hosting']['rewrites']>[number]): string {
  return `${rewrite.source} → ${rewrite.function ? `function ${rewrite.function.functionId}` : rewrite.destination}`;
}
