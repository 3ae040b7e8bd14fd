import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { listing, listingPhotos } from '@test/fixtures';
import { listingsServer } from '@test/listings/listings-server';
import { renderApp } from '@test/render-app';
import { server, signedInSession } from '@test/server';

describe('My Results with listings', () => {
  it("says a listing's staged photos are kept with the listing, linking to it", async () => {
    const listings = listingsServer(listing({ title: '12 Elm Street', photos: listingPhotos(2) }));
    server.use(
      signedInSession(),
      ...listings.handlers,
      http.get('/api/results', () => HttpResponse.json([])),
    );
    renderApp('/account?tab=results');
    expect(
      await screen.findByText(/Photos staged for a listing are kept with the listing, not here/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '12 Elm Street' })).toHaveAttribute('href', '/listings/listing-1');
  });

  it('says nothing of listings to a user without listing photos', async () => {
    server.use(
      signedInSession(),
      http.get('/api/listings', () => HttpResponse.json([])),
      http.get('/api/results', () => HttpResponse.json([])),
    );
    renderApp('/account?tab=results');
    expect(await screen.findByText("You haven't created any remixes yet.")).toBeInTheDocument();
    expect(screen.queryByText(/Photos staged for a listing/)).not.toBeInTheDocument();
  });
});
