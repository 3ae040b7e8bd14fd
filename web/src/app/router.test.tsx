import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@test/render-app';
import { noResults, server, setSignedInHint, signedInSession, visitorSession } from '@test/server';

/**
 * A browser holding the signed-in hint whose session has ended: `GET /api/user` answers 401 only when the test calls
 * the returned function.
 */
function heldEndedSession(): () => void {
  setSignedInHint(true);
  let release = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get('/api/user', async () => {
      await answered;
      return HttpResponse.json({ message: 'Not signed in', code: 'unauthenticated' }, { status: 401 });
    }),
  );
  return release;
}

/** A browser holding the signed-in hint, and `GET /api/user` failing. */
const failingSession = () => {
  setSignedInHint(true);
  return http.get('/api/user', () => HttpResponse.json({ message: 'Boom', code: 'internal' }, { status: 500 }));
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('public routes', () => {
  it.each([
    ['/coming-soon', 'Remake Your Space With a Click'],
    ['/auth', 'Sign in to RoomRemix'],
    ['/auth/google-callback', 'Processing Authentication'],
    ['/terms-of-service', 'Terms of Service'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/refund-policy', 'Refund Policy'],
    ['/help?tab=faq', 'Help Center'],
  ])('%s shows "%s" to a visitor', async (url, heading) => {
    server.use(visitorSession());
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path, with a way home', async () => {
    server.use(visitorSession());
    const { user } = renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go back home' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Remake Your Space With a Click' }),
    ).toBeInTheDocument();
  });
});

describe('/', () => {
  it('shows a visitor (no signed-in hint) the landing page at once, without checking the session', async () => {
    // No handler for GET /api/user: asking would fail the test.
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Remake Your Space With a Click' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('shows a spinner while the session of a signed-in hint is checked, then the landing page when it ended', async () => {
    const answer = heldEndedSession();
    renderApp('/');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    answer();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Remake Your Space With a Click' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Your First Remix' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('shows the studio to a signed-in user', async () => {
    server.use(signedInSession(), noResults());
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Remix Studio' })).toBeInTheDocument();
    // The studio's previous results are answered before the test ends, so no request outlives its handlers.
    expect(
      await screen.findByText('No previous results found. Process some images to see them here!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Remake Your Space With a Click' })).not.toBeInTheDocument();
  });

  it('still shows the landing page when the session check fails, and logs the failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(failingSession());
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Remake Your Space With a Click' }),
    ).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('session'), expect.objectContaining({ status: 500 }));
  });
});

describe('protected routes', () => {
  it.each(['/account', '/app'])('%s sends a visitor to /auth', async (url) => {
    server.use(visitorSession());
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to RoomRemix' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth');
  });

  it('shows a spinner while the session loads', async () => {
    const answer = heldEndedSession();
    renderApp('/account?tab=tokens');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();

    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to RoomRemix' })).toBeInTheDocument();
  });

  it('/account?tab=results shows "My Account" to a signed-in user', async () => {
    server.use(signedInSession(), noResults());
    renderApp('/account?tab=results');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/account');
    expect(await screen.findByText("You haven't created any remixes yet.")).toBeInTheDocument();
  });

  it('/app shows "Remix Studio" to a signed-in user', async () => {
    server.use(signedInSession(), noResults());
    renderApp('/app');
    expect(await screen.findByRole('heading', { level: 1, name: 'Remix Studio' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/app');
    expect(
      await screen.findByText('No previous results found. Process some images to see them here!'),
    ).toBeInTheDocument();
  });

  it('shows the error page, inside the header and footer, when the session cannot be checked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(failingSession());
    renderApp('/account');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('leaves the error page behind when the user goes to another page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(failingSession());
    const { user } = renderApp('/account');
    await screen.findByRole('heading', { name: 'Something went wrong' });
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Home' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Remake Your Space With a Click' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});

describe('header', () => {
  it('offers a visitor Home and Sign In', async () => {
    server.use(visitorSession());
    renderApp('/help');
    const header = within(await screen.findByRole('banner'));
    expect(await header.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(header.getByRole('link', { name: 'RoomRemix' })).toHaveAttribute('href', '/');
    expect(header.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('offers no Sign In to a signed-in user', async () => {
    server.use(signedInSession());
    renderApp('/help');
    await screen.findByRole('heading', { level: 1, name: 'Help Center' });
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
