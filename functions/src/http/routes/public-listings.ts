import { API_ROUTES } from '@roomremix/contracts/api-paths';
import { LISTING_MESSAGES } from '@roomremix/contracts/messages';
import express, { type Response, type Router } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import type { Clock } from '../../domain/clock';
import type { RateLimitPolicies } from '../../domain/rate-limit';
import {
  findOriginals,
  ORIGINALS_IMAGES,
  type OriginalsImage,
  type OriginalsLookup,
  originalsImageBlob,
  publicListingOf,
} from '../../services/listings';
import { countShareRead } from '../../services/shares';
import { HttpError } from '../http-error';
import { rateLimitSubject } from '../rate-limit-subject';
import { sendImage } from '../send-image';

/** What the public originals routes need from the app's dependencies. */
export interface PublicListingsRouteDeps {
  db: Firestore;
  blobStore: BlobStore;
  rateLimits: Pick<RateLimitPolicies, 'publicShareReadsPerAddress'>;
  now?: Clock | undefined;
}

/** The live listing a token names, else the 404 or 410 a share's token would get. */
async function liveOriginals(deps: PublicListingsRouteDeps, token: string) {
  const lookup: OriginalsLookup = await findOriginals(deps, token);
  if (lookup.kind === 'revoked') throw new HttpError(410, 'gone', LISTING_MESSAGES.originalsLinkRevoked);
  if (lookup.kind === 'missing') throw new HttpError(404, 'not_found', LISTING_MESSAGES.originalsLinkNotFound);
  return lookup;
}

/**
 * A listing's originals page, no session needed (docs/api.md#listings): `GET /public/listings/:token` (each photo's
 * original beside its staged photo and caption; reads count against the address's budget for public shares) and
 * `GET /public/listings/:token/:photoId/{original,staged}.jpg`, served through the token so turning the link off
 * stops them at once.
 */
export function publicListingsRouter(deps: PublicListingsRouteDeps): Router {
  const router = express.Router();
  const depsFor = (res: Response) => ({ ...deps, logger: res.locals.logger });

  router.get(API_ROUTES.publicListing, async (req, res) => {
    await countShareRead(deps, deps.rateLimits.publicShareReadsPerAddress, rateLimitSubject(req));
    const live = await liveOriginals(deps, String(req.params.token));
    res.json(await publicListingOf(depsFor(res), live));
  });

  router.get(API_ROUTES.publicListingImage, async (req, res) => {
    const image = String(req.params.image);
    const live = await liveOriginals(deps, String(req.params.token));
    const blob = (ORIGINALS_IMAGES as readonly string[]).includes(image)
      ? await originalsImageBlob(depsFor(res), live, String(req.params.photoId), image as OriginalsImage)
      : null;
    if (!blob) throw new HttpError(404, 'not_found', LISTING_MESSAGES.photoNotFound);
    sendImage(res, blob, { filename: image, cacheControl: 'no-store', crossOrigin: true });
  });

  return router;
}
