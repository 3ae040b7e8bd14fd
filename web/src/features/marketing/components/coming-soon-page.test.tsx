import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@test/render-app';
import { server, visitorSession } from '@test/server';

describe('coming-soon page', () => {
  it('announces the launch, what is coming and how to reach us', async () => {
    server.use(visitorSession());
    renderApp('/coming-soon');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Remake Your Space With a Click' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Launching Summer 2025')).toBeInTheDocument();

    const coming = within(screen.getByRole('region', { name: "What's Coming" }));
    expect(coming.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'AI Material Transfer',
      'Custom Design Elements',
      'Style Suggestions',
    ]);
    expect(coming.getByRole('link', { name: 'support@roomremix.app' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@roomremix\.app/),
    );
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Coming Soon · RoomRemix'));
  });
});
