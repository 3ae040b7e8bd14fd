import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageResult } from '@test/fixtures';
import { renderApp } from '@test/render-app';
import { failingOnce, server, signedInSession } from '@test/server';

const KITCHEN = imageResult({ id: 'result-2', title: 'Kitchen', resultImageUrl: '/files/kitchen.png', quality: 'hd' });

afterEach(() => {
  vi.restoreAllMocks();
});

async function previousResults() {
  return screen.findByRole('region', { name: 'Your Previous Results' });
}

describe('Your Previous Results', () => {
  it('shows each result as a card that opens the full image and the details', async () => {
    server.use(
      signedInSession(),
      http.get('/api/results', () => HttpResponse.json([KITCHEN, imageResult()])),
    );
    const { user } = renderApp('/app');
    const section = within(await previousResults());
    const kitchen = within(await section.findByRole('article', { name: 'Kitchen' }));
    expect(kitchen.getByText('HD')).toBeInTheDocument();
    expect(kitchen.getByRole('button', { name: '0 refs' })).toBeInTheDocument();
    expect(section.getAllByRole('article')).toHaveLength(2);

    await user.click(kitchen.getByRole('button', { name: 'View full image: Kitchen' }));
    const viewer = within(await screen.findByRole('dialog', { name: 'Kitchen' }));
    expect(viewer.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/files/kitchen.png');
    await user.click(viewer.getByRole('button', { name: 'Close image' }));

    await user.click(await kitchen.findByRole('button', { name: 'Details: Kitchen' }));
    const details = within(await screen.findByRole('dialog', { name: 'Kitchen' }));
    expect(details.getByRole('img', { name: 'Kitchen, original' })).toBeInTheDocument();
    expect(details.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/files/kitchen.png');
    expect(details.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it("shows 'Failed to load previous results' with a Retry that loads them", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(signedInSession(), failingOnce('/api/results', [KITCHEN]));
    const { user } = renderApp('/app');
    const section = within(await previousResults());
    expect(await section.findByText('Failed to load previous results')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Retry' }));
    expect(await section.findByRole('article', { name: 'Kitchen' })).toBeInTheDocument();
  });
});
