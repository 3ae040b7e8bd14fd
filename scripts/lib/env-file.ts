import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { REPO_ROOT } from './repo';

/** The variables of the repository's `.env` (Stripe and AI provider keys), or none when there is no such file. */
export function readDotEnv(): Record<string, string> {
  const path = join(REPO_ROOT, '.env');
  if (!existsSync(path)) return {};
  return Object.fromEntries(
    Object.entries(parseEnv(readFileSync(path, 'utf8'))).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
}
