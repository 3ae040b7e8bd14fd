import { APP_SHELL_FILE } from '@roomremix/contracts/constants';
import { namedError } from '../../domain/named-error';

/**
 * Reads the web app's single-page shell (APP_SHELL_FILE) for pages the api function answers itself; rejects with
 * AppShellUnavailableError when it cannot.
 */
export type AppShell = () => Promise<string>;

/** The app's shell could not be read (Hosting failed or did not answer in time); `cause` says how. */
export class AppShellUnavailableError extends namedError('AppShellUnavailableError') {}

/** How long a fetched shell is used before it is fetched again: a new deploy shows within this. */
const SHELL_TTL_MS = 5 * 60_000;
const SHELL_TIMEOUT_MS = 5_000;

/**
 * The app's shell as Hosting serves it at `<origin>/app-shell.html` (index.html is the prerendered landing page;
 * Hosting's cleanUrls answers with a redirect to `/app-shell`, which fetch follows): Hosting and the function deploy
 * apart, so the function reads the live shell (with its current hashed asset names) rather than a copy from build
 * time. Kept for five minutes; a failed fetch rejects with AppShellUnavailableError, and the next call tries again.
 */
export function hostingAppShell(origin: string, fetchImpl: typeof fetch = fetch): AppShell {
  let cached: { html: string; until: number } | undefined;
  return async () => {
    const now = Date.now();
    if (cached && cached.until > now) return cached.html;
    const html = await fetchShell(origin, fetchImpl).catch((error: unknown) => {
      throw new AppShellUnavailableError(`Could not read the app shell: ${String(error)}`, { cause: error });
    });
    cached = { html, until: now + SHELL_TTL_MS };
    return html;
  };
}

async function fetchShell(origin: string, fetchImpl: typeof fetch): Promise<string> {
  const response = await fetchImpl(`${origin}/${APP_SHELL_FILE}`, { signal: AbortSignal.timeout(SHELL_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`Fetching the app shell from ${origin} answered ${response.status}`);
  return response.text();
}
