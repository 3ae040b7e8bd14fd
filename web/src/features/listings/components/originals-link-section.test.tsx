import { screen, within } from '@testing-library/react';
import { SHARE_MESSAGES } from '@roomremix/contracts/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findReadyDialog } from '@test/dialogs';
import { listing, listingPhotos, stagedPhoto } from '@test/fixtures';
import { listingsServer } from '@test/listings/listings-server';
import { renderApp } from '@test/render-app';
import { server, signedInSession } from '@test/server';

afterEach(() => {
  vi.restoreAllMocks();
});

const LINK = '/api/listings/listing-1/originals-link';

describe("A listing's originals link and export", () => {
  it('creates the link, copies it and turns it off', async () => {
    const listings = listingsServer(listing({ photos: listingPhotos(2) }));
    server.use(signedInSession(), ...listings.handlers);
    const { user } = renderApp('/listings/listing-1');
    const copied = vi.spyOn(navigator.clipboard, 'writeText');

    expect(await screen.findByText(/each staged photo beside its original/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create originals link' }));

    const field = await screen.findByRole('textbox', { name: 'Originals link' });
    const url = 'http://localhost:3000/l/Zx8_kLq2-Vn3Rt5yWb7uPm9sDf1gHj4c';
    expect(field).toHaveValue(url);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('status', { name: SHARE_MESSAGES.linkCopied })).toBeInTheDocument();
    expect(copied).toHaveBeenCalledExactlyOnceWith(url);

    await user.click(screen.getByRole('button', { name: 'Turn off the originals link' }));
    const confirm = within(await findReadyDialog('Turn off the originals link?', 'alertdialog'));
    await user.click(confirm.getByRole('button', { name: 'Turn off' }));

    expect(await screen.findByRole('button', { name: 'Create originals link' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Originals link' })).not.toBeInTheDocument();
    expect(listings.sent.filter((request) => request.path === LINK).map((request) => request.method)).toEqual([
      'POST',
      'DELETE',
    ]);
  });

  it('warns before a new link when staged photos carry a turned-off link, saying how to re-label them', async () => {
    const oldLink = 'http://localhost:3000/l/Old_kLq2-Vn3Rt5yWb7uPm9sDf1gHj4c';
    const photos = listingPhotos(3).map((photo, index) => ({
      ...photo,
      staged: stagedPhoto({
        status: 'succeeded',
        imageUrl: `/files/staged/${photo.id}.jpg`,
        labelLink: index < 2 ? oldLink : null,
      }),
    }));
    const listings = listingsServer(listing({ photos }));
    server.use(signedInSession(), ...listings.handlers);
    const { user } = renderApp('/listings/listing-1');

    await user.click(await screen.findByRole('button', { name: 'Create originals link' }));
    const warning = within(await findReadyDialog('Create a new originals link?', 'alertdialog'));
    expect(warning.getByText(/2 staged photos carry the QR code of the link you turned off/)).toBeInTheDocument();
    expect(
      warning.getByText(/choose .Label with a link to the originals. .* their labels get the new link for free/),
    ).toBeInTheDocument();
    expect(listings.sent.filter((request) => request.path === LINK)).toEqual([]);
    await user.click(warning.getByRole('button', { name: 'Cancel' }));
    expect(listings.sent.filter((request) => request.path === LINK)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Create originals link' }));
    const again = within(await findReadyDialog('Create a new originals link?', 'alertdialog'));
    await user.click(again.getByRole('button', { name: 'Create new link' }));
    expect(await screen.findByRole('textbox', { name: 'Originals link' })).toBeInTheDocument();
    expect(listings.sent.filter((request) => request.path === LINK).map((request) => request.method)).toEqual(['POST']);
  });

  it('offers the export as a download once a photo is staged', async () => {
    const photos = listingPhotos(1).map((photo) => ({
      ...photo,
      staged: stagedPhoto({ status: 'succeeded', imageUrl: '/files/staged/photo-1.jpg' }),
    }));
    server.use(signedInSession(), ...listingsServer(listing({ photos })).handlers);
    renderApp('/listings/listing-1');

    const exportLink = await screen.findByRole('link', { name: 'Export' });
    expect(exportLink).toHaveAttribute('href', '/api/listings/listing-1/export');
    expect(exportLink).toHaveAttribute('download');
  });
});
