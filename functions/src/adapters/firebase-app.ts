import { type App, getApps, initializeApp } from 'firebase-admin/app';

/**
 * The process-wide Admin SDK app, created on first use. Firestore and Auth share it; the first caller's project id
 * wins, and every caller passes AppConfig.projectId. The *_EMULATOR_HOST variables point its clients at emulators.
 */
export function getFirebaseApp(projectId: string): App {
  return getApps()[0] ?? initializeApp({ projectId });
}

/**
 * An OAuth access token of the Admin SDK app's credential (application default credentials: the runtime service
 * account when deployed), for Google APIs the SDK has no client for.
 */
export async function adminAccessToken(projectId: string): Promise<string> {
  const credential = getFirebaseApp(projectId).options.credential;
  if (!credential) throw new Error('The Admin SDK app has no credential');
  return (await credential.getAccessToken()).access_token;
}
