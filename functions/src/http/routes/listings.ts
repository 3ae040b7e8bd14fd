import { API_ROUTES } from '@roomremix/contracts/api-paths';
import {
  createListingRequestSchema,
  LISTING_MAX_PHOTOS,
  stagingRequestSchema,
  updateListingPhotoRequestSchema,
  updateListingRequestSchema,
} from '@roomremix/contracts/listings';
import { LISTING_MESSAGES } from '@roomremix/contracts/messages';
import type { ImageEngine } from '@roomremix/contracts/system';
import express, { type Response, type Router } from 'express';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import type { RemixQueue } from '../../adapters/queue/remix-queue';
import type { Repositories } from '../../ports/repositories';
import {
  addListingPhotos,
  createListing,
  createOriginalsLink,
  revokeOriginalsLink,
  deleteOwnListing,
  deleteOwnListingPhoto,
  deleteOwnTake,
  listOwnListings,
  listingExportFileName,
  readOwnListing,
  readOwnListingDoc,
  stageListing,
  type StagingDeps,
  updateOwnListing,
  updateOwnListingPhoto,
  writeListingExport,
} from '../../services/listings';
import { RequestError } from '../request-error';
import { originOf } from '../request-origin';
import { sendZip } from '../zip-response';
import { IDEMPOTENT_REPLAY_HEADER, idempotentRequest, requiredIdempotencyKey } from '../idempotency-key';
import { requireUser, signedInUid } from '../middleware/session';
import type { UltraSupport } from '../../domain/engine-qualities';
import { assertContentLength, type MultipartLimits, PROCESS_MULTIPART_LIMITS, readMultipart } from '../multipart';

/** What the listing routes need from the app's dependencies. */
export interface ListingsRouteDeps {
  config: { imageEngine: { name: ImageEngine; ultra: UltraSupport } };
  repositories: Repositories;
  blobStore: BlobStore;
  remixQueue: RemixQueue;
  /** The app's origins: an originals link is made on the one the request came from, else on the first. */
  allowedOrigins: readonly string[];
}

/** `POST /listings/:id/photos`: the upload rules of `POST /process`, with up to a whole listing's photos. */
const PHOTOS_MULTIPART_LIMITS: MultipartLimits = {
  ...PROCESS_MULTIPART_LIMITS,
  maxFilesPerField: { photos: LISTING_MAX_PHOTOS },
  maxFields: 0,
};

/**
 * The listing kit (docs/api.md#listings): a signed-in user's listings, their photos and their staging batches.
 * Another user's listing is a 404, like one that does not exist.
 */
export function listingsRouter(deps: ListingsRouteDeps): Router {
  const router = express.Router();
  const depsFor = (res: Response): StagingDeps => ({
    ...deps,
    queue: deps.remixQueue,
    engine: deps.config.imageEngine,
    logger: res.locals.logger,
  });
  const params = (req: express.Request) => ({ id: String(req.params.id), photoId: String(req.params.photoId) });

  router.post(API_ROUTES.listings, requireUser, async (req, res) => {
    const { title } = createListingRequestSchema.parse(req.body ?? {});
    res.status(201).json(await createListing(depsFor(res), signedInUid(res), title));
  });

  router.get(API_ROUTES.listings, requireUser, async (_req, res) => {
    res.json(await listOwnListings(depsFor(res), signedInUid(res)));
  });

  router.get(API_ROUTES.listing, requireUser, async (req, res) => {
    res.json(await readOwnListing(depsFor(res), signedInUid(res), params(req).id));
  });

  router.patch(API_ROUTES.listing, requireUser, async (req, res) => {
    const change = updateListingRequestSchema.parse(req.body ?? {});
    res.json(await updateOwnListing(depsFor(res), signedInUid(res), params(req).id, change));
  });

  router.delete(API_ROUTES.listing, requireUser, async (req, res) => {
    await deleteOwnListing(depsFor(res), signedInUid(res), params(req).id);
    res.status(204).end();
  });

  router.post(API_ROUTES.listingPhotos, requireUser, async (req, res) => {
    assertContentLength(req, PHOTOS_MULTIPART_LIMITS);
    const body = await readMultipart(req, PHOTOS_MULTIPART_LIMITS);
    const photos = body.files.get('photos') ?? [];
    res.status(201).json(await addListingPhotos(depsFor(res), signedInUid(res), params(req).id, photos));
  });

  router.patch(API_ROUTES.listingPhoto, requireUser, async (req, res) => {
    const change = updateListingPhotoRequestSchema.parse(req.body ?? {});
    const { id, photoId } = params(req);
    res.json(await updateOwnListingPhoto(depsFor(res), signedInUid(res), id, photoId, change));
  });

  router.delete(API_ROUTES.listingPhoto, requireUser, async (req, res) => {
    const { id, photoId } = params(req);
    await deleteOwnListingPhoto(depsFor(res), signedInUid(res), id, photoId);
    res.status(204).end();
  });

  router.delete(API_ROUTES.listingPhotoTake, requireUser, async (req, res) => {
    const { id, photoId } = params(req);
    await deleteOwnTake(depsFor(res), signedInUid(res), id, photoId, String(req.params.jobId));
    res.status(204).end();
  });

  router.post(API_ROUTES.listingOriginalsLink, requireUser, async (req, res) => {
    const origin = originOf(req, deps.allowedOrigins);
    const outcome = await createOriginalsLink(depsFor(res), signedInUid(res), params(req).id, origin);
    res.status(outcome.created ? 201 : 200).json(outcome.link);
  });

  router.delete(API_ROUTES.listingOriginalsLink, requireUser, async (req, res) => {
    if (!(await revokeOriginalsLink(depsFor(res), signedInUid(res), params(req).id))) {
      throw new RequestError('not_found', LISTING_MESSAGES.originalsLinkNotFound);
    }
    res.status(204).end();
  });

  router.get(API_ROUTES.listingExport, requireUser, async (req, res) => {
    const exportDeps = depsFor(res);
    const listing = await readOwnListingDoc(exportDeps, signedInUid(res), params(req).id);
    await sendZip(res, listingExportFileName(listing.title), res.locals.logger, (archive) =>
      writeListingExport(exportDeps, listing, archive),
    );
  });

  router.post(API_ROUTES.listingStagings, requireUser, async (req, res) => {
    const idempotencyKey = requiredIdempotencyKey(req);
    const settings = stagingRequestSchema.parse(req.body ?? {});
    const origin = originOf(req, deps.allowedOrigins);
    const uid = signedInUid(res);
    const listingId = params(req).id;
    const idempotency = idempotentRequest(uid, idempotencyKey, {
      route: `POST ${API_ROUTES.listingStagings}`,
      params: { id: listingId },
      body: settings,
    });
    const { staging, replayed } = await stageListing(depsFor(res), uid, listingId, settings, { idempotency, origin });
    if (replayed) res.setHeader(IDEMPOTENT_REPLAY_HEADER, 'true');
    // 202 when photos are being staged; 200 when every photo it covers had a take of these settings already.
    res.status(staging.jobs.length > 0 ? 202 : 200).json(staging);
  });

  return router;
}
