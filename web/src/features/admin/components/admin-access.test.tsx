import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@test/render-app';
import { server, signedInSession, testUser, visitorSession } from '@test/server';
import { adminUser, userSummary } from '@test/admin/fixtures';

async function banner() {
  return within(await screen.findByRole('banner'));
}

describe('who sees /admin', () => {
  // The sessions are made inside the test: signedInSession also sets the signed-in hint, which each test's clean-up
  // removes, so a session made while the table is collected would leave a later case signed out.
  it.each([
    ['a visitor', visitorSession, { name: 'Sign In', role: 'link' }],
    [
      'a signed-in user without the admin role',
      () => signedInSession(testUser),
      { name: 'Account menu', role: 'button' },
    ],
  ] as const)('%s gets the 404 page, and no admin call is made', async (_who, session, seenInBanner) => {
    server.use(session());
    renderApp('/admin/users');
    expect(await (await banner()).findByRole(seenInBanner.role, { name: seenInBanner.name })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
    // Any call to /api/admin/* would be an unexpected request and fail the test.
  });

  it('an admin gets the console: its sections, opening on the newest users', async () => {
    server.use(
      signedInSession(adminUser),
      http.get('/api/admin/users', () => HttpResponse.json([userSummary()])),
    );
    renderApp('/admin');
    const users = within(await screen.findByRole('table', { name: 'Newest accounts' }));
    expect(window.location.pathname).toBe('/admin/users');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    const sections = within(screen.getByRole('navigation', { name: 'Admin sections' }));
    expect(sections.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Users',
      'Jobs',
      'Coupons',
      'Packages',
      'Payments',
      'Audit log',
    ]);
    expect(sections.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(users.getByRole('link', { name: 'jane' })).toHaveAttribute('href', '/admin/users/user-1');
  });

  it('an admin gets the 404 page for a path below /admin that is no section', async () => {
    server.use(signedInSession(adminUser));
    renderApp('/admin/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
  });
});

describe('the Admin link of the account menu', () => {
  it('is offered to an admin, in the avatar menu and the small-screen panel', async () => {
    server.use(signedInSession(adminUser));
    const { user } = renderApp('/help');
    await user.click(await (await banner()).findByRole('button', { name: 'Account menu' }));
    expect(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await user.keyboard('{Escape}');

    await user.click(await (await banner()).findByRole('button', { name: 'Open menu', hidden: true }));
    const panel = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(panel.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('is not offered to a user without the admin role', async () => {
    server.use(signedInSession(testUser));
    const { user } = renderApp('/help');
    await user.click(await (await banner()).findByRole('button', { name: 'Account menu' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByRole('menuitem', { name: 'Buy Tokens' })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Admin' })).not.toBeInTheDocument();
  });
});
