import { boundSecrets, type FunctionsManifest, type ManifestEndpoint } from './discovery';

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

/** The roles the functions' runtime service account needs beyond the defaults, and why. */
export const RUNTIME_ROLES = [
  ['roles/cloudtasks.enqueuer', 'the api enqueues remix jobs to the remixWorker queue'],
  ['roles/iam.serviceAccountUser', "the queued task calls remixWorker with the runtime account's OIDC token"],
  [
    'roles/iam.serviceAccountTokenCreator',
    'signed image URLs and the custom token of a Google takeover sign-in are signed through IAM signBlob (no key file)',
  ],
] as const;

/** What `firebase deploy` would create or update, as lines to print. */
export function deployPlan(projectId: string, manifest: FunctionsManifest, targets: DeployTargets): string[] {
  const secrets = [...new Set(Object.values(manifest.endpoints).flatMap((endpoint) => boundSecrets(endpoint)))];
  const ttl = (targets.indexes.fieldOverrides ?? []).filter((override) => override.ttl);
  return [
    `Project ${projectId}`,
    'Cloud Functions (2nd gen):',
    ...Object.entries(manifest.endpoints).map(([name, endpoint]) => `  ${name}: ${describeEndpoint(endpoint)}`),
    `Google APIs enabled: ${(manifest.requiredAPIs ?? []).map((required) => required.api).join(', ') || 'none beyond the defaults'}`,
    secrets.length
      ? `Secrets the deploy reads from Secret Manager (set each first: npx firebase functions:secrets:set NAME): ${secrets.join(', ')}`
      : 'Secrets: none',
    `Hosting: ${targets.hosting.public}, rewrites ${(targets.hosting.rewrites ?? []).map(describeRewrite).join('; ')}; headers on ${(targets.hosting.headers ?? []).map((header) => header.source).join(', ') || 'nothing'}`,
    `Firestore: rules ${targets.firestoreRules}, ${targets.indexes.indexes.length} composite indexes (${targets.indexes.indexes.map((index) => index.collectionGroup).join(', ')}), TTL on ${ttl.map((override) => `${override.collectionGroup}.${override.fieldPath}`).join(', ') || 'nothing'}`,
    `Cloud Storage: rules ${targets.storageRules}`,
    "Roles the functions' runtime service account needs:",
    ...RUNTIME_ROLES.map(([role, why]) => `  ${role}: ${why}`),
  ];
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
