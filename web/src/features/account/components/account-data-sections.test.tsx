import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ACCOUNT_DATA_MESSAGES } from '@roomremix/contracts/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@test/render-app';
import { liveSession, noResults, server, testUser } from '@test/server';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The Security tab of the signed-in test user (5 tokens), with the DELETEs recorded and answered by `answer`. */
function securityTab(answer: () => Response) {
  const session = liveSession(testUser);
  const bodies: unknown[] = [];
  server.use(
    session.handler,
    noResults(),
    http.delete('/api/account', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return { ...renderApp('/account?tab=security'), session, bodies };
}

async function deleteSection() {
  return screen.findByRole('region', { name: 'Delete account' });
}

describe('the Security tab: Download my data', () => {
  it('is a download link to the export', async () => {
    securityTab(() => new HttpResponse(null, { status: 204 }));
    const section = within(await screen.findByRole('region', { name: 'Download my data' }));
    const link = section.getByRole('link', { name: 'Download my data' });
    expect(link).toHaveAttribute('href', '/api/account/export');
    expect(link).toHaveAttribute('download');
  });
});

describe('the Security tab: Delete account', () => {
  it('is a danger button, not the primary colour of every other form', async () => {
    securityTab(() => new HttpResponse(null, { status: 204 }));
    const button = within(await deleteSection()).getByRole('button', { name: 'Delete account' });
    const other = within(await screen.findByRole('region', { name: 'Change password' })).getByRole('button', {
      name: 'Change password',
    });
    const [red, green, blue] = (getComputedStyle(button).backgroundColor.match(/\d+/g) ?? []).map(Number);
    expect(red).toBeGreaterThan(Math.max(green ?? 255, blue ?? 255));
    expect(getComputedStyle(button).backgroundColor).not.toBe(getComputedStyle(other).backgroundColor);
  });

  it('refuses a username that is not the account’s and sends nothing', async () => {
    const { user, bodies } = securityTab(() => new HttpResponse(null, { status: 204 }));
    const form = within(await deleteSection());
    await user.type(form.getByLabelText(/Type your username/), 'someone-else');
    await user.click(form.getByRole('button', { name: 'Delete account' }));
    expect(form.getByLabelText(/Type your username/)).toHaveAccessibleErrorMessage(
      ACCOUNT_DATA_MESSAGES.usernameMismatch,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('names the 5 tokens forfeited, deletes, says so and goes home signed out', async () => {
    const context = securityTab(() => {
      context.session.setUser(null);
      return new HttpResponse(null, { status: 204 });
    });
    const { user } = context;
    const form = within(await deleteSection());
    await user.type(form.getByLabelText(/Type your username/), 'jane');
    await user.type(form.getByLabelText('Password'), 'my-secret');
    await user.click(form.getByRole('button', { name: 'Delete account' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('Your 5 tokens will be forfeited.');
    expect(context.bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByRole('status', { name: ACCOUNT_DATA_MESSAGES.deleted.title })).toHaveTextContent(
      ACCOUNT_DATA_MESSAGES.deleted.description,
    );
    await vi.waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(context.bodies).toEqual([{ password: 'my-secret', confirmBalance: 5 }]);
  });

  it('shows a wrong password at its field and in the toast, and stays on the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = ACCOUNT_DATA_MESSAGES.wrongPassword;
    const { user } = securityTab(() =>
      HttpResponse.json(
        { message, code: 'validation_failed', issues: [{ path: 'password', message }] },
        { status: 400 },
      ),
    );
    const form = within(await deleteSection());
    await user.type(form.getByLabelText(/Type your username/), 'jane');
    await user.type(form.getByLabelText('Password'), 'wrong');
    await user.click(form.getByRole('button', { name: 'Delete account' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByRole('status', { name: ACCOUNT_DATA_MESSAGES.deleteFailed.title })).toHaveTextContent(
      message,
    );
    expect(form.getByLabelText('Password')).toHaveAccessibleErrorMessage(message);
    expect(window.location.pathname).toBe('/account');
  });
});
