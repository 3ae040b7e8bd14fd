import { http, HttpResponse } from 'msw';
import {
  LISTING_MAX_PHOTOS,
  type Listing,
  type ListingSummary,
  sameLook,
  type StagingRequest,
  stagingLookOf,
  stagingRequestSchema,
} from '@roomremix/contracts/listings';
import { LISTING_MESSAGES } from '@roomremix/contracts/messages';
import { IDEMPOTENCY_KEY_HEADER } from '@roomremix/contracts/remix';
import { listing as listingFixture, listingPhoto } from '../fixtures';
import { formDataOf } from '../form-data';

/** A request the app sent: its path, method, JSON body (or the sizes of the files it carried) and Idempotency-Key. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  idempotencyKey: string | null;
}

/** The API's error body. */
const refusal = (status: number, message: string, code = 'validation_failed') =>
  HttpResponse.json({ message, code }, { status });

/**
 * The listing routes over one listing the test gives, as the API answers them: creating one, reading it (and the
 * list), renaming and reordering, adding photos (refusing past 30 with the API's message), changing and deleting a
 * photo, the originals link, and staging (202, or `stagingAnswer`'s). `update` changes what the next GET answers (a
 * batch's progress); `sent` records every request that changes something, in order.
 */
export function listingsServer(initial: Listing = listingFixture()) {
  let current = initial;
  let photoNumber = initial.photos.length;
  let stagingAnswer: (() => Response) | null = null;
  let reads = 0;
  const sent: SentRequest[] = [];
  const record = (request: Request, body: unknown) =>
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body,
      idempotencyKey: request.headers.get(IDEMPOTENCY_KEY_HEADER),
    });
  const summary = (): ListingSummary => ({
    id: current.id,
    title: current.title,
    photoCount: current.photos.length,
    coverUrl: current.photos[0]?.originalUrl ?? null,
    createdAt: current.createdAt,
    updatedAt: current.updatedAt,
  });
  const photos = '/api/listings/:id/photos';

  const handlers = [
    http.get('/api/listings', () => HttpResponse.json([summary()])),
    http.post('/api/listings', async ({ request }) => {
      const body = (await request.json()) as { title: string };
      record(request, body);
      current = listingFixture({ id: 'listing-new', title: body.title });
      return HttpResponse.json(current, { status: 201 });
    }),
    http.get('/api/listings/:id', () => {
      reads += 1;
      return HttpResponse.json(current);
    }),
    http.patch('/api/listings/:id', async ({ request }) => {
      const body = (await request.json()) as { title?: string; photoIds?: string[] };
      record(request, body);
      const byId = new Map(current.photos.map((photo) => [photo.id, photo]));
      current = {
        ...current,
        title: body.title ?? current.title,
        photos: body.photoIds ? body.photoIds.flatMap((id) => byId.get(id) ?? []) : current.photos,
      };
      return HttpResponse.json(current);
    }),
    http.post(photos, async ({ request }) => {
      const files = (await formDataOf(request)).getAll('photos') as File[];
      // Their sizes tell the test's photos apart.
      record(
        request,
        files.map((file) => file.size),
      );
      const room = LISTING_MAX_PHOTOS - current.photos.length;
      if (files.length > room) return refusal(400, LISTING_MESSAGES.tooManyPhotos(LISTING_MAX_PHOTOS, room));
      const added = files.map(() => listingPhoto({ id: `photo-${++photoNumber}` }));
      current = { ...current, photos: [...current.photos, ...added] };
      return HttpResponse.json(current, { status: 201 });
    }),
    http.patch(`${photos}/:photoId`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      record(request, body);
      current = {
        ...current,
        photos: current.photos.map((photo) => (photo.id === params.photoId ? { ...photo, ...body } : photo)),
      };
      return HttpResponse.json(current);
    }),
    http.delete(`${photos}/:photoId/takes/:jobId`, ({ request, params }) => {
      record(request, null);
      current = {
        ...current,
        photos: current.photos.map((photo) => ({
          ...photo,
          earlierTakes: photo.earlierTakes.filter((take) => take.jobId !== params.jobId),
        })),
      };
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${photos}/:photoId`, ({ request, params }) => {
      record(request, null);
      current = { ...current, photos: current.photos.filter((photo) => photo.id !== params.photoId) };
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/listings/:id/stagings', async ({ request }) => {
      const body = (await request.json()) as StagingRequest;
      record(request, body);
      if (stagingAnswer) return stagingAnswer();
      // As the API plans it: the photos named, else those with no take of these settings.
      const look = stagingLookOf(stagingRequestSchema.parse(body));
      const chosen = current.photos
        .map((photo, index) => ({ photo, jobId: `job-${index + 1}` }))
        .filter(({ photo }) =>
          body.photoIds ? body.photoIds.includes(photo.id) : !photo.staged?.look || !sameLook(photo.staged.look, look),
        );
      const jobs = chosen.map(({ photo, jobId }) => ({ photoId: photo.id, jobId }));
      if (jobs.length === 0) {
        return HttpResponse.json({ batchId: 'batch-1', cost: 0, jobs, remarked: [] }, { status: 200 });
      }
      current = {
        ...current,
        batch: {
          id: 'batch-1',
          disclosure: 'label',
          total: jobs.length,
          finished: 0,
          failed: 0,
          createdAt: '2025-05-04T10:00:00.000Z',
        },
      };
      return HttpResponse.json({ batchId: 'batch-1', cost: jobs.length, jobs, remarked: [] }, { status: 202 });
    }),
    http.post('/api/listings/:id/originals-link', ({ request }) => {
      record(request, null);
      const originalsLink = { id: 'link-1', url: 'http://localhost:3000/l/Zx8_kLq2-Vn3Rt5yWb7uPm9sDf1gHj4c' };
      current = { ...current, originalsLink };
      return HttpResponse.json(originalsLink, { status: 201 });
    }),
    http.delete('/api/listings/:id/originals-link', ({ request }) => {
      record(request, null);
      current = { ...current, originalsLink: null };
      return new HttpResponse(null, { status: 204 });
    }),
  ];

  return {
    handlers,
    sent,
    /** What the next `GET /api/listings/:id` answers, e.g. a batch one photo further on. */
    update: (change: (listing: Listing) => Listing) => {
      current = change(current);
    },
    /** Answers the next stagings with `answer` instead of starting a batch (a refusal). */
    answerStagingWith: (answer: () => Response) => {
      stagingAnswer = answer;
    },
    /** How often the listing was read (`GET /api/listings/:id`): its page polls while a batch runs. */
    reads: () => reads,
    /** The requests sent to `method path`. */
    sentTo: (method: string, path: string) =>
      sent.filter((request) => request.method === method && request.path === path),
  };
}
