import type { CheckResult } from './google-rest';

/**
 * The page Google sends a signed-in user back to: Firebase Hosting serves `/__/auth/handler` on every domain of the
 * project, and the Firebase JS SDK uses the one of `authDomain` (WEB_AUTH_DOMAIN), which config.ts requires to be the
 * host of one of ALLOWED_ORIGINS. That origin's scheme and port are kept.
 */
export function authHandlerUri(origins: readonly string[], authDomain: string): string {
  const origin = origins.find((entry) => new URL(entry).host === authDomain.toLowerCase());
  return `${origin ?? `https://${authDomain}`}/__/auth/handler`;
}

/**
 * 8. Google sign-in on WEB_AUTH_DOMAIN: Google only redirects to URIs its OAuth client lists. Firebase lists its own
 * `<project>.firebaseapp.com` handler when it creates the client; any other domain (a custom one, or web.app) must be
 * added by hand (Firebase's redirect best practices, option 1). No Google API reads a client's redirect URIs, so for
 * those the line is a reminder naming the exact URI.
 */
export function checkGoogleSignInRedirect(
  projectId: string,
  origins: readonly string[],
  authDomain: string | undefined,
): CheckResult {
  if (!authDomain) return { status: 'skip', title: 'Google sign-in: no WEB_AUTH_DOMAIN (its own line says so)' };
  const uri = authHandlerUri(origins, authDomain);
  if (authDomain.toLowerCase() === `${projectId}.firebaseapp.com`) {
    return { status: 'pass', title: `Google sign-in on ${authDomain}: Firebase registers ${uri} itself` };
  }
  return {
    status: 'warn',
    title: `Google sign-in on ${authDomain}: the OAuth client's authorised redirect URIs hold ${uri}`,
    detail: 'no Google API reads an OAuth client’s redirect URIs, so this is checked by hand',
    fix:
      `open https://console.cloud.google.com/apis/credentials?project=${projectId}, edit the web OAuth client ` +
      `("Web client (auto created by Google Service)"), add ${uri} to Authorised redirect URIs and save`,
  };
}
