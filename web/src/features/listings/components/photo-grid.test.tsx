import { fireEvent, screen, within } from '@testing-library/react';
import { UPLOAD_LIMITS } from '@roomremix/contracts/constants';
import { LISTING_MESSAGES, UPLOAD_MESSAGES } from '@roomremix/contracts/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listing, listingPhotos } from '@test/fixtures';
import { listingsServer } from '@test/listings/listings-server';
import { renderApp } from '@test/render-app';
import { server, signedInSession } from '@test/server';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A photo of `size` bytes: the mock API tells the photos it gets apart by their sizes. */
const jpeg = (size: number) => new File([new Uint8Array(size)], `room-${size}.jpg`, { type: 'image/jpeg' });
/** Photos of 1001, 1002, … bytes. */
const jpegs = (count: number) => Array.from({ length: count }, (_, index) => jpeg(1001 + index));

/** The listing's page over `photos` photos already added. */
function listingPage(photos = 0) {
  const listings = listingsServer(listing({ photos: listingPhotos(photos) }));
  server.use(signedInSession(), ...listings.handlers);
  return { ...renderApp('/listings/listing-1'), listings };
}

async function addPhotos(files: File[]) {
  fireEvent.change(await screen.findByTestId('listing photos input'), { target: { files } });
}

const photoCards = () => within(screen.getByRole('list', { name: 'Photos in order' })).getAllByRole('listitem');

describe("A listing's photos", () => {
  it('adds the picked photos in order, as many a request as fit, and counts them against the 30', async () => {
    const { listings } = listingPage();
    expect(await screen.findByText('0 of 30 photos')).toBeInTheDocument();

    await addPhotos(jpegs(10));

    expect(await screen.findByText('10 of 30 photos')).toBeInTheDocument();
    expect(photoCards().map((card) => card.getAttribute('aria-label'))).toEqual(
      Array.from({ length: 10 }, (_, index) => `Photo ${index + 1}`),
    );
    expect(listings.sentTo('POST', '/api/listings/listing-1/photos').map((request) => request.body)).toEqual([
      [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010],
    ]);
  });

  it('starts a new request before the photos would pass the 32 MB a request may carry', async () => {
    const { listings } = listingPage();
    const phonePhoto = 6 * 1024 * 1024;

    await addPhotos(Array.from({ length: 6 }, (_, index) => jpeg(phonePhoto + index)));

    // 36 MB through the mock API's form parser takes seconds on a busy machine.
    expect(await screen.findByText('6 of 30 photos', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(listings.sentTo('POST', '/api/listings/listing-1/photos').map((request) => request.body)).toEqual([
      [0, 1, 2, 3, 4].map((index) => phonePhoto + index),
      [phonePhoto + 5],
    ]);
  });

  describe('where the browser decodes and draws images', () => {
    const pixelSizes = new WeakMap<Blob, { width: number; height: number }>();
    /** A picked photo of `width` × `height` pixels. */
    const taken = (width: number, height: number, size: number) => {
      const file = jpeg(size);
      pixelSizes.set(file, { width, height });
      return file;
    };
    // jsdom draws nothing: the canvas's JPEG is a byte per thousand pixels (unless a test says otherwise), so the
    // sizes tell.
    class SizeRecordingCanvas {
      static pixelsPerByte = 1000;
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        return { drawImage: () => {} };
      }
      convertToBlob() {
        const bytes = Math.floor((this.width * this.height) / SizeRecordingCanvas.pixelsPerByte);
        return Promise.resolve(new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }));
      }
    }
    beforeEach(() => {
      vi.stubGlobal('createImageBitmap', (file: Blob) => Promise.resolve({ ...pixelSizes.get(file), close: () => {} }));
      vi.stubGlobal('OffscreenCanvas', SizeRecordingCanvas);
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      SizeRecordingCanvas.pixelsPerByte = 1000;
    });

    it('refuses by name, and does not send, a photo still too large to send once scaled down', async () => {
      const { listings } = listingPage();
      SizeRecordingCanvas.pixelsPerByte = 1;

      await addPhotos([taken(4032, 3024, 5_000_000), taken(12_000, 6000, 9_000_000)]);

      expect(await screen.findByText('1 of 30 photos')).toBeInTheDocument();
      const refusal = UPLOAD_MESSAGES.invalidFile(
        [UPLOAD_MESSAGES.fileTooLarge(UPLOAD_LIMITS.maxFileBytes)],
        'room-9000000.jpg',
      );
      expect(await screen.findByText(refusal)).toBeInTheDocument();
      expect(listings.sentTo('POST', '/api/listings/listing-1/photos').map((request) => request.body)).toEqual([
        [5_000_000],
      ]);
    });

    it('sends a 4032 px photo as taken, and scales only one past 8000 px (or 50 megapixels) down to fit', async () => {
      const { listings } = listingPage();

      await addPhotos([taken(4032, 3024, 5_000_000), taken(12_000, 6000, 9_000_000), taken(8000, 8000, 9_000_001)]);

      expect(await screen.findByText('3 of 30 photos')).toBeInTheDocument();
      expect(listings.sentTo('POST', '/api/listings/listing-1/photos').map((request) => request.body)).toEqual([
        [5_000_000, (8000 * 4000) / 1000, Math.floor((7071 * 7071) / 1000)],
      ]);
    });
  });

  it("refuses photos past the 30th with the API's message, and sends nothing", async () => {
    const { listings } = listingPage(29);
    expect(await screen.findByText('29 of 30 photos')).toBeInTheDocument();

    await addPhotos(jpegs(2));

    expect(await screen.findByText(LISTING_MESSAGES.tooManyPhotos(30, 1))).toBeInTheDocument();
    expect(listings.sentTo('POST', '/api/listings/listing-1/photos')).toEqual([]);
    expect(screen.getByText('29 of 30 photos')).toBeInTheDocument();
  });

  it("shows the server's refusal when the listing filled up meanwhile (another tab)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { listings } = listingPage(29);
    expect(await screen.findByText('29 of 30 photos')).toBeInTheDocument();
    listings.update((current) => ({ ...current, photos: listingPhotos(30) }));

    await addPhotos([jpeg(1031)]);

    expect(await screen.findByText(LISTING_MESSAGES.tooManyPhotos(30, 0))).toBeInTheDocument();
    expect(listings.sentTo('POST', '/api/listings/listing-1/photos')).toHaveLength(1);
  });

  it('says a full listing is full and takes no more', async () => {
    listingPage(30);

    expect(await screen.findByText('30 of 30 photos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeDisabled();
    expect(screen.getByText('This listing is full.')).toBeInTheDocument();
  });

  it('moves a photo with the keyboard buttons, sending the whole new order', async () => {
    const { user, listings } = listingPage(3);
    await screen.findByRole('list', { name: 'Photos in order' });

    await user.click(screen.getByRole('button', { name: 'Move earlier: Photo 3' }));

    await vi.waitFor(() =>
      expect(listings.sentTo('PATCH', '/api/listings/listing-1').map((request) => request.body)).toEqual([
        { photoIds: ['photo-1', 'photo-3', 'photo-2'] },
      ]),
    );
    expect(within(photoCards()[1] as HTMLElement).getByRole('img', { name: 'Photo 2' })).toHaveAttribute(
      'src',
      '/files/listings/photo-3-thumb.webp',
    );
    expect(screen.getByRole('button', { name: 'Move earlier: Photo 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move later: Photo 3' })).toBeDisabled();
  });

  it("changes a photo's room type and which photo shows the same room", async () => {
    const { user, listings } = listingPage(3);
    const second = within(await screen.findByRole('listitem', { name: 'Photo 2' }));

    await user.selectOptions(second.getByLabelText('Room type'), 'Bedroom');
    await user.selectOptions(second.getByLabelText('Same room as'), 'Photo 1');

    await vi.waitFor(() =>
      expect(listings.sentTo('PATCH', '/api/listings/listing-1/photos/photo-2').map((request) => request.body)).toEqual(
        [{ roomType: 'bedroom' }, { sameRoomAs: 'photo-1' }],
      ),
    );
    expect(second.getByLabelText('Room type')).toHaveValue('bedroom');
    expect(second.getByLabelText('Same room as')).toHaveValue('photo-1');
  });
});
