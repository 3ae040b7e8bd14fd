/** A header rule of firebase.json's Hosting section. */
interface HostingHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/** The directives through which the web app reaches the Auth emulator: its REST API and its sign-in iframe. */
const AUTH_EMULATOR_DIRECTIVES = new Set(['connect-src', 'frame-src']);

/**
 * Adds the Auth emulator's origin to every Content-Security-Policy in `rules`: against the emulators the web app
 * signs in with Google through it, while production keeps the policy firebase.json carries.
 */
export function allowAuthEmulator(rules: HostingHeaderRule[], authOrigin: string): void {
  for (const header of rules.flatMap((rule) => rule.headers)) {
    if (header.key.toLowerCase() !== 'content-security-policy') continue;
    header.value = header.value
      .split(';')
      .map((directive) => directive.trim())
      .map((directive) =>
        AUTH_EMULATOR_DIRECTIVES.has(directive.split(/\s+/)[0] ?? '') ? `${directive} ${authOrigin}` : directive,
      )
      .join('; ');
  }
}
