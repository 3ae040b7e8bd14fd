import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { LISTING_MESSAGES, REMIX_MESSAGES } from '@roomremix/contracts/messages';
import type { Listing, ListingBatch, ListingPhoto } from '@roomremix/contracts/listings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listing, listingPhotos, publicConfig, stagedPhoto } from '@test/fixtures';
import { listingsServer } from '@test/listings/listings-server';
import { renderApp } from '@test/render-app';
import { configHandler, server, signedInSession, testUser } from '@test/server';
import { ULTRA_ENLARGED_NOTICE } from '@/lib/quality-options';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The page of a listing of three photos (or `changes`), for a user with `balance` tokens. */
function listingPage(changes: Partial<Listing> = {}, balance = testUser.tokenBalance) {
  const listings = listingsServer(listing({ photos: listingPhotos(3), ...changes }));
  server.use(signedInSession({ ...testUser, tokenBalance: balance }), ...listings.handlers);
  return { ...renderApp('/listings/listing-1'), listings };
}

const startButton = () => screen.findByRole('button', { name: /^Stage \d+ photos?/ });

/** The batch `finished` photos further on: those photos succeeded, each after the first matched to photo 1. */
function progressed(current: Listing, finished: number): Listing {
  const batch = current.batch as ListingBatch;
  const photos = current.photos.map((photo, index): ListingPhoto => {
    const jobId = `job-${index + 1}`;
    const styleAnchorJobId = index === 0 ? null : 'job-1';
    if (index >= finished)
      return { ...photo, staged: stagedPhoto({ jobId, status: index === finished ? 'processing' : 'queued' }) };
    const imageUrl = `/files/staged/${photo.id}.jpg`;
    return {
      ...photo,
      staged: stagedPhoto({
        jobId,
        status: 'succeeded',
        imageUrl,
        thumbnailUrl: `/files/staged/${photo.id}-thumb.webp`,
        structureScore: 91,
        styleAnchorJobId,
        caption: STAGED_CAPTION,
        furnitureMatched: styleAnchorJobId !== null,
      }),
    };
  });
  return { ...current, photos, batch: { ...batch, finished } };
}

const STAGED_CAPTION = 'Virtually staged: furniture and decor were added digitally.';
const GRADED_CAPTION = 'Digitally altered: the colours were graded digitally (a colour grade, not AI).';

describe("A listing's staging", () => {
  it('shows the cost and balance, sends one batch with an Idempotency-Key, then follows it to done', async () => {
    const { user, listings } = listingPage();

    const start = await startButton();
    expect(start).toHaveAccessibleName('Stage 3 photos · 3 tokens');
    expect(screen.getByText('You have 5 tokens.')).toBeInTheDocument();
    await user.click(start);

    expect(await screen.findByText('0 of 3 done')).toBeInTheDocument();
    const [sent, ...more] = listings.sentTo('POST', '/api/listings/listing-1/stagings');
    expect(more).toEqual([]);
    expect(sent?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent?.body).toMatchObject({
      roomStyle: 'modern',
      quality: 'standard',
      disclosureRule: 'label',
      mode: 'redesign',
    });

    listings.update((current) => progressed(current, 1));
    expect(await screen.findByText('1 of 3 done')).toBeInTheDocument();
    const staged = within(screen.getByRole('list', { name: 'Staged photos' }));
    expect(within(staged.getByRole('listitem', { name: 'Photo 2' })).getByText('Staging')).toBeInTheDocument();

    listings.update((current) => progressed(current, 3));
    expect(await screen.findByText('3 of 3 done')).toBeInTheDocument();
    const second = within(staged.getByRole('listitem', { name: 'Photo 2' }));
    // The original as its preview too: the photo as taken can be megabytes.
    expect(second.getByRole('img', { name: 'Photo 2, original' })).toHaveAttribute(
      'src',
      '/files/listings/photo-2-thumb.webp',
    );
    // The take shows as its preview, described by its width for the browser to pick by the figure's size.
    const take = second.getByRole('img', { name: 'Photo 2, staged' });
    expect(take).toHaveAttribute('src', '/files/staged/photo-2-thumb.webp');
    expect(take).toHaveAttribute('srcset', '/files/staged/photo-2-thumb.webp 640w');
    expect(take).toHaveAttribute('sizes', '(min-width: 480px) 50vw, 100vw');
    expect(second.getByText('Furniture matched to photo 1')).toBeInTheDocument();
    expect(second.getByText(STAGED_CAPTION)).toBeInTheDocument();
    expect(second.getByText('Structure score: 91/100')).toBeInTheDocument();
    expect(within(staged.getByRole('listitem', { name: 'Photo 1' })).queryByText(/matched/)).not.toBeInTheDocument();

    // Finished: the page stops asking.
    const reads = listings.reads();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(listings.reads()).toBe(reads);
  });

  it("offers first the listing's last rule; says a colour grade is one, and claims no furniture matched", async () => {
    const { user, listings } = listingPage({ disclosureRule: 'sdmls' });
    await vi.waitFor(() => expect(screen.getByLabelText('Disclosure')).toHaveValue('sdmls'));
    await user.click(await startButton());
    await vi.waitFor(() =>
      expect(listings.sentTo('POST', '/api/listings/listing-1/stagings')[0]?.body).toMatchObject({
        disclosureRule: 'sdmls',
      }),
    );
    await screen.findByText('0 of 3 done');
    listings.update((current) => {
      const done = progressed(current, 3);
      const photos = done.photos.map((photo) =>
        photo.staged
          ? { ...photo, staged: { ...photo.staged, caption: GRADED_CAPTION, furnitureMatched: false } }
          : photo,
      );
      return { ...done, photos };
    });
    const staged = within(await screen.findByRole('list', { name: 'Staged photos' }));
    const second = within(await staged.findByRole('listitem', { name: 'Photo 2' }));
    expect(await second.findByText(GRADED_CAPTION)).toBeInTheDocument();
    expect(second.queryByText(/Furniture matched/)).not.toBeInTheDocument();
  });

  it('offers the disclosure rules by name, says what the chosen one asks, and sends it', async () => {
    const { user, listings } = listingPage({}, 10);

    await user.selectOptions(await screen.findByLabelText('Quality'), 'HD (2 tokens a photo)');
    await user.selectOptions(screen.getByLabelText('Disclosure'), 'My MLS or law: SDMLS (San Diego MLS)');
    expect(screen.getByText('Its captions say "Digitally Altered".')).toBeInTheDocument();
    expect(screen.getByText('Publish each original right before or after its staged photo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "The rule's text (read 2026-11-28)" })).toHaveAttribute(
      'href',
      'https://support.sdmls.com/rules',
    );
    const start = await startButton();
    expect(start).toHaveAccessibleName('Stage 3 photos · 6 tokens');
    await user.click(start);

    await vi.waitFor(() =>
      expect(listings.sentTo('POST', '/api/listings/listing-1/stagings')[0]?.body).toMatchObject({
        quality: 'hd',
        disclosureRule: 'sdmls',
      }),
    );
  });

  it('offers no style intensity: a listing keeps walls, floors and fixtures whatever an intensity would allow', async () => {
    listingPage();
    await screen.findByLabelText('Room style');
    expect(screen.queryByLabelText('Style intensity')).not.toBeInTheDocument();
  });

  it("offers only the engine's modes, Stage first when it has it", async () => {
    server.use(
      configHandler(
        publicConfig({
          imageEngine: 'openai',
          engine: {
            ...publicConfig().engine,
            modes: ['redesign', 'stage', 'declutter'],
            modesNeedingMask: [],
            followsInstructions: true,
            ultraUpscaled: false,
          },
        }),
      ),
    );
    listingPage();

    const mode = await screen.findByLabelText('Mode');
    await vi.waitFor(() => expect(mode).toHaveValue('stage'));
    expect(
      within(mode)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Redesign', 'Stage an empty room', 'Declutter']);
  });

  it('says when the balance does not cover the batch, with a way to buy tokens, and sends nothing', async () => {
    const { listings } = listingPage({}, 2);

    expect(await startButton()).toBeDisabled();
    expect(screen.getByText('Staging 3 photos costs 3 tokens and you have 2.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy Tokens' })).toHaveAttribute('href', '/account?tab=tokens');
    expect(listings.sentTo('POST', '/api/listings/listing-1/stagings')).toEqual([]);
  });

  it("shows the server's refusal when the tokens are short after all (402)", async () => {
    const { user, listings } = listingPage();
    const message = REMIX_MESSAGES.notEnoughTokens(3, 1);
    listings.answerStagingWith(() => HttpResponse.json({ message, code: 'payment_required' }, { status: 402 }));

    await user.click(await startButton());

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy Tokens' })).toBeInTheDocument();
    expect(screen.queryByText(/of 3 done/)).not.toBeInTheDocument();
  });

  it('says to check a staged photo whose structure stayed low after the free second try', async () => {
    const photos = listingPhotos(2).map((photo, index) => ({
      ...photo,
      staged: stagedPhoto({
        jobId: `job-${index + 1}`,
        status: 'succeeded',
        imageUrl: `/files/staged/${photo.id}.jpg`,
        structureScore: index === 0 ? 88 : 41,
        flagged: index === 1,
      }),
    }));
    const batch: ListingBatch = {
      id: 'batch-1',
      disclosure: 'label',
      total: 2,
      finished: 2,
      failed: 0,
      createdAt: '2025-05-04T10:00:00.000Z',
    };
    listingPage({ photos, batch });

    const staged = within(await screen.findByRole('list', { name: 'Staged photos' }));
    const flagged = within(staged.getByRole('listitem', { name: 'Photo 2' }));
    expect(flagged.getByRole('note')).toHaveTextContent(LISTING_MESSAGES.structureFlagged);
    expect(within(staged.getByRole('listitem', { name: 'Photo 1' })).queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows where a batch stands after a reload, and why a photo failed', async () => {
    const error = 'The image service refused this photo. Its token was refunded.';
    const photos = listingPhotos(3).map((photo, index) => ({
      ...photo,
      staged: stagedPhoto({
        jobId: `job-${index + 1}`,
        status: index === 1 ? ('failed' as const) : ('queued' as const),
        error: index === 1 ? error : null,
      }),
    }));
    const batch: ListingBatch = {
      id: 'batch-1',
      disclosure: 'label',
      total: 3,
      finished: 1,
      failed: 1,
      createdAt: '2025-05-04T10:00:00.000Z',
    };
    listingPage({ photos, batch });

    expect(await screen.findByText('1 of 3 done (1 failed)')).toBeInTheDocument();
    const staged = within(screen.getByRole('list', { name: 'Staged photos' }));
    const failed = within(staged.getByRole('listitem', { name: 'Photo 2' }));
    expect(failed.getByText(error)).toBeInTheDocument();
    expect(await startButton()).toBeDisabled();
  });
  it('offers Ultra 4K at its cost a photo where the engine makes it, saying the local engine enlarges it', async () => {
    const { user } = listingPage({}, 20);
    const quality = await screen.findByLabelText('Quality');
    await vi.waitFor(() =>
      expect(
        within(quality)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Standard (1 token a photo)', 'HD (2 tokens a photo)', 'Ultra 4K (4 tokens a photo)']),
    );
    expect(quality).toHaveAccessibleDescription(ULTRA_ENLARGED_NOTICE);
    await user.selectOptions(quality, 'ultra');
    expect(await startButton()).toHaveAccessibleName('Stage 3 photos · 12 tokens');
  });

  it('does not offer Ultra 4K where the engine lacks it', async () => {
    server.use(configHandler(publicConfig({ engine: { ...publicConfig().engine, qualities: ['standard', 'hd'] } })));
    listingPage();
    // The engine's modes show once its config is in; its qualities with them.
    const mode = await screen.findByLabelText('Mode');
    await vi.waitFor(() => expect(within(mode).getAllByRole('option')).toHaveLength(3));
    const quality = screen.getByLabelText('Quality');
    expect(within(quality).queryByRole('option', { name: /Ultra/ })).not.toBeInTheDocument();
    expect(quality).not.toHaveAccessibleDescription(ULTRA_ENLARGED_NOTICE);
  });
});
