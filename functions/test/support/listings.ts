import { randomUUID } from 'node:crypto';
import { type Listing, listingSchema } from '@roomremix/contracts/listings';
import { expect } from 'vitest';
import type { ApiClient } from './api-client';
import { sendAs, type TestImages, userWithTokens } from './remix';
import type { TestApp } from './test-app';

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

/** The listing kit's requests as a signed-in user makes them, against `app`. */
export function listingRequests(app: TestApp, images: TestImages) {
  /** `POST /api/listings/:id/photos` with `count` room photos (`photo`, by default the small test room). */
  function uploadPhotos(client: ApiClient, listingId: string, count: number, photo?: Buffer): Promise<Response> {
    const form = new FormData();
    for (let index = 0; index < count; index += 1) {
      const bytes = new Uint8Array(photo ?? images.room);
      form.append('photos', new Blob([bytes], { type: 'image/jpeg' }), `room-${index}.jpg`);
    }
    return sendAs(app, client, 'POST', `/api/listings/${listingId}/photos`, { body: form });
  }

  async function readListing(client: ApiClient, id: string): Promise<Listing> {
    const response = await sendAs(app, client, 'GET', `/api/listings/${id}`);
    expect(response.status).toBe(200);
    return listingSchema.parse(await response.json());
  }

  /** A user with `tokens`, and their listing "Maple St" holding `photos` photos. */
  async function listingWithPhotos(photos: number, tokens = 10) {
    const user = await userWithTokens(app, tokens);
    const created = await sendAs(app, user.client, 'POST', '/api/listings', json({ title: 'Maple St' }));
    expect(created.status).toBe(201);
    const { id } = listingSchema.parse(await created.json());
    if (photos > 0) expect((await uploadPhotos(user.client, id, photos)).status).toBe(201);
    return { ...user, id, listing: await readListing(user.client, id) };
  }

  /** `POST /api/listings/:id/stagings`: a redesign in the modern style under the plain label, unless `body` says else. */
  function stage(client: ApiClient, id: string, body: object, key: string = randomUUID()): Promise<Response> {
    const request = json({ mode: 'redesign', roomStyle: 'modern', disclosure: 'label', ...body });
    return sendAs(app, client, 'POST', `/api/listings/${id}/stagings`, {
      ...request,
      headers: { ...request.headers, 'Idempotency-Key': key },
    });
  }

  return { uploadPhotos, readListing, listingWithPhotos, stage, json };
}

/** A refusal as the user sees it: the status, the field it names and its message. */
export async function refusal(response: Response) {
  const body = (await response.json()) as { message: string; issues?: { path: string }[] };
  return { status: response.status, path: body.issues?.[0]?.path, message: body.message };
}
