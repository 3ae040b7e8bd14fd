import { useEffect, useRef, useState } from 'react';
import type { FirebaseWebConfig } from '@roomremix/contracts/system';
import { GOOGLE_MESSAGES } from '@roomremix/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { publicConfigQueryOptions } from '@/lib/public-config';
import { ROUTE_PATHS } from '@/lib/route-paths';
import { type GoogleCredential, useGoogleLogin } from '../api/google-login';
import { type EmulatorGoogleAccount, emulatorGoogleIdToken } from '../utils/emulator-google-account';
import { googleErrorMessage } from '../utils/google-error-message';
import { takeGoogleRedirectPending } from '../utils/google-redirect-flag';
import { toastGoogleFailure, toastGoogleWelcome } from '../utils/sign-in-toast';

/** Chakra's md breakpoint: from here up Google opens in a popup, below it the page redirects. */
const WIDE_SCREEN_QUERY = '(min-width: 48rem)';

/** `/auth?emulatorGoogleIdToken=<fake Google ID token JSON>` signs in through the Auth emulator. */
const EMULATOR_GOOGLE_TOKEN_PARAM = 'emulatorGoogleIdToken';

type FirebaseGoogle = typeof import('../utils/firebase-google');

/**
 * Google sign-in with the Firebase SDK: popup on wide screens, redirect on small ones; against the local Auth emulator,
 * a test account the user names (utils/emulator-google-account.ts says why). Success stores the user, greets them and
 * goes to `/`; failure shows the reason in a 'Google Login Failed' toast.
 */
export function useGoogleSignIn() {
  const queryClient = useQueryClient();
  const [emulatorAccountOpen, setEmulatorAccountOpen] = useState(false);
  const navigate = useNavigate();
  const googleLogin = useGoogleLogin({
    onSuccess: async (user) => {
      toastGoogleWelcome(GOOGLE_MESSAGES.loginSucceeded, user);
      await navigate(ROUTE_PATHS.home);
    },
    onError: (error) => {
      console.error(error);
      toastGoogleFailure(GOOGLE_MESSAGES.loginFailed.title, googleErrorMessage(error, window.location.host));
    },
  });

  // The config and the SDK load on demand. `prepare` starts both when the pointer or focus reaches a Google button,
  // so a click finds them ready: a popup opened long after the click would be blocked.
  const prepare = () => {
    void queryClient.prefetchQuery(publicConfigQueryOptions());
    void import('../utils/firebase-google');
  };
  const withFirebase =
    (use: (google: FirebaseGoogle, config: FirebaseWebConfig) => Promise<GoogleCredential | null>) => async () => {
      const [config, google] = await Promise.all([
        queryClient.fetchQuery(publicConfigQueryOptions()),
        import('../utils/firebase-google'),
      ]);
      return use(google, config.firebase);
    };

  return {
    prepare,
    /** Starts a Google sign-in from a button (against the emulator: opens the test account dialog). */
    signIn: () =>
      googleLogin.mutate(
        withFirebase(async (google, config) => {
          if (config.authEmulatorUrl) {
            setEmulatorAccountOpen(true);
            return null;
          }
          return window.matchMedia(WIDE_SCREEN_QUERY).matches
            ? google.signInWithGooglePopup(config)
            : google.startGoogleRedirect(config);
        }),
      ),
    /** The emulator's test account dialog: open after signIn against the emulator; its form signs in as the account. */
    emulatorAccount: {
      open: emulatorAccountOpen,
      onOpenChange: setEmulatorAccountOpen,
      signIn: {
        mutate: (account: EmulatorGoogleAccount, options: { onError: (error: unknown) => void }) =>
          googleLogin.mutate(
            withFirebase((google, config) =>
              google.signInWithEmulatorGoogleToken(config, emulatorGoogleIdToken(account)),
            ),
            { onSuccess: () => setEmulatorAccountOpen(false), onError: options.onError },
          ),
        isPending: googleLogin.isPending,
      },
    },
    /** Finishes a redirect sign-in the page just came back from. */
    completeRedirect: () =>
      googleLogin.mutate(withFirebase((google, config) => google.takeGoogleRedirectResult(config))),
    /** Signs in with a fake Google ID token; only against the Auth emulator. */
    signInWithEmulatorToken: (fakeIdToken: string) =>
      googleLogin.mutate(withFirebase((google, config) => google.signInWithEmulatorGoogleToken(config, fakeIdToken))),
    isPending: googleLogin.isPending,
  };
}

/**
 * Once per visit of the page: finishes a Google redirect sign-in that left from here (the pending redirect
 * result is checked on load), or signs in with the emulator test token in the URL.
 */
export function useResumeGoogleSignIn(google: ReturnType<typeof useGoogleSignIn>): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    const emulatorToken = searchParams.get(EMULATOR_GOOGLE_TOKEN_PARAM);
    if (emulatorToken) {
      setSearchParams(
        (params) => {
          params.delete(EMULATOR_GOOGLE_TOKEN_PARAM);
          return params;
        },
        { replace: true },
      );
      google.signInWithEmulatorToken(emulatorToken);
    } else if (takeGoogleRedirectPending()) {
      google.completeRedirect();
    }
  }, [google, searchParams, setSearchParams]);
}
