import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@test/render-app';
import { publicConfig } from '@test/fixtures';
import { configHandler, liveSession, noResults, server, testUser } from '@test/server';

// The Firebase SDK talks to Google, which tests cannot reach; its adapter module is replaced, everything around
// it (config call, server call, cache, toasts, navigation) is real.
const firebase = vi.hoisted(() => ({
  signInWithGooglePopup: vi.fn(),
  startGoogleRedirect: vi.fn(),
  takeGoogleRedirectResult: vi.fn(),
  signInWithEmulatorGoogleToken: vi.fn(),
}));
vi.mock('../utils/firebase-google', () => firebase);

/** A deployed app's config: Google itself signs in. */
const FIREBASE_CONFIG = {
  apiKey: 'demo-key',
  authDomain: 'demo-roomremix.firebaseapp.com',
  projectId: 'demo-roomremix',
  authEmulatorUrl: null,
};

/** The local app's config: the Auth emulator stands in for Google. */
const EMULATOR_CONFIG = { ...FIREBASE_CONFIG, authEmulatorUrl: 'http://127.0.0.1:9099' };

const GOOGLE_CREDENTIAL = {
  idToken: 'firebase-id-token',
  profile: { email: 'jane@example.com', displayName: 'Jane Doe', uid: 'firebase-uid', photoURL: null },
};

interface SeenGoogleSignIn {
  authorization: string | null;
  body: unknown;
}

/** A visitor at `url` of the app configured with `firebase`; `POST /api/auth/google` answers with `answer` (by default: signs jane in). */
function visitorAt(
  url: string,
  answer?: () => Response,
  firebaseConfig: typeof FIREBASE_CONFIG | typeof EMULATOR_CONFIG = FIREBASE_CONFIG,
) {
  const session = liveSession();
  const seen: SeenGoogleSignIn[] = [];
  server.use(configHandler(publicConfig({ firebase: firebaseConfig })));
  server.use(
    session.handler,
    noResults(),
    http.post('/api/auth/google', async ({ request }) => {
      seen.push({ authorization: request.headers.get('authorization'), body: await request.json() });
      if (answer) return answer();
      session.setUser(testUser);
      return HttpResponse.json(testUser);
    }),
  );
  return { ...renderApp(url), seen };
}

function screenIsWide(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide, media: query }));
}

beforeEach(() => {
  screenIsWide(true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('Google sign-in on /auth', () => {
  it('signs in through a popup on a wide screen, sends the ID token to the server and goes to /', async () => {
    firebase.signInWithGooglePopup.mockResolvedValue(GOOGLE_CREDENTIAL);
    const { user, seen } = visitorAt('/auth');

    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));

    const toast = await screen.findByRole('status', { name: 'Google Login Successful' });
    expect(toast).toHaveTextContent('Welcome, Jane Doe!');
    expect(await screen.findByRole('heading', { level: 1, name: 'Remix Studio' })).toBeInTheDocument();
    expect(firebase.signInWithGooglePopup).toHaveBeenCalledWith(FIREBASE_CONFIG);
    expect(seen).toEqual([{ authorization: 'Bearer firebase-id-token', body: GOOGLE_CREDENTIAL.profile }]);
  });

  it('leaves for Google below the md width instead of opening a popup', async () => {
    screenIsWide(false);
    firebase.startGoogleRedirect.mockReturnValue(new Promise(() => {}));
    const { user } = visitorAt('/auth');

    await user.click(await screen.findByRole('tab', { name: 'Register' }));
    await user.click(screen.getByRole('button', { name: 'Sign up with Google' }));

    await vi.waitFor(() => expect(firebase.startGoogleRedirect).toHaveBeenCalledWith(FIREBASE_CONFIG));
    expect(firebase.signInWithGooglePopup).not.toHaveBeenCalled();
  });

  it.each([
    ['the popup was closed', { code: 'auth/popup-closed-by-user' }, 'Google sign-in was cancelled. Please try again.'],
    ['Firebase failed inside', { code: 'auth/internal-error' }, 'Firebase internal error. Please try again later.'],
    [
      'the domain is not authorized',
      { code: 'auth/unauthorized-domain' },
      "Domain 'localhost:3000' not authorized for Google sign-in. Add it to the authorized domains list of the Firebase project.",
    ],
  ])('explains when %s', async (_case, error, description) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    firebase.signInWithGooglePopup.mockRejectedValue(Object.assign(new Error('Firebase: Error.'), error));
    const { user, seen } = visitorAt('/auth');

    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));

    expect(await screen.findByRole('status', { name: 'Google Login Failed' })).toHaveTextContent(description);
    expect(seen).toEqual([]);
    expect(window.location.pathname).toBe('/auth');
  });

  it("shows the server's refusal", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    firebase.signInWithGooglePopup.mockResolvedValue(GOOGLE_CREDENTIAL);
    const { user } = visitorAt('/auth', () =>
      HttpResponse.json({ message: 'Google account must have an email address', code: 'bad_request' }, { status: 400 }),
    );

    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));

    expect(await screen.findByRole('status', { name: 'Google Login Failed' })).toHaveTextContent(
      'Failed to authenticate with server: Google account must have an email address',
    );
  });

  it('finishes a redirect sign-in the page comes back from', async () => {
    sessionStorage.setItem('roomremix:google-redirect-pending', '1');
    firebase.takeGoogleRedirectResult.mockResolvedValue(GOOGLE_CREDENTIAL);
    const { seen } = visitorAt('/auth');

    expect(await screen.findByRole('status', { name: 'Google Login Successful' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Remix Studio' })).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(sessionStorage.getItem('roomremix:google-redirect-pending')).toBeNull();
  });

  it('signs in once with the emulator test token from the URL', async () => {
    firebase.signInWithEmulatorGoogleToken.mockResolvedValue(GOOGLE_CREDENTIAL);
    const token = JSON.stringify({ sub: 'google-1', email: 'jane@example.com' });
    visitorAt(`/auth?emulatorGoogleIdToken=${encodeURIComponent(token)}`, undefined, EMULATOR_CONFIG);

    expect(await screen.findByRole('status', { name: 'Google Login Successful' })).toBeInTheDocument();
    expect(firebase.signInWithEmulatorGoogleToken).toHaveBeenCalledWith(EMULATOR_CONFIG, token);
    expect(firebase.signInWithEmulatorGoogleToken).toHaveBeenCalledTimes(1);
  });
});

describe('Google sign-in against the local Auth emulator', () => {
  it('asks for a test account instead of a popup, and signs in as it', async () => {
    firebase.signInWithEmulatorGoogleToken.mockResolvedValue(GOOGLE_CREDENTIAL);
    const { user, seen } = visitorAt('/auth', undefined, EMULATOR_CONFIG);

    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in with a test Google account' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByText('Enter an e-mail address, e.g. jane@example.com')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Email'), 'Jane@Example.com');
    await user.type(within(dialog).getByLabelText('Name'), 'Jane Doe');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('status', { name: 'Google Login Successful' })).toHaveTextContent(
      'Welcome, Jane Doe!',
    );
    expect(firebase.signInWithGooglePopup).not.toHaveBeenCalled();
    expect(firebase.signInWithEmulatorGoogleToken).toHaveBeenCalledExactlyOnceWith(
      EMULATOR_CONFIG,
      JSON.stringify({
        sub: 'emulator-jane@example.com',
        email: 'jane@example.com',
        email_verified: true,
        name: 'Jane Doe',
      }),
    );
    expect(seen).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives the focus back to the Google button that opened the dialog when it is closed', async () => {
    const { user } = visitorAt('/auth', undefined, EMULATOR_CONFIG);
    const opener = await screen.findByRole('button', { name: 'Sign in with Google' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in with a test Google account' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('keeps the dialog open and shows Google Login Failed when the emulator refuses', async () => {
    firebase.signInWithEmulatorGoogleToken.mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/internal-error).'), { code: 'auth/internal-error' }),
    );
    const { user } = visitorAt('/auth', undefined, EMULATOR_CONFIG);

    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in with a test Google account' });
    await user.type(within(dialog).getByLabelText('Email'), 'jane@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('status', { name: 'Google Login Failed' })).toHaveTextContent(
      'Firebase internal error. Please try again later.',
    );
    expect(screen.getByRole('dialog', { name: 'Sign in with a test Google account' })).toBeInTheDocument();
  });
});
