import { stagingRequestSchema } from '@roomremix/contracts/listings';
import type { ListingRecord } from '../../src/ports/listings';
import { addListingPhotos } from '../../src/services/listings/listing-photos';
import { createListing } from '../../src/services/listings/listings';
import { stageListing } from '../../src/services/listings/stagings';
import { runRemixTask } from '../../src/services/remix/worker';
import { roomPhoto } from '../support/test-images';
import { OWNER, remixWorld, submitDepsOf } from './remix-fixture';

/** The origin originals links are made on. */
export const ORIGIN = 'http://localhost:5173';

/**
 * The listing use-cases on memory (the remix fixture): the owner with `balance` tokens and a listing of `photos` room
 * photos; `stage` stages it under an Idempotency-Key, `finish` runs every queued job on the local engine.
 */
export async function listingWorld(balance = 10, photos = 2) {
  const world = remixWorld(balance);
  const deps = submitDepsOf(world);
  const { id } = await createListing(deps, OWNER, 'Maple Street');
  const uploads = await Promise.all(Array.from({ length: photos }, (_, index) => roomPhoto(96 + index * 8, 64)));
  const { photos: added } = await addListingPhotos(deps, OWNER, id, uploads);
  const stage = (key: string, settings: Record<string, unknown> = {}) =>
    stageListing(deps, OWNER, id, stagingRequestSchema.parse({ roomStyle: 'modern', mode: 'redesign', ...settings }), {
      idempotency: { uid: OWNER, key, fingerprint: JSON.stringify({ id, ...settings }) },
      origin: ORIGIN,
    });
  const finish = async () => {
    // A finished anchor hands its waiting photos to the queue: run until none is left.
    for (let index = 0; index < world.enqueued.length; index += 1) {
      await runRemixTask(world.deps, { jobId: world.enqueued[index] as string }, { attempt: 1 });
    }
  };
  return {
    ...world,
    deps,
    listingId: id,
    photoIds: added.map((photo) => photo.id),
    stage,
    finish,
    listing: () => world.store.get<ListingRecord>(`listings/${id}`),
    results: () => world.store.query(`imageResults`),
  };
}
