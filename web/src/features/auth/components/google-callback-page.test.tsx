import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@test/render-app';
import { liveVisitor, recordJsonPost, refusedAnswers } from '@test/auth/auth-server';

/**
 * A visitor arriving at the callback; `POST /api/auth/google` answers with `answer` (by default: signs jane in).
 * Gives back the JSON bodies the server received.
 */
function arriveAt(url: string, answer?: () => Response) {
  const { signIn } = liveVisitor();
  const bodies = recordJsonPost('/api/auth/google', answer ?? (() => signIn()));
  renderApp(url);
  return bodies;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/auth/google-callback', () => {
  it('sends the access token of the fragment to the server, welcomes the user and goes to /', async () => {
    const bodies = arriveAt('/auth/google-callback#access_token=ya29.token&token_type=Bearer&expires_in=3599');

    expect(await screen.findByRole('heading', { level: 1, name: 'Processing Authentication' })).toBeInTheDocument();
    expect(screen.getByText('Please wait while we complete your login...')).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Login Successful' })).toHaveTextContent('Welcome, Jane Doe!');
    expect(await screen.findByRole('heading', { level: 1, name: 'Remix Studio' })).toBeInTheDocument();
    expect(bodies).toEqual([{ accessToken: 'ya29.token' }]);
    expect(window.location.hash).toBe('');
  });

  it('goes back to /auth when the fragment has no access token', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const bodies = arriveAt('/auth/google-callback#error=access_denied');

    expect(await screen.findByRole('status', { name: 'Authentication Failed' })).toHaveTextContent(
      'Could not get authentication token from Google',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to RoomRemix' })).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it.each(
    refusedAnswers(
      { status: 400, code: 'bad_request', message: 'Google account must have an email address' },
      'Failed to authenticate with server',
    ),
  )('goes back to /auth when the server refuses, with %s', async (_case, answer, description) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    arriveAt('/auth/google-callback#access_token=ya29.token', answer);

    expect(await screen.findByRole('status', { name: 'Authentication Failed' })).toHaveTextContent(description);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to RoomRemix' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth');
  });
});
