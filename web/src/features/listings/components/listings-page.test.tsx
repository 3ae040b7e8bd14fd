import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { listing, listingPhotos } from '@test/fixtures';
import { listingsServer } from '@test/listings/listings-server';
import { renderApp } from '@test/render-app';
import { noResults, server, signedInSession } from '@test/server';

describe('Listings', () => {
  it('is in the header for a signed-in user and lists their listings with cover, title and photo count', async () => {
    const listings = listingsServer(listing({ photos: listingPhotos(3) }));
    server.use(signedInSession(), noResults(), ...listings.handlers);
    const { user } = renderApp('/');

    await user.click(await screen.findByRole('link', { name: 'Listings' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Listings' })).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'Your listings' }));
    const card = within(list.getByRole('listitem'));
    expect(card.getByRole('link', { name: '12 Harbour Street' })).toBeInTheDocument();
    expect(card.getByText(/^3 photos/)).toBeInTheDocument();
    expect(card.getByRole('presentation')).toHaveAttribute('src', '/files/listings/photo-1.jpg');
  });

  it('explains the kit when there is no listing yet', async () => {
    server.use(
      signedInSession(),
      http.get('/api/listings', () => HttpResponse.json([])),
    );
    renderApp('/listings');

    expect(await screen.findByText(/No listings yet/)).toBeInTheDocument();
  });

  it('creates a listing from its title and opens its page', async () => {
    const listings = listingsServer();
    server.use(signedInSession(), ...listings.handlers);
    const { user } = renderApp('/listings');

    await user.type(await screen.findByLabelText('Property title'), '  7 Elm Road ');
    await user.click(screen.getByRole('button', { name: 'Create listing' }));

    expect(await screen.findByRole('heading', { level: 1, name: '7 Elm Road' })).toBeInTheDocument();
    expect(screen.getByText('0 of 30 photos')).toBeInTheDocument();
    expect(listings.sentTo('POST', '/api/listings').map((request) => request.body)).toEqual([{ title: '7 Elm Road' }]);
  });

  it('says what a title needs before sending anything', async () => {
    const listings = listingsServer();
    server.use(signedInSession(), ...listings.handlers);
    const { user } = renderApp('/listings');

    await user.click(await screen.findByRole('button', { name: 'Create listing' }));

    expect(await screen.findByText('Give the listing a title')).toBeInTheDocument();
    expect(listings.sent).toEqual([]);
  });

  it('sends a visitor to sign in', async () => {
    server.use(
      http.get('/api/user', () =>
        HttpResponse.json({ message: 'Not signed in', code: 'unauthenticated' }, { status: 401 }),
      ),
    );
    renderApp('/listings');

    expect(await screen.findByRole('heading', { name: /sign in/i })).toBeInTheDocument();
  });
});
