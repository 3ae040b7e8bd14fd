import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@test/render-app';
import { server, visitorSession } from '@test/server';
import { toast } from './toast';

async function renderWithToasts() {
  server.use(visitorSession());
  const view = renderApp('/help');
  await screen.findByRole('heading', { level: 1, name: 'Help Center' });
  return view;
}

function swipe(element: HTMLElement, distance: number) {
  fireEvent.pointerDown(element, { pointerId: 1, button: 0, clientX: 100 });
  fireEvent.pointerMove(element, { pointerId: 1, clientX: 100 + distance });
  fireEvent.pointerUp(element, { pointerId: 1, clientX: 100 + distance });
}

describe('toaster', () => {
  it('shows one toast at a time; the next appears when the first closes', async () => {
    const { user } = await renderWithToasts();
    act(() => {
      toast({ title: 'Saved', description: 'Your settings are stored.' });
      toast({ title: 'Payment Failed', description: 'Please try again.', variant: 'destructive' });
    });

    expect(await screen.findByRole('status', { name: 'Saved' })).toHaveTextContent('Your settings are stored.');
    expect(screen.queryByRole('status', { name: 'Payment Failed' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(await screen.findByRole('status', { name: 'Payment Failed' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Saved' })).not.toBeInTheDocument());
  });

  it('runs the action of a toast and closes it', async () => {
    const { user } = await renderWithToasts();
    const clicks: string[] = [];
    act(() => toast({ title: 'Result deleted', action: { label: 'Undo', onClick: () => clicks.push('undo') } }));

    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(clicks).toEqual(['undo']);
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Result deleted' })).not.toBeInTheDocument());
  });

  it('closes a toast swiped at least 50 px to the right, not one swiped less', async () => {
    await renderWithToasts();
    act(() => toast({ title: 'Ready for a new remix' }));
    const item = await screen.findByRole('status', { name: 'Ready for a new remix' });

    swipe(item, 40);
    expect(item).toBeInTheDocument();

    swipe(item, 60);
    await waitFor(() => expect(item).not.toBeInTheDocument());
  });

  it('moves focus to the toasts on F8', async () => {
    const { user } = await renderWithToasts();
    act(() => toast({ title: 'Logged out' }));
    await screen.findByRole('status', { name: 'Logged out' });

    await user.keyboard('[F8]');
    await waitFor(() => expect(screen.getByRole('region', { name: /^Notifications/ })).toHaveFocus());
  });

  it('closes the toast on Escape pressed anywhere on the page, while Escape inside a dialog is left to the dialog', async () => {
    const { user } = await renderWithToasts();
    act(() => toast({ title: 'Logged out' }));
    const item = await screen.findByRole('status', { name: 'Logged out' });

    const dialog = document.body.appendChild(Object.assign(document.createElement('div'), { role: 'dialog' }));
    const inDialog = dialog.appendChild(document.createElement('button'));
    inDialog.focus();
    await user.keyboard('[Escape]');
    expect(item).toBeInTheDocument();
    dialog.remove();

    await user.click(screen.getByRole('heading', { level: 1, name: 'Help Center' }));
    await user.keyboard('[Escape]');
    await waitFor(() => expect(item).not.toBeInTheDocument());
  });

  it('lets a toast of the same topic take the place of the one on screen, while others wait their turn', async () => {
    await renderWithToasts();
    act(() => toast({ title: 'Registration failed', variant: 'destructive', topic: 'sign-in' }));
    await screen.findByRole('status', { name: 'Registration failed' });

    act(() => toast({ title: 'Registration successful', topic: 'sign-in' }));
    const success = await screen.findByRole('status', { name: 'Registration successful' });
    expect(success).toHaveAttribute('data-type', 'info');
    expect(screen.queryByRole('status', { name: 'Registration failed' })).not.toBeInTheDocument();

    act(() => toast({ title: 'Result deleted' }));
    expect(screen.queryByRole('status', { name: 'Result deleted' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Registration successful' })).toBeInTheDocument();
  });
});
