import { accessSync, constants } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';
import { SetupError } from './errors';

/** The variable that names the browser binary when it is not where Debian puts it. */
export const CHROMIUM_VARIABLE = 'ROOMREMIX_CHROMIUM';
/** Where the e2e tier and the bench look for a browser after the variable, in order: a path, then names on PATH. */
const CANDIDATES = ['/usr/bin/chromium', 'chromium', 'google-chrome'];

/** Thrown when no browser is found; its message is the one line to print. */
export class ChromiumMissingError extends SetupError {}

/**
 * The Chromium (or Chrome) binary the e2e tier and the bench drive: ROOMREMIX_CHROMIUM when set (it must then be an
 * executable), else the first of /usr/bin/chromium, `chromium` and `google-chrome` found on PATH. `isExecutable` is a
 * parameter for tests.
 */
export function findChromium(
  env: Readonly<Record<string, string | undefined>> = process.env,
  isExecutable: (path: string) => boolean = executable,
): string {
  const named = env[CHROMIUM_VARIABLE]?.trim();
  if (named) {
    if (isExecutable(named)) return named;
    throw new ChromiumMissingError(
      `${CHROMIUM_VARIABLE}=${named} is not an executable browser: point it at Chromium or Chrome, or unset it and run apt-get install -y chromium`,
    );
  }
  const path = (env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const candidate of CANDIDATES) {
    const found = isAbsolute(candidate)
      ? [candidate].find(isExecutable)
      : path.map((directory) => join(directory, candidate)).find(isExecutable);
    if (found) return found;
  }
  throw new ChromiumMissingError(
    `No browser for the e2e tests (looked for ${CHROMIUM_VARIABLE}, ${CANDIDATES.join(', ')}): run apt-get install -y chromium, or set ${CHROMIUM_VARIABLE} to a Chromium or Chrome binary`,
  );
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
