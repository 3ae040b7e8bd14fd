import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@test/render-app';
import { liveSession, noResults, server, signedInSession, testUser } from '@test/server';

afterEach(() => {
  vi.restoreAllMocks();
});

/** What the tabs load, empty: Buy Tokens, Purchase History, My Results (the default tab) and Shared links. */
const tabData = [
  http.get('/api/tokens/packages', () => HttpResponse.json([])),
  http.get('/api/tokens/history', () => HttpResponse.json([])),
  http.get('/api/tokens/activity', () => HttpResponse.json([])),
  noResults(),
  http.get('/api/shares', () => HttpResponse.json([])),
];

async function profileCard() {
  return screen.findByRole('region', { name: 'Profile' });
}

describe('/account', () => {
  it('shows the profile card: initial, name, e-mail and balance', async () => {
    server.use(signedInSession(), noResults());
    renderApp('/account');
    const card = within(await profileCard());
    expect(card.getByText('J')).toBeInTheDocument();
    expect(card.getByText('Jane Doe')).toBeInTheDocument();
    expect(card.getByText('jane@example.com')).toBeInTheDocument();
    expect(card.getByText('5 tokens available')).toBeInTheDocument();
    expect(await screen.findByText("You haven't created any remixes yet.")).toBeInTheDocument();
  });

  it('names the user by username when there is no full name', async () => {
    server.use(signedInSession({ ...testUser, fullName: null, tokenBalance: 0 }), noResults());
    renderApp('/account');
    const card = within(await profileCard());
    expect(card.getByText('jane')).toBeInTheDocument();
    expect(card.getByText('0 tokens available')).toBeInTheDocument();
  });

  it('writes a balance of one in the singular', async () => {
    server.use(signedInSession({ ...testUser, tokenBalance: 1 }), noResults());
    renderApp('/account');
    expect(within(await profileCard()).getByText('1 token available')).toBeInTheDocument();
    expect(await screen.findByText("You haven't created any remixes yet.")).toBeInTheDocument();
  });

  it.each([
    ['/account', 'My Results'],
    ['/account?tab=results', 'My Results'],
    ['/account?tab=tokens', 'Buy Tokens'],
    ['/account?tab=history', 'Purchase History'],
    ['/account?tab=shares', 'Shared links'],
    ['/account?tab=security', 'Security'],
    ['/account?tab=nonsense', 'My Results'],
  ])('%s opens on the %s tab', async (url, tab) => {
    server.use(signedInSession(), ...tabData);
    renderApp(url);
    expect(await screen.findByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((trigger) => trigger.textContent)).toEqual([
      'Buy Tokens',
      'Purchase History',
      'My Results',
      'Shared links',
      'Security',
    ]);
  });

  it('puts the chosen tab in the address', async () => {
    server.use(signedInSession(), ...tabData);
    const { user } = renderApp('/account');
    await user.click(await screen.findByRole('tab', { name: 'Purchase History' }));

    await vi.waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Purchase History' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(
      await within(await screen.findByRole('tabpanel', { name: 'Purchase History' })).findByText(
        "You haven't purchased any tokens yet.",
      ),
    ).toBeInTheDocument();
    expect(window.location.search).toBe('?tab=history');
  });

  it("logs out: 'Logging out...' while it runs, then /auth", async () => {
    const session = liveSession(testUser);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      session.handler,
      noResults(),
      http.post('/api/logout', async () => {
        await answered;
        session.setUser(null);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp('/account');
    await user.click(within(await profileCard()).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logging out...')).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('status', { name: 'Logged out' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to RoomRemix' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth');
  });

  it('stays on the page when logging out fails, and only logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      signedInSession(),
      noResults(),
      http.post('/api/logout', () => HttpResponse.json({ message: 'Boom', code: 'internal' }, { status: 500 })),
    );
    const { user } = renderApp('/account');
    const card = within(await profileCard());
    await user.click(card.getByRole('button', { name: 'Logout' }));

    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('Logout failed', expect.objectContaining({ status: 500 })));
    expect(card.getByRole('button', { name: 'Logout' })).toBeEnabled();
    expect(window.location.pathname).toBe('/account');
  });
});
