import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { type Listing, listingSchema } from '@roomremix/contracts/listings';
import { apiJson } from '@/lib/api-client';

/**
 * `POST /api/listings/:id/photos`, multipart with `photos` repeated: appends the photos in the order given and answers
 * the listing (201). 400 at `photos` when they would take the listing past its limit; nothing is kept then.
 */
export async function addListingPhotos({ id, photos }: { id: string; photos: readonly File[] }): Promise<Listing> {
  const form = new FormData();
  for (const photo of photos) form.append('photos', photo, photo.name);
  return apiJson('POST', apiPath(API_ROUTES.listingPhotos, { id }), listingSchema, form);
}
