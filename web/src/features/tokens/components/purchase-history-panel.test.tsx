import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PurchaseHistoryItem, TokenActivityItem } from '@roomremix/contracts/tokens';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@test/render-app';
import { server, signedInSession } from '@test/server';

const HISTORY: PurchaseHistoryItem[] = [
  { id: 'pi_2', packageName: 'Plus', tokenAmount: 30, price: '22.49', createdAt: '2025-05-02T12:00:00.000Z' },
  { id: 'free_1', packageName: 'Starter Pack', tokenAmount: 3, price: '0.00', createdAt: '2025-05-01T12:00:00.000Z' },
];

const ACTIVITY: TokenActivityItem[] = [
  {
    id: 'remix-job-1',
    delta: -2,
    balanceAfter: 31,
    reason: 'remix',
    ref: 'job-1',
    createdAt: '2025-05-03T12:00:00.000Z',
  },
  {
    id: 'purchase-pi_2',
    delta: 30,
    balanceAfter: 33,
    reason: 'purchase',
    ref: 'pi_2',
    createdAt: '2025-05-02T12:00:00.000Z',
  },
  {
    id: 'purchase-free_1',
    delta: 3,
    balanceAfter: 3,
    reason: 'starter_pack',
    ref: 'free_1',
    createdAt: '2025-05-01T12:00:00.000Z',
  },
];

const failing = () => HttpResponse.json({ message: 'Boom', code: 'internal' }, { status: 500 });

afterEach(() => {
  vi.restoreAllMocks();
});

function rowsOf(tableName: string) {
  const table = screen.getByRole('table', { name: tableName });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

describe('Purchase History', () => {
  it("lists the purchases with 'Free' for a price of 0, and the token activity with the running balance", async () => {
    server.use(
      signedInSession(),
      http.get('/api/tokens/history', () => HttpResponse.json(HISTORY)),
      http.get('/api/tokens/activity', () => HttpResponse.json(ACTIVITY)),
    );
    renderApp('/account?tab=history');
    await screen.findByRole('table', { name: 'Purchases' });
    expect(rowsOf('Purchases')).toEqual([
      ['Plus', '30', '$22.49', 'May 2, 2025'],
      ['Starter Pack', '3', 'Free', 'May 1, 2025'],
    ]);
    await screen.findByRole('table', { name: 'Token activity' });
    expect(rowsOf('Token activity').map(([, reason, change, balance]) => [reason, change, balance])).toEqual([
      ['Remix', '−2', '31'],
      ['Token purchase', '+30', '33'],
      ['Starter Pack', '+3', '3'],
    ]);
  });

  it("shows the empty state, and 'Go to Store' switches to Buy Tokens", async () => {
    server.use(
      signedInSession(),
      http.get('/api/tokens/history', () => HttpResponse.json([])),
      http.get('/api/tokens/activity', () => HttpResponse.json([])),
      http.get('/api/tokens/packages', () => HttpResponse.json([])),
    );
    const { user } = renderApp('/account?tab=history');
    expect(await screen.findByText("You haven't purchased any tokens yet.")).toBeInTheDocument();
    expect(await screen.findByText('No token activity yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Store' }));

    expect(await screen.findByRole('tab', { name: 'Buy Tokens' })).toHaveAttribute('aria-selected', 'true');
    expect(window.location.search).toBe('?tab=tokens');
    expect(await screen.findByRole('region', { name: 'Starter Pack' })).toBeInTheDocument();
  });

  it("shows 'Failed to load purchase history' and 'Failed to load token activity', each with a Retry that works", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let historyCalls = 0;
    let activityCalls = 0;
    server.use(
      signedInSession(),
      http.get('/api/tokens/history', () => (++historyCalls === 1 ? failing() : HttpResponse.json(HISTORY))),
      http.get('/api/tokens/activity', () => (++activityCalls === 1 ? failing() : HttpResponse.json(ACTIVITY))),
    );
    const { user } = renderApp('/account?tab=history');
    const purchases = within(await screen.findByRole('region', { name: 'Purchases' }));
    expect(await purchases.findByText('Failed to load purchase history')).toBeInTheDocument();
    const activity = within(screen.getByRole('region', { name: 'Token activity' }));
    expect(await activity.findByText('Failed to load token activity')).toBeInTheDocument();

    await user.click(purchases.getByRole('button', { name: 'Retry' }));
    expect(await purchases.findByText('Plus')).toBeInTheDocument();
    expect(purchases.queryByText('Failed to load purchase history')).not.toBeInTheDocument();
    await user.click(activity.getByRole('button', { name: 'Retry' }));
    expect(await activity.findByText('Token purchase')).toBeInTheDocument();
  });
});
