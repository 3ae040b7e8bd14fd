/** A check's outcome: one printed line, with a fix for every failure. */
export interface CheckResult {
  status: 'pass' | 'fail' | 'warn' | 'skip';
  title: string;
  detail?: string;
  fix?: string;
}

/** Where each Google API lives; tests point them all at a local fake. */
export interface DoctorEndpoints {
  serviceUsage: string;
  resourceManager: string;
  cloudFunctions: string;
  run: string;
  storage: string;
  identityToolkit: string;
}

/** The real Google API hosts. */
export const GOOGLE_ENDPOINTS: DoctorEndpoints = {
  serviceUsage: 'https://serviceusage.googleapis.com',
  resourceManager: 'https://cloudresourcemanager.googleapis.com',
  cloudFunctions: 'https://cloudfunctions.googleapis.com',
  run: 'https://run.googleapis.com',
  storage: 'https://storage.googleapis.com',
  identityToolkit: 'https://identitytoolkit.googleapis.com',
};

/** A Google API error: the google.rpc.Status body `{error:{code,message,status}}`, or the HTTP status alone. */
export class GoogleApiError extends Error {
  override readonly name = 'GoogleApiError';
  constructor(
    readonly httpStatus: number,
    readonly rpcStatus: string,
    message: string,
  ) {
    super(message);
  }
}

/** Minimal JSON client for Google REST APIs, authorised with an OAuth access token (ADC in the CLI). */
export interface GoogleRest {
  get<T>(url: string): Promise<T>;
  post<T>(url: string, body: unknown): Promise<T>;
}

/**
 * A GoogleRest over fetch. `quotaProject` goes out as `x-goog-user-project`: with user ADC (gcloud auth
 * application-default login) some APIs (Identity Toolkit, Service Usage) refuse a call that names no quota project.
 */
export function createGoogleRest(accessToken: () => Promise<string>, quotaProject: string): GoogleRest {
  const call = async <T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await accessToken()}`,
      'x-goog-user-project': quotaProject,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    if (!response.ok) {
      let status = '';
      let message = text.slice(0, 300);
      try {
        const parsed = JSON.parse(text) as { error?: { message?: string; status?: string } };
        status = parsed.error?.status ?? '';
        message = parsed.error?.message ?? message;
      } catch {
        // Not JSON (a proxy's page): keep the text.
      }
      throw new GoogleApiError(response.status, status, message);
    }
    return JSON.parse(text) as T;
  };
  return { get: (url) => call('GET', url), post: (url, body) => call('POST', url, body) };
}
