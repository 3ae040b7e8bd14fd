import { type App, getApps, initializeApp } from 'firebase-admin/app';

/**
 * The process-wide Admin SDK app, created on first use. Firestore and Auth share it; the first caller's project id
 * wins, and every caller passes AppConfig.projectId. The *_EMULATOR_HOST variables point its clients at emulators.
 */
export function getFirebaseApp(projectId: string): App {
  return getApps()[0] ?? initializeApp({ projectId });
}
