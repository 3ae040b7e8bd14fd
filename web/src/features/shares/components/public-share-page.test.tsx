import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SHARE_MESSAGES } from '@roomremix/contracts/messages';
import { sharePagePath } from '@roomremix/contracts/shares';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicShare, SHARE_TOKEN } from '@test/fixtures';
import { renderApp } from '@test/render-app';
import { failingOnce, server, visitorSession } from '@test/server';

const SHARE_API = `/api/public/shares/${SHARE_TOKEN}`;

const LIVING_ROOM = publicShare({
  title: 'Sunny living room',
  roomStyle: 'art-deco',
  styleIntensity: 'dramatic',
  quality: 'hd',
  mode: 'stage',
  roomType: 'living-room',
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A visitor (no session) opening the share link, `GET /api/public/shares/:token` answering `answer`. */
function visitShare(answer: () => Response) {
  const reads: string[] = [];
  server.use(
    visitorSession(),
    http.get(SHARE_API, ({ request }) => {
      reads.push(request.url);
      return answer();
    }),
  );
  return { ...renderApp(sharePagePath(SHARE_TOKEN)), reads };
}

const apiError = (status: number, message: string, code: string) => () =>
  HttpResponse.json({ message, code }, { status });

describe('/s/:token, the public page of a share', () => {
  it('shows a visitor the title, date, before/after slider, settings, "Made with RoomRemix" and a way to start', async () => {
    const { reads } = visitShare(() => HttpResponse.json(LIVING_ROOM));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunny living room' })).toBeInTheDocument();
    expect(screen.getByText(/^Created/)).toHaveTextContent('Created May 3, 2025');
    expect(screen.getByRole('slider', { name: 'Compare before and after: Sunny living room' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sunny living room, before' })).toHaveAttribute(
      'src',
      LIVING_ROOM.beforeImageUrl,
    );
    expect(screen.getByRole('img', { name: 'Sunny living room, after' })).toHaveAttribute(
      'src',
      LIVING_ROOM.afterImageUrl,
    );
    expect(
      within(screen.getByRole('list', { name: 'Settings' }))
        .getAllByRole('listitem')
        .map((badge) => badge.textContent),
    ).toEqual([
      'Style: Art Deco',
      'Intensity: Dramatic',
      'Room: Living room',
      'Mode: Stage an empty room',
      'Quality: HD',
    ]);
    const madeWith = within(screen.getByRole('region', { name: SHARE_MESSAGES.madeWith }));
    expect(madeWith.getByRole('link', { name: SHARE_MESSAGES.callToAction })).toHaveAttribute('href', '/auth');
    expect(document.title).toBe('Sunny living room · RoomRemix');
    // One read, one view counted.
    expect(reads).toHaveLength(1);
  });

  it.each([
    [404, SHARE_MESSAGES.notFound, 'not_found'],
    [410, SHARE_MESSAGES.revoked, 'gone'],
  ])('answers a %i with "%s" and a way to the home page', async (status, message, code) => {
    const { user } = visitShare(apiError(status, message, code));
    expect(await screen.findByRole('heading', { level: 1, name: message })).toBeInTheDocument();
    expect(document.title).toBe(`${message} · RoomRemix`);
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go to RoomRemix' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Remake Your Space With a Click' }),
    ).toBeInTheDocument();
  });

  it('shows the remix alone, with no slider and no original, when the owner shared the result only', async () => {
    visitShare(() => HttpResponse.json({ ...LIVING_ROOM, beforeImageUrl: null }));
    expect(await screen.findByRole('img', { name: 'Sunny living room' })).toHaveAttribute(
      'src',
      LIVING_ROOM.afterImageUrl,
    );
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Sunny living room, before' })).not.toBeInTheDocument();
  });

  it('says why on a 429 (too many shares opened from this address) and when to try again, with Retry', async () => {
    const message = SHARE_MESSAGES.tooManyReads(4);
    visitShare(apiError(429, message, 'rate_limited'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many shared remixes opened. Try again in 4 minutes.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says the share failed to load on any other error, and Retry loads it', async () => {
    server.use(visitorSession(), failingOnce(SHARE_API, LIVING_ROOM));
    const { user } = renderApp(sharePagePath(SHARE_TOKEN));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load this shared remix');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunny living room' })).toBeInTheDocument();
  });
});
