import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@test/render-app';
import { liveSession, noResults, server, signedInSession, testUser } from '@test/server';

/** Jane signed in at /help; `POST /api/logout` answers with `logoutAnswer` (by default: ends the session). */
function signedInAtHelp(logoutAnswer?: () => Response) {
  const session = liveSession(testUser);
  const logouts = { calls: 0 };
  server.use(
    session.handler,
    http.post('/api/logout', () => {
      logouts.calls += 1;
      if (logoutAnswer) return logoutAnswer();
      session.setUser(null);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { ...renderApp('/help'), logouts };
}

async function banner() {
  return screen.findByRole('banner');
}

/**
 * Chooses the menu's last item with the keyboard. In jsdom a menu that was open once before in the same test file
 * takes a simulated click on an item for a click outside and closes; real Chromium does not (e2e/accounts.spec.ts
 * clicks the items), and keyboard choice is what a keyboard user does anyway. Like that user, it waits for each key
 * to show: the open menu takes the focus an animation frame after its items appear (keys pressed before then go to
 * the trigger, whose Enter closes the menu), and ArrowUp highlights the item before Enter chooses it.
 */
async function chooseLastMenuItem(user: ReturnType<typeof renderApp>['user'], name: string) {
  const menu = await screen.findByRole('menu');
  const item = await within(menu).findByRole('menuitem', { name });
  await waitFor(() => expect(menu).toHaveFocus());
  await user.keyboard('{ArrowUp}');
  await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
  await user.keyboard('{Enter}');
}

/**
 * The small-screen panel's trigger. jsdom's window is 1024 px wide, so the small-screen corner is `display: none`
 * there, as in a desktop browser; the query looks past that.
 */
async function openSmallScreenPanel(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await within(await banner()).findByRole('button', { name: 'Open menu', hidden: true }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the header of a signed-in user', () => {
  it('shows My Account and the balance pill', async () => {
    signedInAtHelp();
    const header = within(await banner());
    expect(await header.findByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    expect(header.getAllByText('5 tokens')).not.toHaveLength(0);
    expect(header.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('writes a balance of one in the singular, and the small-screen badge reads the whole count, not a bare number', async () => {
    server.use(liveSession({ ...testUser, tokenBalance: 1 }).handler);
    renderApp('/help');
    const header = within(await banner());
    expect(await header.findAllByText('1 token')).toHaveLength(2);
    // eslint-disable-next-line testing-library/no-node-access -- the badge's two texts share an element with no role or name of its own
    const badge = header.getByText('1', { selector: '[aria-hidden="true"]' }).parentElement as HTMLElement;
    expect(within(badge).getByText('1 token')).toBeInTheDocument();
    expect(header.queryByText(/1 tokens/)).not.toBeInTheDocument();
  });

  it('opens the avatar menu in the header: who is signed in, My Account, Buy Tokens, Log out', async () => {
    const { user } = signedInAtHelp();
    const trigger = await within(await banner()).findByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveTextContent('J');

    await user.click(trigger);
    // Inside the banner landmark, where a screen reader's landmark navigation finds it.
    const menu = within(await within(await banner()).findByRole('menu'));
    expect(menu.getByText('Jane Doe')).toBeInTheDocument();
    expect(menu.getByText('jane@example.com')).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: 'My Account' })).toHaveAttribute('href', '/account');
    expect(menu.getByRole('menuitem', { name: 'Buy Tokens' })).toHaveAttribute('href', '/account?tab=tokens');
    expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it('names the user by username when there is no full name', async () => {
    server.use(signedInSession({ ...testUser, username: 'bob', fullName: null }));
    const { user } = renderApp('/help');
    const trigger = await within(await banner()).findByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveTextContent('B');

    await user.click(trigger);
    expect(within(await screen.findByRole('menu')).getByText('bob')).toBeInTheDocument();
  });

  it('logs out from the menu: says so and goes to /auth', async () => {
    const { user, logouts } = signedInAtHelp();
    await user.click(await within(await banner()).findByRole('button', { name: 'Account menu' }));
    await chooseLastMenuItem(user, 'Log out');

    const toast = await screen.findByRole('status', { name: 'Logged out' });
    expect(toast).toHaveTextContent('You have been successfully logged out');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to RoomRemix' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth');
    expect(await within(await banner()).findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(logouts.calls).toBe(1);
  });

  it('only logs a failed logout: the user stays signed in on the page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, logouts } = signedInAtHelp(() =>
      HttpResponse.json({ message: 'Boom', code: 'internal' }, { status: 500 }),
    );
    await user.click(await within(await banner()).findByRole('button', { name: 'Account menu' }));
    await chooseLastMenuItem(user, 'Log out');

    await vi.waitFor(
      () => expect(log).toHaveBeenCalledWith('Logout failed', expect.objectContaining({ status: 500 })),
      { timeout: 5000 },
    );
    expect(logouts.calls).toBe(1);
    expect(window.location.pathname).toBe('/help');
    expect(within(await banner()).getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Logged out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Logout failed' })).not.toBeInTheDocument();
  });

  it('offers the small-screen panel: Home, My Account, Buy Tokens with the balance, the user and Log out', async () => {
    const { user } = signedInAtHelp();
    const panel = within(await openSmallScreenPanel(user));
    expect(panel.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(panel.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    expect(panel.getByRole('link', { name: 'Buy Tokens 5 tokens' })).toHaveAttribute('href', '/account?tab=tokens');
    expect(panel.getByText('Jane Doe')).toBeInTheDocument();
    expect(panel.getByText('jane@example.com')).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('status', { name: 'Logged out' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to RoomRemix' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth');
  });

  it('closes the small-screen panel when one of its links is followed', async () => {
    const { user } = signedInAtHelp();
    // My Account opens on My Results, which reads the results.
    server.use(noResults());
    const panel = within(await openSmallScreenPanel(user));

    await user.click(panel.getByRole('link', { name: 'My Account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(), {
      timeout: 5000,
    });
  });
});
