import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The parts of firebase.json's Hosting section the prerendered pages depend on. */
interface HostingConfig {
  cleanUrls?: boolean;
  rewrites: { source: string; destination?: string }[];
  headers: { source: string; headers: { key: string; value: string }[] }[];
}

/** firebase.json's Hosting section, as deployed and as the local stack serves it. */
export function hostingConfig(): HostingConfig {
  const firebaseJson = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'firebase.json');
  return (JSON.parse(readFileSync(firebaseJson, 'utf8')) as { hosting: HostingConfig }).hosting;
}

/** The Content-Security-Policy source that allows an inline script by its text: `'sha256-<base64>'`. */
export function cspHashOf(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** True when every Content-Security-Policy of `hosting` lists `source` in its script-src. */
export function everyCspAllowsScript(hosting: HostingConfig, source: string): boolean {
  const policies = hosting.headers
    .flatMap((rule) => rule.headers)
    .filter((header) => header.key.toLowerCase() === 'content-security-policy');
  return (
    policies.length > 0 &&
    policies.every((policy) =>
      policy.value
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .some(([name, ...sources]) => name === 'script-src' && sources.includes(source)),
    )
  );
}
