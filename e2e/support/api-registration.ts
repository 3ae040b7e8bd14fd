/** A new account as the Register form sends it. */
export interface Registration {
  username: string;
  password: string;
  email: string;
}

/** POSTs `/api/register` to the app at `baseUrl` from `origin` (a browser's Origin header), without a browser. */
export function register(baseUrl: string, registration: Registration, origin = baseUrl): Promise<Response> {
  return fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify(registration),
  });
}

/** The `__session=…` pair an answer set, for a later request's Cookie header; '' when it set none. */
export function sessionCookie(response: Response): string {
  return (response.headers.getSetCookie().find((line) => line.startsWith('__session=')) ?? '').split(';')[0] ?? '';
}
