import { randomBytes, randomInt } from 'node:crypto';
import type { TestApp } from './test-app';

/** A browser-like caller of the API: its own client IP and cookie jar, and an allowed Origin on every request. */
export interface ApiClient {
  /** The address the app sees (sent as X-Forwarded-For, which the app trusts like Hosting's). */
  readonly ip: string;
  /** The `__session` cookie the API last set, or undefined once cleared. */
  sessionCookie: string | undefined;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
}

/** Options of apiClient. */
export interface ApiClientOptions {
  ip?: string;
  /** Origin header of POSTs: an allowed origin by default, null to send none. */
  origin?: string | null;
}

/** A new client with a random private IP, so the rate limits of one test never touch another's. */
export function apiClient(app: TestApp, options: ApiClientOptions = {}): ApiClient {
  const origin = options.origin === undefined ? app.config.allowedOrigins[0] : options.origin;
  const client: ApiClient = {
    ip: options.ip ?? randomIp(),
    sessionCookie: undefined,
    get: (path, headers = {}) => send('GET', path, undefined, headers),
    post: (path, body, headers = {}) => send('POST', path, body, headers),
  };

  async function send(method: string, path: string, body: unknown, headers: Record<string, string>): Promise<Response> {
    const response = await app.api(path, {
      method,
      headers: {
        'X-Forwarded-For': client.ip,
        ...(method !== 'GET' && origin ? { Origin: origin } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(client.sessionCookie ? { Cookie: `__session=${client.sessionCookie}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = sessionSetCookie(response);
    if (set !== undefined)
      client.sessionCookie = isClearing(set) ? undefined : set.split(';')[0]?.slice('__session='.length);
    return response;
  }

  return client;
}

/** The response's Set-Cookie line for `__session`, if any. */
export function sessionSetCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith('__session='));
}

/** Cookie attributes of a Set-Cookie line, lower-cased names: `{ 'max-age': '1209600', httponly: '', ... }`. */
export function cookieAttributes(setCookie: string | undefined): Record<string, string> {
  const [, ...attributes] = (setCookie ?? '').split(';').map((part) => part.trim());
  return Object.fromEntries(
    attributes.map((attribute) => {
      const [name = '', ...value] = attribute.split('=');
      return [name.toLowerCase(), value.join('=')];
    }),
  );
}

/** A username no other test (or earlier run against the same emulators) uses; at most 30 characters. */
export function uniqueUsername(prefix = 'user'): string {
  return `${prefix.slice(0, 17)}_${randomBytes(6).toString('hex')}`;
}

/** An e-mail no other test uses. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(6).toString('hex')}@example.test`;
}

function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

function isClearing(setCookie: string): boolean {
  return setCookie.startsWith('__session=;') || /expires=Thu, 01 Jan 1970/i.test(setCookie);
}
