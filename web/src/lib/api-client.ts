/** HTTP methods the API answers. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A non-OK API response. The message reads `STATUS: text`, the text being the body or else the status text.
 * `readApiErrorBody` reads the API's JSON error shape out of `responseText`; that lives apart so the session check
 * on the landing page does not load the schema library.
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

/** Checks an answer's JSON, as a contracts schema does; structural, so this file loads no zod. */
export interface AnswerSchema<T> {
  parse(data: unknown): T;
}

/** `apiRequest`, resolving with the JSON answer as `schema` parsed it (a shape the contract does not allow rejects). */
export async function apiJson<T>(
  method: HttpMethod,
  path: string,
  schema: AnswerSchema<T>,
  body?: unknown,
): Promise<T> {
  const response = await apiRequest(method, path, body);
  return schema.parse(await response.json());
}

/**
 * GETs `path` with the session cookie and resolves with its JSON answer, or with null on a 401 (nobody is signed
 * in). Any other non-OK answer rejects with an `ApiError`.
 */
export async function getJsonOrNullWhenSignedOut(path: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(path, { credentials: 'include', signal });
  if (response.status === 401) return null;
  await throwIfNotOk(response);
  return response.json();
}
