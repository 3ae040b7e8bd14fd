import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listing, listingPhotos } from '@test/fixtures';
import { listingsServer } from '@test/listings/listings-server';
import { renderApp } from '@test/render-app';
import { server, signedInSession } from '@test/server';

describe("A listing's page", () => {
  it('keeps a photo dropped beside Add photos from making the browser open it and leave the page', async () => {
    const listings = listingsServer(listing({ photos: listingPhotos(1) }));
    server.use(signedInSession(), ...listings.handlers);
    renderApp('/listings/listing-1');
    const heading = await screen.findByRole('heading', { name: 'Stage the photos' });

    // fireEvent answers false when a listener called preventDefault: the browser keeps the page.
    expect(fireEvent.dragOver(heading)).toBe(false);
    expect(fireEvent.drop(heading)).toBe(false);
  });
});
