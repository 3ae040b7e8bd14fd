import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PASSWORD_MESSAGES } from '@roomremix/contracts/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@test/render-app';
import { liveSession, server, testUser } from '@test/server';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The Security tab of a signed-in user, with the POSTs to `path` recorded and answered by `answer`. */
function securityTab(path: string, answer: () => Response) {
  const session = liveSession(testUser);
  const bodies: unknown[] = [];
  server.use(
    session.handler,
    http.post(path, async ({ request }) => {
      bodies.push(await request.json().catch(() => undefined));
      return answer();
    }),
  );
  return { ...renderApp('/account?tab=security'), session, bodies };
}

async function changePasswordSection() {
  return screen.findByRole('region', { name: 'Change password' });
}

describe('the Security tab: Change password', () => {
  it('shows the form’s messages under the fields and sends nothing', async () => {
    const { user, bodies } = securityTab('/api/account/password', () => new HttpResponse(null, { status: 204 }));
    const form = within(await changePasswordSection());
    await user.type(form.getByLabelText('New password'), 'abc');
    await user.click(form.getByRole('button', { name: 'Change password' }));

    expect(form.getByLabelText('Current password')).toHaveAccessibleErrorMessage(
      PASSWORD_MESSAGES.currentPasswordRequired,
    );
    expect(form.getByLabelText('New password')).toHaveAccessibleErrorMessage('Password must be at least 6 characters');
    expect(form.getByLabelText('Current password')).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('changes the password, says the other sessions ended and empties the form', async () => {
    const { user, bodies } = securityTab('/api/account/password', () => new HttpResponse(null, { status: 204 }));
    const form = within(await changePasswordSection());
    await user.type(form.getByLabelText('Current password'), 'old-secret');
    await user.type(form.getByLabelText('New password'), 'new-secret');
    await user.click(form.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('status', { name: 'Password changed' })).toHaveTextContent(
      PASSWORD_MESSAGES.passwordChanged.description,
    );
    expect(bodies).toEqual([{ currentPassword: 'old-secret', newPassword: 'new-secret' }]);
    await vi.waitFor(async () =>
      expect(within(await changePasswordSection()).getByLabelText('Current password')).toHaveValue(''),
    );
  });

  it('shows a wrong current password at its field, focused, and in the toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = PASSWORD_MESSAGES.wrongCurrentPassword;
    const { user } = securityTab('/api/account/password', () =>
      HttpResponse.json(
        { message, code: 'validation_failed', issues: [{ path: 'currentPassword', message }] },
        { status: 400 },
      ),
    );
    const form = within(await changePasswordSection());
    await user.type(form.getByLabelText('Current password'), 'wrong-secret');
    await user.type(form.getByLabelText('New password'), 'new-secret');
    await user.click(form.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('status', { name: 'Could not change password' })).toHaveTextContent(message);
    expect(form.getByLabelText('Current password')).toHaveAccessibleErrorMessage(message);
    expect(form.getByLabelText('Current password')).toHaveFocus();
    expect(form.getByLabelText('New password')).toBeValid();
  });
});

describe('the Security tab: a change after a wrong try', () => {
  it('replaces the earlier error toast with the success at once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = PASSWORD_MESSAGES.wrongCurrentPassword;
    const answers = [
      HttpResponse.json(
        { message, code: 'validation_failed', issues: [{ path: 'currentPassword', message }] },
        { status: 400 },
      ),
      new HttpResponse(null, { status: 204 }),
    ];
    const { user } = securityTab(
      '/api/account/password',
      () => answers.shift() ?? new HttpResponse(null, { status: 500 }),
    );
    const form = within(await changePasswordSection());
    await user.type(form.getByLabelText('Current password'), 'wrong-secret');
    await user.type(form.getByLabelText('New password'), 'new-secret');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    await screen.findByRole('status', { name: 'Could not change password' });

    await user.clear(form.getByLabelText('Current password'));
    await user.type(form.getByLabelText('Current password'), 'old-secret');
    await user.click(form.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('status', { name: 'Password changed' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Could not change password' })).not.toBeInTheDocument();
  });
});

describe('the Security tab: Sign out everywhere', () => {
  it('asks first, then ends every session, says so and goes to /auth', async () => {
    const context = securityTab('/api/sessions/revoke-all', () => {
      context.session.setUser(null);
      return new HttpResponse(null, { status: 204 });
    });
    const { user } = context;
    const section = within(await screen.findByRole('region', { name: 'Sign out everywhere' }));
    await user.click(section.getByRole('button', { name: 'Sign out everywhere' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' });
    expect(context.bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByRole('status', { name: 'Signed out everywhere' })).toHaveTextContent(
      PASSWORD_MESSAGES.signedOutEverywhere.description,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to RoomRemix' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth');
    expect(context.bodies).toHaveLength(1);
  });

  it('says when it failed and keeps the user signed in on the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = securityTab('/api/sessions/revoke-all', () =>
      HttpResponse.json({ message: 'Boom', code: 'internal' }, { status: 500 }),
    );
    const section = within(await screen.findByRole('region', { name: 'Sign out everywhere' }));
    await user.click(section.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByRole('status', { name: 'Could not sign out everywhere' })).toHaveTextContent('Boom');
    expect(window.location.pathname).toBe('/account');
  });
});
