import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { googleSignInBodySchema } from '@roomremix/contracts/auth';
import { type PublicUser, publicUserSchema } from '@roomremix/contracts/public-user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setSessionUser } from './get-user';

/** The Google account as the Firebase sign-in reported it (sent along, never trusted by the server). */
interface GoogleProfile {
  email: string | null;
  displayName: string | null;
  uid: string;
  photoURL: string | null;
}

/**
 * What proves a Google sign-in: the Firebase ID token of a popup, redirect or emulator sign-in, or the Google access
 * token the `/auth/google-callback` fragment carries (the server exchanges it).
 */
export type GoogleCredential = { idToken: string; profile: GoogleProfile } | { accessToken: string };

/** `POST /api/auth/google`: signs in with a Google credential; the server sets the session cookie. */
export async function googleLogin(credential: GoogleCredential): Promise<PublicUser> {
  const response =
    'idToken' in credential
      ? await apiRequest('POST', apiPath(API_ROUTES.googleSignIn), googleSignInBodySchema.parse(credential.profile), {
          Authorization: `Bearer ${credential.idToken}`,
        })
      : await apiRequest(
          'POST',
          apiPath(API_ROUTES.googleSignIn),
          googleSignInBodySchema.parse({ accessToken: credential.accessToken }),
        );
  return publicUserSchema.parse(await response.json());
}

interface GoogleLoginCallbacks {
  onSuccess: (user: PublicUser) => Promise<void> | void;
  onError: (error: unknown) => void;
}

/**
 * A Google login: the variable obtains the credential (a popup, a redirect result, a URL fragment...), then the
 * server signs in with it and the user is stored. An obtainer that resolves null had nothing to sign in with (no
 * pending redirect, or the browser is leaving for Google), and nothing else happens.
 */
export function useGoogleLogin({ onSuccess, onError }: GoogleLoginCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (obtainCredential: () => Promise<GoogleCredential | null>) => {
      const credential = await obtainCredential();
      return credential && googleLogin(credential);
    },
    onSuccess: async (user) => {
      if (!user) return;
      await setSessionUser(queryClient, user);
      await onSuccess(user);
    },
    onError,
  });
}
