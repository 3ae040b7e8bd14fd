// The browser leaves the app for a Google redirect sign-in and comes back to the page it left. This flag, set just
// before leaving, tells that page a redirect result is waiting, so a normal visit never loads the Firebase SDK.
const KEY = 'roomremix:google-redirect-pending';

/** Notes that a Google redirect sign-in is about to leave the page. */
export function markGoogleRedirectPending(): void {
  sessionStorage.setItem(KEY, '1');
}

/** Whether a Google redirect sign-in left this tab; clears the note, so the result is taken once. */
export function takeGoogleRedirectPending(): boolean {
  try {
    const pending = sessionStorage.getItem(KEY) !== null;
    sessionStorage.removeItem(KEY);
    return pending;
  } catch (error) {
    // Storage can be switched off; then a redirect result cannot be noticed, and the user signs in again.
    console.error(error);
    return false;
  }
}
