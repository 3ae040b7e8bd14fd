// The only module that imports the Firebase JS SDK. It is loaded with import() when a Google sign-in starts, so no
// page carries the SDK until then (the landing page's JavaScript budget).
import type { FirebaseWebConfig } from '@roomremix/contracts/system';
import { initializeApp } from 'firebase/app';
import {
  type Auth,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  getRedirectResult,
  GoogleAuthProvider,
  initializeAuth,
  inMemoryPersistence,
  signInWithCredential,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  type UserCredential,
} from 'firebase/auth';
import type { GoogleCredential } from '../api/google-login';
import { MissingAuthDomainError } from './google-error-message';
import { markGoogleRedirectPending } from './google-redirect-flag';

let auth: Auth | undefined;

/**
 * The page's Firebase Auth, created once. It keeps nothing between visits (in-memory persistence): the app's sign-in
 * is the server's session cookie, Firebase only proves the Google account once.
 */
function firebaseAuth(config: FirebaseWebConfig): Auth {
  if (auth) return auth;
  const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
  auth = initializeAuth(app, { persistence: inMemoryPersistence });
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  return auth;
}

/** Google always asks which account to use, and the app asks for the profile and the e-mail. */
function googleProvider(): GoogleAuthProvider {
  const provider = new GoogleAuthProvider();
  provider.addScope('profile');
  provider.addScope('email');
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
}

function authWithDomain(config: FirebaseWebConfig): Auth {
  if (!config.authDomain) throw new MissingAuthDomainError();
  return firebaseAuth(config);
}

/** The ID token and profile for the server; then Firebase forgets the user, the cookie session takes over. */
async function toGoogleCredential(firebase: Auth, { user }: UserCredential): Promise<GoogleCredential> {
  const idToken = await user.getIdToken();
  await signOut(firebase);
  return {
    idToken,
    profile: { email: user.email, displayName: user.displayName, uid: user.uid, photoURL: user.photoURL },
  };
}

/** Signs in with Google in a popup window (wide screens). */
export async function signInWithGooglePopup(config: FirebaseWebConfig): Promise<GoogleCredential> {
  const firebase = authWithDomain(config);
  return toGoogleCredential(firebase, await signInWithPopup(firebase, googleProvider(), browserPopupRedirectResolver));
}

/** Leaves for Google's sign-in page (small screens); the page comes back to `/auth`, which takes the result. */
export async function startGoogleRedirect(config: FirebaseWebConfig): Promise<null> {
  const firebase = authWithDomain(config);
  markGoogleRedirectPending();
  await signInWithRedirect(firebase, googleProvider(), browserPopupRedirectResolver);
  return null;
}

/** The credential of a Google redirect sign-in that just came back, or null when there is none. */
export async function takeGoogleRedirectResult(config: FirebaseWebConfig): Promise<GoogleCredential | null> {
  const firebase = authWithDomain(config);
  const result = await getRedirectResult(firebase, browserPopupRedirectResolver);
  return result && toGoogleCredential(firebase, result);
}

/**
 * Signs in with a fake Google ID token (JSON such as `{"sub":"1","email":"a@b.c"}`), which only the Auth emulator
 * accepts: end-to-end tests run offline, where Google's popup and redirect cannot load. Does nothing,
 * resolving null, unless the app runs against the emulator.
 */
export async function signInWithEmulatorGoogleToken(
  config: FirebaseWebConfig,
  fakeIdToken: string,
): Promise<GoogleCredential | null> {
  if (!config.authEmulatorUrl) {
    console.warn('Ignoring the emulator Google sign-in: the app is not running against the Auth emulator');
    return null;
  }
  const firebase = firebaseAuth(config);
  return toGoogleCredential(firebase, await signInWithCredential(firebase, GoogleAuthProvider.credential(fakeIdToken)));
}
