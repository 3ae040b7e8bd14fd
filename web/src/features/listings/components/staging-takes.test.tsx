import { screen, within } from '@testing-library/react';
import type { Listing, ListingPhoto, StagedPhoto } from '@roomremix/contracts/listings';
import { describe, expect, it, vi } from 'vitest';
import { listing, listingPhotos, stagedPhoto } from '@test/fixtures';
import { listingsServer } from '@test/listings/listings-server';
import { renderApp } from '@test/render-app';
import { server, signedInSession, testUser } from '@test/server';

// The staging form tells before paying what a staging covers: only the photos without a take of its settings are
// charged, a disclosure change re-marks for free, and staging photos again is asked first, naming them and the cost.

/** A finished take of a photo, with the form's first settings unless `changes` say otherwise. */
function take(photo: ListingPhoto, changes: Partial<StagedPhoto> = {}): StagedPhoto {
  return stagedPhoto({
    jobId: `take-${photo.id}`,
    status: 'succeeded',
    imageUrl: `/files/staged/${photo.id}.jpg`,
    caption: 'Digitally altered: the colours were graded digitally (a colour grade, not AI).',
    ...changes,
  });
}

/** A listing of three photos, the first `taken` of them with a take of the form's first settings. */
function listingWithTakes(taken: number, changes: Partial<Listing> = {}): Listing {
  const photos = listingPhotos(3).map((photo, index) => (index < taken ? { ...photo, staged: take(photo) } : photo));
  return listing({ photos, ...changes });
}

function listingPage(shown: Listing, balance = 10) {
  const listings = listingsServer(shown);
  server.use(signedInSession({ ...testUser, tokenBalance: balance }), ...listings.handlers);
  return { ...renderApp('/listings/listing-1'), listings };
}

const stagings = '/api/listings/listing-1/stagings';

describe('Staging a listing with takes', () => {
  it('charges only the photo without a take of these settings, and says so before paying', async () => {
    const { user, listings } = listingPage(listingWithTakes(2));
    const start = await screen.findByRole('button', { name: 'Stage 1 photo · 1 token' });
    await user.click(start);
    await vi.waitFor(() => expect(listings.sentTo('POST', stagings)).toHaveLength(1));
    expect(listings.sentTo('POST', stagings)[0]?.body).not.toHaveProperty('photoIds');
  });

  it('offers a disclosure change for free when every photo has a take of these settings', async () => {
    const { user, listings } = listingPage(listingWithTakes(3));
    await screen.findByRole('option', { name: /^Caption only/ });
    await user.selectOptions(screen.getByLabelText('Disclosure'), 'caption');
    const relabel = await screen.findByRole('button', { name: 'Change the disclosure of 3 photos · free' });
    await user.click(relabel);
    await vi.waitFor(() =>
      expect(listings.sentTo('POST', stagings)[0]?.body).toMatchObject({ disclosureRule: 'caption' }),
    );
  });

  it('has nothing to charge when every photo already has this take, and asks before staging them again', async () => {
    const { user, listings } = listingPage(listingWithTakes(3));
    expect(await screen.findByRole('button', { name: 'Every photo has these settings' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Stage again…' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Stage 3 photos again?' }));
    expect(dialog.getByText(/Photo 1, Photo 2 and Photo 3 already have a take of these settings/)).toBeInTheDocument();
    expect(dialog.getByText(/This costs 3 tokens/)).toBeInTheDocument();
    expect(listings.sentTo('POST', stagings)).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Stage again · 3 tokens' }));
    await vi.waitFor(() =>
      expect(listings.sentTo('POST', stagings)[0]?.body).toMatchObject({
        photoIds: ['photo-1', 'photo-2', 'photo-3'],
      }),
    );
  });

  it("starts from the settings of the listing's newest take, so a reload shows what was staged", async () => {
    const shown = listingWithTakes(0);
    const [first] = shown.photos;
    if (!first) throw new Error('no photo');
    const look = { ...take(first).look!, roomStyle: 'coastal' as const, colorScheme: 'sage and sand' };
    shown.photos[0] = { ...first, staged: take(first, { look, createdAt: '2025-05-05T10:00:00.000Z' }) };
    listingPage(shown);
    await vi.waitFor(() => expect(screen.getByLabelText('Room style')).toHaveValue('coastal'));
    expect(screen.getByLabelText('Color scheme')).toHaveValue('sage and sand');
  });

  it("shows a photo's earlier takes, each deletable", async () => {
    const shown = listingWithTakes(1);
    const [first] = shown.photos;
    if (!first) throw new Error('no photo');
    const earlier = take(first, {
      jobId: 'take-old',
      imageUrl: '/files/staged/old.jpg',
      thumbnailUrl: '/files/staged/old-thumb.webp',
      createdAt: '2025-05-01T10:00:00.000Z',
    });
    shown.photos[0] = { ...first, earlierTakes: [earlier] };
    const { user, listings } = listingPage({ ...shown, batch: null });

    const staged = within(await screen.findByRole('list', { name: 'Staged photos' }));
    const photo = within(staged.getByRole('listitem', { name: 'Photo 1' }));
    await user.click(photo.getByRole('button', { name: 'Earlier takes (1)' }));
    // Shown as its preview, like every other take.
    expect(photo.getByRole('img', { name: 'Photo 1, earlier take 1' })).toHaveAttribute(
      'src',
      '/files/staged/old-thumb.webp',
    );
    // What it was made with and when, to tell it from the take shown.
    expect(photo.getByText(/^Modern · Standard · May 1, 2025/)).toBeInTheDocument();
    await user.click(photo.getByRole('button', { name: 'Delete earlier take 1 of Photo 1' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(listings.sentTo('DELETE', '/api/listings/listing-1/photos/photo-1/takes/take-old')).toHaveLength(1),
    );
  });
});
