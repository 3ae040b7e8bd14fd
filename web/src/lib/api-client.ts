import type { QueryFunction, QueryKey } from '@tanstack/react-query';

/** HTTP methods the API answers. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A non-OK API response. The message reads `STATUS: text`, the text being the body or else the status text
 * (SPEC §8). `readApiErrorBody` reads the API's JSON error shape out of `responseText`; that lives apart so the
 * session check on the landing page does not load the schema library.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status code. */
  readonly status: number;
  /** The response body as sent, '' when empty. */
  readonly responseText: string;

  constructor(status: number, statusText: string, responseText: string) {
    super(`${status}: ${responseText || statusText}`);
    this.status = status;
    this.responseText = responseText;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  throw new ApiError(response.status, response.statusText, await response.text());
}

/**
 * Calls the API with the session cookie. A FormData body goes out as is (the browser sets the multipart
 * boundary); any other body is sent as JSON. `headers` adds request headers (e.g. `Authorization`). Resolves with
 * the OK response, rejects with an `ApiError`.
 */
export async function apiRequest(
  method: HttpMethod,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const isForm = body instanceof FormData;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined || isForm ? headers : { ...headers, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
}

/** What a query does with a 401: resolve with null (the user query) or fail like any other error. */
type On401 = 'returnNull' | 'throw';

/**
 * A query function that GETs the path in the first query key part and parses the JSON answer. With
 * `on401: 'returnNull'` a 401 resolves with null (no session); any other non-OK answer rejects with an `ApiError`.
 */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null, QueryKey>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T, QueryKey>;
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null, QueryKey> {
  return async ({ queryKey, signal }) => {
    const [path] = queryKey;
    if (typeof path !== 'string') throw new Error('The first part of an API query key must be its path');
    const response = await fetch(path, { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
