import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@test/render-app';
import { noResults, server, signedInSession } from '@test/server';
import { liveVisitor, recordJsonPost, refusedAnswers } from '@test/auth/auth-server';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A visitor at /auth whose login or registration, once answered with `signIn`, is who `GET /api/user` returns. */
function visitorAt(url: string) {
  const visitor = liveVisitor();
  return { ...renderApp(url), ...visitor };
}

type User = ReturnType<typeof renderApp>['user'];

/** Fills in the Login form and submits it. */
async function logIn(user: User, username: string, password: string) {
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

async function openRegisterTab(user: User) {
  await user.click(await screen.findByRole('tab', { name: 'Register' }));
  const submit = await screen.findByRole('button', { name: 'Create account' });
  // The Login panel leaves a moment after Register's arrives; until then both forms have a Username field.
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument());
  return submit;
}

/** Opens the Register tab and fills in `username`, jane's email and a password; gives back the submit button. */
async function fillRegisterForm(user: User, username = 'jane') {
  const submit = await openRegisterTab(user);
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Email'), 'jane@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  return submit;
}

describe('the Login tab', () => {
  it("shows the form's messages under the fields, updated as the user types", async () => {
    const { user } = visitorAt('/auth');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));

    expect(screen.getByLabelText('Username')).toHaveAccessibleErrorMessage('Username must be at least 3 characters');
    expect(screen.getByLabelText('Password')).toHaveAccessibleErrorMessage('Password must be at least 6 characters');
    expect(screen.getByLabelText('Username')).toHaveFocus();

    await user.type(screen.getByLabelText('Username'), 'jane');
    expect(screen.getByLabelText('Username')).toBeValid();
    expect(screen.getByLabelText('Password')).toHaveAccessibleErrorMessage('Password must be at least 6 characters');
  });

  it('logs in, greets the user and goes to /', async () => {
    const { user, signIn } = visitorAt('/auth');
    const bodies = recordJsonPost('/api/login', () => signIn());

    await logIn(user, '  jane ', 'secret1');

    expect(await screen.findByRole('status', { name: 'Login successful' })).toHaveTextContent('Welcome back, jane!');
    expect(await screen.findByRole('heading', { level: 1, name: 'Remix Studio' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(bodies).toEqual([{ username: 'jane', password: 'secret1' }]);
  });

  it.each(
    refusedAnswers(
      { status: 429, code: 'rate_limited', message: 'Too many attempts. Try again in 5 minutes.' },
      'Invalid username or password',
    ),
  )('shows a failed login with %s and stays on /auth', async (_case, answer, description) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = visitorAt('/auth');
    recordJsonPost('/api/login', answer);

    await logIn(user, 'jane', 'wrong-password');

    const toast = await screen.findByRole('status', { name: 'Login failed' });
    expect(toast).toHaveTextContent(description);
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(window.location.pathname).toBe('/auth');
  });
  it('shows a wrong password at the password field as well as in the toast, focused, until it is edited', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = visitorAt('/auth');
    const refusal = { message: 'Invalid username or password', code: 'unauthenticated' };
    recordJsonPost('/api/login', () =>
      HttpResponse.json({ ...refusal, issues: [{ path: 'password', message: refusal.message }] }, { status: 401 }),
    );

    await logIn(user, 'jane', 'wrong-password');

    expect(await screen.findByRole('status', { name: 'Login failed' })).toHaveTextContent(refusal.message);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleErrorMessage(refusal.message);
    expect(password).toHaveFocus();
    expect(screen.getByLabelText('Username')).toBeValid();

    await user.type(password, '!');
    expect(password).toBeValid();
  });
});

describe('the Register tab', () => {
  it("shows the form's messages under the fields", async () => {
    const { user } = visitorAt('/auth');
    await user.click(await openRegisterTab(user));

    expect(screen.getByLabelText('Username')).toHaveAccessibleErrorMessage('Username must be at least 3 characters');
    expect(screen.getByLabelText('Email')).toHaveAccessibleErrorMessage('Please enter a valid email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleErrorMessage('Password must be at least 6 characters');
    expect(screen.getByLabelText('Full name (optional)')).toBeValid();

    expect(screen.getByLabelText('Username')).toHaveFocus();

    await user.type(screen.getByLabelText('Username'), 'jane');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await user.type(screen.getByLabelText('Email'), 'jane@example');
    expect(screen.getByLabelText('Email')).toHaveAccessibleErrorMessage('Please enter a valid email address');
    await user.type(screen.getByLabelText('Email'), '.com');
    expect(screen.getByLabelText('Email')).toBeValid();
  });

  it('registers, welcomes the user and goes to /', async () => {
    const { user, signIn } = visitorAt('/auth');
    const bodies = recordJsonPost('/api/register', () => signIn(201));

    await user.click(await fillRegisterForm(user));

    expect(await screen.findByRole('status', { name: 'Registration successful' })).toHaveTextContent('Welcome, jane!');
    expect(await screen.findByRole('heading', { level: 1, name: 'Remix Studio' })).toBeInTheDocument();
    expect(bodies).toEqual([{ username: 'jane', email: 'jane@example.com', password: 'secret1' }]);
  });

  it.each(
    refusedAnswers({ status: 409, code: 'conflict', message: 'Username already taken' }, 'Could not create account'),
  )('shows a failed registration with %s', async (_case, answer, description) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = visitorAt('/auth');
    recordJsonPost('/api/register', answer);

    const submit = await fillRegisterForm(user);
    await user.type(screen.getByLabelText('Full name (optional)'), 'Jane Doe');
    await user.click(submit);

    expect(await screen.findByRole('status', { name: 'Registration failed' })).toHaveTextContent(description);
    expect(window.location.pathname).toBe('/auth');
  });

  it('shows a taken username at its field, focused, as well as in the toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = visitorAt('/auth');
    const message = 'Username already taken';
    recordJsonPost('/api/register', () =>
      HttpResponse.json({ message, code: 'conflict', issues: [{ path: 'username', message }] }, { status: 409 }),
    );

    await user.click(await fillRegisterForm(user));

    expect(await screen.findByRole('status', { name: 'Registration failed' })).toHaveTextContent(message);
    expect(screen.getByLabelText('Username')).toHaveAccessibleErrorMessage(message);
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toBeValid();
  });

  it('replaces the error of a refused try with the welcome of the next, instead of leaving it on screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, signIn } = visitorAt('/auth');
    const message = 'Username already taken';
    let answers = 0;
    recordJsonPost('/api/register', () => {
      answers += 1;
      if (answers === 1) {
        return HttpResponse.json(
          { message, code: 'conflict', issues: [{ path: 'username', message }] },
          { status: 409 },
        );
      }
      return signIn(201);
    });

    const submit = await fillRegisterForm(user, 'taken');
    await user.click(submit);
    await screen.findByRole('status', { name: 'Registration failed' });

    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'jane');
    await user.click(submit);
    expect(await screen.findByRole('status', { name: 'Registration successful' })).toHaveTextContent('Welcome, jane!');
    expect(screen.queryByRole('status', { name: 'Registration failed' })).not.toBeInTheDocument();
  });

  it('links the three policies, each opening in a new tab', async () => {
    const { user } = visitorAt('/auth');
    await openRegisterTab(user);
    const form = within(screen.getByRole('tabpanel', { name: 'Register' }));
    const links = [
      ['Terms of Service', '/terms-of-service'],
      ['Privacy Policy', '/privacy-policy'],
      ['Refund Policy', '/refund-policy'],
    ];
    for (const [name, href] of links) {
      const link = form.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
    }
  });
});

describe('/auth', () => {
  it('offers Google on both tabs', async () => {
    const { user } = visitorAt('/auth');
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    await openRegisterTab(user);
    expect(screen.getByRole('button', { name: 'Sign up with Google' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor to /', async () => {
    server.use(signedInSession(), noResults());
    renderApp('/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Remix Studio' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
