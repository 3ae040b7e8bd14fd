import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LISTING_MESSAGES } from '@roomremix/contracts/messages';
import type { PublicListing } from '@roomremix/contracts/listings';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@test/render-app';
import { server } from '@test/server';

const CAPTION = 'Virtually staged: furniture and decor were added digitally.';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const PAGE: PublicListing = {
  title: '12 Harbour Street',
  photos: [
    { originalUrl: '/o/1.jpg', stagedUrl: '/s/1.jpg', caption: CAPTION },
    { originalUrl: '/o/2.jpg', stagedUrl: '/s/2.jpg', caption: CAPTION },
  ],
};

function originalsPage(answer: () => Response) {
  server.use(http.get(`/api/public/listings/${TOKEN}`, answer));
  return renderApp(`/l/${TOKEN}`);
}

describe('the originals page', () => {
  it('shows each staged photo beside its original with the caption, to a visitor without an account', async () => {
    originalsPage(() => HttpResponse.json(PAGE));
    expect(
      await screen.findByRole('heading', { name: `12 Harbour Street: ${LISTING_MESSAGES.originalsPageTitle}` }),
    ).toBeInTheDocument();
    const photos = within(screen.getByRole('list', { name: 'Photos' }));
    const first = within(photos.getByRole('listitem', { name: 'Photo 1' }));
    expect(first.getByRole('img', { name: 'Photo 1, original' })).toHaveAttribute('src', '/o/1.jpg');
    expect(first.getByRole('img', { name: 'Photo 1, virtually staged' })).toHaveAttribute('src', '/s/1.jpg');
    expect(first.getByText(CAPTION)).toBeInTheDocument();
    const second = within(photos.getByRole('listitem', { name: 'Photo 2' }));
    expect(second.getByRole('img', { name: 'Photo 2, virtually staged' })).toHaveAttribute('src', '/s/2.jpg');
  });

  it('says so when no photo of the listing is staged', async () => {
    originalsPage(() => HttpResponse.json({ ...PAGE, photos: [] }));
    expect(await screen.findByText(LISTING_MESSAGES.originalsPageEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Photos' })).not.toBeInTheDocument();
  });

  it('says the link was turned off when the API answers 410', async () => {
    originalsPage(() => HttpResponse.json({ message: 'gone', code: 'gone' }, { status: 410 }));
    expect(await screen.findByText(LISTING_MESSAGES.originalsLinkRevoked)).toBeInTheDocument();
  });
});
