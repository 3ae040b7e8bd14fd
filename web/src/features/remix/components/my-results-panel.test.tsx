import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageResult } from '@test/fixtures';
import { renderApp } from '@test/render-app';
import { failingOnce, noResults, server, signedInSession } from '@test/server';

const KITCHEN = imageResult({
  id: 'result-2',
  title: 'Kitchen',
  quality: 'hd',
  tokensUsed: 2,
  resultImageUrl: '/files/kitchen.png',
  thumbnailUrl: '/files/kitchen-thumb.webp',
  width: 3840,
  height: 2560,
  referenceImageUrls: ['/files/ref-1.png', '/files/ref-2.png'],
  referenceImageLabels: ['wood: light oak planks', ''],
  createdAt: '2025-05-04T12:00:00.000Z',
});
const LIVING_ROOM = imageResult({ title: 'Living room' });

afterEach(() => {
  vi.restoreAllMocks();
});

function myResults(results = [KITCHEN, LIVING_ROOM]) {
  server.use(
    signedInSession(),
    http.get('/api/results', () => HttpResponse.json(results)),
  );
  return renderApp('/account?tab=results');
}

const card = (title: string) => screen.findByRole('article', { name: title });

describe('My Results', () => {
  it('shows every result as a card, newest first, with the count', async () => {
    myResults();
    expect(await screen.findByText('Showing all 2 image result(s)')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual([
      'Kitchen',
      'Living room',
    ]);
  });

  it('tells the variants of one remix apart: a badge on each card, and their names in the details', async () => {
    const variants = [1, 2].map((variant) =>
      imageResult({ id: `bath-${variant}`, title: 'Bathroom', variant, variantCount: 2 }),
    );
    const { user } = myResults([...variants, LIVING_ROOM]);
    const second = within(await card('Bathroom (variant 2 of 2)'));
    expect(second.getByText('Variant 2 of 2')).toBeInTheDocument();
    expect(second.getByText('Bathroom')).toBeInTheDocument();
    expect(within(await card('Bathroom (variant 1 of 2)')).getByText('Variant 1 of 2')).toBeInTheDocument();
    expect(within(await card('Living room')).queryByText(/^Variant/)).not.toBeInTheDocument();

    await user.click(second.getByRole('button', { name: 'Details: Bathroom (variant 2 of 2)' }));
    const details = within(await screen.findByRole('dialog', { name: 'Bathroom (variant 2 of 2)' }));
    expect(details.getByRole('img', { name: 'Bathroom (variant 2 of 2), remixed' })).toBeInTheDocument();
  });

  it('counts a single result the same way', async () => {
    myResults([LIVING_ROOM]);
    expect(await screen.findByText('Showing all 1 image result(s)')).toBeInTheDocument();
  });

  it('shows on a card its image, title, quality badge, date and reference count', async () => {
    myResults();
    const kitchen = within(await card('Kitchen'));
    const image = kitchen.getByRole('img', { name: 'Kitchen' });
    expect(image).toHaveAttribute('src', '/files/kitchen-thumb.webp');
    expect(kitchen.getByText('Kitchen')).toBeInTheDocument();
    expect(kitchen.getByText('HD')).toBeInTheDocument();
    expect(kitchen.getByText('May 4, 2025')).toBeInTheDocument();
    expect(kitchen.getByRole('button', { name: '2 refs' })).toBeInTheDocument();

    const livingRoom = within(await card('Living room'));
    expect(livingRoom.getByText('Standard')).toBeInTheDocument();
    expect(livingRoom.getByText('May 3, 2025')).toBeInTheDocument();
    expect(livingRoom.getByRole('button', { name: '0 refs' })).toBeInTheDocument();
  });

  it('shows each card’s preview, not the full image, described for the grid’s column widths', async () => {
    myResults([
      KITCHEN,
      imageResult({ title: 'Hall', thumbnailUrl: '/files/hall-thumb.webp', width: 768, height: 1024 }),
    ]);
    const kitchen = within(await card('Kitchen')).getByRole('img', { name: 'Kitchen' });
    expect(kitchen).toHaveAttribute('src', '/files/kitchen-thumb.webp');
    expect(kitchen).toHaveAttribute('srcset', '/files/kitchen-thumb.webp 640w');
    expect(kitchen).toHaveAttribute('sizes', '(min-width: 1024px) 288px, (min-width: 480px) 50vw, 100vw');
    expect(kitchen).toHaveAttribute('loading', 'lazy');
    // A portrait result's preview is 640 px tall, so 480 px wide.
    const hall = within(await card('Hall')).getByRole('img', { name: 'Hall' });
    expect(hall).toHaveAttribute('srcset', '/files/hall-thumb.webp 480w');
  });

  it('shows the full image where a result has no preview yet', async () => {
    myResults([imageResult({ title: 'Old', resultImageUrl: '/files/old.jpg', thumbnailUrl: null })]);
    const image = within(await card('Old')).getByRole('img', { name: 'Old' });
    expect(image).toHaveAttribute('src', '/files/old.jpg');
    expect(image).not.toHaveAttribute('srcset');
  });

  it('explains the reference count on hover', async () => {
    const { user } = myResults();
    const refs = within(await card('Kitchen')).getByRole('button', { name: '2 refs' });
    await user.hover(refs);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'This remix used 2 reference images and cost 2 tokens',
    );
    expect(refs).toHaveAccessibleDescription('This remix used 2 reference images and cost 2 tokens');
  });

  it('explains the reference count to keyboard users too, in the singular for one', async () => {
    const { user } = myResults([imageResult({ referenceImageUrls: ['/files/ref-1.png'], tokensUsed: 1 })]);
    const result = within(await card('Result May 3, 2025'));
    result.getByRole('button', { name: 'View full image: Result May 3, 2025' }).focus();
    await user.tab();
    const refs = result.getByRole('button', { name: '1 ref' });
    expect(refs).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('This remix used 1 reference image and cost 1 token');
  });

  it('opens the result full screen from the card’s preview: the full image in the whole comparison, 100 % on demand, and Download', async () => {
    const { user } = myResults();
    await user.click(within(await card('Kitchen')).getByRole('button', { name: 'View full image: Kitchen' }));
    const viewer = within(await screen.findByRole('dialog', { name: 'Kitchen' }));
    expect(viewer.getByRole('slider', { name: 'Compare before and after: Kitchen' })).toBeInTheDocument();
    expect(viewer.getByRole('img', { name: 'Kitchen, after' })).toHaveAttribute('src', '/files/kitchen.png');
    expect(viewer.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/files/kitchen.png');

    await user.click(viewer.getByRole('button', { name: '100 % (actual pixels)' }));
    expect(viewer.queryByRole('slider')).not.toBeInTheDocument();
    expect(viewer.getByRole('img', { name: 'Kitchen' })).toHaveAttribute('src', '/files/kitchen.png');
    await user.click(viewer.getByRole('button', { name: 'Fit to screen' }));
    expect(viewer.getByRole('slider', { name: 'Compare before and after: Kitchen' })).toBeInTheDocument();

    await user.click(viewer.getByRole('button', { name: 'Close image' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the empty state with 'Create Your First Remix' to the studio", async () => {
    server.use(signedInSession(), noResults());
    renderApp('/account?tab=results');
    expect(await screen.findByText("You haven't created any remixes yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Remix' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/^Showing all/)).not.toBeInTheDocument();
  });

  it("shows 'Failed to load results' with a Retry that loads them", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(signedInSession(), failingOnce('/api/results', [KITCHEN]));
    const { user } = renderApp('/account?tab=results');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load results');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing all 1 image result(s)')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Kitchen' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load results')).not.toBeInTheDocument();
  });

  it('shows skeleton cards while the results load', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      signedInSession(),
      http.get('/api/results', async () => {
        await gate;
        return HttpResponse.json([KITCHEN]);
      }),
    );
    renderApp('/account?tab=results');
    expect(await screen.findAllByTestId('result-skeleton')).not.toHaveLength(0);
    release();
    expect(await screen.findByRole('article', { name: 'Kitchen' })).toBeInTheDocument();
    expect(screen.queryByTestId('result-skeleton')).not.toBeInTheDocument();
  });
});
