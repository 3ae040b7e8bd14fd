import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@test/render-app';
import { server, visitorSession } from '@test/server';
import { ApiError } from './api-client';
import { toastApiError, toastOutcome } from './toast-api-error';

async function renderPage() {
  server.use(visitorSession());
  renderApp('/help');
  await screen.findByRole('heading', { level: 1, name: 'Help Center' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('toastApiError', () => {
  it("shows the server's message in a destructive toast", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderPage();
    const error = new ApiError(402, 'Payment Required', '{"message":"Not enough tokens","code":"payment_required"}');

    act(() => toastApiError(error, { title: 'Error', fallback: 'Failed to process images. Please try again.' }));

    const item = await screen.findByRole('status', { name: 'Error' });
    expect(item).toHaveTextContent('Not enough tokens');
    expect(item).toHaveAttribute('data-type', 'error');
  });

  it('falls back to the given text when the server sent no message, and logs the error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderPage();
    const error = new ApiError(502, 'Bad Gateway', '');

    act(() => toastApiError(error, { title: 'Coupon Error', fallback: 'Invalid coupon code' }));

    expect(await screen.findByRole('status', { name: 'Coupon Error' })).toHaveTextContent('Invalid coupon code');
    expect(log).toHaveBeenCalledWith(error);
  });
});

describe('toastOutcome', () => {
  it('toasts `done` and resolves true once the action succeeded', async () => {
    await renderPage();
    let succeeded: boolean | undefined;

    await act(async () => {
      succeeded = await toastOutcome(Promise.resolve(), { done: 'Result deleted', fallback: 'Failed to delete.' });
    });

    expect(succeeded).toBe(true);
    expect(await screen.findByRole('status', { name: 'Result deleted' })).toBeInTheDocument();
  });

  it("toasts a failure under 'Error' with the server's message, not `done`, and resolves false", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderPage();
    const error = new ApiError(404, 'Not Found', '{"message":"Share not found","code":"not_found"}');
    let succeeded: boolean | undefined;

    await act(async () => {
      succeeded = await toastOutcome(Promise.reject(error), { done: 'Link turned off', fallback: 'Failed.' });
    });

    expect(succeeded).toBe(false);
    expect(await screen.findByRole('status', { name: 'Error' })).toHaveTextContent('Share not found');
    expect(screen.queryByRole('status', { name: 'Link turned off' })).not.toBeInTheDocument();
  });
});
