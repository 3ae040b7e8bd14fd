import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { PASSWORD_MESSAGES } from '@roomremix/contracts/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@test/render-app';
import { liveVisitor, recordJsonPost } from '@test/auth/auth-server';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('"Forgot password?" on /auth', () => {
  it('asks for the e-mail, checks it, sends it and says to check the inbox', async () => {
    liveVisitor();
    const bodies = recordJsonPost('/api/password-reset', () => new HttpResponse(null, { status: 202 }));
    const { user } = renderApp('/auth');

    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleErrorMessage('Please enter a valid email address');

    await user.type(within(dialog).getByLabelText('Email'), ' jane@example.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status', { name: 'Check your e-mail' })).toHaveTextContent(
      PASSWORD_MESSAGES.resetRequested.description('jane@example.com'),
    );
    expect(bodies).toEqual([{ email: 'jane@example.com' }]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the request was refused (rate limit) and keeps the dialog open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    liveVisitor();
    const message = 'Too many attempts. Try again in 12 minutes.';
    recordJsonPost('/api/password-reset', () => HttpResponse.json({ message, code: 'rate_limited' }, { status: 429 }));
    const { user } = renderApp('/auth');

    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    await user.type(within(dialog).getByLabelText('Email'), 'jane@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status', { name: 'Could not send the e-mail' })).toHaveTextContent(message);
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
  });
});

describe('/auth/action', () => {
  it('sets the new password with the link’s code (register rules), signs the user in and goes to /', async () => {
    const { signIn } = liveVisitor();
    const bodies = recordJsonPost('/api/password-reset/confirm', () => {
      signIn();
      return new HttpResponse(null, { status: 204 });
    });
    const { user } = renderApp('/auth/action?mode=resetPassword&oobCode=code-123&apiKey=key&lang=en');

    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleErrorMessage(
      'Password must be at least 6 characters',
    );
    expect(bodies).toEqual([]);

    await user.type(screen.getByLabelText('New password'), '-enough');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('status', { name: 'Password changed' })).toHaveTextContent(
      PASSWORD_MESSAGES.resetSucceeded.description,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Remix Studio' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(bodies).toEqual([{ oobCode: 'code-123', newPassword: 'short-enough' }]);
  });

  it('shows on the page why a used, expired or unknown link was refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    liveVisitor();
    const refusal = { message: PASSWORD_MESSAGES.resetLinkInvalid, code: 'bad_request' };
    recordJsonPost('/api/password-reset/confirm', () => HttpResponse.json(refusal, { status: 400 }));
    const { user } = renderApp('/auth/action?mode=resetPassword&oobCode=used-code');

    await user.type(await screen.findByLabelText('New password'), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_MESSAGES.resetLinkInvalid);
    expect(window.location.pathname).toBe('/auth/action');
  });

  it.each([
    ['another mode', '/auth/action?mode=verifyEmail&oobCode=x', PASSWORD_MESSAGES.unknownAction],
    ['no mode', '/auth/action', PASSWORD_MESSAGES.unknownAction],
    ['a reset link without its code', '/auth/action?mode=resetPassword', PASSWORD_MESSAGES.resetLinkIncomplete],
  ])('says clearly that %s cannot be used, and offers the way to sign in', async (_case, url, message) => {
    liveVisitor();
    renderApp(url);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
