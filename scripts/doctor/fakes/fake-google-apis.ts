import { json, listen, type RunningFake } from './listen';

/**
 * The Google Cloud REST APIs the doctor reads, on one local server (every DoctorEndpoints base URL points at it).
 * Each route follows its published REST reference (docs.cloud.google.com/.../reference/rest):
 * - Service Usage v1 services.batchGet: `GET /v1/{parent=projects/*}/services:batchGet?names=…` (≤ 30 names) →
 *   `{services:[{name:'projects/<number>/services/<api>', config:{name}, state:'ENABLED'|'DISABLED', parent}]}`
 *   (serviceusage/docs/reference/rest/v1/services/batchGet).
 * - Resource Manager v1 projects.getIamPolicy: `POST /v1/projects/{resource}:getIamPolicy`, body
 *   `{options:{requestedPolicyVersion}}` → Policy `{version, etag, bindings:[{role, members, condition?}]}`
 *   (resource-manager/reference/rest/v1/projects/getIamPolicy).
 * - Cloud Functions v2 functions.get: `GET /v2/projects/{p}/locations/{l}/functions/{f}` → Function with
 *   `serviceConfig.service` = `projects/{p}/locations/{l}/services/{service}` (functions/docs/reference/rest/v2/projects.locations.functions/get).
 * - Cloud Run admin v2 services.getIamPolicy: `GET /v2/{resource}:getIamPolicy` (resource `projects/{p}/locations/{l}/services/{s}`) → Policy
 *   (run/docs/reference/rest/v2/projects.locations.services/getIamPolicy).
 * - Cloud Storage JSON v1 buckets.get: `GET /storage/v1/b/{bucket}?fields=cors` → `{cors:[{origin, method,
 *   responseHeader, maxAgeSeconds}]}`, `cors` absent when unset (storage/docs/json_api/v1/buckets/get).
 * - Identity Toolkit admin v2 projects.getConfig: `GET /admin/v2/projects/{p}/config` → Config with `authorizedDomains`
 *   (identity-platform/docs/reference/rest/v2/projects/getConfig).
 * Errors are google.rpc.Status JSON `{error:{code, message, status}}`; a request without `Authorization: Bearer`
 * gets 401 UNAUTHENTICATED, as the real front end answers.
 */
export interface GoogleProjectState {
  projectId: string;
  projectNumber: string;
  enabledApis: Set<string>;
  projectBindings: { role: string; members: string[]; condition?: { expression: string } }[];
  /** Absent: remixWorker is not deployed. */
  workerService?: string;
  workerInvokers: string[];
  buckets: Record<
    string,
    { cors?: { origin: string[]; method: string[]; responseHeader: string[]; maxAgeSeconds: number }[] }
  >;
  authorizedDomains: string[];
  /** Routes (a path prefix) that answer 403 PERMISSION_DENIED. */
  denied: string[];
}

function rpcError(code: number, status: string, message: string) {
  return { error: { code, message, status } };
}

/** Starts the fake with a mutable state tests change between runs. */
export async function startFakeGoogleApis(state: GoogleProjectState): Promise<RunningFake> {
  return listen((request, response) => {
    const url = new URL(request.path, 'http://fake');
    const path = decodeURIComponent(url.pathname);
    if (!/^Bearer \S+$/.test(request.headers.authorization ?? '')) {
      json(response, 401, rpcError(401, 'UNAUTHENTICATED', 'Request is missing required authentication credential.'));
      return;
    }
    if (state.denied.some((prefix) => path.startsWith(prefix))) {
      json(response, 403, rpcError(403, 'PERMISSION_DENIED', `The caller does not have permission`));
      return;
    }
    const { projectId: p } = state;
    const route = `${request.method} ${path}`;

    if (route === `GET /v1/projects/${p}/services:batchGet`) {
      const names = url.searchParams.getAll('names');
      if (names.length === 0 || names.length > 30) {
        json(response, 400, rpcError(400, 'INVALID_ARGUMENT', 'names must hold 1 to 30 services'));
        return;
      }
      const services = names.map((name) => {
        const api = name.split('/').pop()!;
        return {
          name: `projects/${state.projectNumber}/services/${api}`,
          config: { name: api, title: api },
          state: state.enabledApis.has(api) ? 'ENABLED' : 'DISABLED',
          parent: `projects/${state.projectNumber}`,
        };
      });
      json(response, 200, { services });
      return;
    }
    if (route === `POST /v1/projects/${p}:getIamPolicy`) {
      if (!request.headers['content-type']?.startsWith('application/json')) {
        json(response, 400, rpcError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.'));
        return;
      }
      json(response, 200, { version: 3, etag: 'BwYfake=', bindings: state.projectBindings });
      return;
    }
    if (route === `GET /v2/projects/${p}/locations/us-central1/functions/remixWorker`) {
      if (!state.workerService) {
        json(
          response,
          404,
          rpcError(
            404,
            'NOT_FOUND',
            `Resource 'projects/${p}/locations/us-central1/functions/remixWorker' was not found`,
          ),
        );
        return;
      }
      json(response, 200, {
        name: `projects/${p}/locations/us-central1/functions/remixWorker`,
        environment: 'GEN_2',
        state: 'ACTIVE',
        serviceConfig: { service: state.workerService, uri: 'https://remixworker-fake-uc.a.run.app' },
      });
      return;
    }
    if (state.workerService && route === `GET /v2/${state.workerService}:getIamPolicy`) {
      const bindings = state.workerInvokers.length
        ? [{ role: 'roles/run.invoker', members: state.workerInvokers }]
        : [];
      json(response, 200, { version: 1, etag: 'BwYrun=', bindings });
      return;
    }
    const bucket = /^GET \/storage\/v1\/b\/([^/]+)$/.exec(route)?.[1];
    if (bucket !== undefined) {
      const found = state.buckets[bucket];
      if (!found) {
        json(response, 404, rpcError(404, 'NOT_FOUND', 'The specified bucket does not exist.'));
        return;
      }
      // fields=cors: only that field, and none at all when the bucket has no CORS configuration.
      json(
        response,
        200,
        url.searchParams.get('fields') === 'cors'
          ? found.cors
            ? { cors: found.cors }
            : {}
          : { name: bucket, ...found },
      );
      return;
    }
    if (route === `GET /admin/v2/projects/${p}/config`) {
      json(response, 200, {
        name: `projects/${state.projectNumber}/config`,
        authorizedDomains: state.authorizedDomains,
        signIn: {},
      });
      return;
    }
    json(response, 404, rpcError(404, 'NOT_FOUND', `fake: no route ${route}`));
  });
}
