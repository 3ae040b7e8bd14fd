import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { ORIGINALS_PAGE_PATH, originalsPagePath } from '@roomremix/contracts/listings';
import { LISTING_MESSAGES } from '@roomremix/contracts/messages';
import express, { type Router } from 'express';
import type { Repositories } from '../../ports/repositories';
import type { AppShell } from '../../adapters/app-shell/app-shell';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import type { Clock } from '../../domain/clock';
import type { RateLimitPolicies } from '../../domain/rate-limit';
import { type SharePreviewTags, withPreviewTags } from '../../domain/share-page';
import {
  findOriginals,
  firstOriginalsPhoto,
  ORIGINALS_IMAGES,
  type OriginalsImage,
  type OriginalsLookup,
  originalsImageBlob,
  publicListingOf,
} from '../../services/listings';
import { countShareRead } from '../../services/shares';
import { RequestError } from '../request-error';
import { answerFor } from '../error-map';
import { notLive } from '../not-live';
import { rateLimitSubject } from '../rate-limit-subject';
import { sendImage } from '../send-image';

/** What the public originals routes need from the app's dependencies. */
export interface PublicListingsRouteDeps {
  repositories: Repositories;
  blobStore: BlobStore;
  rateLimits: Pick<RateLimitPolicies, 'publicShareReadsPerAddress'>;
  /** The key of the rate-limit counters' ids (AppConfig.rateLimitIdSecret). */
  rateLimitIdSecret: string;
  now?: Clock | undefined;
}

/** What a token that names no live listing is answered with. */
const ORIGINALS_NOT_LIVE = {
  revoked: LISTING_MESSAGES.originalsLinkRevoked,
  missing: LISTING_MESSAGES.originalsLinkNotFound,
};

/** The live listing a token names, else its 404 or 410. */
async function liveOriginals(deps: PublicListingsRouteDeps, token: string) {
  const lookup = await findOriginals(deps, token);
  if (lookup.kind !== 'live') throw notLive(lookup, ORIGINALS_NOT_LIVE);
  return lookup;
}

/**
 * A listing's originals page, no session needed (docs/api.md#listings): `GET /public/listings/:token` (each staged
 * photo beside its original, with its caption) and `GET /public/listings/:token/:photoId/{original,staged}.jpg`,
 * served through the token so turning the link off stops them at once. Every read, the page's and each image's, counts
 * against the address's budget for public shares and reads the listing alone.
 */
export function publicListingsRouter(deps: PublicListingsRouteDeps): Router {
  const router = express.Router();

  router.get(API_ROUTES.publicListing, async (req, res) => {
    await countShareRead(deps, deps.rateLimits.publicShareReadsPerAddress, rateLimitSubject(req));
    res.json(publicListingOf(await liveOriginals(deps, String(req.params.token))));
  });

  router.get(API_ROUTES.publicListingImage, async (req, res) => {
    await countShareRead(deps, deps.rateLimits.publicShareReadsPerAddress, rateLimitSubject(req));
    const image = String(req.params.image);
    const live = await liveOriginals(deps, String(req.params.token));
    const blob = (ORIGINALS_IMAGES as readonly string[]).includes(image)
      ? await originalsImageBlob(deps, live, String(req.params.photoId), image as OriginalsImage)
      : null;
    if (!blob) throw new RequestError('not_found', LISTING_MESSAGES.photoNotFound);
    sendImage(res, blob, { filename: image, cacheControl: 'no-store', crossOrigin: true });
  });

  return router;
}

/** What the originals page's link preview says when the token names no live listing. */
const GENERIC_TAGS = {
  title: 'RoomRemix',
  description: 'Virtually staged photos beside their originals.',
  imageUrl: null,
  imageWidth: 1,
  imageHeight: 1,
};

/**
 * `GET /l/:token` (Hosting rewrites it to the api function): the app's HTML with the listing's link-preview tags (its
 * title and first original), as a share page has; the app then renders the page from the public API. A token naming
 * no live listing gets generic tags and its 404 or 410 status. Every answer is `noindex`.
 */
export function originalsPageRouter(deps: PublicListingsRouteDeps & { appShell: AppShell; siteOrigin: string }) {
  const router = express.Router();

  router.get(ORIGINALS_PAGE_PATH, async (req, res) => {
    const token = String(req.params.token);
    const lookup = await findOriginals(deps, token);
    const shell = await deps.appShell();
    const status = lookup.kind === 'live' ? 200 : answerFor(notLive(lookup, ORIGINALS_NOT_LIVE)).status;
    const tags: SharePreviewTags =
      lookup.kind === 'live' ? previewTagsOf(lookup, deps.siteOrigin) : { ...GENERIC_TAGS, url: `${deps.siteOrigin}/` };
    res
      .status(status)
      .set({ 'Content-Type': 'text/html; charset=utf-8', 'X-Robots-Tag': 'noindex' })
      .send(withPreviewTags(shell, tags));
  });

  return router;
}

/** A live listing's preview: its title, and the original of the first photo its page shows, through the token. */
function previewTagsOf(live: Extract<OriginalsLookup, { kind: 'live' }>, siteOrigin: string): SharePreviewTags {
  const { listing, token } = live;
  const first = firstOriginalsPhoto(listing);
  const origin = listing.originalsLink ? new URL(listing.originalsLink.url).origin : siteOrigin;
  return {
    title: `${listing.title}: ${LISTING_MESSAGES.originalsPageTitle}`,
    description: LISTING_MESSAGES.originalsPageDescription,
    url: listing.originalsLink?.url ?? siteOrigin + originalsPagePath(token),
    imageUrl: first
      ? origin + apiPath(API_ROUTES.publicListingImage, { token, photoId: first.id, image: 'original.jpg' })
      : null,
    imageWidth: first?.image.width ?? 1,
    imageHeight: first?.image.height ?? 1,
  };
}
