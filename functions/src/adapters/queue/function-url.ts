/** How to find a deployed 2nd-gen function's own URL. */
export interface FunctionUrlOptions {
  projectId: string;
  region: string;
  functionName: string;
  /** An OAuth access token of the runtime account (cloud-platform scope). */
  accessToken: () => Promise<string>;
  /** The Cloud Functions API's root; tests point it at a fake. */
  apiBaseUrl?: string;
}

/** What Cloud Functions v2 `projects.locations.functions.get` answers, as far as we read it. */
interface FunctionResource {
  serviceConfig?: { uri?: unknown };
}

const CLOUD_FUNCTIONS_API = 'https://cloudfunctions.googleapis.com';

/**
 * The URL Cloud Run serves the function at (`serviceConfig.uri` of Cloud Functions v2 `functions.get`), which a queued
 * task must be sent to: the OIDC token Cloud Tasks attaches is minted for the task's URL, and a 2nd-gen function's
 * service checks it against its own URL rather than the Admin SDK's default `cloudfunctions.net` one (Firebase's
 * "Enqueue functions with Cloud Tasks" resolves it the same way). Looked up once per instance; when the lookup fails
 * (say the account may not read functions) the answer is undefined, the enqueue keeps the SDK's default URL, and the
 * next enqueue tries again. `npm run doctor` checks the invoker either way.
 */
export function deployedFunctionUrl(options: FunctionUrlOptions): () => Promise<string | undefined> {
  let found: string | undefined;
  const resource = `projects/${options.projectId}/locations/${options.region}/functions/${options.functionName}`;
  return async () => {
    if (found !== undefined) return found;
    const response = await fetch(`${options.apiBaseUrl ?? CLOUD_FUNCTIONS_API}/v2/${resource}`, {
      headers: { Authorization: `Bearer ${await options.accessToken()}` },
    }).catch(() => null);
    if (!response?.ok) return undefined;
    const uri = ((await response.json().catch(() => null)) as FunctionResource | null)?.serviceConfig?.uri;
    if (typeof uri === 'string' && uri.startsWith('https://')) found = uri;
    return found;
  };
}
